CREATE TABLE "analytics_custom_funnel_sessions" (
	"funnel_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"start_day" date NOT NULL,
	"reached" integer NOT NULL,
	CONSTRAINT "analytics_custom_funnel_sessions_funnel_id_session_id_pk" PRIMARY KEY("funnel_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_funnels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"steps" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_goal_redo" (
	"session_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_goal_sessions" (
	"goal_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"start_day" date NOT NULL,
	CONSTRAINT "analytics_goal_sessions_goal_id_session_id_pk" PRIMARY KEY("goal_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_goal_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"folded_journey" bigint DEFAULT 0 NOT NULL,
	"folded_funnel" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_custom_funnel_sessions" ADD CONSTRAINT "analytics_custom_funnel_sessions_funnel_id_analytics_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."analytics_funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_funnels" ADD CONSTRAINT "analytics_funnels_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_goal_sessions" ADD CONSTRAINT "analytics_goal_sessions_goal_id_analytics_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."analytics_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_goals" ADD CONSTRAINT "analytics_goals_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_custom_funnel_sessions_day_idx" ON "analytics_custom_funnel_sessions" USING btree ("funnel_id","start_day");--> statement-breakpoint
CREATE INDEX "analytics_custom_funnel_sessions_session_idx" ON "analytics_custom_funnel_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_funnels_name_idx" ON "analytics_funnels" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "analytics_goal_sessions_day_idx" ON "analytics_goal_sessions" USING btree ("goal_id","start_day");--> statement-breakpoint
CREATE INDEX "analytics_goal_sessions_session_idx" ON "analytics_goal_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_goals_name_idx" ON "analytics_goals" USING btree (lower("name"));--> statement-breakpoint
-- No goal exists yet: the goals' watermark starts where the summaries are.
INSERT INTO "analytics_goal_state" ("id", "folded_journey", "folded_funnel")
SELECT 1, coalesce((SELECT folded_journey FROM analytics_state WHERE id = 1), 0), coalesce((SELECT folded_funnel FROM analytics_state WHERE id = 1), 0);--> statement-breakpoint
-- Erasure and retention purge: the goals and custom funnels of sessions that lost events are worked out again at the next fold.
CREATE FUNCTION goal_sessions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727031);
  INSERT INTO analytics_goal_redo (session_id) SELECT DISTINCT session_id FROM old_rows ON CONFLICT DO NOTHING;
  DELETE FROM analytics_goal_sessions WHERE session_id IN (SELECT DISTINCT session_id FROM old_rows);
  DELETE FROM analytics_custom_funnel_sessions WHERE session_id IN (SELECT DISTINCT session_id FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER journey_events_goals_deleted AFTER DELETE ON journey_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION goal_sessions_deleted();--> statement-breakpoint
CREATE TRIGGER funnel_events_goals_deleted AFTER DELETE ON funnel_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION goal_sessions_deleted();
