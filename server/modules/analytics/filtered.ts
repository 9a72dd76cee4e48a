import { type SQL, sql } from "drizzle-orm";
import type { DailyPoint } from "#common/admin";
import type { AnalyticsFilter, FilterDimension } from "#common/analytics-filters";
import type { Db } from "#server/db/client";
import { dayStart, num, rows, utcDay } from "#server/lib/sql";
import { FUNNEL_FACTS, JOURNEY_FACTS, SESSION_FACTS } from "./analytics-sql";
import { sessionReachedGoal } from "./reach-sql";
import { SESSION_BUCKETS, sessionBucket } from "./session-buckets";
import { topPerKind } from "./top-rows";

/**
 * The session column each filter compares (the page filter looks at every page the session viewed,
 * the goal filter at everything it did).
 */
const COLUMNS: Record<Exclude<FilterDimension, "page" | "goal">, string> = {
  referrer: "referrer",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmContent: "utm_content",
  utmTerm: "utm_term",
  entryPage: "entry_page",
  exitPage: "exit_page",
  device: "device_type",
  browser: "browser",
  os: "os",
  country: "country",
};

/** One filter as a condition on the session row `s`; an empty value matches sessions without it. */
function condition(filter: AnalyticsFilter): SQL {
  if (filter.dimension === "page") {
    const viewed = sql`EXISTS (SELECT 1 FROM journey_events j WHERE j.session_id = s.session_id
                        AND j.event_type = 'page_view' AND j.page = ${filter.value})`;
    return filter.negated ? sql`NOT ${viewed}` : viewed;
  }
  if (filter.dimension === "goal") {
    const reached = sessionReachedGoal(filter.value);
    return filter.negated ? sql`NOT ${reached}` : reached;
  }
  const column = sql.raw(`coalesce(s.${COLUMNS[filter.dimension]}, '')`);
  return filter.negated ? sql`${column} <> ${filter.value}` : sql`${column} = ${filter.value}`;
}

const inPeriod = ({ from, to }: { from: string; to: string }) =>
  sql`s.start_day >= ${from}::date AND s.start_day <= ${to}::date`;

const allOf = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/** The sessions started in [from, to] that match every filter (their analytics_sessions rows, alias s). */
export const matchingSessions = (range: { from: string; to: string }, filters: readonly AnalyticsFilter[]): SQL =>
  sql`SELECT s.* FROM analytics_sessions s WHERE ${allOf([inPeriod(range), ...filters.map(condition)])}`;

/**
 * A filtered view reads the events of at most about SAMPLED_SESSIONS matching sessions, found among
 * at most about SCANNED_SESSIONS sessions of the period. Beyond either, its figures are estimated
 * from a fixed sample of sessions, scaled up, as Plausible does: the cost of a view then stays the
 * same at any traffic, and the page says that its figures are estimates.
 */
const SAMPLED_SESSIONS = 2_000;
const SCANNED_SESSIONS = 10_000;
const BUCKETS = SESSION_BUCKETS;
const BUCKET = sessionBucket("s");

/** How many of the BUCKETS to read so that about `limit` of `count` sessions are read (all of them at or under it). */
const bucketsFor = (count: number, limit: number, of = BUCKETS): number =>
  count <= limit ? of : Math.max(1, Math.ceil((of * limit) / count));

export interface SummaryRow {
  kind: string;
  label: string;
  n: string;
  total: string;
}

export interface FilteredRows {
  summary: SummaryRow[];
  landing: { label: string; n: string; leads: string }[];
  daily: DailyPoint[];
  /** The share of the matching sessions the figures were estimated from, or null when all were read. */
  estimatedFrom: number | null;
}

/** A fixed sample of the sessions that match the filters, in the temporary table `matched`. */
export interface Sample {
  /** The share of the matching sessions that `matched` holds, or null when it holds them all. */
  estimatedFrom: number | null;
  /** A count over `matched`, scaled up to stand for every matching session. */
  scale(value: unknown): number;
}

/** Lower limits than the defaults: tests sample a few thousand sessions. */
export interface SampleLimits {
  sampleLimit?: number;
  scanLimit?: number;
}

/**
 * Runs `read` in a transaction where the temporary table `matched` holds the sessions started in
 * [from, to] that match every filter (their analytics_sessions rows); past the limits above, a
 * fixed sample of them. Every filtered figure is read from it, so every filtered panel costs the
 * same at any traffic.
 */
