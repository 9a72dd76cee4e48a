import { asc, eq, sql } from "drizzle-orm";
import type { AnalyticsFilter } from "#common/analytics-filters";
import type { AnalyticsGoal, GoalInput, GoalsResponse, GoalTarget } from "#common/analytics-goals";
import { GOALS_MAX } from "#common/analytics-goals";
import { type Comparison, comparisonRange } from "#common/analytics-period";
import { siteEvent } from "#content/site-events";
import type { Db } from "#server/db/client";
import { analyticsGoals } from "#server/db/schema";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { badRequest, conflict, notFound } from "#server/lib/http-errors";
import { dayStart, num, resolveRange, rows, utcDay } from "#server/lib/sql";
import { inMatchingSessions, type SampleLimits } from "./filtered";
import { startCountingGoal } from "./goal-sessions";

const columns = {
  id: analyticsGoals.id,
  name: analyticsGoals.name,
  kind: analyticsGoals.kind,
  target: analyticsGoals.target,
  counting: sql<boolean>`(${analyticsGoals.countedJourney} < ${analyticsGoals.countJourneyTo}
    OR ${analyticsGoals.countedFunnel} < ${analyticsGoals.countFunnelTo})`,
};

/** The goal as saved, once it has started counting its past (the answer says whether it still is). */
async function countingFrom(tx: Db, id: string): Promise<AnalyticsGoal> {
  await startCountingGoal(tx, id);
  const [saved] = await tx.select(columns).from(analyticsGoals).where(eq(analyticsGoals.id, id));
  return saved;
}

/** An event target must be one the site sends (content/site-events.ts); a 400 naming `field` otherwise. */
export function checkTarget(t: GoalTarget, field: string): void {
  if (t.kind === "event" && !siteEvent(t.target)) throw badRequest(`${field}: must be one of the site's events`, field);
}

async function listGoals(db: Db): Promise<AnalyticsGoal[]> {
  return db
    .select(columns)
    .from(analyticsGoals)
    .orderBy(asc(sql`lower(${analyticsGoals.name})`))
    .limit(GOALS_MAX);
}

/** Adds a goal for the whole team; a name already taken (in any case) is refused with 409. */
export async function createGoal(db: Db, input: GoalInput, actor: AuditActor): Promise<AnalyticsGoal> {
  checkTarget(input, "target");
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(analyticsGoals);
    if (n >= GOALS_MAX) throw conflict(`There are already ${GOALS_MAX} goals: delete one first`, "name");
    const [saved] = await tx
      .insert(analyticsGoals)
      .values({ name: input.name, kind: input.kind, target: input.target, createdBy: actor.id })
      .onConflictDoNothing()
      .returning(columns);
    if (!saved) throw conflict("A goal with this name exists already", "name");
    await writeAudit(tx as unknown as Db, actor, "goal.created", {
      name: saved.name,
      kind: saved.kind,
      target: saved.target,
    });
    return countingFrom(tx as unknown as Db, saved.id);
  });
}

export async function updateGoal(db: Db, id: string, input: GoalInput, actor: AuditActor): Promise<AnalyticsGoal> {
  checkTarget(input, "target");
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: analyticsGoals.id })
      .from(analyticsGoals)
      .where(sql`lower(${analyticsGoals.name}) = lower(${input.name}) AND ${analyticsGoals.id} <> ${id}`);
    if (taken) throw conflict("A goal with this name exists already", "name");
    const [before] = await tx.select(columns).from(analyticsGoals).where(eq(analyticsGoals.id, id)).for("update");
    if (!before) throw notFound("No such goal");
    const [saved] = await tx
      .update(analyticsGoals)
      .set({ name: input.name, kind: input.kind, target: input.target })
      .where(eq(analyticsGoals.id, id))
      .returning(columns);
    await writeAudit(tx as unknown as Db, actor, "goal.updated", {
      name: saved.name,
      kind: saved.kind,
      target: saved.target,
    });
    // A new name keeps the sessions counted; a new target counts them again.
    const retargeted = before.kind !== saved.kind || before.target !== saved.target;
    return retargeted ? countingFrom(tx as unknown as Db, saved.id) : saved;
  });
}

