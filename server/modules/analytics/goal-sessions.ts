import { type SQL, sql } from "drizzle-orm";
import type { GoalTarget } from "#common/analytics-goals";
import type { Db } from "#server/db/client";
import { num, rows } from "#server/lib/sql";
import { funnelReachedSql, reachesGoalRow } from "./reach-sql";

/**
 * Upkeep of analytics_goal_sessions and analytics_custom_funnel_sessions: which sessions reached
 * which goal, and how far each went through each custom funnel, so that the goals panel, the goal
 * filter and the funnels read a few rows per session instead of every event of the period. It follows
 * the summaries: events up to the summaries' watermark (whose sessions have their rows) are folded
 * in, under an advisory lock of its own, which the delete trigger also takes (migration 0031).
 */

const GOAL_LOCK = 727031;

/**
 * Adds the goal rows of the sessions `touched` selects (every session when null) from their events
 * up to the watermarks; `goalId` limits it to one goal. A session is counted on the day it started.
 */
function addGoalSessions(touched: SQL | null, hi: { journey: number; funnel: number }, goalId?: string): SQL {
  const only = (alias: "e" | "f") =>
    sql.join(
      [
        sql`${sql.raw(alias)}.seq <= ${alias === "e" ? hi.journey : hi.funnel}`,
        touched ? sql`${sql.raw(alias)}.session_id IN (SELECT session_id FROM touched)` : sql`true`,
        goalId ? sql`g.id = ${goalId}` : sql`true`,
      ],
      sql` AND `,
    );
  return sql`${touched ? sql`WITH touched AS (${touched}) ` : sql``}
    INSERT INTO analytics_goal_sessions (goal_id, session_id, start_day)
    SELECT r.goal_id, r.session_id, s.start_day
    FROM (SELECT g.id AS goal_id, e.session_id FROM journey_events e JOIN analytics_goals g ON ${reachesGoalRow("journey")}
          WHERE ${only("e")}
          UNION
          SELECT g.id, f.session_id FROM funnel_events f JOIN analytics_goals g ON ${reachesGoalRow("funnel")}
          WHERE ${only("f")}) r
    JOIN analytics_sessions s ON s.session_id = r.session_id
    ON CONFLICT (goal_id, session_id) DO UPDATE SET start_day = excluded.start_day`;
}

/**
 * Folds at most `maxRows` sequence values of each table past the goals' watermark (never past the
 * summaries'), and the sessions whose events were deleted. The number of events and records
 * folded; -1 when another connection is folding at this moment.
 */
export async function foldGoals(db: Db, maxRows: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await rows<{ ok: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${GOAL_LOCK}) AS ok`);
    if (!lock?.ok) return -1;
    const [st] = await rows<{ gj: string; gf: string; sj: string; sf: string; goals: boolean }>(
      tx,
      sql`SELECT g.folded_journey AS gj, g.folded_funnel AS gf, s.folded_journey AS sj, s.folded_funnel AS sf,
                 EXISTS (SELECT 1 FROM analytics_goals) AS goals
          FROM analytics_goal_state g, analytics_state s WHERE g.id = 1 AND s.id = 1`,
    );
    if (!st) return 0;
    const from = { journey: num(st.gj), funnel: num(st.gf) };
    const hi = {
      journey: Math.min(num(st.sj), from.journey + maxRows),
      funnel: Math.min(num(st.sf), from.funnel + maxRows),
    };
    const folded = hi.journey - from.journey + (hi.funnel - from.funnel);
    // Bounded like the events: a retention purge may leave many sessions to redo.
    const redo = await rows<{ session_id: string }>(
      tx,
      sql`DELETE FROM analytics_goal_redo WHERE session_id IN (SELECT session_id FROM analytics_goal_redo LIMIT ${maxRows})
          RETURNING session_id`,
    );
    if (folded <= 0 && !redo.length) return 0;
    await tx.execute(sql`CREATE TEMP TABLE goal_touched ON COMMIT DROP AS
      SELECT session_id FROM journey_events WHERE seq > ${from.journey} AND seq <= ${hi.journey}
      UNION SELECT session_id FROM funnel_events WHERE seq > ${from.funnel} AND seq <= ${hi.funnel}
      UNION SELECT jsonb_array_elements_text(${JSON.stringify(redo.map((r) => r.session_id))}::jsonb)`);
    const touched = sql`SELECT session_id FROM goal_touched`;
    if (st.goals) await tx.execute(addGoalSessions(touched, hi));
    const funnels = await rows<{ id: string; steps: GoalTarget[] }>(tx, sql`SELECT id, steps FROM analytics_funnels`);
    for (const funnel of funnels) await tx.execute(addFunnelSessions(funnel, touched));
    await tx.execute(
      sql`UPDATE analytics_goal_state SET folded_journey = ${hi.journey}, folded_funnel = ${hi.funnel} WHERE id = 1`,
    );
    return Math.max(folded, 0);
  });
}

/**
 * Works out one goal's sessions from every event folded so far (a goal just added or changed),
 * inside the caller's transaction; waits for a fold running at that moment, so none is missed.
 */
export async function fillGoal(tx: Db, goalId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${GOAL_LOCK})`);
  await tx.execute(sql`DELETE FROM analytics_goal_sessions WHERE goal_id = ${goalId}`);
  const [st] = await rows<{ gj: string; gf: string }>(
    tx,
    sql`SELECT folded_journey AS gj, folded_funnel AS gf FROM analytics_goal_state WHERE id = 1`,
  );
  await tx.execute(addGoalSessions(null, { journey: num(st?.gj), funnel: num(st?.gf) }, goalId));
}

/** Events and funnel records the summaries hold that the goals' sessions do not yet (by sequence value), and deleted sessions to redo. */
export async function goalsPending(db: Db): Promise<number> {
  const [row] = await rows<{ n: string }>(
    db,
    sql`SELECT (s.folded_journey - g.folded_journey) + (s.folded_funnel - g.folded_funnel)
               + (SELECT count(*) FROM analytics_goal_redo) AS n
        FROM analytics_goal_state g, analytics_state s WHERE g.id = 1 AND s.id = 1`,
  );
  return num(row?.n);
}

/** Sets how far each of the sessions `touched` selects (every session when null) went through the funnel. */
function addFunnelSessions(funnel: { id: string; steps: GoalTarget[] }, touched: SQL | null): SQL {
  const reached = funnelReachedSql(
    funnel.steps,
    touched
      ? sql`SELECT session_id FROM analytics_sessions WHERE session_id IN (${touched})`
      : sql`SELECT session_id FROM analytics_sessions`,
  );
  if (!reached) return sql`SELECT 1`;
  return sql`INSERT INTO analytics_custom_funnel_sessions (funnel_id, session_id, start_day, reached)
    SELECT ${funnel.id}::uuid, r.session_id, s.start_day, r.reached FROM (${reached}) r
    JOIN analytics_sessions s ON s.session_id = r.session_id
    ON CONFLICT (funnel_id, session_id) DO UPDATE SET start_day = excluded.start_day, reached = excluded.reached`;
}

/** Works out how far every session went through a funnel just built or changed, in the caller's transaction. */
export async function fillFunnel(tx: Db, funnel: { id: string; steps: GoalTarget[] }): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${GOAL_LOCK})`);
  await tx.execute(sql`DELETE FROM analytics_custom_funnel_sessions WHERE funnel_id = ${funnel.id}`);
  await tx.execute(addFunnelSessions(funnel, null));
}
