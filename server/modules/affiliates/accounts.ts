import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, gt, isNull, like, or, sql } from "drizzle-orm";
import { CODE_ALPHABET, GENERATED_CODE_LENGTH, referralCodeFromName } from "#common/affiliate-program";
import {
  type AffiliateProfile,
  type AffiliateStatus,
  PASSWORD_RESET_FRAGMENT,
  PASSWORD_RESET_HOURS,
  type PasswordResetLink,
} from "#common/affiliates";
import { affiliateAccount } from "#content/affiliates";
import { site } from "#content/site";
import type { Db } from "#server/db/client";
import { type AffiliateRow, affiliates } from "#server/db/schema/affiliates";
import { affiliatePasswordResets } from "#server/db/schema/auth";
import { type AuditActor, writeAudit } from "#server/lib/audit";
import { badRequest, conflict, HttpError, notFound } from "#server/lib/http-errors";
import { hashPassword } from "#server/lib/passwords";
import { announcePartnerEmail } from "#server/modules/notifications";
import { accountIdOf, confirmationLink, confirms } from "./email-confirmation";
import type { Executor } from "./promotion";
import { getProgramSettings } from "./settings";

interface RegisterData {
  name: string;
  email: string;
  password: string;
  company?: string;
  website?: string;
  promotionMethod: string;
  payoutEmail: string;
  code?: string;
}

function generateCode(length = GENERATED_CODE_LENGTH): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export async function isCodeFree(db: Executor, code: string): Promise<boolean> {
  const [row] = await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.code, code)).limit(1);
  return !row;
}

/** How many numbered variants ("-2" to "-99") are tried before a random suffix. */
const NUMBERED_VARIANTS = 99;

/**
 * The first free code on a readable stem: "priya-partner", then "priya-partner-2" and so on,
 * then the stem with a random suffix. Free when asked: a taken code is still refused on insert.
 */
export async function firstFreeCode(db: Executor, stem: string): Promise<string> {
  // The stem holds only a-z, 0-9 and "-", none of them special in LIKE.
  const rows = await db
    .select({ code: affiliates.code })
    .from(affiliates)
    .where(or(eq(affiliates.code, stem), like(affiliates.code, `${stem}-%`)));
  const taken = new Set(rows.map((r) => r.code));
  if (!taken.has(stem)) return stem;
  for (let n = 2; n <= NUMBERED_VARIANTS; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
  return `${stem}-${generateCode(4)}`;
}

/** A free code for a new account: readable from the name where it gives one, random otherwise. */
async function codeForName(db: Executor, name: string): Promise<string> {
  const stem = referralCodeFromName(name);
  return stem ? firstFreeCode(db, stem) : generateCode();
}

export async function findAffiliate(db: Executor, id: string) {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.id, id)).limit(1);
  return row;
}

export async function profileOf(db: Db, affiliate: AffiliateRow): Promise<AffiliateProfile> {
  const settings = await getProgramSettings(db);
  return {
    id: affiliate.id,
    name: affiliate.name,
    email: affiliate.email,
    company: affiliate.company,
    website: affiliate.website,
    payoutEmail: affiliate.payoutEmail,
    code: affiliate.code,
    status: affiliate.status as AffiliateStatus,
    statusNote: affiliate.status === "approved" ? null : affiliate.statusNote,
    commissionPercent: affiliate.commissionRate ?? settings.defaultCommissionPercent,
    attributionWindowDays: settings.attributionWindowDays,
    createdAt: affiliate.createdAt.toISOString(),
  };
}

