import { desc, gte, inArray, sql } from "drizzle-orm";
import type { ClientSummary, DashboardPeriod, DashboardResponse, PeriodTotals } from "#common/admin";
import { LEAD_QUALITIES, LEAD_THRESHOLDS, type LeadQuality } from "#common/lead-score";
import type { Db } from "#server/db/client";
import { affiliates, bookings, clients, contactMessages, salesApplications } from "#server/db/schema";
import { dayBefore, periodSpan } from "#server/lib/period";
import { num, rows } from "#server/lib/sql";
import { dailySeries } from "#server/modules/analytics";
import { leadsReceived } from "#server/modules/leads";
import { toSummary } from "./clients";

const HOT_LEADS_SHOWN = 8;
/** Even "today" draws a week, so the chart shows a trend rather than one dot. */
const MIN_CHART_DAYS = 7;

/**
 * The dashboard for one period (today, 7, 30 or 90 UTC days up to today) and the same number of
 * days just before it, for the change: traffic from the summaries (summaries.ts), new visitors from
 * the client records, new leads as the leads inbox counts them (people, and a returning person's new
 * deal), bookings from the scheduling page's webhooks.
 */
export async function dashboard(db: Db, period: DashboardPeriod = "7d", now = new Date()): Promise<DashboardResponse> {
  const { days, from, to, previousFrom, previousTo, start, previousStart } = periodSpan(period, now);
  const chartFrom = dayBefore(to, Math.max(days, MIN_CHART_DAYS) - 1);

  const [traffic, visitors, leads, received, booked, pendingAffiliates, newApplications, hot, daily] =
    await Promise.all([
      // Page views and consultation clicks count on the day they arrived, visits on the day they started.
      rows<{ kind: string; cur: string; prev: string }>(
        db,
        sql`SELECT kind, sum(n) FILTER (WHERE day >= ${from}::date) AS cur, sum(n) FILTER (WHERE day < ${from}::date) AS prev
          FROM analytics_daily
          WHERE day >= ${previousFrom}::date AND (kind IN ('visits', 'consult') OR (kind = 'type' AND label = 'page_view'))
          GROUP BY kind`,
      ),
      // Visitors exactly distinct within each period: one row per visitor, flagged by period.
      rows<{ cur: string; prev: string }>(
        db,
        sql`SELECT count(*) FILTER (WHERE cur) AS cur, count(*) FILTER (WHERE prev) AS prev
          FROM (SELECT client_id, bool_or(day >= ${from}::date) AS cur, bool_or(day < ${from}::date) AS prev
                FROM analytics_visitor_days WHERE day >= ${previousFrom}::date GROUP BY client_id) v`,
      ),
      rows<{ score_band: string; cur: string; prev: string }>(
        db,
        sql`SELECT CASE WHEN lead_score >= ${LEAD_THRESHOLDS.superHot} THEN 3 WHEN lead_score >= ${LEAD_THRESHOLDS.hot} THEN 2
                      WHEN lead_score >= ${LEAD_THRESHOLDS.warm} THEN 1 ELSE 0 END AS score_band,
                 count(*) FILTER (WHERE first_visit >= ${start}::timestamptz) AS cur,
                 count(*) FILTER (WHERE first_visit < ${start}::timestamptz) AS prev
          FROM ${clients} WHERE first_visit >= ${previousStart}::timestamptz GROUP BY 1`,
      ),
      leadsReceived(db, previousStart, start),
      rows<{ cur: string; prev: string }>(
        db,
        sql`SELECT count(*) FILTER (WHERE created_at >= ${start}::timestamptz) AS cur,
                 count(*) FILTER (WHERE created_at < ${start}::timestamptz) AS prev
          FROM ${bookings} WHERE created_at >= ${previousStart}::timestamptz AND status IN ('confirmed', 'rescheduled')`,
      ),
      db.$count(affiliates, sql`${affiliates.status} = 'pending'`),
      db.$count(salesApplications, sql`${salesApplications.status} = 'new'`),
      db
        .select()
        .from(clients)
        .where(gte(clients.leadScore, LEAD_THRESHOLDS.hot))
        .orderBy(desc(clients.lastVisit))
        .limit(HOT_LEADS_SHOWN),
      dailySeries(db, chartFrom, to),
    ]);

  const totals = (column: "cur" | "prev"): PeriodTotals => {
    const newVisitors = Object.fromEntries(LEAD_QUALITIES.map((q) => [q, 0])) as Record<LeadQuality, number>;
    for (const row of leads) newVisitors[LEAD_QUALITIES[num(row.score_band)]] = num(row[column]);
    const of = (kind: string) => num(traffic.find((r) => r.kind === kind)?.[column]);
    return {
      visitors: num(visitors[0]?.[column]),
      visits: of("visits"),
      pageViews: of("type"),
      consultationClicks: of("consult"),
      confirmedBookings: num(booked[0]?.[column]),
      newVisitors,
      newLeads: received[column],
    };
  };

  return {
    generatedAt: now.toISOString(),
    period,
    from,
    to,
    previousFrom,
    previousTo,
    current: totals("cur"),
    previous: totals("prev"),
    daily,
    pendingAffiliateApplications: num(pendingAffiliates),
    newSalesApplications: num(newApplications),
    hotLeads: await withKnownNames(db, hot.map(toSummary)),
  };
}

/**
 * A hot lead whose record holds no name or company yet may have written through the contact
 * form: its latest message tells who they are, so the dashboard need not say "anonymous visitor".
 */
async function withKnownNames(db: Db, leads: ClientSummary[]): Promise<ClientSummary[]> {
  const unnamed = leads.filter((l) => !l.name && !l.company).map((l) => l.id);
  if (!unnamed.length) return leads;
  const known = await db
    .selectDistinctOn([contactMessages.clientId], {
      clientId: contactMessages.clientId,
      name: contactMessages.name,
      company: contactMessages.company,
    })
    .from(contactMessages)
    .where(inArray(contactMessages.clientId, unnamed))
    .orderBy(contactMessages.clientId, desc(contactMessages.createdAt));
  return leads.map((l) => {
    const found = known.find((k) => k.clientId === l.id);
    return found ? { ...l, name: l.name ?? found.name, company: l.company ?? found.company } : l;
  });
}
