import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { signInThrottle } from "#server/db/schema/auth";

import type { TokenRole } from "#server/lib/tokens";

type SignInRole = TokenRole;

/** Failures allowed before waiting, the first wait, and the longest wait (it doubles per failure). */
interface Rule {
  freeFailures: number;
  firstWaitMs: number;
  maxWaitMs: number;
}

/**
 * Counters per (account, address), per address and per account, separately for each role, so
 * a partner's typos never touch the admin sign-in. One address guessing at one account is
 * stopped first; an address spraying many accounts next; the account-wide counter only slows
 * a guess from many addresses, never for long, and not at all from an address the account
 * signed in from before: the owner is slowed, never locked out.
 */
export const THROTTLE_RULES: Record<"pair" | "address" | "account", Rule> = {
  pair: { freeFailures: 5, firstWaitMs: 30_000, maxWaitMs: 15 * 60_000 },
  address: { freeFailures: 20, firstWaitMs: 30_000, maxWaitMs: 15 * 60_000 },
  account: { freeFailures: 20, firstWaitMs: 2_000, maxWaitMs: 60_000 },
};
/** A counter with no failure for this long starts again from zero. */
const FORGET_AFTER_MS = 24 * 3_600_000;
/** An address the account signed in from within this time skips the account-wide slowdown. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000;

type Scope = keyof typeof THROTTLE_RULES;
type ThrottleKeys = Record<Scope, string>;

/** The three keys of one attempt. E-mail and address are hashed: neither is ever stored. */
export function throttleKeys(role: SignInRole, email: string, address: string, salt: string): ThrottleKeys {
  const digest = (value: string) =>
    createHash("sha256").update(`${salt}\u0000${value}`).digest("base64url").slice(0, 32);
  const account = email.trim().toLowerCase();
  return {
    pair: `${role}:pair:${digest(`${account}\u0000${address}`)}`,
    address: `${role}:address:${digest(address)}`,
    account: `${role}:account:${digest(account)}`,
  };
}

/** How long a key with `failures` recent failures must wait after its last failure. */
export function waitMs(rule: Rule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxWaitMs, rule.firstWaitMs * 2 ** (failures - rule.freeFailures));
}

type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Decides whether an attempt may check a password and, if so, counts it as a failure before
 * the check (settleSuccess takes that back on success). Decision and count are one statement
 * over the three rows, locked, at the database's clock, so concurrent guesses, in this process
 * or any other, are counted one after another and none slips past the limit. A refused
 * attempt counts nothing.
 */
export async function reserveAttempt(db: Db, keys: ThrottleKeys): Promise<Reservation> {
  await db
    .insert(signInThrottle)
    .values(Object.values(keys).map((key) => ({ key })))
    .onConflictDoNothing();
  const rules = (Object.keys(keys) as Scope[]).map((scope) => {
    const rule = THROTTLE_RULES[scope];
    return sql`(${keys[scope]}::text, ${rule.freeFailures}::int, ${rule.firstWaitMs}::float8, ${rule.maxWaitMs}::float8)`;
  });
  const result = (await db.execute(sql`
    WITH locked AS (
      SELECT key, failures, last_failure_at, last_success_at FROM sign_in_throttle
      WHERE key IN (${keys.pair}, ${keys.address}, ${keys.account}) ORDER BY key FOR UPDATE
    ),
    clock AS (SELECT clock_timestamp() AS at),
    rules (key, free, first_ms, max_ms) AS (VALUES ${sql.join(rules, sql`, `)}),
    known AS (
      SELECT coalesce(bool_or(last_success_at > (SELECT at FROM clock) - ${KNOWN_ADDRESS_MS} * interval '1 millisecond'), false) AS yes
      FROM locked WHERE key = ${keys.pair}
    ),
    state AS (
      SELECT l.key, r.free, r.first_ms, r.max_ms, l.last_failure_at,
        CASE WHEN l.last_failure_at > (SELECT at FROM clock) - ${FORGET_AFTER_MS} * interval '1 millisecond' THEN l.failures ELSE 0 END AS recent
      FROM locked l JOIN rules r ON r.key = l.key
    ),
    waits AS (
      SELECT key, recent,
        CASE WHEN recent < free OR (key = ${keys.account} AND (SELECT yes FROM known)) THEN 0
          ELSE greatest(0, extract(epoch FROM last_failure_at
            + least(max_ms, first_ms * power(2, least(recent - free, 40))) * interval '1 millisecond'
            - (SELECT at FROM clock)) * 1000)
        END AS wait_ms
      FROM state
    ),
    verdict AS (SELECT coalesce(max(wait_ms), 0) AS wait_ms FROM waits),
    counted AS (
      UPDATE sign_in_throttle t SET failures = w.recent + 1, last_failure_at = (SELECT at FROM clock)
      FROM waits w WHERE t.key = w.key AND (SELECT wait_ms FROM verdict) = 0
      RETURNING t.key
    )
    SELECT (SELECT wait_ms FROM verdict)::float8 AS wait_ms, (SELECT count(*) FROM counted)::int AS counted
  `)) as unknown as { rows: { wait_ms: number | string; counted: number | string }[] };
  const waitFor = Number(result.rows[0]?.wait_ms ?? 0);
  if (waitFor > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitFor / 1000)) };
  return { allowed: true };
}

/**
 * After a reserved attempt succeeded: the (account, address) counter starts again and the
 * address becomes known to the account; the attempt's count (`attempts` of them: a two-step
 * sign-in settles its password step with its code) is taken back from the others.
 * Stale rows are dropped on the way.
 */
export async function settleSuccess(db: Db, keys: ThrottleKeys, now = new Date(), attempts = 1): Promise<void> {
  await db.update(signInThrottle).set({ failures: 0, lastSuccessAt: now }).where(eq(signInThrottle.key, keys.pair));
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - ${attempts}, 0)` })
    .where(inArray(signInThrottle.key, [keys.address, keys.account]));
  const staleBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const unknownBefore = new Date(now.getTime() - KNOWN_ADDRESS_MS);
  await db
    .delete(signInThrottle)
    .where(
      and(
        lt(signInThrottle.createdAt, staleBefore),
        or(isNull(signInThrottle.lastFailureAt), lt(signInThrottle.lastFailureAt, staleBefore)),
        or(isNull(signInThrottle.lastSuccessAt), lt(signInThrottle.lastSuccessAt, unknownBefore)),
      ),
    );
}

/** Forgets the account-wide and the (account, address) counters: the owner just chose a new password. */
export async function clearOwnerCounters(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [keys.account, keys.pair]));
}
