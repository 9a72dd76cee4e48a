import { type SQL, sql } from "drizzle-orm";
import type { GoalTarget } from "#common/analytics-goals";
import { SITE_EVENTS, type SiteEvent, siteEvent } from "#content/site-events";

/**
 * When a journey event (alias e) or a funnel record (alias f) reaches a goal or a funnel step: the
 * one place that says so, for the goals panel, the custom funnels and the goal filter alike.
 */

type Row = "journey" | "funnel";

/** A page view of a path the pattern matches (exactly, or by what comes before a trailing *). */
const pageView = (pattern: SQL): SQL =>
  sql`(e.event_type = 'page_view' AND (e.page = ${pattern} OR (right(${pattern}, 1) = '*'
        AND left(e.page, length(${pattern}) - 1) = left(${pattern}, -1))))`;

/** A site event's record, or null when the event is recorded in the other table. */
function eventRecord(event: SiteEvent, row: Row): SQL | null {
  const m = event.match;
  if (m.table !== row) return null;
  if (m.table === "funnel") return sql`(f.funnel_type = ${m.funnelType} AND f.stage = ${m.stage})`;
  const parts = [sql`e.event_type = ${m.eventType}`];
  if (m.element !== undefined) parts.push(sql`e.element = ${m.element}`);
  // The tracker writes this flag into the details of a consultation click (recordConsultationRequest).
  if (m.consultation) parts.push(sql`e.details LIKE '%"consultation":true%'`);
  return sql`(${sql.join(parts, sql` AND `)})`;
}

/** Whether a record of the table reaches a known target; null when no record of that table can. */
export function reaches(target: GoalTarget, row: Row): SQL | null {
  if (target.kind === "page") return row === "journey" ? pageView(sql`${target.target}::text`) : null;
  const event = siteEvent(target.target);
  return event ? eventRecord(event, row) : null;
}

/** Whether a record of the table reaches the stored goal `g` (its kind and target columns). */
export function reachesGoalRow(row: Row): SQL {
  const events = SITE_EVENTS.flatMap((event) => {
    const record = eventRecord(event, row);
    return record ? [sql`(g.target = ${event.id} AND ${record})`] : [];
  });
  const byEvent = sql`(g.kind = 'event' AND (${events.length ? sql.join(events, sql` OR `) : sql`false`}))`;
  return row === "journey" ? sql`((g.kind = 'page' AND ${pageView(sql`g.target`)}) OR ${byEvent})` : byEvent;
}

/** Whether session `s` reached the goal with this id (any id: an unknown one matches no session). */
export const sessionReachedGoal = (goalId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM analytics_goal_sessions gs WHERE gs.goal_id::text = ${goalId} AND gs.session_id = s.session_id)`;