export async function deleteGoal(db: Db, id: string, actor: AuditActor): Promise<void> {
  const [gone] = await db
    .delete(analyticsGoals)
    .where(eq(analyticsGoals.id, id))
    .returning({ name: analyticsGoals.name });
  if (!gone) throw notFound("No such goal");
  await writeAudit(db, actor, "goal.deleted", { name: gone.name });
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * Each goal's sessions per start day, and the visits, of the sessions started in [from, to] that
 * match the filters: from their daily counts, or, filtered, from the folded goal sessions
 * (goal-sessions.ts) of the same sample of sessions as the rest of the filtered view.
 */
async function goalFigures(
  db: Db,
  goals: readonly AnalyticsGoal[],
  range: { from: string; to: string },
  filters: readonly AnalyticsFilter[],
  limits?: SampleLimits,
): Promise<{ visits: number; byGoal: { goal_id: string; day: string; n: number }[]; estimatedFrom: number | null }> {
  const counted = (found: { goal_id: string; day: string; n: string }[], scale = num) =>
    found.map((r) => ({ ...r, n: scale(r.n) }));
  if (filters.length) {
    return inMatchingSessions(
      db,
      range,
      filters,
      async (tx, { scale, estimatedFrom }) => {
        const [visits] = await rows<{ n: string }>(
          tx,
          sql`SELECT count(*) FILTER (WHERE page_views > 0) AS n FROM matched`,
        );
        const byGoal = goals.length
          ? await rows<{ goal_id: string; day: string; n: string }>(
              tx,
              sql`SELECT gs.goal_id, gs.start_day::text AS day, count(*) AS n
                FROM matched m JOIN analytics_goal_sessions gs ON gs.session_id = m.session_id GROUP BY 1, 2`,
            )
          : [];
        return { visits: scale(visits.n), byGoal: counted(byGoal, scale), estimatedFrom };
      },
      limits,
    );
  }
  const [visits, byGoal] = await Promise.all([
    rows<{ n: string }>(
      db,
      sql`SELECT coalesce(sum(n), 0) AS n FROM analytics_daily
          WHERE kind = 'visits' AND day >= ${range.from}::date AND day <= ${range.to}::date`,
    ),
    goals.length
      ? rows<{ goal_id: string; day: string; n: string }>(
          db,
          sql`SELECT goal_id, day::text AS day, n FROM analytics_goal_daily
              WHERE day >= ${range.from}::date AND day <= ${range.to}::date AND n > 0`,
        )
      : Promise.resolve([]),
  ]);
  return { visits: num(visits[0]?.n), byGoal: counted(byGoal), estimatedFrom: null };
}

/**
 * Every goal with the sessions that reached it among those started in [from, to] matching the
 * filters, its rate over their visits, per day, and with a comparison the same for the period before.
 */
export async function goalsReport(
  db: Db,
  range: { from?: string; to?: string },
  comparison: Comparison,
  filters: readonly AnalyticsFilter[],
  limits?: SampleLimits,
): Promise<GoalsResponse> {
  const { from, to } = resolveRange(range);
  const goals = await listGoals(db);
  const [current, before] = await Promise.all([
    goalFigures(db, goals, { from, to }, filters, limits),
    comparison === "none" ? null : goalFigures(db, goals, comparisonRange({ from, to }, comparison), filters, limits),
  ]);
  const length = Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / 86_400_000) + 1;
  const days = Array.from({ length }, (_, i) => utcDay(new Date(dayStart(from).getTime() + i * 86_400_000)));
  return {
    visits: current.visits,
    estimatedFrom: current.estimatedFrom,
    goals: goals.map((goal) => {
      const mine = current.byGoal.filter((r) => r.goal_id === goal.id);
      const conversions = mine.reduce((sum, r) => sum + r.n, 0);
      const report = {
        ...goal,
        conversions,
        rate: percent(conversions, current.visits),
        daily: days.map((day) => mine.find((r) => r.day === day)?.n ?? 0),
      };
      if (!before) return report;
      const previous = before.byGoal.filter((r) => r.goal_id === goal.id).reduce((sum, r) => sum + r.n, 0);
      return { ...report, previous };
    }),
  };
}
