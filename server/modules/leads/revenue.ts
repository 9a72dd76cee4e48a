import { type SQL, sql } from "drizzle-orm";
import type { DashboardPeriod } from "#common/admin";
import { type LeadStatus, OPEN_STAGES, siteName } from "#common/leads";
import {
  type PipelineStage,
  REVENUE_DIMENSIONS,
  type RevenueBreakdownRow,
  type RevenueDimension,
  type RevenueResponse,
  type RevenueTotals,
  TOOL_FUNNELS,
} from "#common/revenue";
import type { Db } from "#server/db/client";
import { periodSpan } from "#server/lib/period";
import { num, numOrNull, rows, sqlList } from "#server/lib/sql";
import { salesCurrency } from "./currency";
import { peopleSql, syncPeople } from "./people";
import { channelSql, OPEN_STAGE_LIST } from "./sources";

/**
 * A lead's landing page: the first page its visitor record lists (the server keeps the site's pages
 * a visitor saw in the order it first received them, and brings them up to date at every form).
 */
const LANDING_PAGE_SQL = sql`c.page_views->>0`;

/** Rows a dimension shows at most: the ones with the most revenue, then the most leads. */
const BREAKDOWN_ROWS = 20;

/**
 * Dimensions every visitor's record holds from its first request, so visitors can be counted by
 * them too. Not the landing page: a record learns its pages at its next sync or form, so a visitor
 * who read one page and left would count as "not known".
 */
const VISITOR_DIMENSIONS = ["channel", "utmSource", "utmCampaign", "referrer", "affiliate"] as const;
type VisitorDimension = (typeof VISITOR_DIMENSIONS)[number];

interface DealRow {
  id: string;
  /** Epoch milliseconds, as the timestamps below. */
  created_at: number | string;
  client_id: string | null;
  channel: string;
  utmSource: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  landingPage: string | null;
  affiliate: string | null;
  status: LeadStatus;
  deal_value: number | string | null;
  first_response_at: number | string | null;
  qualified_at: number | string | null;
  closed_at: number | string | null;
}

/** A timestamp as epoch milliseconds: a number is read many times faster than a date. */
const epochMs = (column: SQL): SQL => sql`(extract(epoch FROM ${column}) * 1000)::float8`;

const time = (value: number | string | null): number | null => (value === null ? null : Number(value));

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Every deal created, qualified or closed since `since`, and every person without a deal yet (a
 * New deal worth nothing), each credited to where the person first came from: their first
 * enquiry's visitor record. A person's first deal dates from their first enquiry, a later deal
 * (a second project) from its own start.
 */
function dealsSince(db: Db, since: string): Promise<DealRow[]> {
  return rows<DealRow>(
    db,
    sql`WITH deals AS (
          SELECT w.person_key, w.status, w.deal_value, w.first_response_at, w.qualified_at, w.closed_at, w.created_at,
                 row_number() OVER (PARTITION BY w.person_key ORDER BY w.created_at, w.id) AS nth
          FROM lead_workflow w WHERE w.person_key IS NOT NULL),
        r AS (
          SELECT p.first_lead_id AS id, CASE WHEN coalesce(d.nth, 1) = 1 THEN p.first_at ELSE d.created_at END AS created_at,
                 p.first_client_id AS client_id, p.first_affiliate_code AS affiliate_code, coalesce(d.status, 'new') AS status,
                 d.deal_value, d.first_response_at, d.qualified_at, d.closed_at
          FROM lead_people p LEFT JOIN deals d ON d.person_key = p.person_key)
        SELECT r.id, ${epochMs(sql`r.created_at`)} AS created_at, r.client_id, ${channelSql(sql`r.affiliate_code`)} AS channel,
          c.utm_source AS "utmSource", c.utm_campaign AS "utmCampaign", nullif(c.referrer, '') AS referrer,
          ${LANDING_PAGE_SQL} AS "landingPage", r.affiliate_code AS affiliate, r.status, r.deal_value,
          ${epochMs(sql`r.first_response_at`)} AS first_response_at, ${epochMs(sql`r.qualified_at`)} AS qualified_at,
          ${epochMs(sql`r.closed_at`)} AS closed_at
        FROM r LEFT JOIN clients c ON c.id = r.client_id
        WHERE r.created_at >= ${since}::timestamptz OR r.qualified_at >= ${since}::timestamptz
           OR r.closed_at >= ${since}::timestamptz`,
  );
}

/**
 * Referrers are stored whole; the report groups them by site ("google.com"), in the same words as
 * the leads list. One report names the same few referrers thousands of times: each is parsed once.
 */
