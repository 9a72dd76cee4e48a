import { asc, eq, sql } from "drizzle-orm";
import type { AnalyticsFilter } from "#common/analytics-filters";
import {
  type CustomFunnel,
  type CustomFunnelReport,
  FUNNELS_MAX,
  type FunnelInput,
  type GoalTarget,
} from "#common/analytics-goals";
import type { Db } from "#server/db/client";
import { analyticsFunnels } from "#server/db/schema";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { conflict, notFound } from "#server/lib/http-errors";
import { num, resolveRange, rows } from "#server/lib/sql";
import { inMatchingSessions, type SampleLimits } from "./filtered";
import { startCountingFunnel } from "./goal-sessions";
import { checkTarget } from "./goals";
import { SESSION_BUCKETS } from "./session-buckets";

const columns = {
  id: analyticsFunnels.id,
  name: analyticsFunnels.name,
  steps: analyticsFunnels.steps,
  counting: sql<boolean>`(${analyticsFunnels.countedBuckets} < ${SESSION_BUCKETS})`,
};

/** The funnel as saved, once it has started working out the past (the answer says whether it still is). */
async function countingFrom(tx: Db, id: string): Promise<CustomFunnel> {
  await startCountingFunnel(tx, id);
  const [saved] = await tx.select(columns).from(analyticsFunnels).where(eq(analyticsFunnels.id, id));
  return saved;
}

const checkSteps = (steps: readonly GoalTarget[]) => {
  for (const [i, step] of steps.entries()) checkTarget(step, `steps.${i}.target`);
};

/** Keeps only kind and target of each step, whatever else a client sent. */
const stepsOf = (input: FunnelInput): GoalTarget[] => input.steps.map((s) => ({ kind: s.kind, target: s.target }));

async function listFunnels(db: Db): Promise<CustomFunnel[]> {
  return db
    .select(columns)
    .from(analyticsFunnels)
    .orderBy(asc(sql`lower(${analyticsFunnels.name})`))
    .limit(FUNNELS_MAX);
}

export async function createFunnel(db: Db, input: FunnelInput, actor: AuditActor): Promise<CustomFunnel> {
  checkSteps(input.steps);
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(analyticsFunnels);
    if (n >= FUNNELS_MAX) throw conflict(`There are already ${FUNNELS_MAX} funnels: delete one first`, "name");
    const [saved] = await tx
      .insert(analyticsFunnels)
      .values({ name: input.name, steps: stepsOf(input), createdBy: actor.id })
      .onConflictDoNothing()
      .returning(columns);
    if (!saved) throw conflict("A funnel with this name exists already", "name");
    await writeAudit(tx as unknown as Db, actor, "funnel.created", { name: saved.name, steps: saved.steps });
    return countingFrom(tx as unknown as Db, saved.id);
  });
}

export async function updateFunnel(db: Db, id: string, input: FunnelInput, actor: AuditActor): Promise<CustomFunnel> {
  checkSteps(input.steps);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: analyticsFunnels.id })
      .from(analyticsFunnels)
      .where(sql`lower(${analyticsFunnels.name}) = lower(${input.name}) AND ${analyticsFunnels.id} <> ${id}`);
    if (taken) throw conflict("A funnel with this name exists already", "name");
    const [before] = await tx.select(columns).from(analyticsFunnels).where(eq(analyticsFunnels.id, id)).for("update");
    if (!before) throw notFound("No such funnel");
    const [saved] = await tx
      .update(analyticsFunnels)
      .set({ name: input.name, steps: stepsOf(input) })
      .where(eq(analyticsFunnels.id, id))
      .returning(columns);
    await writeAudit(tx as unknown as Db, actor, "funnel.updated", { name: saved.name, steps: saved.steps });
    // A new name keeps what was worked out; new steps work it out again.
    const restepped = JSON.stringify(before.steps) !== JSON.stringify(saved.steps);
    return restepped ? countingFrom(tx as unknown as Db, saved.id) : saved;
  });
}