export function inMatchingSessions<T>(
  db: Db,
  range: { from: string; to: string },
  filters: readonly AnalyticsFilter[],
  read: (tx: Db, sample: Sample) => Promise<T>,
  { sampleLimit = SAMPLED_SESSIONS, scanLimit = SCANNED_SESSIONS }: SampleLimits = {},
): Promise<T> {
  const { from, to } = range;
  // The page filters look at each session's events, so they run on the sample, not before it.
  const onRow = filters.filter((f) => f.dimension !== "page").map(condition);
  const onEvents = filters.filter((f) => f.dimension === "page").map(condition);
  return db.transaction(async (tx) => {
    // At most about scanLimit sessions are picked, so probing the event tables' session indexes once
    // per session is always cheaper than the scans of whole tables that the planner may otherwise pick.
    await tx.execute(sql`SET LOCAL enable_hashjoin = off`);
    await tx.execute(sql`SET LOCAL enable_mergejoin = off`);
    // The buckets to look in follow from the period's sessions (the daily summaries count them);
    // their sessions that match the filters on the session row are read once, into `matched`.
    const [period] = await rows<{ n: string | null }>(
      tx,
      sql`SELECT sum(n) AS n FROM analytics_daily WHERE kind = 'sessions' AND day >= ${from}::date AND day <= ${to}::date`,
    );
    const scanned = bucketsFor(num(period.n), scanLimit);
    const below = (buckets: number) => (buckets < BUCKETS ? [sql`${BUCKET} < ${buckets}`] : []);
    await tx.execute(
      sql`CREATE TEMP TABLE matched ON COMMIT DROP AS
          SELECT s.* FROM analytics_sessions s WHERE ${allOf([inPeriod(range), ...below(scanned), ...onRow])}`,
    );
    // Then the buckets to read, from how many of those match; the page filters run on what is left.
    const [counted] = await rows<{ n: string }>(tx, sql`SELECT count(*) AS n FROM matched`);
    const buckets = bucketsFor(num(counted.n), sampleLimit, scanned);
    if (buckets < scanned) await tx.execute(sql`DELETE FROM matched s WHERE ${BUCKET} >= ${buckets}`);
    if (onEvents.length) await tx.execute(sql`DELETE FROM matched s WHERE NOT (${allOf(onEvents)})`);
    return read(tx as unknown as Db, {
      estimatedFrom: buckets < BUCKETS ? buckets / BUCKETS : null,
      // A sample's counts stand for BUCKETS / buckets times as many sessions.
      scale: (value) => Math.round((num(value) * BUCKETS) / buckets),
    });
  });
}

/**
 * The figures of the sessions started in [from, to] that match every filter, in the shape of the
 * daily summaries' rows (so one function turns either into an answer), with their landing pages
 * and day-by-day series. A filtered view counts a session's events, page views and funnel steps on
 * the day the session started; past the limits above, from a fixed sample, scaled up.
 */
export function filteredRows(
  db: Db,
  range: { from: string; to: string },
  filters: readonly AnalyticsFilter[],
  top: number,
  limits: SampleLimits = {},
): Promise<FilteredRows> {
  const { from, to } = range;
  return inMatchingSessions(
    db,
    range,
    filters,
    async (tx, { scale, estimatedFrom }) => {
      const cut = (inner: SQL) => topPerKind(inner, top);
      const sessionRows = await rows<SummaryRow>(
        tx,
        cut(sql`SELECT k.kind, k.label, count(*) AS n, 0 AS total FROM matched s ${sql.raw(SESSION_FACTS)}
               WHERE k.ok GROUP BY 1, 2`),
      );
      const eventRows = await rows<SummaryRow>(
        tx,
        cut(sql`SELECT k.kind, k.label, count(*) AS n, coalesce(sum(k.v), 0) AS total
               FROM matched s JOIN journey_events e ON e.session_id = s.session_id ${sql.raw(JOURNEY_FACTS)}
               WHERE k.ok GROUP BY 1, 2`),
      );
      const funnelRows = await rows<SummaryRow>(
        tx,
        sql`SELECT k.kind, k.label, count(*) AS n, coalesce(sum(k.v), 0) AS total
          FROM matched s JOIN funnel_events f ON f.session_id = s.session_id ${sql.raw(FUNNEL_FACTS)}
          WHERE k.ok GROUP BY 1, 2
          UNION ALL
          SELECT 'fsess', fs.funnel_type || chr(10) || fs.stage, count(*), 0
          FROM matched s JOIN analytics_funnel_sessions fs ON fs.session_id = s.session_id GROUP BY 2`,
      );
      const landing = await rows<{ label: string; n: string; leads: string }>(
        tx,
        sql`SELECT s.entry_page AS label, count(DISTINCT s.client_id) AS n,
                 count(DISTINCT s.client_id) FILTER (WHERE EXISTS (
                   SELECT 1 FROM lead_enquiry_people e WHERE e.client_id = s.client_id)) AS leads
          FROM matched s WHERE s.page_views > 0 AND s.entry_page IS NOT NULL AND s.client_id IS NOT NULL
          GROUP BY 1 ORDER BY n DESC, label LIMIT ${top}`,
      );
      const days = await rows<{ day: string; visitors: string; visits: string; views: string }>(
        tx,
        sql`SELECT start_day::text AS day, count(DISTINCT client_id) FILTER (WHERE page_views > 0) AS visitors,
                 count(*) FILTER (WHERE page_views > 0) AS visits, sum(page_views) AS views
          FROM matched GROUP BY 1`,
      );
      const byDay = new Map(days.map((d) => [d.day, d]));
      const length = Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / 86_400_000) + 1;
      const daily = Array.from({ length }, (_, i) => {
        const day = utcDay(new Date(dayStart(from).getTime() + i * 86_400_000));
        const d = byDay.get(day);
        return { day, visitors: scale(d?.visitors), visits: scale(d?.visits), pageViews: scale(d?.views) };
      });
      const summary = [...sessionRows, ...eventRows, ...funnelRows].map((r) => ({
        ...r,
        n: String(scale(r.n)),
        total: String(scale(r.total)),
      }));
      return {
        summary,
        landing: landing.map((r) => ({ label: r.label, n: String(scale(r.n)), leads: String(scale(r.leads)) })),
        daily,
        estimatedFrom,
      };
    },
    limits,
  );
}
