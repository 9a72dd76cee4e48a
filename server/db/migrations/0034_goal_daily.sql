CREATE TABLE "analytics_custom_funnel_daily" (
	"funnel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reached" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "analytics_custom_funnel_daily_funnel_id_day_reached_pk" PRIMARY KEY("funnel_id","day","reached")
);
--> statement-breakpoint
CREATE TABLE "analytics_goal_daily" (
	"goal_id" uuid NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "analytics_goal_daily_goal_id_day_pk" PRIMARY KEY("goal_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_funnels" ADD COLUMN "counted_buckets" integer DEFAULT 1024 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_goals" ADD COLUMN "count_journey_to" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_goals" ADD COLUMN "count_funnel_to" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_goals" ADD COLUMN "counted_journey" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_goals" ADD COLUMN "counted_funnel" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_custom_funnel_daily" ADD CONSTRAINT "analytics_custom_funnel_daily_funnel_id_analytics_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."analytics_funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_goal_daily" ADD CONSTRAINT "analytics_goal_daily_goal_id_analytics_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."analytics_goals"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Kept by the rows they count: every insert, move (a session's start day) and delete of a goal's or
-- funnel's session adds to or takes from its day. A decrement only ever updates (a goal being
-- deleted has lost its daily rows already, and must not get new ones).
CREATE FUNCTION goal_daily_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE analytics_goal_daily d SET n = d.n - o.n
    FROM (SELECT goal_id, start_day, count(*) AS n FROM old_rows GROUP BY 1, 2) o
    WHERE d.goal_id = o.goal_id AND d.day = o.start_day;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analytics_goal_daily AS d (goal_id, day, n)
    SELECT goal_id, start_day, count(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (goal_id, day) DO UPDATE SET n = d.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER goal_daily_inserted AFTER INSERT ON analytics_goal_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goal_daily_kept();--> statement-breakpoint
CREATE TRIGGER goal_daily_updated AFTER UPDATE ON analytics_goal_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION goal_daily_kept();--> statement-breakpoint
CREATE TRIGGER goal_daily_deleted AFTER DELETE ON analytics_goal_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION goal_daily_kept();--> statement-breakpoint
CREATE FUNCTION custom_funnel_daily_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE analytics_custom_funnel_daily d SET n = d.n - o.n
    FROM (SELECT funnel_id, start_day, reached, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) o
    WHERE d.funnel_id = o.funnel_id AND d.day = o.start_day AND d.reached = o.reached;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analytics_custom_funnel_daily AS d (funnel_id, day, reached, n)
    SELECT funnel_id, start_day, reached, count(*) FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (funnel_id, day, reached) DO UPDATE SET n = d.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER custom_funnel_daily_inserted AFTER INSERT ON analytics_custom_funnel_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION custom_funnel_daily_kept();--> statement-breakpoint
CREATE TRIGGER custom_funnel_daily_updated AFTER UPDATE ON analytics_custom_funnel_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION custom_funnel_daily_kept();--> statement-breakpoint
CREATE TRIGGER custom_funnel_daily_deleted AFTER DELETE ON analytics_custom_funnel_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION custom_funnel_daily_kept();--> statement-breakpoint
INSERT INTO analytics_goal_daily (goal_id, day, n)
  SELECT goal_id, start_day, count(*) FROM analytics_goal_sessions GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO analytics_custom_funnel_daily (funnel_id, day, reached, n)
  SELECT funnel_id, start_day, reached, count(*) FROM analytics_custom_funnel_sessions GROUP BY 1, 2, 3;
