import { eq, sql } from "drizzle-orm";
import type { CountRow } from "#common/admin";
import type { GoalsResponse } from "#common/analytics-goals";
import { comparisonRange, type DayRange } from "#common/analytics-period";
import type { ReportFrequency, ReportSettings } from "#common/analytics-reports";
import { ADMIN_ROLES, canSeeAnalytics } from "#common/roles";
import type { Db } from "#server/db/client";
import { analyticsReportSubscriptions } from "#server/db/schema/reports";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { dayBefore } from "#server/lib/period";
import { dayStart, num, rows, sqlList, utcDay } from "#server/lib/sql";
import { type AnalyticsReport, announceAnalyticsReport } from "#server/modules/notifications";
import { journeyAnalytics } from "./analytics";
import { goalsReport } from "./goals";

/**
 * The analytics e-mail report: each member who chose it gets, once a week (the Monday-to-Sunday
 * week before) or once a month (the month before), the period's visitors, visits, leads, top
 * sources, pages and goals against the period before, and a link to the console with that period.
 */

export async function getReportSettings(db: Db, adminId: string): Promise<ReportSettings> {
  const [row] = await db
    .select({ frequency: analyticsReportSubscriptions.frequency })
    .from(analyticsReportSubscriptions)
    .where(eq(analyticsReportSubscriptions.adminId, adminId));
  return { frequency: row?.frequency ?? "off" };
}

export async function saveReportSettings(
  db: Db,
  adminId: string,
  next: ReportSettings,
  actor: AuditActor,
): Promise<ReportSettings> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (next.frequency === "off") {
      await tx.delete(analyticsReportSubscriptions).where(eq(analyticsReportSubscriptions.adminId, adminId));
    } else {
      const frequency = next.frequency;
      await tx
        .insert(analyticsReportSubscriptions)
        .values({ adminId, frequency })
        .onConflictDoUpdate({ target: analyticsReportSubscriptions.adminId, set: { frequency } });
    }
    await writeAudit(tx, actor, "analytics.report_settings_changed", { frequency: next.frequency });
  });
  return next;
}

/** The last whole period before `now`: the Monday-to-Sunday week, or the calendar month; and its key. */
export function lastWholePeriod(frequency: ReportFrequency, now: Date): DayRange & { key: string } {
  const today = utcDay(now);
  if (frequency === "weekly") {
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    const from = dayBefore(today, sinceMonday + 7);
    return { from, to: dayBefore(from, -6), key: `week:${from}` };
  }
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const to = dayBefore(firstOfMonth, 1);
  return { from: `${to.slice(0, 8)}01`, to, key: `month:${to.slice(0, 7)}` };
}

/** How often the scheduler looks for reports due: a report goes out within this time of its period's end. */
export const REPORTS_EVERY_MS = 10 * 60_000;

/** Rows a report lists of each kind. */
const LISTED = 5;

const withBefore = (list: CountRow[]) =>
  list.slice(0, LISTED).map((r) => ({ label: r.label, count: r.count, previous: r.previous ?? 0 }));

/**
 * The goals that converted most, from the goals panel's own figures for the period (so the mail
 * and the console agree): by conversions, then by the period before's (a goal that fell to
 * nothing is news too), then by name.
 */
const topGoals = ({ goals }: GoalsResponse) =>
  goals
    .map((g) => ({
      label: g.name,
      count: g.conversions,
      previous: g.previous ?? 0,
      rate: g.rate,
      counting: g.counting,
    }))
    .sort((a, b) => b.count - a.count || b.previous - a.previous || a.label.localeCompare(b.label))
    .slice(0, LISTED);

/** Distinct visitors over whole days (a client that viewed a page on any of them). */
async function visitorsIn(db: Db, range: DayRange): Promise<number> {
  const [row] = await rows<{ n: unknown }>(
    db,
    sql`SELECT count(DISTINCT client_id) AS n FROM analytics_visitor_days
        WHERE day >= ${range.from}::date AND day <= ${range.to}::date`,
  );
  return num(row?.n);
}

/**
 * Leads received from `start` to `end` ("cur") and from `previousStart` to `start` ("prev"): the
 * leads module's count, handed in by the caller (the leads module reads the analytics, not the
 * other way round).
 */
export type LeadCounter = (
  db: Db,
  previousStart: string,
  start: string,
  end: string,
) => Promise<{ cur: number; prev: number }>;

/** The figures of one period against the period before: the same for every member who gets it. */
async function analyticsReportOf(
  db: Db,
  countLeads: LeadCounter,
  frequency: ReportFrequency,
  range: DayRange,
): Promise<AnalyticsReport> {
  const before = comparisonRange(range, "previous");
  const d = await journeyAnalytics(db, range, "previous");
  const [visitors, visitorsBefore, leads, goals] = await Promise.all([
    visitorsIn(db, range),
    visitorsIn(db, before),
    countLeads(
      db,
      dayStart(before.from).toISOString(),
      dayStart(range.from).toISOString(),
      dayStart(dayBefore(range.to, -1)).toISOString(),
    ),
    goalsReport(db, range, "previous", []),
  ]);
  return {
    frequency,
    from: range.from,
    to: range.to,
    previousFrom: before.from,
    previousTo: before.to,
    totals: [
      { label: "Visitors", value: visitors, previous: visitorsBefore },
      { label: "Visits", value: d.sessions, previous: d.comparison?.sessions ?? 0 },
      { label: "Page views", value: d.pageViews, previous: d.comparison?.pageViews ?? 0 },
      { label: "Leads", value: leads.cur, previous: leads.prev },
    ],
    referrers: withBefore(d.referrers),
    utmSources: withBefore(d.utmSources),
    pages: withBefore(d.topPages),
    goals: topGoals(goals),
  };
}

/** Members whose role sees the analytics, active: the report goes to no one else. */
const ANALYTICS_ROLES = ADMIN_ROLES.filter(canSeeAnalytics);

/**
 * Sends each subscribed member the report of the last whole period, once per member and period,
 * whichever process runs it and however many run at once: the (member, period) row and the
 * outbox's e-mail are written in one transaction, and the row's key refuses a second one (a
 * racing process waits for the first to commit, then inserts nothing). Returns how many were sent.
 */
export async function sendDueReports(db: Db, countLeads: LeadCounter, now = new Date()): Promise<number> {
  let sent = 0;
  for (const frequency of ["weekly", "monthly"] as const) {
    const period = lastWholePeriod(frequency, now);
    sent += await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const due = await rows<{ email: string }>(
        tx,
        sql`WITH claimed AS (
              INSERT INTO analytics_reports_sent (admin_id, period)
              SELECT s.admin_id, ${period.key} FROM analytics_report_subscriptions s JOIN admins a ON a.id = s.admin_id
              WHERE s.frequency = ${frequency} AND a.deactivated_at IS NULL AND a.role IN ${sqlList(ANALYTICS_ROLES)}
              ON CONFLICT DO NOTHING
              RETURNING admin_id
            )
            SELECT a.email FROM claimed c JOIN admins a ON a.id = c.admin_id ORDER BY a.email`,
      );
      if (!due.length) return 0;
      const report = await analyticsReportOf(tx, countLeads, frequency, period);
      for (const { email } of due) await announceAnalyticsReport(tx, { to: email, key: period.key, report });
      return due.length;
    });
  }
  return sent;
}
