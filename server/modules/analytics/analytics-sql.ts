import { type SQL, sql } from "drizzle-orm";

/**
 * The SQL that keeps the analytics summaries (tables in server/db/schema/analytics.ts): the one
 * place where it is written. The database runs these functions; a migration holds a copy of each
 * (made by `npm run db:analytics`), and analytics-sql.test.ts checks that the newest copy of every
 * function in the migrations is exactly this text, so the two cannot drift.
 *
 * What each journey event and funnel record adds to analytics_daily is written once below
 * (JOURNEY_FACTS, FUNNEL_FACTS) and used both when folding new rows in and when deleted rows
 * (erasure, retention purge) are taken out again.
 */

/** Held while folding and while the delete triggers subtract, so no event is counted twice. */
const LOCK = 727002;

const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

/** Adds a batch of (day, kind, label, n, total) rows to the daily counts. */
const ADD_TO_DAILY =
  "ON CONFLICT (day, kind, label) DO UPDATE SET n = d.n + excluded.n, total = d.total + excluded.total";
const ADD_COUNT_TO_DAILY = "ON CONFLICT (day, kind, label) DO UPDATE SET n = d.n + excluded.n";

/** The daily figures of one journey event `e`: by type, page views by page, consultations, time and scroll on exit. */
export const JOURNEY_FACTS = `CROSS JOIN LATERAL (VALUES
      ('type', e.event_type, NULL::bigint, true),
      ('page', e.page, NULL, e.event_type = 'page_view'),
      ('consult', '', NULL, e.event_type = 'button_click' AND e.details LIKE '%"consultation":true%'),
      ('time', '', e.duration::bigint, e.event_type = 'page_exit' AND e.duration IS NOT NULL),
      ('scroll', '', e.scroll_depth::bigint, e.event_type = 'page_exit' AND e.scroll_depth IS NOT NULL)
    ) AS k(kind, label, v, ok)`;

/** The daily figures of one funnel record `f`: records by type and stage (with value), drop-offs by reason. */
export const FUNNEL_FACTS = `CROSS JOIN LATERAL (VALUES
      ('funnel', f.funnel_type || chr(10) || f.stage, f.conversion_value::numeric, true),
      ('dropoff', f.funnel_type || chr(10) || coalesce(f.dropoff_reason, ''), NULL::numeric, f.stage = 'abandoned')
    ) AS k(kind, label, v, ok)`;

/**
 * The figures of one session row `s` (by the day it started): every session, visits (sessions with
 * a page view), entry and exit pages, and visits by device, country and source.
 */
export const SESSION_FACTS = `CROSS JOIN LATERAL (VALUES ('sessions', '', true), ('visits', '', s.page_views > 0),
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
                             ('utm_term', coalesce(s.utm_term, ''), s.page_views > 0)) AS k(kind, label, ok)`;

/** Adds (sign 1) or removes (sign -1) the per-day session figures of the given sessions' rows. */
const sessionCounts = `CREATE OR REPLACE FUNCTION analytics_session_counts(touched text[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_daily AS d (day, kind, label, n, total)
  SELECT s.start_day, k.kind, k.label, sign * count(*), 0
  FROM analytics_sessions s
  ${SESSION_FACTS}
  WHERE s.session_id = ANY(touched) AND k.ok
  GROUP BY 1, 2, 3
  ${ADD_COUNT_TO_DAILY}
$$;`;

/** Recomputes the session rows of the given sessions from the raw events folded so far (seq <= hi). */
const resessions = `CREATE OR REPLACE FUNCTION analytics_resessions(touched text[], hi bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_session_counts(touched, -1);
  DELETE FROM analytics_sessions WHERE session_id = ANY(touched);
  INSERT INTO analytics_sessions (session_id, start_day, page_views, entry_page, exit_page, device_type, browser, os, country,
                                  client_id, referrer, utm_source, utm_medium, utm_campaign, utm_content, utm_term)
  SELECT s.*, c.referrer, c.utm_source, c.utm_medium, c.utm_campaign, c.utm_content, c.utm_term
  FROM (
    SELECT session_id, min(${utcDay("received_at")}) AS start_day,
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
END $$;`;

