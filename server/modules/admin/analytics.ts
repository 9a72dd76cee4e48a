import { asc, eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { AnalyticsResponse, CountRow, FunnelReport, SessionDetail, SessionSummary } from "../../../common/admin";
import type { Db } from "../../db/client";
import { funnelEvents, journeyEvents } from "../../db/schema/index";
import { notFound } from "../../lib/http-errors";
import { toEvent } from "./clients";
import { iso, num, numOrNull, resolveRange, rows } from "./sql";

const TOP = 10;

const countRows = (list: { label: unknown; n: unknown }[]): CountRow[] =>
  list.map((r) => ({ label: r.label === null || r.label === "" ? "(none)" : String(r.label), count: num(r.n) }));

/**
 * Journey analytics for whole UTC days [from, to]. Every figure is one query over the range,
 * using the received_at indexes; they run side by side on PostgreSQL.
 */
export async function journeyAnalytics(db: Db, range: { from?: string; to?: string }): Promise<AnalyticsResponse> {
  const { from, to, start, end } = resolveRange(range);
  const J = journeyEvents;
  const inRange = sql`${J.receivedAt} >= ${start.toISOString()}::timestamptz AND ${J.receivedAt} < ${end.toISOString()}::timestamptz`;
  const fRange = sql`${funnelEvents.receivedAt} >= ${start.toISOString()}::timestamptz AND ${funnelEvents.receivedAt} < ${end.toISOString()}::timestamptz`;
  const cRange = sql`first_visit >= ${start.toISOString()}::timestamptz AND first_visit < ${end.toISOString()}::timestamptz`;

  const [overview, topPages, entryExit, referrers, utmSources, eventsByType, funnelRows, dropoffs] = await Promise.all([
    rows(
      db,
      sql`SELECT count(DISTINCT session_id) AS sessions,
                 count(*) FILTER (WHERE event_type = 'page_view') AS page_views,
                 avg(duration) FILTER (WHERE event_type = 'page_exit' AND duration IS NOT NULL) AS avg_time,
                 avg(scroll_depth) FILTER (WHERE event_type = 'page_exit' AND scroll_depth IS NOT NULL) AS avg_scroll
          FROM ${J} WHERE ${inRange}`,
    ),
    rows<{ label: string; n: string }>(
      db,
      sql`SELECT page AS label, count(*) AS n FROM ${J} WHERE ${inRange} AND event_type = 'page_view'
          GROUP BY page ORDER BY n DESC, page LIMIT ${TOP}`,
    ),
    // The first and last page viewed in each session of the range, in the order they happened
    // (one batch shares a received_at, so only occurred_at tells the order).
    rows<{ kind: string; label: string; n: string }>(
      db,
      sql`WITH s AS (
            SELECT (array_agg(page ORDER BY occurred_at, id))[1] AS entry,
                   (array_agg(page ORDER BY occurred_at DESC, id DESC))[1] AS exit
            FROM ${J} WHERE ${inRange} AND event_type = 'page_view' GROUP BY session_id
          ),
          e AS (SELECT 'entry' AS kind, entry AS label, count(*) AS n FROM s GROUP BY entry ORDER BY n DESC, entry LIMIT ${TOP}),
          x AS (SELECT 'exit' AS kind, exit AS label, count(*) AS n FROM s GROUP BY exit ORDER BY n DESC, exit LIMIT ${TOP})
          SELECT * FROM e UNION ALL SELECT * FROM x`,
    ),
    rows<{ label: string | null; n: string }>(
      db,
      sql`SELECT referrer AS label, count(*) AS n FROM clients WHERE ${cRange} GROUP BY referrer ORDER BY n DESC, referrer LIMIT ${TOP}`,
    ),
    rows<{ label: string | null; n: string }>(
      db,
      sql`SELECT utm_source AS label, count(*) AS n FROM clients WHERE ${cRange} GROUP BY utm_source ORDER BY n DESC, utm_source LIMIT ${TOP}`,
    ),
    rows<{ label: string; n: string }>(
      db,
      sql`SELECT event_type AS label, count(*) AS n FROM ${J} WHERE ${inRange} GROUP BY event_type ORDER BY n DESC, event_type`,
    ),
    rows<{ funnel_type: string; stage: string; n: string; sessions: string; value: string | null; first_seen: unknown }>(
      db,
      sql`SELECT funnel_type, stage, count(*) AS n, count(DISTINCT session_id) AS sessions,
                 sum(conversion_value) AS value, min(occurred_at) AS first_seen
          FROM ${funnelEvents} WHERE ${fRange} GROUP BY funnel_type, stage`,
    ),
    rows<{ funnel_type: string; label: string | null; n: string }>(
      db,
      sql`SELECT funnel_type, dropoff_reason AS label, count(*) AS n FROM ${funnelEvents}
          WHERE ${fRange} AND stage = 'abandoned' GROUP BY funnel_type, dropoff_reason ORDER BY n DESC`,
    ),
  ]);

  const o = overview[0] ?? {};
  return {
    from,
    to,
    sessions: num(o.sessions),
    pageViews: num(o.page_views),
    avgTimeOnPage: o.avg_time == null ? null : Math.round(num(o.avg_time) * 10) / 10,
    avgMaxScrollDepth: o.avg_scroll == null ? null : Math.round(num(o.avg_scroll) * 10) / 10,
    topPages: countRows(topPages),
    entryPages: countRows(entryExit.filter((r) => r.kind === "entry")),
    exitPages: countRows(entryExit.filter((r) => r.kind === "exit")),
    referrers: countRows(referrers),
    utmSources: countRows(utmSources),
    eventsByType: countRows(eventsByType),
    funnels: buildFunnels(funnelRows, dropoffs),
  };
}

/**
 * Orders each funnel's stages as spec §4 describes them: awareness first, the named intermediate
 * stages by the sessions that reached them (most first), purchase last; abandoned is reported apart.
 */
export function buildFunnels(
  stageRows: { funnel_type: string; stage: string; n: unknown; sessions: unknown; value: unknown; first_seen: unknown }[],
  dropoffRows: { funnel_type: string; label: string | null; n: unknown }[],
): FunnelReport[] {
  const types = [...new Set(stageRows.map((r) => r.funnel_type))].sort();
  return types.map((funnelType) => {
    const mine = stageRows.filter((r) => r.funnel_type === funnelType);
    const rank = (stage: string) => (stage === "awareness" ? 0 : stage === "purchase" ? 2 : 1);
    const ordered = mine
      .filter((r) => r.stage !== "abandoned")
      .sort((a, b) => rank(a.stage) - rank(b.stage) || num(b.sessions) - num(a.sessions) || a.stage.localeCompare(b.stage));
    const abandoned = mine.find((r) => r.stage === "abandoned");
    const purchase = mine.find((r) => r.stage === "purchase");
    return {
      funnelType,
      stages: ordered.map((r, i) => {
        const previous = i > 0 ? num(ordered[i - 1].sessions) : 0;
        return {
          stage: r.stage,
          count: num(r.n),
          sessions: num(r.sessions),
          conversionFromPrevious: i === 0 || previous === 0 ? null : Math.round((num(r.sessions) / previous) * 1000) / 10,
        };
      }),
      abandoned: num(abandoned?.n),
      dropoffReasons: countRows(dropoffRows.filter((r) => r.funnel_type === funnelType)),
      totalConversionValue: mine.reduce((sum, r) => sum + num(r.value), 0),
      purchases: num(purchase?.n),
    };
  });
}

/** The most recent sessions active in the range (bounded work: the latest events only). */
export async function recentSessions(db: Db, range: { from?: string; to?: string }, limit = 25): Promise<SessionSummary[]> {
  const { start, end } = resolveRange(range);
  const list = await rows<{ session_id: string; client_id: string | null; started: unknown; ended: unknown; n: string; entry: string }>(
    db,
    sql`WITH latest AS (
          SELECT session_id FROM ${journeyEvents}
          WHERE received_at >= ${start.toISOString()}::timestamptz AND received_at < ${end.toISOString()}::timestamptz
          ORDER BY received_at DESC LIMIT 5000
        ),
        picked AS (SELECT DISTINCT session_id FROM latest LIMIT ${limit})
        SELECT j.session_id, max(j.client_id) AS client_id, min(j.occurred_at) AS started, max(j.occurred_at) AS ended,
               count(*) AS n, (array_agg(j.page ORDER BY j.occurred_at, j.id))[1] AS entry
        FROM ${journeyEvents} j JOIN picked p ON p.session_id = j.session_id
        GROUP BY j.session_id ORDER BY max(j.occurred_at) DESC`,
  );
  return list.map((r) => ({
    sessionId: r.session_id,
    clientId: r.client_id,
    startedAt: iso(r.started),
    endedAt: iso(r.ended),
    events: num(r.n),
    entryPage: r.entry,
  }));
}

export const SESSION_EVENT_LIMIT = 1000;

/** One session's events and funnel records, in the order they happened. */
export async function sessionDetail(db: Db, sessionId: string): Promise<SessionDetail> {
  const [events, funnel] = await Promise.all([
    db
      .select()
      .from(journeyEvents)
      .where(eq(journeyEvents.sessionId, sessionId))
      .orderBy(asc(journeyEvents.occurredAt), asc(journeyEvents.id))
      .limit(SESSION_EVENT_LIMIT),
    db
      .select()
      .from(funnelEvents)
      .where(eq(funnelEvents.sessionId, sessionId))
      .orderBy(asc(funnelEvents.occurredAt))
      .limit(SESSION_EVENT_LIMIT),
  ]);
  if (!events.length && !funnel.length) throw notFound("No events for this session");
  return {
    sessionId,
    clientId: events.find((e) => e.clientId)?.clientId ?? funnel.find((f) => f.clientId)?.clientId ?? null,
    events: events.map((e) =>
      toEvent({
        id: e.id,
        sessionId: e.sessionId,
        eventType: e.eventType,
        page: e.page,
        element: e.element,
        duration: e.duration,
        scrollDepth: e.scrollDepth,
        exitPage: e.exitPage,
        details: e.details,
        occurredAt: e.occurredAt,
      }),
    ),
    funnel: funnel.map((f) => ({
      funnelType: f.funnelType,
      stage: f.stage,
      conversionValue: numOrNull(f.conversionValue),
      dropoffReason: f.dropoffReason,
      occurredAt: iso(f.occurredAt),
    })),
  };
}
