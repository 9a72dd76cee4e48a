CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"visit_count" integer DEFAULT 1 NOT NULL,
	"first_visit" timestamp with time zone NOT NULL,
	"last_visit" timestamp with time zone NOT NULL,
	"page_views" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_submissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"consultation_requests" integer DEFAULT 0 NOT NULL,
	"lead_score" integer DEFAULT 0 NOT NULL,
	"lead_quality" text DEFAULT 'Cold' NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"referrer" text,
	"affiliate_code" text,
	"email" text,
	"name" text,
	"phone" text,
	"company" text,
	"ip_hash" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_events" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text,
	"session_id" text NOT NULL,
	"funnel_type" text NOT NULL,
	"stage" text NOT NULL,
	"conversion_value" double precision,
	"dropoff_reason" text,
	"page" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "journey_events" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text,
	"session_id" text NOT NULL,
	"event_type" text NOT NULL,
	"page" text NOT NULL,
	"element" text,
	"duration" integer,
	"scroll_depth" integer,
	"exit_page" text,
	"details" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_hash" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "tracking_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "clients_last_visit_idx" ON "clients" USING btree ("last_visit");--> statement-breakpoint
CREATE INDEX "clients_lead_score_idx" ON "clients" USING btree ("lead_score");--> statement-breakpoint
CREATE INDEX "funnel_events_received_at_idx" ON "funnel_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "funnel_events_type_stage_idx" ON "funnel_events" USING btree ("funnel_type","stage");--> statement-breakpoint
CREATE INDEX "journey_events_received_at_idx" ON "journey_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "journey_events_session_idx" ON "journey_events" USING btree ("session_id");