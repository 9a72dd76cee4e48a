import { type SQL, sql } from "drizzle-orm";
import type { DashboardPeriod } from "#common/admin";
import { OPEN_STAGES, siteName } from "#common/leads";
import {
  type PipelineStage,
  REVENUE_DIMENSIONS,
  type RevenueBreakdownRow,
  type RevenueDimension,
  type RevenueResponse,
  type RevenueTotals,
} from "#common/revenue";
import type { Db } from "#server/db/client";
import { periodSpan } from "#server/lib/period";
import { num, numOrNull, rows } from "#server/lib/sql";
import { salesCurrency } from "./currency";
import { syncPeople } from "./people";
import { channelSql, OPEN_STAGE_LIST } from "./sources";

/** Rows a dimension shows at most: the ones with the most revenue, then the most leads. */
const BREAKDOWN_ROWS = 20;

/** Each dimension's column in lead_deal_facts, in the order of the report's dimensions. */
const FACT_COLUMN: Record<RevenueDimension, string> = {
  channel: "channel",
  utmSource: "utm_source",
  utmCampaign: "utm_campaign",
  referrer: "referrer",
  landingPage: "landing_page",
  firstTool: "first_tool",
  affiliate: "affiliate",
};

/**
 * Dimensions every visitor's record holds from its first request, so visitors can be counted by
 * them too. Not the landing page: a record learns its pages at its next sync or form, so a visitor
 * who read one page and left would count as "not known".
 */
const VISITOR_DIMENSIONS = ["channel", "utmSource", "utmCampaign", "referrer", "affiliate"] as const;
type VisitorDimension = (typeof VISITOR_DIMENSIONS)[number];

/**
 * The dimension a GROUPING SETS row belongs to, when each set holds one of `dimensions`: GROUPING
 * sets a bit for each column left out of the set, the first column's bit highest. -1 for the set ().
 */
function groupedBy(mask: unknown, dimensions: readonly string[]): number {
  const bits = num(mask);
  return dimensions.findIndex((_, i) => !(bits & (1 << (dimensions.length - 1 - i))));
}

type PeriodName = "current" | "previous";

/**
 * The figures of one period [lo, hi) over lead_deal_facts `f`, each column named "<period>_<figure>":
 * each deal counts in the period its lead, qualification or closing falls in; the median first
 * answer is over the period's leads answered so far.
 */
function periodFigures(period: PeriodName, lo: string, hi: string): SQL {
  const within = (column: string) =>
    sql`f.${sql.raw(column)} >= ${lo}::timestamptz AND f.${sql.raw(column)} < ${hi}::timestamptz`;
  const as = (figure: string) => sql.raw(`${period}_${figure}`);
  return sql`
    count(*) FILTER (WHERE ${within("lead_at")}) AS ${as("leads")},
    count(*) FILTER (WHERE ${within("lead_at")} AND f.first_response_at IS NULL) AS ${as("unanswered")},
    percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(0, extract(epoch FROM f.first_response_at - f.lead_at)))
      FILTER (WHERE ${within("lead_at")} AND f.first_response_at IS NOT NULL) AS ${as("median_response")},
    count(*) FILTER (WHERE ${within("qualified_at")}) AS ${as("qualified")},
    count(*) FILTER (WHERE f.status = 'won' AND ${within("closed_at")}) AS ${as("won")},
    coalesce(sum(f.deal_value) FILTER (WHERE f.status = 'won' AND ${within("closed_at")}), 0) AS ${as("revenue")},
    count(*) FILTER (WHERE f.status = 'lost' AND ${within("closed_at")}) AS ${as("lost")}`;
}

/** Both periods' figures from the deals' facts, in one scan without grouping. */
async function dealTotals(db: Db, start: string, previousStart: string) {
  const [row = {}] = await rows(
    db,
    sql`SELECT ${periodFigures("current", start, "infinity")}, ${periodFigures("previous", previousStart, start)}
        FROM lead_deal_facts f
        WHERE f.lead_at >= ${previousStart}::timestamptz OR f.qualified_at >= ${previousStart}::timestamptz
           OR f.closed_at >= ${previousStart}::timestamptz`,
  );
  return (period: PeriodName, visitors: number): RevenueTotals => {
    const figure = (name: string) => row[`${period}_${name}`];
    const [won, lost] = [num(figure("won")), num(figure("lost"))];
    return {
      wonRevenue: num(figure("revenue")),
      wonDeals: won,
      lostDeals: lost,
      winRate: won + lost ? won / (won + lost) : null,
      medianFirstResponseSeconds: numOrNull(figure("median_response")),
      unanswered: num(figure("unanswered")),
      visitors,
      leads: num(figure("leads")),
      qualified: num(figure("qualified")),
    };
  };
}

