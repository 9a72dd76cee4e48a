import { createHash } from "node:crypto";
import { and, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginThrottle } from "../db/schema/admin";

/**
 * Throttling of failed sign-ins, per client address and per account, stored in the database
 * so that it holds across every server process behind a load balancer.
 *
 * Within a window of 15 minutes: the first 3 failures cost nothing, each further one is answered
 * after a growing delay (250 ms more each time, at most 2 s), and the 10th locks the key out
 * for 15 minutes (HTTP 429 with Retry-After). A successful sign-in clears the account's counter.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  freeFailures: 3,
  delayStepMs: 250,
  maxDelayMs: 2_000,
  lockAfterFailures: 10,
  lockMs: 15 * 60_000,
} as const;

/** Keys for one attempt. The address is hashed: no raw IP address is ever stored. */
export function throttleKeys(address: string, email: string, salt: string): string[] {
  const digest = (value: string) => createHash("sha256").update(`${salt}\u0000${value}`).digest("base64url").slice(0, 32);
  return [`ip:${digest(address)}`, `account:${digest(email.trim().toLowerCase())}`];
}

/** Seconds until every key is unlocked; 0 when none is locked. */
export async function lockedForSeconds(db: Db, keys: string[], now = new Date()): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  let latest = 0;
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil.getTime() > now.getTime()) latest = Math.max(latest, row.lockedUntil.getTime());
  }
  return latest ? Math.ceil((latest - now.getTime()) / 1000) : 0;
}

/** Counts one failure for each key (atomically) and says how long to delay the answer. */
export async function recordLoginFailure(
  db: Db,
  keys: string[],
  now = new Date(),
): Promise<{ failures: number; delayMs: number; lockedForSeconds: number }> {
  const t = LOGIN_THROTTLE;
  const nowText = now.toISOString();
  const windowStartCutoff = new Date(now.getTime() - t.windowMs).toISOString();
  const lockUntil = new Date(now.getTime() + t.lockMs).toISOString();
  const expired = sql`${loginThrottle.windowStart} < ${windowStartCutoff}::timestamptz`;
  const nextFailures = sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`;
  let failures = 0;
  for (const key of [...keys].sort()) {
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: now, lockedUntil: t.lockAfterFailures <= 1 ? new Date(lockUntil) : null })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: nextFailures,
          windowStart: sql`CASE WHEN ${expired} THEN ${nowText}::timestamptz ELSE ${loginThrottle.windowStart} END`,
          lockedUntil: sql`CASE WHEN (${nextFailures}) >= ${t.lockAfterFailures} THEN ${lockUntil}::timestamptz ELSE ${loginThrottle.lockedUntil} END`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    failures = Math.max(failures, row?.failures ?? 0);
  }
  const over = failures - t.freeFailures;
  const delayMs = over > 0 ? Math.min(t.maxDelayMs, over * t.delayStepMs) : 0;
  return { failures, delayMs, lockedForSeconds: failures >= t.lockAfterFailures ? Math.ceil(t.lockMs / 1000) : 0 };
}

/** Clears the counters of these keys (after a successful sign-in) and drops stale rows. */
export async function clearLoginFailures(db: Db, keys: string[], now = new Date()): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
  const staleBefore = new Date(now.getTime() - 24 * 3_600_000);
  await db
    .delete(loginThrottle)
    .where(
      and(lt(loginThrottle.windowStart, staleBefore), or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now))),
    );
}
