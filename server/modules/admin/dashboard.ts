import { desc, gte, sql } from "drizzle-orm";
import type { DashboardResponse, PeriodTotals } from "../../../common/admin";
import { LEAD_QUALITIES, LEAD_THRESHOLDS, type LeadQuality } from "../../../common/lead-score";
import type { Db } from "../../db/client";
import { affiliates, clients, journeyEvents, salesApplications } from "../../db/schema/index";
import { toSummary } from "./clients";
import { num, rows, utcDay } from "./sql";

const DAY = 86_400_000;
export const HOT_LEADS_SHOWN = 8;

/** The dashboard: 7- and 30-day totals, a 30-day daily series, new leads, applications, hot leads. */
export async function dashboard(db: Db, now = new Date()): Promise<DashboardResponse> {
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
  const start30 = new Date(today.getTime() - 29 * DAY).toISOString();
  const start7 = new Date(today.getTime() - 6 * DAY).toISOString();
  const J = journeyEvents;
  const recent = sql`${J.receivedAt} >= ${start30}::timestamptz`;
  const in7 = sql`${J.receivedAt} >= ${start7}::timestamptz`;

  const [daily, totals, consultations, leads, pendingAffiliates, newApplications, hot] = await Promise.all([
    // Every visit starts with a page view, so page views alone give visitors and visits.
    rows<{ day: string; visitors: string; visits: string; page_views: string }>(
      db,
      sql`SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
                 count(DISTINCT client_id) AS visitors, count(DISTINCT session_id) AS visits, count(*) AS page_views
          FROM ${J} WHERE ${recent} AND event_type = 'page_view' GROUP BY 1 ORDER BY 1`,
    ),
    rows<Record<string, string>>(
      db,
      sql`SELECT count(DISTINCT client_id) AS visitors30, count(DISTINCT session_id) AS visits30,
                 count(DISTINCT client_id) FILTER (WHERE ${in7}) AS visitors7,
                 count(DISTINCT session_id) FILTER (WHERE ${in7}) AS visits7
          FROM ${J} WHERE ${recent} AND event_type = 'page_view'`,
    ),
    rows<{ c30: string; c7: string }>(
      db,
      sql`SELECT count(*) AS c30, count(*) FILTER (WHERE ${in7}) AS c7 FROM ${J}
          WHERE ${recent} AND event_type = 'button_click' AND details LIKE '%"consultation":true%'`,
    ),
    rows<{ score_band: string; n30: string; n7: string }>(
      db,
      sql`SELECT CASE WHEN lead_score >= ${LEAD_THRESHOLDS.superHot} THEN 3 WHEN lead_score >= ${LEAD_THRESHOLDS.hot} THEN 2
                      WHEN lead_score >= ${LEAD_THRESHOLDS.warm} THEN 1 ELSE 0 END AS score_band,
                 count(*) AS n30, count(*) FILTER (WHERE first_visit >= ${start7}::timestamptz) AS n7
          FROM ${clients} WHERE first_visit >= ${start30}::timestamptz GROUP BY 1`,
    ),
    db.$count(affiliates, sql`${affiliates.status} = 'pending'`),
    db.$count(salesApplications, sql`${salesApplications.status} = 'new'`),
    db
      .select()
      .from(clients)
      .where(gte(clients.leadScore, LEAD_THRESHOLDS.hot))
      .orderBy(desc(clients.lastVisit))
      .limit(HOT_LEADS_SHOWN),
  ]);

  const newLeads = (column: "n30" | "n7") => {
    const out = Object.fromEntries(LEAD_QUALITIES.map((q) => [q, 0])) as Record<LeadQuality, number>;
    for (const row of leads) out[LEAD_QUALITIES[num(row.score_band)]] = num(row[column]);
    return out;
  };
  const pageViewsSince = (since: string) => daily.filter((d) => d.day >= since.slice(0, 10)).reduce((s, d) => s + num(d.page_views), 0);
  const t = totals[0] ?? {};
  const c = consultations[0] ?? { c30: "0", c7: "0" };
  const period = (days: 7 | 30): PeriodTotals => ({
    visitors: num(days === 7 ? t.visitors7 : t.visitors30),
    visits: num(days === 7 ? t.visits7 : t.visits30),
    pageViews: pageViewsSince(days === 7 ? start7 : start30),
    consultationRequests: num(days === 7 ? c.c7 : c.c30),
    newLeads: newLeads(days === 7 ? "n7" : "n30"),
  });

  // A point for every one of the 30 days, zero where nothing happened.
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const series = Array.from({ length: 30 }, (_, i) => {
    const day = utcDay(new Date(today.getTime() - (29 - i) * DAY));
    const d = byDay.get(day);
    return { day, visitors: num(d?.visitors), visits: num(d?.visits), pageViews: num(d?.page_views) };
  });

  return {
    generatedAt: now.toISOString(),
    last7: period(7),
    last30: period(30),
    daily: series,
    pendingAffiliateApplications: num(pendingAffiliates),
    newSalesApplications: num(newApplications),
    hotLeads: hot.map(toSummary),
  };
}

