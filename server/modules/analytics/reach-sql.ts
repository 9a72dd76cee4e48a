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
function reaches(target: GoalTarget, row: Row): SQL | null {
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether session `s` reached the goal with this id (any id: one that is not a goal's matches no
 * session). The id is compared as a uuid, so each session is one probe of the table's key.
 */
export const sessionReachedGoal = (goalId: string): SQL =>
  UUID.test(goalId)
    ? sql`EXISTS (SELECT 1 FROM analytics_goal_sessions gs WHERE gs.goal_id = ${goalId}::uuid AND gs.session_id = s.session_id)`
    : sql`false`;

/**
 * For each target (by its place in the list), the events and funnel records of the sessions `m`
 * that reach it: (k, session_id, at) rows, to be grouped by the caller.
 */
function reachedRows(targets: readonly GoalTarget[]): SQL | null {
  const branches: SQL[] = [];
  for (const [table, alias, row] of [
    ["journey_events", "e", "journey"],
    ["funnel_events", "f", "funnel"],
  ] as const) {
    const cases = targets.flatMap((t, k) => {
      const condition = reaches(t, row);
      return condition ? [sql`(${sql.raw(String(k))}, ${condition})`] : [];
    });
    if (!cases.length) continue;
    branches.push(sql`SELECT k.k, ${sql.raw(alias)}.session_id, ${sql.raw(alias)}.occurred_at AS at
      FROM m JOIN ${sql.raw(table)} ${sql.raw(alias)} ON ${sql.raw(alias)}.session_id = m.session_id
      CROSS JOIN LATERAL (VALUES ${sql.join(cases, sql`, `)}) AS k(k, ok) WHERE k.ok`);
  }
  return branches.length ? sql.join(branches, sql` UNION ALL `) : null;
}

/**
 * For each session `m` selects that did the first step, how many steps it did in order: step 1,
 * then step 2 later in the same session, and so on; (session_id, reached) rows. Each step is taken
 * at its first time after the step before, which finds an ordered path whenever the session has one.
 */
export function funnelReachedSql(steps: readonly GoalTarget[], sessions: SQL): SQL | null {
  const reached = reachedRows(steps);
  if (!reached) return null;
  const name = (k: number) => sql.raw(`s${k}`);
  const chain = steps.map((_, k) =>
    k === 0
      ? sql`s0 AS (SELECT session_id, min(at) AS at FROM ev WHERE k = 0 GROUP BY 1)`
      : sql`${name(k)} AS (SELECT ev.session_id, min(ev.at) AS at FROM ev
              JOIN ${name(k - 1)} p ON p.session_id = ev.session_id AND ev.at > p.at
              WHERE ev.k = ${sql.raw(String(k))} GROUP BY 1)`,
  );
  const joins = steps
    .slice(1)
    .map((_, i) => sql`LEFT JOIN ${name(i + 1)} ON ${name(i + 1)}.session_id = s0.session_id`);
  const count = sql.join(
    steps.map((_, k) => sql`(${name(k)}.session_id IS NOT NULL)::int`),
    sql` + `,
  );
  return sql`WITH m AS MATERIALIZED (${sessions}), ev AS MATERIALIZED (${reached}), ${sql.join(chain, sql`, `)}
    SELECT s0.session_id, ${count} AS reached FROM s0 ${sql.join(joins, sql` `)}`;
}