/** The first day each session reached each funnel stage, counted (sign 1) or uncounted (sign -1). */
const funnelSessionCounts = (sign: "" | "-") => `INSERT INTO analytics_daily AS d (day, kind, label, n, total)
  SELECT first_day, 'fsess', funnel_type || chr(10) || stage, ${sign}count(*), 0
  FROM analytics_funnel_sessions WHERE session_id = ANY(touched) GROUP BY 1, 2, 3
  ${ADD_COUNT_TO_DAILY};`;

/** Recomputes the first day each of the given sessions reached each funnel stage (records with seq <= hi). */
const refunnel = `CREATE OR REPLACE FUNCTION analytics_refunnel(touched text[], hi bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ${funnelSessionCounts("-")}
  DELETE FROM analytics_funnel_sessions WHERE session_id = ANY(touched);
  INSERT INTO analytics_funnel_sessions (session_id, funnel_type, stage, first_day)
  SELECT session_id, funnel_type, stage, min(${utcDay("received_at")})
  FROM funnel_events WHERE session_id = ANY(touched) AND seq <= hi GROUP BY 1, 2, 3;
  ${funnelSessionCounts("")}
END $$;`;

/**
 * Folds journey events with j_lo < seq <= j_hi and funnel records with f_lo < seq <= f_hi into the
 * summaries. A client's first page view of a day adds one to that day's 'visitors'.
 */
const fold = `CREATE OR REPLACE FUNCTION analytics_fold(j_lo bigint, j_hi bigint, f_lo bigint, f_hi bigint) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE touched text[]; c integer; folded integer := 0;
BEGIN
  IF j_hi > j_lo THEN
    INSERT INTO analytics_daily AS d (day, kind, label, n, total)
    SELECT ${utcDay("e.received_at")}, k.kind, k.label, count(*), coalesce(sum(k.v), 0)
    FROM journey_events e
    ${JOURNEY_FACTS}
    WHERE e.seq > j_lo AND e.seq <= j_hi AND k.ok
    GROUP BY 1, 2, 3
    ${ADD_TO_DAILY};
    WITH added AS (
      INSERT INTO analytics_visitor_days (day, client_id)
      SELECT DISTINCT ${utcDay("received_at")}, client_id FROM journey_events
      WHERE seq > j_lo AND seq <= j_hi AND event_type = 'page_view' AND client_id IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING day
    )
    INSERT INTO analytics_daily AS d (day, kind, label, n, total)
    SELECT day, 'visitors', '', count(*), 0 FROM added GROUP BY day
    ${ADD_COUNT_TO_DAILY};
    SELECT array_agg(DISTINCT session_id), count(*) INTO touched, c FROM journey_events WHERE seq > j_lo AND seq <= j_hi;
    IF touched IS NOT NULL THEN PERFORM analytics_resessions(touched, j_hi); END IF;
    folded := folded + c;
  END IF;
  IF f_hi > f_lo THEN
    INSERT INTO analytics_daily AS d (day, kind, label, n, total)
    SELECT ${utcDay("f.received_at")}, k.kind, k.label, count(*), coalesce(sum(k.v), 0)
    FROM funnel_events f
    ${FUNNEL_FACTS}
    WHERE f.seq > f_lo AND f.seq <= f_hi AND k.ok
    GROUP BY 1, 2, 3
    ${ADD_TO_DAILY};
    SELECT array_agg(DISTINCT session_id), count(*) INTO touched, c FROM funnel_events WHERE seq > f_lo AND seq <= f_hi;
    IF touched IS NOT NULL THEN PERFORM analytics_refunnel(touched, f_hi); END IF;
    folded := folded + c;
  END IF;
  RETURN folded;
END $$;`;

/**
 * The catch-up step: folds what arrived since the watermark, at most max_rows sequence values of
 * each table per call. The watermark only moves to sequence values read before a snapshot whose
 * in-progress transactions have all ended since (and that is at least min_age_ms old), so an
 * insert that commits late is never skipped. The advisory lock keeps two processes (and the delete
 * triggers, which wait for it) from folding or subtracting the same events twice. Returns -1 when
 * another process is catching up at that moment.
 */
