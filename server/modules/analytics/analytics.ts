import { asc, eq, sql } from "drizzle-orm";
import type {
  AnalyticsResponse,
  CountRow,
  DailyPoint,
  FunnelReport,
  SessionDetail,
  SessionSummary,
} from "#common/admin";
import { type AnalyticsFilter, NONE_LABEL, UNKNOWN_LABEL } from "#common/analytics-filters";
import { type Comparison, comparisonRange } from "#common/analytics-period";
import type { Db } from "#server/db/client";
import { funnelEvents, journeyEvents } from "#server/db/schema";
import { notFound } from "#server/lib/http-errors";
import { dayStart, iso, num, numOrNull, resolveRange, rows, utcDay } from "#server/lib/sql";
import { filteredRows, matchingSessions, type SummaryRow } from "./filtered";
import { topPerKind } from "./top-rows";

const TOP = 10;
/** No cut: the period before is read whole, for the rows of the period's top ten. */
const ALL = 1_000_000;

const countRows = (list: { label: unknown; n: unknown }[], none = NONE_LABEL): CountRow[] =>
  list.map((r) => ({ label: r.label === null || r.label === "" ? none : String(r.label), count: num(r.n) }));

/**
 * Journey analytics for whole UTC days [from, to]. Unfiltered, it reads the daily summaries (see
 * summaries.ts): events count on the day they arrived; a session (its count, entry and exit page,
 * device, country and source) counts on the day it started; a funnel stage's sessions count on
 * the day each session first reached that stage. With filters, only the sessions that match all
 * of them count, each with everything it holds on the day it started. With a comparison, the
 * period before (or a year before) is read the same way and put beside each figure. Each list holds
 * its `top` rows (an export asks for more than a panel shows).
 */
export async function journeyAnalytics(
  db: Db,
  range: { from?: string; to?: string },
  comparison: Comparison = "none",
  filters: readonly AnalyticsFilter[] = [],
  top = TOP,
): Promise<AnalyticsResponse> {
  if (comparison === "none") return figures(db, range, top, filters);
  // Both periods at once (on PostgreSQL each on its own connection). Every label of the period
  // before is read, so that each row of the period's top ten finds its figure.
  const [current, before] = await Promise.all([
    figures(db, range, top, filters),
    figures(db, comparisonRange(resolveRange(range), comparison), ALL, filters),
  ]);
  return withComparison(current, before);
}

/**
 * The figures of a range, each list cut to its `top` rows (the funnels are never cut): from the
 * daily summaries, or with filters from the matching sessions (filtered.ts).
 */
async function figures(
  db: Db,
  range: { from?: string; to?: string },
  top: number,
  filters: readonly AnalyticsFilter[],
): Promise<AnalyticsResponse> {
  const { from, to } = resolveRange(range);
  const { summary, landing, daily, estimatedFrom } = filters.length
    ? await filteredRows(db, { from, to }, filters, top)
    : { ...(await summaryRows(db, { from, to }, top)), estimatedFrom: null };
  return answer(from, to, summary, landing, daily, estimatedFrom);
}

/** The figures of whole UTC days from the daily summaries: one small query whatever the number of events. */
async function summaryRows(db: Db, range: { from: string; to: string }, top: number) {
  const { from, to, start, end } = resolveRange(range);
  const cRange = sql`first_visit >= ${start.toISOString()}::timestamptz AND first_visit < ${end.toISOString()}::timestamptz`;
  const [summary, landing, daily] = await Promise.all([
    rows<SummaryRow>(
      db,
      topPerKind(
        sql`SELECT kind, label, sum(n) AS n, sum(total) AS total FROM analytics_daily
            WHERE day >= ${from}::date AND day <= ${to}::date GROUP BY kind, label HAVING sum(n) <> 0`,
        top,
      ),
    ),
    // A visitor's landing page is the first page of their record; a lead is a visitor with an enquiry.
    rows<{ label: string; n: string; leads: string }>(
      db,
      sql`SELECT c.page_views->>0 AS label, count(*) AS n,
                 count(*) FILTER (WHERE EXISTS (SELECT 1 FROM lead_enquiry_people e WHERE e.client_id = c.id)) AS leads
          FROM clients c WHERE ${cRange} AND jsonb_array_length(c.page_views) > 0
          GROUP BY 1 ORDER BY n DESC, label LIMIT ${top}`,
    ),
    dailySeries(db, from, to),
  ]);
  return { summary, landing, daily };
}