export async function deleteFunnel(db: Db, id: string, actor: AuditActor): Promise<void> {
  const [gone] = await db
    .delete(analyticsFunnels)
    .where(eq(analyticsFunnels.id, id))
    .returning({ name: analyticsFunnels.name });
  if (!gone) throw notFound("No such funnel");
  await writeAudit(db, actor, "funnel.deleted", { name: gone.name });
}

/** How many sessions did each step of the funnel in order, from how far each session went (goal-sessions.ts keeps it). */
const stepCounts = (funnel: CustomFunnel, found: { reached: number; n: number }[]): number[] =>
  funnel.steps.map((_, k) => found.filter((r) => r.reached > k).reduce((sum, r) => sum + r.n, 0));

interface ReachedRow {
  funnel_id: string;
  reached: number;
  n: string;
}

/** Each funnel's rows of sessions per number of steps reached, their counts passed through `scale`. */
const perFunnel = (funnels: readonly CustomFunnel[], found: ReachedRow[], scale: (n: unknown) => number = num) =>
  funnels.map((funnel) =>
    found.filter((r) => r.funnel_id === funnel.id).map((r) => ({ reached: num(r.reached), n: scale(r.n) })),
  );

/** How far the sessions started in [from, to] went through each funnel, from the daily counts: one query for all. */
async function reachedCounts(db: Db, funnels: readonly CustomFunnel[], range: { from: string; to: string }) {
  if (!funnels.length) return { byFunnel: [], estimatedFrom: null };
  const found = await rows<ReachedRow>(
    db,
    sql`SELECT funnel_id, reached, sum(n) AS n FROM analytics_custom_funnel_daily
        WHERE day >= ${range.from}::date AND day <= ${range.to}::date
        GROUP BY 1, 2`,
  );
  return { byFunnel: perFunnel(funnels, found), estimatedFrom: null };
}

/** The same for the sessions that match the filters: from the filtered view's sample, scaled up. */
function filteredReachedCounts(
  db: Db,
  funnels: readonly CustomFunnel[],
  range: { from: string; to: string },
  filters: readonly AnalyticsFilter[],
  limits?: SampleLimits,
) {
  return inMatchingSessions(
    db,
    range,
    filters,
    async (tx, { scale, estimatedFrom }) => {
      const found = await rows<ReachedRow>(
        tx,
        sql`SELECT cf.funnel_id, cf.reached, count(*) AS n
          FROM matched m JOIN analytics_custom_funnel_sessions cf ON cf.session_id = m.session_id GROUP BY 1, 2`,
      );
      return { byFunnel: perFunnel(funnels, found, scale), estimatedFrom };
    },
    limits,
  );
}

/**
 * Every custom funnel with the sessions at each step, the share of the step before and the
 * drop-off; with filters that match many sessions, estimated from a sample (estimatedFrom).
 */
export async function funnelsReport(
  db: Db,
  range: { from?: string; to?: string },
  filters: readonly AnalyticsFilter[],
  limits?: SampleLimits,
): Promise<{ items: CustomFunnelReport[]; estimatedFrom: number | null }> {
  const { from, to } = resolveRange(range);
  const funnels = await listFunnels(db);
  const { byFunnel, estimatedFrom } =
    filters.length && funnels.length
      ? await filteredReachedCounts(db, funnels, { from, to }, filters, limits)
      : await reachedCounts(db, funnels, { from, to });
  const items = funnels.map((funnel, i) => {
    const counts = stepCounts(funnel, byFunnel[i]);
    return {
      id: funnel.id,
      name: funnel.name,
      counting: funnel.counting,
      steps: funnel.steps.map((step, k) => {
        const before = k > 0 ? counts[k - 1] : 0;
        return {
          ...step,
          sessions: counts[k],
          conversionFromPrevious: k === 0 || before === 0 ? null : Math.round((counts[k] / before) * 1000) / 10,
          dropOff: k === 0 ? 0 : before - counts[k],
        };
      }),
    };
  });
  return { items, estimatedFrom };
}