const catchUp = `CREATE OR REPLACE FUNCTION analytics_catch_up(max_rows integer, min_age_ms integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE st analytics_state; j_hi bigint; f_hi bigint; folded integer := 0; lj bigint; lf bigint; round integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(${LOCK}) THEN RETURN -1; END IF;
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
END $$;`;

/** The start of a delete trigger: the watermark `w` and the sessions of deleted rows already folded. */
const deletedRows = (watermark: "folded_journey" | "folded_funnel") => `DECLARE w bigint; touched text[];
BEGIN
  PERFORM pg_advisory_xact_lock(${LOCK});
  SELECT ${watermark} INTO w FROM analytics_state WHERE id = 1;
  SELECT array_agg(DISTINCT session_id) INTO touched FROM old_rows WHERE seq <= w;
  IF touched IS NULL THEN RETURN NULL; END IF;`;

/** Takes the figures of deleted rows (alias `row`) that were already folded out of the daily counts. */
const subtractFolded = (row: "e" | "f", facts: string) => `INSERT INTO analytics_daily AS d (day, kind, label, n, total)
  SELECT ${utcDay(`${row}.received_at`)}, k.kind, k.label, -count(*), -coalesce(sum(k.v), 0)
  FROM old_rows ${row}
  ${facts}
  WHERE ${row}.seq <= w AND k.ok
  GROUP BY 1, 2, 3
  ${ADD_TO_DAILY};`;

/**
 * Erasure and retention purge: journey events already folded are taken out of the summaries in
 * the same transaction; a client's day stops counting as a visitor when no page view of it is left.
 */
const journeyDeleted = `CREATE OR REPLACE FUNCTION analytics_journey_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
${deletedRows("folded_journey")}
  ${subtractFolded("e", JOURNEY_FACTS)}
  WITH removed AS (
    DELETE FROM analytics_visitor_days v
    USING (SELECT DISTINCT ${utcDay("received_at")} AS day, client_id FROM old_rows
           WHERE seq <= w AND event_type = 'page_view' AND client_id IS NOT NULL) o
    WHERE v.day = o.day AND v.client_id = o.client_id
      AND NOT EXISTS (SELECT 1 FROM journey_events j WHERE j.client_id = o.client_id AND j.event_type = 'page_view'
                      AND j.seq <= w AND ${utcDay("j.received_at")} = o.day)
    RETURNING v.day
  )
  INSERT INTO analytics_daily AS d (day, kind, label, n, total)
  SELECT day, 'visitors', '', -count(*), 0 FROM removed GROUP BY day
  ${ADD_COUNT_TO_DAILY};
  PERFORM analytics_resessions(touched, w);
  DELETE FROM analytics_daily WHERE n = 0;
  RETURN NULL;
END $$;`;

/** The same for funnel records. */
const funnelDeleted = `CREATE OR REPLACE FUNCTION analytics_funnel_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
${deletedRows("folded_funnel")}
  ${subtractFolded("f", FUNNEL_FACTS)}
  PERFORM analytics_refunnel(touched, w);
  DELETE FROM analytics_daily WHERE n = 0;
  RETURN NULL;
END $$;`;

/** Every function of the summaries, callees first, as `CREATE OR REPLACE FUNCTION` statements. */
const ANALYTICS_FUNCTIONS: readonly string[] = [
  sessionCounts,
  resessions,
  refunnel,
  fold,
  catchUp,
  journeyDeleted,
  funnelDeleted,
];

/** A migration that installs the functions above (drizzle-kit's statement separator between them). */
export const analyticsFunctionsMigration = (): string => `${ANALYTICS_FUNCTIONS.join("--> statement-breakpoint\n")}\n`;

/** Folds at most maxRows new events; the number folded, or -1 when another connection is at it. */
export const catchUpQuery = (maxRows: number, minAgeMs: number): SQL =>
  sql`SELECT analytics_catch_up(${maxRows}::int, ${minAgeMs}::int) AS n`;

/** Events and funnel records stored but not folded yet (by sequence value). */
export const pendingQuery = (): SQL => sql`SELECT (SELECT count(*) FROM journey_events WHERE seq > s.folded_journey)
         + (SELECT count(*) FROM funnel_events WHERE seq > s.folded_funnel) AS n
    FROM analytics_state s WHERE id = 1`;