/** The answer from summary-shaped rows, whichever way they were read. */
function answer(
  from: string,
  to: string,
  summary: SummaryRow[],
  landing: { label: string; n: string; leads: string }[],
  daily: DailyPoint[],
  estimatedFrom: number | null,
): AnalyticsResponse {
  const of = (kind: string) => summary.filter((r) => r.kind === kind);
  const one = (kind: string) => of(kind)[0];
  const average = (kind: string) => {
    const r = one(kind);
    return r && num(r.n) > 0 ? Math.round((num(r.total) / num(r.n)) * 10) / 10 : null;
  };
  const split = (label: string) => {
    const at = label.indexOf("\n");
    return [label.slice(0, at), label.slice(at + 1)] as const;
  };
  const sessionsByStage = new Map(of("fsess").map((r) => [r.label, r.n]));
  const funnelRows = of("funnel").map((r) => {
    const [funnelType, stage] = split(r.label);
    return { funnel_type: funnelType, stage, n: r.n, sessions: sessionsByStage.get(r.label) ?? 0, value: r.total };
  });
  const dropoffs = of("dropoff").map((r) => {
    const [funnelType, reason] = split(r.label);
    return { funnel_type: funnelType, label: reason || null, n: r.n };
  });
  const pageViews = of("type").find((r) => r.label === "page_view");

  return {
    from,
    to,
    daily,
    sessions: num(one("sessions")?.n),
    pageViews: num(pageViews?.n),
    avgTimeOnPage: average("time"),
    avgMaxScrollDepth: average("scroll"),
    topPages: countRows(of("page")),
    entryPages: countRows(of("entry")),
    exitPages: countRows(of("exit")),
    referrers: countRows(of("referrer")),
    utmSources: countRows(of("utm_source")),
    utmMediums: countRows(of("utm_medium")),
    utmCampaigns: countRows(of("utm_campaign")),
    utmContents: countRows(of("utm_content")),
    utmTerms: countRows(of("utm_term")),
    landingPages: landing.map((r) => ({ page: r.label, visitors: num(r.n), leads: num(r.leads) })),
    devices: countRows(of("device"), UNKNOWN_LABEL),
    browsers: countRows(of("browser"), UNKNOWN_LABEL),
    operatingSystems: countRows(of("os"), UNKNOWN_LABEL),
    countries: countRows(of("country"), UNKNOWN_LABEL),
    eventsByType: countRows(of("type")),
    funnels: buildFunnels(funnelRows, dropoffs),
    estimatedFrom,
    comparison: null,
  };
}

/** The lists of the answer whose rows get the period before's figure beside them. */
const COMPARED_LISTS = [
  "topPages",
  "entryPages",
  "exitPages",
  "referrers",
  "utmSources",
  "utmMediums",
  "utmCampaigns",
  "utmContents",
  "utmTerms",
  "devices",
  "browsers",
  "operatingSystems",
  "countries",
  "eventsByType",
] as const satisfies readonly (keyof AnalyticsResponse)[];

/** The period's answer with the period before's totals and daily figures, and each row's earlier count (0 when absent). */
function withComparison(current: AnalyticsResponse, before: AnalyticsResponse): AnalyticsResponse {
  const answer: AnalyticsResponse = {
    ...current,
    landingPages: current.landingPages.map((r) => ({
      ...r,
      previousVisitors: before.landingPages.find((b) => b.page === r.page)?.visitors ?? 0,
    })),
    comparison: {
      from: before.from,
      to: before.to,
      sessions: before.sessions,
      pageViews: before.pageViews,
      avgTimeOnPage: before.avgTimeOnPage,
      avgMaxScrollDepth: before.avgMaxScrollDepth,
      daily: before.daily,
      estimatedFrom: before.estimatedFrom,
    },
  };
  for (const list of COMPARED_LISTS) {
    const earlier = new Map(before[list].map((r) => [r.label, r.count]));
    answer[list] = current[list].map((r) => ({ ...r, previous: earlier.get(r.label) ?? 0 }));
  }
  return answer;
}

