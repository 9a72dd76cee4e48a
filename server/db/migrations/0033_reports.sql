CREATE TABLE "analytics_report_subscriptions" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_reports_sent" (
	"admin_id" uuid NOT NULL,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_reports_sent_admin_id_period_pk" PRIMARY KEY("admin_id","period")
);
--> statement-breakpoint
CREATE TABLE "analytics_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "analytics_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "analytics_report_subscriptions" ADD CONSTRAINT "analytics_report_subscriptions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_reports_sent" ADD CONSTRAINT "analytics_reports_sent_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_share_links" ADD CONSTRAINT "analytics_share_links_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_reports_sent_at_idx" ON "analytics_reports_sent" USING btree ("sent_at");