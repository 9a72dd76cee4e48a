import { randomInt } from "node:crypto";
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import {
  RECOVERY_CODE_COUNT,
  type SecondFactorMethod,
  type TotpSetup,
  type TwoFactorStatus,
} from "#common/admin-security";
import { site } from "#content/site";
import type { Db } from "#server/db/client";
import { adminRecoveryCodes, adminTotp } from "#server/db/schema";
import { writeAudit } from "#server/lib/audit";
import { badRequest, conflict } from "#server/lib/http-errors";
import type { SecretBox } from "#server/lib/secret-box";
import { passkeyCount } from "./passkeys";
import { twoFactorRequired } from "./two-factor-policy";

/**
 * A code of the step before or after the server's also passes: phones and servers drift by a few
 * seconds, and a code typed in the last second of its step must not fail.
 */
const EPOCH_TOLERANCE_SECONDS = 30;
/** Recovery codes: 10 letters and digits (about 50 bits), shown as two groups of five. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_LENGTH = 10;

const PERIOD_SECONDS = 30;
/** The RFC 6238 time step a verified code belongs to (the step of `now` moved by the match's delta). */
const matchedStep = (now: Date, delta: number) => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;

const normalizeRecovery = (code: string) => code.replace(/[\s-]+/g, "").toLowerCase();

function newRecoveryCode(): string {
  const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Whether the member's authenticator app is set up. */
async function hasTotp(db: Db, adminId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: adminTotp.enabledAt })
    .from(adminTotp)
    .where(eq(adminTotp.adminId, adminId))
    .limit(1);
  return Boolean(row?.enabledAt);
}

/** The second factors the member can sign in with: the authenticator app, passkeys, both or none. */
export async function secondFactorMethods(db: Db, adminId: string): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  if (await hasTotp(db, adminId)) methods.push("totp");
  if ((await passkeyCount(db, adminId)) > 0) methods.push("passkey");
  return methods;
}

/** Whether the member has a second factor they can sign in with. */
export async function hasSecondFactor(db: Db, adminId: string): Promise<boolean> {
  return (await secondFactorMethods(db, adminId)).length > 0;
}

export async function twoFactorStatus(db: Db, adminId: string): Promise<TwoFactorStatus> {
  const [left] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return {
    totp: await hasTotp(db, adminId),
    recoveryCodesLeft: Number(left?.n ?? 0),
    passkeys: await passkeyCount(db, adminId),
    required: await twoFactorRequired(db),
  };
}

/**
 * Starts setting up an authenticator app: a new secret, kept sealed as pending until a code from
 * the app confirms it (so a half-done set-up never locks anyone out). The secret, its otpauth://
 * address and the QR code of that address are shown this once.
 */
export async function startTotpSetup(db: Db, box: SecretBox, admin: { id: string; email: string }): Promise<TotpSetup> {
  if (await hasTotp(db, admin.id))
    throw conflict("An authenticator app is already set up: turn it off first to set up another.");
  const secret = generateSecret();
  const sealed = box.seal(secret);
  await db
    .insert(adminTotp)
    .values({ adminId: admin.id, pendingSecret: sealed })
    .onConflictDoUpdate({ target: adminTotp.adminId, set: { pendingSecret: sealed } });
  const uri = generateURI({ issuer: site.name, label: admin.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg };
}

/** Replaces the member's recovery codes with ten new ones; only their keyed digests are stored. */
async function newRecoveryCodes(db: Db, box: SecretBox, adminId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((code) => ({ adminId, codeHash: box.digest(normalizeRecovery(code)) })));
  });
  return codes;
}

/**
 * Turns the authenticator app on once a code from it matches the pending secret; answers the
 * ten recovery codes, shown this once. The confirming code's step is remembered: it cannot be
 * used again to sign in.
 */
export async function enableTotp(
  db: Db,
  box: SecretBox,
  admin: { id: string; email: string },
  code: string,
  now = new Date(),
): Promise<{ recoveryCodes: string[] }> {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.adminId, admin.id)).limit(1);
  if (row?.enabledAt) throw conflict("An authenticator app is already set up.");
  const secret = row?.pendingSecret ? box.open(row.pendingSecret) : null;
  if (!secret) throw badRequest("code: start the set-up again: no authenticator app is being set up", "code");
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
  });
  if (!result.valid)
    throw badRequest("code: does not match; check the time on your phone and try the next code", "code");
  await db
    .update(adminTotp)
    .set({ secret: row?.pendingSecret, pendingSecret: null, enabledAt: now, lastStep: matchedStep(now, result.delta) })
    .where(eq(adminTotp.adminId, admin.id));
  const recoveryCodes = await newRecoveryCodes(db, box, admin.id);
  await writeAudit(db, admin, "admin.two_factor_enabled", {});
  return { recoveryCodes };
}

/**
 * Turns the authenticator app off and drops the recovery codes; not while the team requires a
 * second factor and the app is the member's only one.
 */
export async function disableTotp(db: Db, admin: { id: string; email: string }): Promise<void> {
  if ((await twoFactorRequired(db)) && (await passkeyCount(db, admin.id)) === 0)
    throw conflict("The team requires a second factor: an owner must turn that off before you can remove yours.");
  await db.delete(adminTotp).where(eq(adminTotp.adminId, admin.id));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
  await writeAudit(db, admin, "admin.two_factor_disabled", {});
}

/** Ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  db: Db,
  box: SecretBox,
  admin: { id: string; email: string },
): Promise<{ recoveryCodes: string[] }> {
  if (!(await hasTotp(db, admin.id))) throw conflict("Set up an authenticator app first.");
  const recoveryCodes = await newRecoveryCodes(db, box, admin.id);
  await writeAudit(db, admin, "admin.recovery_codes_renewed", {});
  return { recoveryCodes };
}

/**
 * Checks a second-factor code: six digits against the authenticator app, anything else against
 * the unused recovery codes. A matching app code moves the remembered step forward in the same
 * statement that checks it, and a recovery code is marked used in the statement that finds it,
 * so two requests racing with one code cannot both pass. True when the code is accepted.
 */
export async function checkSecondFactor(
  db: Db,
  box: SecretBox,
  adminId: string,
  code: string,
  now = new Date(),
): Promise<"totp" | "recovery" | false> {
  if (/^\d{6}$/.test(code)) {
    const [row] = await db.select().from(adminTotp).where(eq(adminTotp.adminId, adminId)).limit(1);
    const secret = row?.enabledAt && row.secret ? box.open(row.secret) : null;
    if (!secret) return false;
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(row?.lastStep != null ? { afterTimeStep: row.lastStep } : {}),
    });
    if (!result.valid) return false;
    const step = matchedStep(now, result.delta);
    const moved = await db
      .update(adminTotp)
      .set({ lastStep: step })
      .where(and(eq(adminTotp.adminId, adminId), or(isNull(adminTotp.lastStep), lt(adminTotp.lastStep, step))))
      .returning({ adminId: adminTotp.adminId });
    return moved.length > 0 ? "totp" : false;
  }
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, box.digest(normalizeRecovery(code))),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0 ? "recovery" : false;
}
