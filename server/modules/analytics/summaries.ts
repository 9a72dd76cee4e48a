import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "#server/db/client";
import { num, rows } from "#server/lib/sql";
import { catchUpQuery, pendingQuery } from "./analytics-sql";
import { countStep, foldGoals, goalsPending } from "./goal-sessions";

/**
 * Upkeep of the analytics summaries (tables in server/db/schema/analytics.ts, SQL in
 * analytics-sql.ts). Nothing here runs on the ingestion path: a timer and each admin analytics
 * request call `catchUp`, which folds at most `maxRows` new events per call under an advisory lock, so any
 * number of processes may call it at once without counting an event twice. Deleting events
 * (erasure, retention purge) takes them out of the summaries through triggers.
 */

/** Per request: bounded, so a backlog never holds up a page for long. */
export const REQUEST_CATCH_UP_ROWS = 20_000;
export const TIMER_CATCH_UP_ROWS = 50_000;
export const CATCH_UP_EVERY_MS = 5_000;

/**
 * With several connections (PostgreSQL), the watermark moves only to a candidate taken at least
 * this long ago whose in-flight transactions have all ended. PGlite has one connection: no wait.
 */
export const minAgeMs = (database: Pick<Database, "driver">) => (database.driver === "postgres" ? 1_000 : 0);

/**
 * Folds new events into the summaries; returns how many events and funnel records it folded (and
 * counted for a new goal or funnel), or -1 when another connection is catching up at this moment.
 */
export async function catchUp(db: Db, options: { maxRows: number; minAgeMs: number }): Promise<number> {
  const [row] = await rows<{ n: unknown }>(db, catchUpQuery(options.maxRows, options.minAgeMs));
  // The goals' sessions follow the summaries (their watermark never passes the summaries'), as many rows a call;
  // then a step of counting the past of a goal or funnel just added, if any.
  await foldGoals(db, options.maxRows);
  const folded = num(row?.n);
  const counted = await countStep(db, options.maxRows);
  return folded < 0 ? folded : folded + Math.max(0, counted);
}

/** Catches up until nothing is left (start-up, tests, the benchmark's initial build). */
export async function catchUpAll(db: Db, options: { maxRows?: number; minAgeMs: number }): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await catchUp(db, { maxRows: options.maxRows ?? TIMER_CATCH_UP_ROWS, minAgeMs: options.minAgeMs });
    if (n > 0) total += n;
    else if ((await pending(db)) === 0 && (await goalsPending(db)) === 0) return total;
    else await new Promise((resolve) => setTimeout(resolve, n < 0 ? 50 : Math.max(10, options.minAgeMs)));
  }
}

/** Events and funnel records stored but not folded yet (by sequence value). */
export async function pending(db: Db): Promise<number> {
  const [row] = await rows<{ n: unknown }>(db, pendingQuery());
  return num(row?.n);
}

/**
 * Catches up before an analytics answer, bounded; a failure is logged and the summaries answer
 * as they are (the background job catches up later).
 */
export function refreshBeforeAnswer(database: Database, log: FastifyBaseLogger): Promise<number> {
  return catchUp(database.db, { maxRows: REQUEST_CATCH_UP_ROWS, minAgeMs: minAgeMs(database) }).catch((error) => {
    log.warn({ err: error }, "analytics catch-up failed");
    return 0;
  });
}
