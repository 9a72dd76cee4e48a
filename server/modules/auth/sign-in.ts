import type { FastifyReply } from "fastify";
import type { Db } from "#server/db/client";
import { badRequest, HttpError } from "#server/lib/http-errors";
import { dummyPasswordHash, verifyPassword } from "#server/lib/passwords";
import { signToken, type TokenRole } from "#server/lib/tokens";
import { clearOwnerCounters, reserveAttempt, settleSuccess, throttleKeys } from "./throttle";

const WRONG_CREDENTIALS = "Incorrect e-mail or password.";

/** What the sign-in needs of an admin or an affiliate. */
interface SignInAccount {
  id: string;
  passwordHash: string;
  tokenVersion: number;
}

/** One password check: who (e-mail and role), from where (the address Fastify saw), with what. */
interface PasswordAttempt {
  role: TokenRole;
  email: string;
  password: string;
  address: string;
}

function retryPhrase(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** 429 with Retry-After, saying when to try again and, for affiliates, where else to turn. */
function tooManyAttempts(role: TokenRole, seconds: number, reply: FastifyReply): HttpError {
  reply.header("retry-after", String(seconds));
  const wayOut = role === "affiliate" ? ", or reset your password" : "";
  return new HttpError(429, `Too many failed sign-in attempts. Try again in ${retryPhrase(seconds)}${wayOut}.`);
}

/**
 * Checks a password under the sign-in throttle: a throttled attempt is refused (429) before
 * any password is checked. `account` undefined (unknown e-mail) costs the same time as a wrong
 * password, so the two cannot be told apart. True when the password is right. A right password
 * settles the attempt unless `settle` says the sign-in is not over yet (a second step follows).
 */
async function throttledCheck(
  db: Db,
  secret: string,
  attempt: PasswordAttempt,
  account: SignInAccount | undefined,
  reply: FastifyReply,
  settle: () => Promise<boolean> = async () => true,
): Promise<boolean> {
  const keys = throttleKeys(attempt.role, attempt.email, attempt.address, secret);
  const reservation = await reserveAttempt(db, keys);
  if (!reservation.allowed) throw tooManyAttempts(attempt.role, reservation.retryAfterSeconds, reply);
  const ok = await verifyPassword(attempt.password, account?.passwordHash ?? (await dummyPasswordHash()));
  if (ok && account && (await settle())) await settleSuccess(db, keys);
  return ok && account !== undefined;
}

/**
 * A second-factor code checked under the same throttle as the password, keyed by the account's
 * e-mail and the address: a wrong code counts exactly like a wrong password, and a throttled
 * attempt is refused (429) before the code is looked at. True when `check` accepted the code.
 */
export async function throttledCodeCheck(
  db: Db,
  secret: string,
  attempt: Omit<PasswordAttempt, "password">,
  check: () => Promise<boolean>,
  reply: FastifyReply,
  /** 2 at the sign-in's second step: a right code also settles the password step it completes. */
  attemptsSettled = 1,
): Promise<boolean> {
  const keys = throttleKeys(attempt.role, attempt.email, attempt.address, secret);
  const reservation = await reserveAttempt(db, keys);
  if (!reservation.allowed) throw tooManyAttempts(attempt.role, reservation.retryAfterSeconds, reply);
  const ok = await check();
  if (ok) await settleSuccess(db, keys, new Date(), attemptsSettled);
  return ok;
}

/**
 * A password that guards something other than an account (a shared analytics link, `attempt.email`
 * its id), checked under the sign-in throttle: too many wrong guesses wait (429) like a sign-in.
 */
export async function throttledPasswordCheck(
  db: Db,
  secret: string,
  attempt: PasswordAttempt,
  passwordHash: string,
  reply: FastifyReply,
): Promise<boolean> {
  return throttledCheck(db, secret, attempt, { id: attempt.email, passwordHash, tokenVersion: 0 }, reply);
}

/**
 * The sign-in of both roles: throttle, password check, token (`find` looks the account up by
 * e-mail). Answers 401 with one message for an
 * unknown e-mail and a wrong password; the token carries the account's token version.
 */
export async function signIn<A extends SignInAccount>(
  db: Db,
  secret: string,
  attempt: PasswordAttempt,
  find: (email: string) => Promise<A | undefined>,
  reply: FastifyReply,
  tokenHours: number,
  /**
   * True when the account has a second step to pass: the right password then stays counted as
   * a failure until that step succeeds, so knowing the password does not reset the counters
   * that bound guessing the code.
   */
  secondStepFollows: (account: A) => Promise<boolean> = async () => false,
): Promise<{ account: A; token: string }> {
  const account = await find(attempt.email);
  const settle = async () => !(account && (await secondStepFollows(account)));
  if (!(await throttledCheck(db, secret, attempt, account, reply, settle)) || !account)
    throw new HttpError(401, WRONG_CREDENTIALS);
  reply.header("cache-control", "no-store");
  return { account, token: await issueToken(attempt.role, account, tokenHours) };
}

/** A token for an account, at its current token version. */
export function issueToken(
  role: TokenRole,
  account: Pick<SignInAccount, "id" | "tokenVersion">,
  hours: number,
  sessionId?: string,
): Promise<string> {
  return signToken({ sub: account.id, role, ver: account.tokenVersion, sid: sessionId }, hours);
}

/**
 * The current password, asked again before a sensitive change (new password, payout e-mail).
 * Counted like a sign-in, so a stolen token cannot be used to guess the password either.
 */
export async function confirmCurrentPassword(
  db: Db,
  secret: string,
  attempt: PasswordAttempt,
  account: SignInAccount,
  reply: FastifyReply,
): Promise<void> {
  if (!(await throttledCheck(db, secret, attempt, account, reply))) {
    throw badRequest("currentPassword: is not your current password", "currentPassword");
  }
}

/** After a new password: the owner's counters (account-wide, and from this address) start again. */
export function forgetFailedSignIns(
  db: Db,
  secret: string,
  role: TokenRole,
  email: string,
  address: string,
): Promise<void> {
  return clearOwnerCounters(db, throttleKeys(role, email, address, secret));
}
