ALTER TABLE "affiliates" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "affiliates" SET "email_confirmed_at" = "created_at";
