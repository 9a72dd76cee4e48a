import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { signInThrottle } from "../../db/schema/auth";

export type SignInRole = "admin" | "affiliate";

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
export const FORGET_AFTER_MS = 24 * 3_600_000;
/** An address the account signed in from within this time skips the account-wide slowdown. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 3_600_000;

type Scope = keyof typeof THROTTLE_RULES;
export type ThrottleKeys = Record<Scope, string>;

/** The three keys of one attempt. E-mail and address are hashed: neither is ever stored. */
export function throttleKeys(role: SignInRole, email: string, address: string, salt: string): ThrottleKeys {
  const digest = (value: string) => createHash("sha256").update(`${salt}\u0000${value}`).digest("base64url").slice(0, 32);
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

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Decides whether an attempt may check a password and, if so, counts it as a failure before
 * the check (settleAttempt undoes that on success). Check and count happen in one transaction
 * with the rows locked, so concurrent guesses, in this process or any other, are counted one
 * after another and none slips past the limit. A refused attempt counts nothing.
 */
export async function reserveAttempt(db: Db, keys: ThrottleKeys, now = new Date()): Promise<Reservation> {
  const scopes = (Object.keys(keys) as Scope[]).sort((a, b) => (keys[a] < keys[b] ? -1 : 1));
  return db.transaction(async (tx) => {
    // Creates missing rows, then locks all three in a fixed order (no deadlock between attempts).
    await tx
      .insert(signInThrottle)
      .values(scopes.map((scope) => ({ key: keys[scope] })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(signInThrottle)
      .where(inArray(signInThrottle.key, Object.values(keys)))
      .orderBy(asc(signInThrottle.key))
      .for("update");
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const recent = (scope: Scope) => {
      const row = byKey.get(keys[scope]);
      const last = row?.lastFailureAt?.getTime();
      return last !== undefined && now.getTime() - last < FORGET_AFTER_MS ? { failures: row?.failures ?? 0, last } : { failures: 0, last: 0 };
    };
    const knownAddress = (byKey.get(keys.pair)?.lastSuccessAt?.getTime() ?? 0) > now.getTime() - KNOWN_ADDRESS_MS;
    let waitUntil = 0;
    for (const scope of scopes) {
      if (scope === "account" && knownAddress) continue;
      const { failures, last } = recent(scope);
      waitUntil = Math.max(waitUntil, last + waitMs(THROTTLE_RULES[scope], failures));
    }
    if (waitUntil > now.getTime()) return { allowed: false, retryAfterSeconds: Math.ceil((waitUntil - now.getTime()) / 1000) };
    for (const scope of scopes) {
      await tx
        .update(signInThrottle)
        .set({ failures: recent(scope).failures + 1, lastFailureAt: now })
        .where(eq(signInThrottle.key, keys[scope]));
    }
    return { allowed: true };
  });
}

/**
 * After a reserved attempt succeeded: the (account, address) counter starts again and the
 * address becomes known to the account; the attempt's count is taken back from the others.
 * Stale rows are dropped on the way.
 */
export async function settleSuccess(db: Db, keys: ThrottleKeys, now = new Date()): Promise<void> {
  await db.update(signInThrottle).set({ failures: 0, lastSuccessAt: now }).where(eq(signInThrottle.key, keys.pair));
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(inArray(signInThrottle.key, [keys.address, keys.account]));
  const staleBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const unknownBefore = new Date(now.getTime() - KNOWN_ADDRESS_MS);
  await db
    .delete(signInThrottle)
    .where(
      and(
        or(isNull(signInThrottle.lastFailureAt), lt(signInThrottle.lastFailureAt, staleBefore)),
        or(isNull(signInThrottle.lastSuccessAt), lt(signInThrottle.lastSuccessAt, unknownBefore)),
      ),
    );
}

/** Forgets the account-wide counter of an account (its owner just chose a new password). */
export async function clearAccountCounter(db: Db, keys: Pick<ThrottleKeys, "account">): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, keys.account));
}