function siteNames(): (dimension: VisitorDimension, key: string | null) => string | null {
  const sites = new Map<string, string>();
  return (dimension, key) => {
    if (dimension !== "referrer" || key === null) return key;
    let site = sites.get(key);
    if (site === undefined) {
      site = siteName(key);
      sites.set(key, site);
    }
    return site;
  };
}

/**
 * Visitors seen in each period: in all, and by each visitor dimension (current period only). Two
 * queries at once: the current period's visitors by their records, and a bare count of the
 * previous period's (an index range of the summary).
 */
async function visitorsSince(db: Db, from: string, previousFrom: string) {
  const siteOf = siteNames();
  const [list, [previous]] = await Promise.all([
    rows<{ g: unknown; n: unknown } & Record<VisitorDimension, string | null>>(
      db,
      sql`WITH v AS (SELECT DISTINCT client_id FROM analytics_visitor_days WHERE day >= ${from}::date),
          d AS (
            SELECT ${channelSql(sql`c.affiliate_code`)} AS channel, c.utm_source, c.utm_campaign,
                   nullif(c.referrer, '') AS referrer, c.affiliate_code AS affiliate
            FROM v LEFT JOIN clients c ON c.id = v.client_id
          )
          SELECT GROUPING(channel, utm_source, utm_campaign, referrer, affiliate) AS g,
                 channel, utm_source AS "utmSource", utm_campaign AS "utmCampaign", referrer, affiliate, count(*) AS n
          FROM d GROUP BY GROUPING SETS ((), (channel), (utm_source), (utm_campaign), (referrer), (affiliate))`,
    ),
    rows<{ n: unknown }>(
      db,
      sql`SELECT count(DISTINCT client_id) AS n FROM analytics_visitor_days
          WHERE day >= ${previousFrom}::date AND day < ${from}::date`,
    ),
  ]);
  const total = { cur: 0, prev: num(previous?.n) };
  const by = new Map<VisitorDimension, Map<string | null, number>>(VISITOR_DIMENSIONS.map((d) => [d, new Map()]));
  for (const row of list) {
    // GROUPING sets a bit for each column left out of the set, the first column's bit highest.
    const mask = num(row.g);
    const index = VISITOR_DIMENSIONS.findIndex((_, i) => !(mask & (1 << (VISITOR_DIMENSIONS.length - 1 - i))));
    if (index < 0) total.cur = num(row.n);
    else {
      const dimension = VISITOR_DIMENSIONS[index];
      const counts = by.get(dimension);
      const key = siteOf(dimension, row[dimension]);
      counts?.set(key, (counts.get(key) ?? 0) + num(row.n));
    }
  }
  return { total, by };
}

/** The first tool each client tried, by the funnel records it started. */
async function firstTools(db: Db, clientIds: string[]): Promise<Map<string, string>> {
  if (!clientIds.length) return new Map();
  const list = await rows<{ client_id: string; funnel_type: string }>(
    db,
    sql`SELECT DISTINCT ON (client_id) client_id, funnel_type FROM funnel_events
        WHERE funnel_type IN ${sqlList(TOOL_FUNNELS)} AND client_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(clientIds)}::jsonb))
        ORDER BY client_id, occurred_at, seq`,
  );
  return new Map(list.map((r) => [r.client_id, r.funnel_type]));
}

/** People's current deals that are open now, in stage order; a person nobody has touched is a New deal worth nothing yet. */
async function pipelineNow(db: Db): Promise<PipelineStage[]> {
  const list = await rows<{ stage: string; deals: unknown; value: unknown; without_value: unknown }>(
    db,
    sql`SELECT j.status AS stage, count(*) AS deals, coalesce(sum(j.deal_value), 0) AS value,
               count(*) FILTER (WHERE j.deal_value IS NULL) AS without_value
        FROM (${peopleSql()}) j WHERE j.status IN ${OPEN_STAGE_LIST}
        GROUP BY 1`,
  );
  return OPEN_STAGES.map((stage) => {
    const row = list.find((r) => r.stage === stage);
    return { stage, deals: num(row?.deals), value: num(row?.value), withoutValue: num(row?.without_value) };
  });
}

/**
 * The revenue report for one period and the one before it. Each figure counts what happened in
 * its period: enquiries received, leads that first reached Qualified, deals won or lost (by the
 * time the server stamped on them), visitors seen on the site.
 */