async function findAffiliateByEmail(db: Db, email: string) {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/** An account that can sign in: its e-mail's owner confirmed it. */
export async function findConfirmedAffiliateByEmail(db: Db, email: string) {
  const row = await findAffiliateByEmail(db, email);
  return row?.emailConfirmedAt ? row : undefined;
}

/**
 * Someone applied with the e-mail of a confirmed account. The answer does not say so (it would
 * tell anyone which e-mails have accounts): the owner is told by e-mail instead, and nothing changes.
 */
async function noteRegistrationOfExistingEmail(db: Db, existing: AffiliateRow): Promise<void> {
  await writeAudit(db, { id: null, email: existing.email }, "affiliate.registration_with_existing_email", {
    affiliateId: existing.id,
  });
  await db.transaction((tx) =>
    announcePartnerEmail(tx as unknown as Db, existing, {
      kind: "alreadyRegistered",
      link: `${site.url}/affiliate-dashboard`,
    }),
  );
}

/** Mails the link that confirms the account's e-mail (and, with its password, signs it in). */
async function sendConfirmationLink(db: Db, secret: string, account: AffiliateRow): Promise<void> {
  await db.transaction((tx) =>
    announcePartnerEmail(tx as unknown as Db, account, { kind: "confirm", link: confirmationLink(secret, account) }),
  );
}

/**
 * Someone applied again with the e-mail of an account nobody has confirmed: the latest application
 * replaces it (the password above all) and a new link goes to the e-mail, so whoever applied first
 * with someone else's address cannot keep it; the links mailed before stop working.
 */
async function replaceUnconfirmed(db: Db, existing: AffiliateRow, input: RegisterData, passwordHash: string) {
  const [replaced] = await db
    .update(affiliates)
    .set({
      name: input.name,
      passwordHash,
      company: input.company ?? null,
      website: input.website ?? null,
      promotionMethod: input.promotionMethod,
      payoutEmail: input.payoutEmail,
    })
    .where(and(eq(affiliates.id, existing.id), isNull(affiliates.emailConfirmedAt)))
    .returning();
  return replaced;
}

/**
 * An application. Answered the same whatever the e-mail (the route says "check your e-mail"): a
 * new e-mail gets an unconfirmed account and a confirmation link, a confirmed account's owner a
 * notice, an unconfirmed one is replaced by this application. A taken referral code is refused
 * (409) whoever asks, before the e-mail is looked at. Without a chosen code the account gets a
 * readable one made from the name.
 */
export async function registerAffiliate(db: Db, secret: string, input: RegisterData): Promise<void> {
  const settings = await getProgramSettings(db);
  const passwordHash = await hashPassword(input.password);
  if (input.code && !(await isCodeFree(db, input.code)))
    throw conflict("code: this referral code is taken; choose another", "code");
  const existing = await findAffiliateByEmail(db, input.email);
  if (existing) return answerExisting(db, secret, existing, input, passwordHash);
  const status: AffiliateStatus = settings.autoApprove ? "approved" : "pending";
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = input.code ?? (await codeForName(db, input.name));
    const [created] = await db
      .insert(affiliates)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        company: input.company ?? null,
        website: input.website ?? null,
        promotionMethod: input.promotionMethod,
        payoutEmail: input.payoutEmail,
        code,
        status,
        statusChangedAt: settings.autoApprove ? new Date() : null,
        statusNote: settings.autoApprove ? "Approved automatically" : null,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await writeAudit(db, { id: null, email: input.email }, "affiliate.registered", {
        affiliateId: created.id,
        code,
        status,
      });
      return sendConfirmationLink(db, secret, created);
    }
    // Lost a race on the e-mail or the code.
    const again = await findAffiliateByEmail(db, input.email);
    if (again) return answerExisting(db, secret, again, input, passwordHash);
    if (input.code) throw conflict("code: this referral code is taken; choose another", "code");
  }
  throw new HttpError(503, "Could not create a referral code; please try again.");
}

async function answerExisting(
  db: Db,
  secret: string,
  existing: AffiliateRow,
  input: RegisterData,
  passwordHash: string,
): Promise<void> {
  const replaced = existing.emailConfirmedAt ? undefined : await replaceUnconfirmed(db, existing, input, passwordHash);
  if (replaced) return sendConfirmationLink(db, secret, replaced);
  return noteRegistrationOfExistingEmail(db, existing);
}

/**
 * Uses a confirmation link: the account it names, if the link was made for it as it is now and
 * has not expired; the caller checks the password before `markEmailConfirmed`.
 */
export async function accountToConfirm(db: Db, secret: string, token: string): Promise<AffiliateRow> {
  const account = await findAffiliate(db, accountIdOf(token));
  if (!account || !confirms(secret, token, account))
    throw badRequest(`token: ${affiliateAccount.confirmLinkInvalid}`, "token");
  return account;
}

export async function markEmailConfirmed(db: Db, account: AffiliateRow): Promise<void> {
  if (account.emailConfirmedAt) return;
  await db
    .update(affiliates)
    .set({ emailConfirmedAt: new Date() })
    .where(and(eq(affiliates.id, account.id), isNull(affiliates.emailConfirmedAt)));
  await writeAudit(db, { id: null, email: account.email }, "affiliate.email_confirmed", { affiliateId: account.id });
}

