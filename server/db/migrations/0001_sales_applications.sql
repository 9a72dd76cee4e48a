CREATE TABLE "sales_application_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_application_files" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"years_experience" integer NOT NULL,
	"industries" text NOT NULL,
	"profile_url" text NOT NULL,
	"motivation" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_application_files" ADD CONSTRAINT "sales_application_files_application_id_sales_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."sales_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_application_notes" ADD CONSTRAINT "sales_application_notes_application_id_sales_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."sales_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_application_audit_app_idx" ON "sales_application_audit" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_application_notes_app_idx" ON "sales_application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_applications_email_created_idx" ON "sales_applications" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sales_applications_status_created_idx" ON "sales_applications" USING btree ("status","created_at");