/**
 * Leads that arrived since `start` ("cur"; until `end` when given) and in the span from
 * `previousStart` to it ("prev"): a person's first enquiry, or the start of a later deal; the same
 * count as the revenue report's.
 */
export async function leadsReceived(
  db: Db,
  previousStart: string,
  start: string,
  end?: string,
): Promise<{ cur: number; prev: number }> {
  await syncPeople(db);
  const [row] = await rows<{ cur: unknown; prev: unknown }>(
    db,
    sql`SELECT count(*) FILTER (WHERE lead_at >= ${start}::timestamptz) AS cur,
               count(*) FILTER (WHERE lead_at < ${start}::timestamptz) AS prev
        FROM lead_deal_facts WHERE lead_at >= ${previousStart}::timestamptz
          ${end ? sql`AND lead_at < ${end}::timestamptz` : sql``}`,
  );
  return { cur: num(row?.cur), prev: num(row?.prev) };
}

/** The current period's leads, qualified leads and won deals by each dimension (referrers by site). */
async function dealBreakdown(db: Db, start: string) {
  const columns = REVENUE_DIMENSIONS.map((d) => FACT_COLUMN[d]);
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT GROUPING(${sql.raw(columns.join(", "))}) AS g, ${sql.raw(columns.join(", "))},
          count(*) FILTER (WHERE lead_at >= ${start}::timestamptz) AS leads,
          count(*) FILTER (WHERE qualified_at >= ${start}::timestamptz) AS qualified,
          count(*) FILTER (WHERE status = 'won' AND closed_at >= ${start}::timestamptz) AS won,
          coalesce(sum(deal_value) FILTER (WHERE status = 'won' AND closed_at >= ${start}::timestamptz), 0) AS revenue
        FROM lead_deal_facts
        WHERE lead_at >= ${start}::timestamptz OR qualified_at >= ${start}::timestamptz OR closed_at >= ${start}::timestamptz
        GROUP BY GROUPING SETS (${sql.raw(columns.map((c) => `(${c})`).join(", "))})`,
  );
  const siteOf = siteNames();
  return list.map((row) => {
    const dimension = REVENUE_DIMENSIONS[groupedBy(row.g, columns)];
    const key = (row[FACT_COLUMN[dimension]] as string | null) ?? null;
    return {
      dimension,
      key: siteOf(dimension, key),
      leads: num(row.leads),
      qualified: num(row.qualified),
      wonDeals: num(row.won),
      wonRevenue: num(row.revenue),
    };
  });
}

/**
 * Referrers are stored whole; the report groups them by site ("google.com"), in the same words as
 * the leads list. One report names the same few referrers thousands of times: each is parsed once.
 */
function siteNames(): (dimension: RevenueDimension, key: string | null) => string | null {
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
    const index = groupedBy(row.g, VISITOR_DIMENSIONS);
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

/** People's current deals that are open now, in stage order; a person nobody has touched is a New deal worth nothing yet. */
async function pipelineNow(db: Db): Promise<PipelineStage[]> {
  const list = await rows<{ stage: string; deals: unknown; value: unknown; without_value: unknown }>(
    db,
    sql`SELECT status AS stage, count(*) AS deals, coalesce(sum(deal_value), 0) AS value,
               count(*) FILTER (WHERE deal_value IS NULL) AS without_value
        FROM lead_deal_facts WHERE is_current AND status IN ${OPEN_STAGE_LIST}
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
  const [totalsOf, groups, visitors, pipeline, currency] = await Promise.all([
    dealTotals(db, span.start, span.previousStart),
    dealBreakdown(db, span.start),
    visitorsSince(db, span.from, span.previousFrom),
    pipelineNow(db),
    salesCurrency(db),
  ]);
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
      // Several stored referrers can name one site: their figures add up.
      for (const group of groups) {
        if (group.dimension !== dimension) continue;
        const row = rowOf(group.key);
        row.leads += group.leads;
        row.qualified += group.qualified;
        row.wonDeals += group.wonDeals;
        row.wonRevenue += group.wonRevenue;
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
    current: totalsOf("current", visitors.total.cur),
    previous: totalsOf("previous", visitors.total.prev),
    pipeline,
    breakdown,
  };
}

/** Ties in a stable order: named values alphabetically, "none" last. */
const order = (a: RevenueBreakdownRow, b: RevenueBreakdownRow) =>
  a.key === b.key ? 0 : a.key === null ? 1 : b.key === null ? -1 : a.key.localeCompare(b.key);
