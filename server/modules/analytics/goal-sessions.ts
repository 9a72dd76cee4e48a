import { type SQL, sql } from "drizzle-orm";
import type { GoalTarget } from "#common/analytics-goals";
import type { Db } from "#server/db/client";
import { num, rows } from "#server/lib/sql";
import { funnelReachedSql, reachesGoalRow } from "./reach-sql";
import { SESSION_BUCKETS, sessionBucket } from "./session-buckets";

/**
 * Upkeep of analytics_goal_sessions and analytics_custom_funnel_sessions: which sessions reached
 * which goal, and how far each went through each custom funnel, so that the goals panel, the goal
 * filter and the funnels read a few rows per session instead of every event of the period. It follows
 * the summaries: events up to the summaries' watermark (whose sessions have their rows) are folded
 * in, under an advisory lock of its own, which the delete trigger also takes (migration 0031).
 */

const GOAL_LOCK = 727031;
const BUCKETS = SESSION_BUCKETS;
const SESSION_BUCKET = sessionBucket();

/**
 * Adds the goal rows of the sessions `touched` selects (every session when null) from their events
 * between the sequence values `lo` and `hi`; `goalId` limits it to one goal. A session is counted on
 * the day it started.
 */
function addGoalSessions(
  touched: SQL | null,
  hi: { journey: number; funnel: number },
  goalId?: string,
  lo?: { journey: number; funnel: number },
): SQL {
  const only = (alias: "e" | "f") =>
    sql.join(
      [
        // Only when counting a range: a needless lower bound makes the planner scan by sequence value.
        lo ? sql`${sql.raw(alias)}.seq > ${alias === "e" ? lo.journey : lo.funnel}` : sql`true`,
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
    -- One lookup of the session per row: the planner, misjudging how few rows come, would read every session.
    JOIN LATERAL (SELECT start_day FROM analytics_sessions s WHERE s.session_id = r.session_id LIMIT 1) s ON true
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
 * Starts counting the past sessions of a goal just added or changed (countStep does it, in steps),
 * inside the caller's transaction: its old rows go, and it counts every event up to the goals'
 * watermark, which it reads once no fold is running (folds after it include the goal).
 */
export async function startCountingGoal(tx: Db, goalId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${GOAL_LOCK})`);
  await tx.execute(sql`DELETE FROM analytics_goal_sessions WHERE goal_id = ${goalId}`);
  await tx.execute(sql`UPDATE analytics_goals g SET count_journey_to = st.folded_journey, count_funnel_to = st.folded_funnel,
                              counted_journey = 0, counted_funnel = 0
                       FROM analytics_goal_state st WHERE st.id = 1 AND g.id = ${goalId}`);
}

/** The same for a funnel just built or changed: every session's bucket is to be worked out again. */
export async function startCountingFunnel(tx: Db, funnelId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${GOAL_LOCK})`);
  await tx.execute(sql`DELETE FROM analytics_custom_funnel_sessions WHERE funnel_id = ${funnelId}`);
  await tx.execute(sql`UPDATE analytics_funnels SET counted_buckets = 0 WHERE id = ${funnelId}`);
}

/**
 * One bounded step of counting the past for a goal or funnel added or changed: about `maxRows`
 * events' worth, so that adding one never holds a request (nor, on PGlite, the whole process) for
 * long. A goal goes by sequence values (a session reached it if any one event did); a funnel, whose
 * steps must come in order, by whole sessions, a range of their fixed buckets at a time. The number
 * of events and records counted (an estimate for a funnel); -1 when a fold holds the lock.
 */
export async function countStep(db: Db, maxRows: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await rows<{ ok: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${GOAL_LOCK}) AS ok`);
    if (!lock?.ok) return -1;
    const [goal] = await rows<{ id: string; jt: string; ft: string; jc: string; fc: string }>(
      tx,
      sql`SELECT id, count_journey_to AS jt, count_funnel_to AS ft, counted_journey AS jc, counted_funnel AS fc
          FROM analytics_goals WHERE counted_journey < count_journey_to OR counted_funnel < count_funnel_to LIMIT 1`,
    );
    if (goal) {
      const lo = { journey: num(goal.jc), funnel: num(goal.fc) };
      const hi = {
        journey: Math.min(num(goal.jt), lo.journey + maxRows),
        funnel: Math.min(num(goal.ft), lo.funnel + maxRows),
      };
      await tx.execute(addGoalSessions(null, hi, goal.id, lo));
      await tx.execute(
        sql`UPDATE analytics_goals SET counted_journey = ${hi.journey}, counted_funnel = ${hi.funnel} WHERE id = ${goal.id}`,
      );
      return hi.journey - lo.journey + (hi.funnel - lo.funnel);
    }
    const [funnel] = await rows<{ id: string; steps: GoalTarget[]; counted_buckets: number; events: string }>(
      tx,
      sql`SELECT f.id, f.steps, f.counted_buckets, st.folded_journey AS events
          FROM analytics_funnels f, analytics_goal_state st WHERE st.id = 1 AND f.counted_buckets < ${BUCKETS} LIMIT 1`,
    );
    if (!funnel) return 0;
    const from = num(funnel.counted_buckets);
    // As many buckets as hold about maxRows events (the events folded so far spread evenly over them).
    const step = Math.max(1, Math.floor((BUCKETS * maxRows) / Math.max(1, num(funnel.events))));
    const to = Math.min(BUCKETS, from + step);
    await tx.execute(
      addFunnelSessions(
        funnel,
        sql`SELECT session_id FROM analytics_sessions WHERE ${SESSION_BUCKET} >= ${from} AND ${SESSION_BUCKET} < ${to}`,
      ),
    );
    await tx.execute(sql`UPDATE analytics_funnels SET counted_buckets = ${to} WHERE id = ${funnel.id}`);
    return Math.max(1, Math.round((num(funnel.events) * (to - from)) / BUCKETS));
  });
}

/**
 * Events and funnel records the summaries hold that the goals' sessions do not yet (by sequence
 * value), deleted sessions to redo, and goals and funnels still counting their past.
 */
export async function goalsPending(db: Db): Promise<number> {
  const [row] = await rows<{ n: string }>(
    db,
    sql`SELECT (s.folded_journey - g.folded_journey) + (s.folded_funnel - g.folded_funnel)
               + (SELECT count(*) FROM analytics_goal_redo)
               + (SELECT count(*) FROM analytics_goals WHERE counted_journey < count_journey_to OR counted_funnel < count_funnel_to)
               + (SELECT count(*) FROM analytics_funnels WHERE counted_buckets < ${BUCKETS}) AS n
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
    -- One lookup of the session per row: the planner, misjudging how few rows come, would read every session.
    JOIN LATERAL (SELECT start_day FROM analytics_sessions s WHERE s.session_id = r.session_id LIMIT 1) s ON true
    ON CONFLICT (funnel_id, session_id) DO UPDATE SET start_day = excluded.start_day, reached = excluded.reached`;
}
