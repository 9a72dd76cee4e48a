ALTER TABLE "admins" ADD COLUMN "digest_hour" integer;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "digest_sent_on" date;