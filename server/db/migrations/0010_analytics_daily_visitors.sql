-- Distinct visitors per day kept as analytics_daily kind 'visitors' (the dashboard's daily series
-- no longer counts analytics_visitor_days rows). Under the summaries' lock, so no catch-up runs meanwhile.
SELECT pg_advisory_xact_lock(727002);--> statement-breakpoint
INSERT INTO analytics_daily (day, kind, label, n, total)
SELECT day, 'visitors', '', count(*), 0 FROM analytics_visitor_days GROUP BY day;--> statement-breakpoint
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
END $$;
