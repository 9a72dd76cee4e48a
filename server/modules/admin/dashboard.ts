import { desc, gte, sql } from "drizzle-orm";
import type { DashboardResponse, PeriodTotals } from "../../../common/admin";
import { LEAD_QUALITIES, LEAD_THRESHOLDS, type LeadQuality } from "../../../common/lead-score";
import type { Db } from "../../db/client";
import { affiliates, bookings, clients, salesApplications } from "../../db/schema/index";
import { toSummary } from "./clients";
import { num, rows, utcDay } from "./sql";

const DAY = 86_400_000;
export const HOT_LEADS_SHOWN = 8;

/** The dashboard: 7- and 30-day totals, a 30-day daily series, new leads, applications, hot leads. Traffic figures come from the summaries (summaries.ts). */
export async function dashboard(db: Db, now = new Date()): Promise<DashboardResponse> {
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
  const start30 = new Date(today.getTime() - 29 * DAY).toISOString();
  const start7 = new Date(today.getTime() - 6 * DAY).toISOString();
  const day30 = start30.slice(0, 10);
  const day7 = start7.slice(0, 10);

  const [daily, visitors, leads, pendingAffiliates, newApplications, hot, booked] = await Promise.all([
    // From the summaries (summaries.ts): visitors per day, page views and consultation clicks on the day
    // they arrived, visits (sessions with a page view) on the day they started; over 7 and 30 days,
    // visitors exactly distinct.
    rows<{ day: string; kind: string; n: string }>(
      db,
      sql`SELECT day::text AS day, kind, sum(n) AS n FROM analytics_daily
          WHERE day >= ${day30}::date AND (kind IN ('visitors', 'visits', 'consult') OR (kind = 'type' AND label = 'page_view'))
          GROUP BY 1, 2`,
    ),
    rows<{ v30: string; v7: string }>(
      db,
      // One hash aggregate by visitor (their latest day) rather than two sorting count(DISTINCT)s.
      sql`SELECT count(*) AS v30, count(*) FILTER (WHERE last_day >= ${day7}::date) AS v7
          FROM (SELECT client_id, max(day) AS last_day FROM analytics_visitor_days WHERE day >= ${day30}::date GROUP BY client_id) v`,
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
    rows<{ n30: string; n7: string }>(
      db,
      sql`SELECT count(*) AS n30, count(*) FILTER (WHERE created_at >= ${start7}::timestamptz) AS n7
          FROM ${bookings} WHERE created_at >= ${start30}::timestamptz AND status IN ('confirmed', 'rescheduled')`,
    ),
  ]);

  const newLeads = (column: "n30" | "n7") => {
    const out = Object.fromEntries(LEAD_QUALITIES.map((q) => [q, 0])) as Record<LeadQuality, number>;
    for (const row of leads) out[LEAD_QUALITIES[num(row.score_band)]] = num(row[column]);
    return out;
  };
  const sumSince = (kind: string, since: string) => daily.filter((d) => d.kind === kind && d.day >= since).reduce((sum, d) => sum + num(d.n), 0);
  const v = visitors[0] ?? { v30: "0", v7: "0" };
  const period = (days: 7 | 30): PeriodTotals => {
    const since = days === 7 ? day7 : day30;
    return {
      visitors: num(days === 7 ? v.v7 : v.v30),
      visits: sumSince("visits", since),
      pageViews: sumSince("type", since),
      consultationRequests: sumSince("consult", since),
      confirmedBookings: num(booked[0]?.[days === 7 ? "n7" : "n30"]),
      newLeads: newLeads(days === 7 ? "n7" : "n30"),
    };
  };

  // A point for every one of the 30 days, zero where nothing happened.
  const on = (kind: string, day: string) => num(daily.find((d) => d.kind === kind && d.day === day)?.n);
  const series = Array.from({ length: 30 }, (_, i) => {
    const day = utcDay(new Date(today.getTime() - (29 - i) * DAY));
    return { day, visitors: on("visitors", day), visits: on("visits", day), pageViews: on("type", day) };
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