export async function updatePayoutEmail(db: Db, affiliate: AffiliateRow, payoutEmail: string) {
  const [updated] = await db.update(affiliates).set({ payoutEmail }).where(eq(affiliates.id, affiliate.id)).returning();
  await writeAudit(db, { id: null, email: affiliate.email }, "affiliate.payout_email_changed", {
    affiliateId: affiliate.id,
    from: affiliate.payoutEmail,
    to: payoutEmail,
  });
  return updated;
}

/** Bumps the affiliate's token version: every token issued before stops working. */
export async function revokeAffiliateTokens(db: Db, id: string, actor: AuditActor): Promise<AffiliateRow> {
  const [updated] = await db
    .update(affiliates)
    .set({ tokenVersion: sql`${affiliates.tokenVersion} + 1` })
    .where(eq(affiliates.id, id))
    .returning();
  if (!updated) throw notFound("No affiliate has this id");
  await writeAudit(db, actor, "affiliate.signed_out_everywhere", { affiliateId: id });
  return updated;
}

// ---------------------------------------------------------------- password reset

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");

/**
 * An affiliate asks for a reset link. The request is stored on the account and shown to the
 * admins, who make the link (createResetLink) and pass it on: the site sends no e-mail yet.
 * Once it does, this is where the link is made and mailed to the account's e-mail. Unknown
 * e-mails change nothing; the caller answers the same either way.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  const [affiliate] = await db
    .update(affiliates)
    .set({ passwordResetRequestedAt: new Date() })
    .where(eq(affiliates.email, email))
    .returning({ id: affiliates.id, email: affiliates.email });
  if (affiliate)
    await writeAudit(db, { id: null, email: affiliate.email }, "affiliate.password_reset_requested", {
      affiliateId: affiliate.id,
    });
}

/**
 * A new single-use reset link for an affiliate, valid PASSWORD_RESET_HOURS; earlier unused links
 * stop working. Only a hash of its secret is stored, so the link is shown this once.
 */
export async function createResetLink(
  db: Db,
  affiliateId: string,
  actor: AuditActor,
  now = new Date(),
): Promise<PasswordResetLink> {
  const secret = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    const [affiliate] = await tx
      .update(affiliates)
      .set({ passwordResetRequestedAt: null })
      .where(eq(affiliates.id, affiliateId))
      .returning({ id: affiliates.id });
    if (!affiliate) throw notFound("No affiliate has this id");
    await tx
      .delete(affiliatePasswordResets)
      .where(and(eq(affiliatePasswordResets.affiliateId, affiliateId), isNull(affiliatePasswordResets.usedAt)));
    await tx
      .insert(affiliatePasswordResets)
      .values({ affiliateId, tokenHash: hashOf(secret), createdBy: actor.email, expiresAt });
    await writeAudit(tx as unknown as Db, actor, "affiliate.password_reset_link_created", {
      affiliateId,
      expiresAt: expiresAt.toISOString(),
    });
  });
  return { path: `/affiliate-dashboard#${PASSWORD_RESET_FRAGMENT}=${secret}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses a reset link: sets the new password and revokes every older token. The link is spent in
 * the same statement that checks it, so two uses at once cannot both succeed.
 */
export async function resetPassword(
  db: Db,
  secret: string,
  newPassword: string,
  now = new Date(),
): Promise<AffiliateRow> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(affiliatePasswordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(affiliatePasswordResets.tokenHash, hashOf(secret)),
          isNull(affiliatePasswordResets.usedAt),
          gt(affiliatePasswordResets.expiresAt, now),
        ),
      )
      .returning({ affiliateId: affiliatePasswordResets.affiliateId });
    if (!link)
      throw badRequest(
        "token: this reset link is not valid: it was used, has expired or was replaced by a newer one",
        "token",
      );
    const [updated] = await tx
      .update(affiliates)
      .set({
        passwordHash,
        passwordResetRequestedAt: null,
        tokenVersion: sql`${affiliates.tokenVersion} + 1`,
        // The admins sent the link to the account's owner.
        emailConfirmedAt: sql`coalesce(${affiliates.emailConfirmedAt}, now())`,
      })
      .where(eq(affiliates.id, link.affiliateId))
      .returning();
    await writeAudit(tx as unknown as Db, { id: null, email: updated.email }, "affiliate.password_reset", {
      affiliateId: updated.id,
    });
    return updated;
  });
}
