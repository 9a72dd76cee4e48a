CREATE TABLE "analytics_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "device_type" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "os" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "journey_events" ADD COLUMN "device_type" text;--> statement-breakpoint
ALTER TABLE "journey_events" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "journey_events" ADD COLUMN "os" text;--> statement-breakpoint
ALTER TABLE "journey_events" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "analytics_segments" ADD CONSTRAINT "analytics_segments_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_segments_name_idx" ON "analytics_segments" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "analytics_sessions_start_day_idx" ON "analytics_sessions" USING btree ("start_day");--> statement-breakpoint
-- The summaries gain visits by device, country and source: they are folded again from the first
-- event (the background catch-up does it in bounded steps), so older sessions get their visitor's
-- source; events stored before this migration count under an unknown device and country.
TRUNCATE analytics_daily, analytics_sessions, analytics_visitor_days, analytics_funnel_sessions;--> statement-breakpoint
UPDATE analytics_state SET folded_journey = 0, folded_funnel = 0, cand_journey = NULL, cand_funnel = NULL,
  cand_snapshot = NULL, cand_at = NULL WHERE id = 1;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_session_counts(touched text[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_daily AS d (day, kind, label, n, total)
  SELECT s.start_day, k.kind, k.label, sign * count(*), 0
  FROM analytics_sessions s
  CROSS JOIN LATERAL (VALUES ('sessions', '', true), ('visits', '', s.page_views > 0),
                             ('entry', s.entry_page, s.entry_page IS NOT NULL),
                             ('exit', s.exit_page, s.exit_page IS NOT NULL),
                             ('device', coalesce(s.device_type, ''), s.page_views > 0),
                             ('browser', coalesce(s.browser, ''), s.page_views > 0),
                             ('os', coalesce(s.os, ''), s.page_views > 0),
                             ('country', coalesce(s.country, ''), s.page_views > 0),
                             ('referrer', coalesce(s.referrer, ''), s.page_views > 0),
                             ('utm_source', coalesce(s.utm_source, ''), s.page_views > 0),
                             ('utm_medium', coalesce(s.utm_medium, ''), s.page_views > 0),
                             ('utm_campaign', coalesce(s.utm_campaign, ''), s.page_views > 0),
                             ('utm_content', coalesce(s.utm_content, ''), s.page_views > 0),
                             ('utm_term', coalesce(s.utm_term, ''), s.page_views > 0)) AS k(kind, label, ok)
  WHERE s.session_id = ANY(touched) AND k.ok
  GROUP BY 1, 2, 3
  ON CONFLICT (day, kind, label) DO UPDATE SET n = d.n + excluded.n
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_resessions(touched text[], hi bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_session_counts(touched, -1);
  DELETE FROM analytics_sessions WHERE session_id = ANY(touched);
  INSERT INTO analytics_sessions (session_id, start_day, page_views, entry_page, exit_page, device_type, browser, os, country,
                                  client_id, referrer, utm_source, utm_medium, utm_campaign, utm_content, utm_term)
  SELECT s.*, c.referrer, c.utm_source, c.utm_medium, c.utm_campaign, c.utm_content, c.utm_term
  FROM (
    SELECT session_id, min((received_at AT TIME ZONE 'UTC')::date) AS start_day,
           count(*) FILTER (WHERE event_type = 'page_view') AS page_views,
           (array_agg(page ORDER BY occurred_at, id) FILTER (WHERE event_type = 'page_view'))[1] AS entry_page,
           (array_agg(page ORDER BY occurred_at DESC, id DESC) FILTER (WHERE event_type = 'page_view'))[1] AS exit_page,
           -- One browser sends a session's events, so any of them tells its device; max skips the unknown.
           max(device_type) AS device_type, max(browser) AS browser, max(os) AS os, max(country) AS country,
           max(client_id) AS client_id
    FROM journey_events WHERE session_id = ANY(touched) AND seq <= hi
    GROUP BY session_id
  ) s LEFT JOIN clients c ON c.id = s.client_id;
  PERFORM analytics_session_counts(touched, 1);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_refunnel(touched text[], hi bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_daily AS d (day, kind, label, n, total)
  SELECT first_day, 'fsess', funnel_type || chr(10) || stage, -count(*), 0
  FROM analytics_funnel_sessions WHERE session_id = ANY(touched) GROUP BY 1, 2, 3
  ON CONFLICT (day, kind, label) DO UPDATE SET n = d.n + excluded.n;
  DELETE FROM analytics_funnel_sessions WHERE session_id = ANY(touched);
  INSERT INTO analytics_funnel_sessions (session_id, funnel_type, stage, first_day)
  SELECT session_id, funnel_type, stage, min((received_at AT TIME ZONE 'UTC')::date)
  FROM funnel_events WHERE session_id = ANY(touched) AND seq <= hi GROUP BY 1, 2, 3;
  INSERT INTO analytics_daily AS d (day, kind, label, n, total)
  SELECT first_day, 'fsess', funnel_type || chr(10) || stage, count(*), 0
  FROM analytics_funnel_sessions WHERE session_id = ANY(touched) GROUP BY 1, 2, 3
  ON CONFLICT (day, kind, label) DO UPDATE SET n = d.n + excluded.n;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_fold(j_lo bigint, j_hi bigint, f_lo bigint, f_hi bigint) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE touched text[]; c integer; folded integer := 0;
BEGIN
  IF j_hi > j_lo THEN
    INSERT INTO analytics_daily AS d (day, kind, label, n, total)
    SELECT (e.received_at AT TIME ZONE 'UTC')::date, k.kind, k.label, count(*), coalesce(sum(k.v), 0)
    FROM journey_events e
    CROSS JOIN LATERAL (VALUES
      ('type', e.event_type, NULL::bigint, true),
      ('page', e.page, NULL, e.event_type = 'page_view'),
      ('consult', '', NULL, e.event_type = 'button_click' AND e.details LIKE '%"consultation":true%'),
      ('time', '', e.duration::bigint, e.event_type = 'page_exit' AND e.duration IS NOT NULL),
      ('scroll', '', e.scroll_depth::bigint, e.event_type = 'page_exit' AND e.scroll_depth IS NOT NULL)
    ) AS k(kind, label, v, ok)
    WHERE e.seq > j_lo AND e.seq <= j_hi AND k.ok
    GROUP BY 1, 2, 3
    ON CONFLICT (day, kind, label) DO UPDATE SET n = d.n + excluded.n, total = d.total + excluded.total;
    WITH added AS (
      INSERT INTO analytics_visitor_days (day, client_id)
      SELECT DISTINCT (received_at AT TIME ZONE 'UTC')::date, client_id FROM journey_events
      WHERE seq > j_lo AND seq <= j_hi AND event_type = 'page_view' AND client_id IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING day
    )
    INSERT INTO analytics_daily AS d (day, kind, label, n, total)
    SELECT day, 'visitors', '', count(*), 0 FROM added GROUP BY day
    ON CONFLICT (day, kind, label) DO UPDATE SET n = d.n + excluded.n;
    SELECT array_agg(DISTINCT session_id), count(*) INTO touched, c FROM journey_events WHERE seq > j_lo AND seq <= j_hi;
    IF touched IS NOT NULL THEN PERFORM analytics_resessions(touched, j_hi); END IF;
    folded := folded + c;
  END IF;
  IF f_hi > f_lo THEN
    INSERT INTO analytics_daily AS d (day, kind, label, n, total)
    SELECT (f.received_at AT TIME ZONE 'UTC')::date, k.kind, k.label, count(*), coalesce(sum(k.v), 0)
    FROM funnel_events f
    CROSS JOIN LATERAL (VALUES
      ('funnel', f.funnel_type || chr(10) || f.stage, f.conversion_value::numeric, true),
      ('dropoff', f.funnel_type || chr(10) || coalesce(f.dropoff_reason, ''), NULL::numeric, f.stage = 'abandoned')
    ) AS k(kind, label, v, ok)
    WHERE f.seq > f_lo AND f.seq <= f_hi AND k.ok
    GROUP BY 1, 2, 3
    ON CONFLICT (day, kind, label) DO UPDATE SET n = d.n + excluded.n, total = d.total + excluded.total;
    SELECT array_agg(DISTINCT session_id), count(*) INTO touched, c FROM funnel_events WHERE seq > f_lo AND seq <= f_hi;
    IF touched IS NOT NULL THEN PERFORM analytics_refunnel(touched, f_hi); END IF;
    folded := folded + c;
  END IF;
  RETURN folded;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_catch_up(max_rows integer, min_age_ms integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE st analytics_state; j_hi bigint; f_hi bigint; folded integer := 0; lj bigint; lf bigint; round integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727002) THEN RETURN -1; END IF;
  FOR round IN 1..2 LOOP
    SELECT * INTO st FROM analytics_state WHERE id = 1;
    IF st.cand_snapshot IS NOT NULL THEN
      IF clock_timestamp() - st.cand_at < min_age_ms * interval '1 millisecond'
         OR EXISTS (SELECT 1 FROM pg_snapshot_xip(st.cand_snapshot::pg_snapshot) AS x
                    WHERE pg_xact_status(x) IS NOT DISTINCT FROM 'in progress') THEN
        EXIT;
      END IF;
      j_hi := LEAST(st.cand_journey, st.folded_journey + max_rows);
      f_hi := LEAST(st.cand_funnel, st.folded_funnel + max_rows);
      folded := folded + analytics_fold(st.folded_journey, j_hi, st.folded_funnel, f_hi);
      IF j_hi < st.cand_journey OR f_hi < st.cand_funnel THEN
        UPDATE analytics_state SET folded_journey = j_hi, folded_funnel = f_hi WHERE id = 1;
        EXIT;
      END IF;
      UPDATE analytics_state SET folded_journey = j_hi, folded_funnel = f_hi, cand_snapshot = NULL WHERE id = 1;
    END IF;
    EXIT WHEN round = 2;
    -- A new candidate: the sequences first, then the snapshot (a later statement).
    SELECT last_value - CASE WHEN is_called THEN 0 ELSE 1 END INTO lj FROM journey_events_seq_seq;
    SELECT last_value - CASE WHEN is_called THEN 0 ELSE 1 END INTO lf FROM funnel_events_seq_seq;
    UPDATE analytics_state SET cand_journey = lj, cand_funnel = lf, cand_snapshot = pg_current_snapshot()::text,
      cand_at = clock_timestamp() WHERE id = 1;
    EXIT WHEN min_age_ms > 0;
  END LOOP;
  RETURN folded;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_journey_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE w bigint; touched text[];
BEGIN
  PERFORM pg_advisory_xact_lock(727002);
  SELECT folded_journey INTO w FROM analytics_state WHERE id = 1;
  SELECT array_agg(DISTINCT session_id) INTO touched FROM old_rows WHERE seq <= w;
  IF touched IS NULL THEN RETURN NULL; END IF;
  INSERT INTO analytics_daily AS d (day, kind, label, n, total)
  SELECT (e.received_at AT TIME ZONE 'UTC')::date, k.kind, k.label, -count(*), -coalesce(sum(k.v), 0)
  FROM old_rows e
  CROSS JOIN LATERAL (VALUES
      ('type', e.event_type, NULL::bigint, true),
      ('page', e.page, NULL, e.event_type = 'page_view'),
      ('consult', '', NULL, e.event_type = 'button_click' AND e.details LIKE '%"consultation":true%'),
      ('time', '', e.duration::bigint, e.event_type = 'page_exit' AND e.duration IS NOT NULL),
      ('scroll', '', e.scroll_depth::bigint, e.event_type = 'page_exit' AND e.scroll_depth IS NOT NULL)
    ) AS k(kind, label, v, ok)
  WHERE e.seq <= w AND k.ok
  GROUP BY 1, 2, 3
  ON CONFLICT (day, kind, label) DO UPDATE SET n = d.n + excluded.n, total = d.total + excluded.total;
  WITH removed AS (
    DELETE FROM analytics_visitor_days v
    USING (SELECT DISTINCT (received_at AT TIME ZONE 'UTC')::date AS day, client_id FROM old_rows
           WHERE seq <= w AND event_type = 'page_view' AND client_id IS NOT NULL) o
    WHERE v.day = o.day AND v.client_id = o.client_id
      AND NOT EXISTS (SELECT 1 FROM journey_events j WHERE j.client_id = o.client_id AND j.event_type = 'page_view'
                      AND j.seq <= w AND (j.received_at AT TIME ZONE 'UTC')::date = o.day)
    RETURNING v.day
  )
  INSERT INTO analytics_daily AS d (day, kind, label, n, total)
  SELECT day, 'visitors', '', -count(*), 0 FROM removed GROUP BY day
  ON CONFLICT (day, kind, label) DO UPDATE SET n = d.n + excluded.n;
  PERFORM analytics_resessions(touched, w);
  DELETE FROM analytics_daily WHERE n = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_funnel_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE w bigint; touched text[];
BEGIN
  PERFORM pg_advisory_xact_lock(727002);
  SELECT folded_funnel INTO w FROM analytics_state WHERE id = 1;
  SELECT array_agg(DISTINCT session_id) INTO touched FROM old_rows WHERE seq <= w;
  IF touched IS NULL THEN RETURN NULL; END IF;
  INSERT INTO analytics_daily AS d (day, kind, label, n, total)
  SELECT (f.received_at AT TIME ZONE 'UTC')::date, k.kind, k.label, -count(*), -coalesce(sum(k.v), 0)
  FROM old_rows f
  CROSS JOIN LATERAL (VALUES
      ('funnel', f.funnel_type || chr(10) || f.stage, f.conversion_value::numeric, true),
      ('dropoff', f.funnel_type || chr(10) || coalesce(f.dropoff_reason, ''), NULL::numeric, f.stage = 'abandoned')
    ) AS k(kind, label, v, ok)
  WHERE f.seq <= w AND k.ok
  GROUP BY 1, 2, 3
  ON CONFLICT (day, kind, label) DO UPDATE SET n = d.n + excluded.n, total = d.total + excluded.total;
  PERFORM analytics_refunnel(touched, w);
  DELETE FROM analytics_daily WHERE n = 0;
  RETURN NULL;
END $$;