/** Visitors, visits and page views for every day of [from, to] from the daily summaries, zero where nothing happened. */
export async function dailySeries(db: Db, from: string, to: string): Promise<DailyPoint[]> {
  const found = await rows<{ day: string; kind: string; n: string }>(
    db,
    sql`SELECT day::text AS day, kind, sum(n) AS n FROM analytics_daily
        WHERE day >= ${from}::date AND day <= ${to}::date AND (kind IN ('visitors', 'visits') OR (kind = 'type' AND label = 'page_view'))
        GROUP BY 1, 2`,
  );
  const on = (kind: string, day: string) => num(found.find((d) => d.kind === kind && d.day === day)?.n);
  const days = Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / 86_400_000) + 1;
  return Array.from({ length: days }, (_, i) => {
    const day = utcDay(new Date(dayStart(from).getTime() + i * 86_400_000));
    return { day, visitors: on("visitors", day), visits: on("visits", day), pageViews: on("type", day) };
  });
}

/**
 * Orders each funnel's stages in the order a funnel runs: awareness first, the named intermediate
 * stages by the sessions that reached them (most first), purchase last; abandoned is reported apart.
 */
export function buildFunnels(
  stageRows: { funnel_type: string; stage: string; n: unknown; sessions: unknown; value: unknown }[],
  dropoffRows: { funnel_type: string; label: string | null; n: unknown }[],
): FunnelReport[] {
  const types = [...new Set(stageRows.map((r) => r.funnel_type))].sort();
  return types.map((funnelType) => {
    const mine = stageRows.filter((r) => r.funnel_type === funnelType);
    const rank = (stage: string) => (stage === "awareness" ? 0 : stage === "purchase" ? 2 : 1);
    const ordered = mine
      .filter((r) => r.stage !== "abandoned")
      .sort(
        (a, b) => rank(a.stage) - rank(b.stage) || num(b.sessions) - num(a.sessions) || a.stage.localeCompare(b.stage),
      );
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
          conversionFromPrevious:
            i === 0 || previous === 0 ? null : Math.round((num(r.sessions) / previous) * 1000) / 10,
        };
      }),
      abandoned: num(abandoned?.n),
      dropoffReasons: countRows(dropoffRows.filter((r) => r.funnel_type === funnelType)),
      totalConversionValue: mine.reduce((sum, r) => sum + num(r.value), 0),
      purchases: num(purchase?.n),
    };
  });
}

/**
 * The most recent sessions active in the range (bounded work: the latest events only); with
 * filters, the latest-started sessions that match them.
 */
export async function recentSessions(
  db: Db,
  range: { from?: string; to?: string },
  filters: readonly AnalyticsFilter[] = [],
  limit = 25,
): Promise<SessionSummary[]> {
  const { from, to, start, end } = resolveRange(range);
  const picked = filters.length
    ? sql`picked AS (SELECT session_id FROM (${matchingSessions({ from, to }, filters)}) s
                     ORDER BY start_day DESC, session_id DESC LIMIT ${limit})`
    : sql`latest AS (
          SELECT session_id FROM ${journeyEvents}
          WHERE received_at >= ${start.toISOString()}::timestamptz AND received_at < ${end.toISOString()}::timestamptz
          ORDER BY received_at DESC LIMIT 5000
        ),
        picked AS (SELECT DISTINCT session_id FROM latest LIMIT ${limit})`;
  const list = await rows<{
    session_id: string;
    client_id: string | null;
    started: unknown;
    ended: unknown;
    n: string;
    entry: string;
  }>(
    db,
    sql`WITH ${picked}
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

const SESSION_EVENT_LIMIT = 1000;

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
    events: events.map((e) => ({
      id: e.id,
      sessionId: e.sessionId,
      eventType: e.eventType,
      page: e.page,
      element: e.element,
      duration: e.duration,
      scrollDepth: e.scrollDepth,
      exitPage: e.exitPage,
      details: e.details,
      occurredAt: iso(e.occurredAt),
    })),
    funnel: funnel.map((f) => ({
      funnelType: f.funnelType,
      stage: f.stage,
      conversionValue: numOrNull(f.conversionValue),
      dropoffReason: f.dropoffReason,
      occurredAt: iso(f.occurredAt),
    })),
  };
}