export async function revenueReport(db: Db, period: DashboardPeriod, now = new Date()): Promise<RevenueResponse> {
  await syncPeople(db);
  const span = periodSpan(period, now);
  const start = Date.parse(span.start);
  const previousStart = Date.parse(span.previousStart);
  const [found, visitors, pipeline, currency] = await Promise.all([
    dealsSince(db, span.previousStart),
    visitorsSince(db, span.from, span.previousFrom),
    pipelineNow(db),
    salesCurrency(db),
  ]);
  const siteOf = siteNames();
  // Each stamp parsed once: the totals and every breakdown below read them many times.
  const deals = found.map((d) => ({
    ...d,
    referrer: siteOf("referrer", d.referrer),
    created: time(d.created_at) ?? 0,
    firstResponse: time(d.first_response_at),
    qualified: time(d.qualified_at),
    closed: time(d.closed_at),
    value: numOrNull(d.deal_value) ?? 0,
  }));
  type Deal = (typeof deals)[number];
  const inCurrent = (t: number | null) => t !== null && t >= start;
  const inPrevious = (t: number | null) => t !== null && t >= previousStart && t < start;
  const won = (d: Deal) => d.status === "won";

  const totals = (inPeriod: (t: number | null) => boolean, visitorCount: number): RevenueTotals => {
    const received = deals.filter((d) => inPeriod(d.created));
    const closed = deals.filter((d) => (d.status === "won" || d.status === "lost") && inPeriod(d.closed));
    const wins = closed.filter(won);
    const answered = received.filter((d) => d.firstResponse !== null);
    return {
      wonRevenue: wins.reduce((sum, d) => sum + d.value, 0),
      wonDeals: wins.length,
      lostDeals: closed.length - wins.length,
      winRate: closed.length ? wins.length / closed.length : null,
      medianFirstResponseSeconds: median(answered.map((d) => Math.max(0, ((d.firstResponse ?? 0) - d.created) / 1000))),
      unanswered: received.length - answered.length,
      visitors: visitorCount,
      leads: received.length,
      qualified: deals.filter((d) => inPeriod(d.qualified)).length,
    };
  };

  const current = deals.filter((d) => inCurrent(d.created) || inCurrent(d.qualified) || inCurrent(d.closed));
  const clientIds = [...new Set(current.map((d) => d.client_id).filter((id): id is string => id !== null))];
  const firstTool = await firstTools(db, clientIds);
  const keyOf = (d: Deal, dimension: RevenueDimension): string | null => {
    if (dimension === "firstTool") return d.client_id ? (firstTool.get(d.client_id) ?? null) : null;
    return d[dimension];
  };

  const breakdown = Object.fromEntries(
    REVENUE_DIMENSIONS.map((dimension) => {
      const counted = visitors.by.get(dimension as VisitorDimension);
      const byKey = new Map<string | null, RevenueBreakdownRow>();
      const rowOf = (key: string | null) => {
        let row = byKey.get(key);
        if (!row) {
          row = { key, visitors: counted ? 0 : null, leads: 0, qualified: 0, wonDeals: 0, wonRevenue: 0 };
          byKey.set(key, row);
        }
        return row;
      };
      for (const [key, n] of counted ?? []) rowOf(key).visitors = n;
      for (const d of current) {
        const row = rowOf(keyOf(d, dimension));
        if (inCurrent(d.created)) row.leads++;
        if (inCurrent(d.qualified)) row.qualified++;
        if (won(d) && inCurrent(d.closed)) {
          row.wonDeals++;
          row.wonRevenue += d.value;
        }
      }
      const sorted = [...byKey.values()].sort(
        (a, b) =>
          b.wonRevenue - a.wonRevenue || b.leads - a.leads || (b.visitors ?? 0) - (a.visitors ?? 0) || order(a, b),
      );
      return [dimension, sorted.slice(0, BREAKDOWN_ROWS)];
    }),
  ) as RevenueResponse["breakdown"];

  return {
    generatedAt: now.toISOString(),
    period,
    currency,
    from: span.from,
    to: span.to,
    previousFrom: span.previousFrom,
    previousTo: span.previousTo,
    current: totals(inCurrent, visitors.total.cur),
    previous: totals(inPrevious, visitors.total.prev),
    pipeline,
    breakdown,
  };
}

/** Ties in a stable order: named values alphabetically, "none" last. */
const order = (a: RevenueBreakdownRow, b: RevenueBreakdownRow) =>
  a.key === b.key ? 0 : a.key === null ? 1 : b.key === null ? -1 : a.key.localeCompare(b.key);
