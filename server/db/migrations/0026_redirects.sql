CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"match" text NOT NULL,
	"to_target" text NOT NULL,
	"status" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from_path","match");--> statement-breakpoint
CREATE INDEX "journey_events_not_found_idx" ON "journey_events" USING btree ("received_at") WHERE event_type = 'page_view' AND details LIKE '%"title":"404 Page Not Found"%';--> statement-breakpoint
INSERT INTO "redirects_version" ("id", "version") VALUES (1, 0);
