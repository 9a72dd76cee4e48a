import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { referralCodeStem } from "#common/affiliate-program";
import {
  affiliateLoginSchema,
  affiliateProfileUpdateSchema,
  affiliateRegisterSchema,
  emailConfirmationSchema,
  type PasswordResetLink,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  referralCodeSchema,
  statsRangeSchema,
} from "#common/affiliates";
import { affiliateAccount } from "#content/affiliates";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { type AffiliateRow, affiliates } from "#server/db/schema/affiliates";
import { clientKey } from "#server/lib/client-address";
import { forbidden, parseInput } from "#server/lib/http-errors";
import {
  confirmCurrentPassword,
  currentAdmin,
  currentAffiliate,
  forgetFailedSignIns,
  issueToken,
  signIn,
} from "#server/modules/auth";
import {
  accountToConfirm,
  createResetLink,
  findConfirmedAffiliateByEmail,
  firstFreeCode,
  isCodeFree,
  markEmailConfirmed,
  profileOf,
  registerAffiliate,
  requestPasswordReset,
  resetPassword,
  revokeAffiliateTokens,
  updatePayoutEmail,
} from "./accounts";
import { getProgramSettings } from "./settings";
import { affiliateStats } from "./stats";

/** Affiliate sessions last 12 hours, like a working day; the token carries the role "affiliate". */
const AFFILIATE_TOKEN_HOURS = 12;

const idParams = z.object({ id: z.uuid("must be an affiliate id") });

/**
 * Affiliate accounts: sign-up, sign-in (the sign-in module shared with the admins, its own
 * counters), the signed-in affiliate's own data under /api/affiliate/me (the affiliate guard
 * stands in front of it), password reset and "sign out everywhere".
 */
export async function affiliateAccountRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  const secret = config.JWT_SECRET as string;

  // ------------------------------------------------ public: sign-up and sign-in

  /** The public terms the sign-up page shows (the program settings, without auto-approval). */
  app.get("/api/affiliate/program", async () => {
    const settings = await getProgramSettings(db);
    return {
      commissionPercent: settings.defaultCommissionPercent,
      attributionWindowDays: settings.attributionWindowDays,
    };
  });

  app.get("/api/affiliate/code-available", async (request) => {
    const { code } = parseInput(z.object({ code: referralCodeSchema }), request.query);
    if (await isCodeFree(db, code)) return { code, available: true };
    return { code, available: false, suggestion: await firstFreeCode(db, referralCodeStem(code)) };
  });

  // The same answer whether the e-mail is new or taken; what differs goes to the e-mail's owner.
  app.post(
    "/api/affiliate/register",
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    async (request, reply) => {
      await registerAffiliate(db, secret, parseInput(affiliateRegisterSchema, request.body));
      return reply
        .code(202)
        .header("cache-control", "no-store")
        .send({ message: affiliateAccount.registrationReceived });
    },
  );

  app.post("/api/affiliate/login", async (request, reply) => {
    const input = parseInput(affiliateLoginSchema, request.body);
    const attempt = {
      role: "affiliate" as const,
      email: input.email,
      password: input.password,
      address: clientKey(request.ip),
    };
    // An unconfirmed account answers like an unknown e-mail: applying and then signing in must not
    // tell whether the e-mail already had an account.
    const find = (email: string) => findConfirmedAffiliateByEmail(db, email);
    const { account, token } = await signIn(db, secret, attempt, find, reply, AFFILIATE_TOKEN_HOURS);
    return signedIn(account, token);
  });

  /** The link mailed at sign-up, with the password chosen then: confirms the e-mail and signs in. */
  app.post(
    "/api/affiliate/confirm-email",
    { config: { rateLimit: { max: 10, timeWindow: "10 minutes" } } },
    async (request, reply) => {
      const input = parseInput(emailConfirmationSchema, request.body);
      const account = await accountToConfirm(db, secret, input.token);
      const attempt = {
        role: "affiliate" as const,
        email: account.email,
        password: input.password,
        address: clientKey(request.ip),
      };
      const { token } = await signIn(db, secret, attempt, async () => account, reply, AFFILIATE_TOKEN_HOURS);
      await markEmailConfirmed(db, account);
      return signedIn(account, token);
    },
  );

  async function signedIn(account: AffiliateRow, token: string) {
    // Told only to whoever knows the password.
    if (account.status === "suspended") throw forbidden(affiliateAccount.suspended);
    await db.update(affiliates).set({ lastLoginAt: new Date() }).where(eq(affiliates.id, account.id));
    return { token };
  }

  // ------------------------------------------------ public: password reset

  // Stored for the admins, who send the link (the site sends no e-mail yet); same answer for any e-mail.
  app.post(
    "/api/affiliate/password-reset",
    { config: { rateLimit: { max: 5, timeWindow: "10 minutes" } } },
    async (request, reply) => {
      await requestPasswordReset(db, parseInput(passwordResetRequestSchema, request.body).email);
      return reply.code(202).send({ message: affiliateAccount.resetRequestReceived });
    },
  );

  app.post(
    "/api/affiliate/password-reset/confirm",
    { config: { rateLimit: { max: 10, timeWindow: "10 minutes" } } },
    async (request, reply) => {
      const input = parseInput(passwordResetConfirmSchema, request.body);
      const affiliate = await resetPassword(db, input.token, input.newPassword);
      await forgetFailedSignIns(db, secret, "affiliate", affiliate.email, clientKey(request.ip));
      reply.header("cache-control", "no-store");
      if (affiliate.status === "suspended") throw forbidden(affiliateAccount.suspended);
      return { token: await issueToken("affiliate", affiliate, AFFILIATE_TOKEN_HOURS) };
    },
  );

  // ------------------------------------------------ the signed-in affiliate (affiliate guard)

  app.get("/api/affiliate/me", async (request) => profileOf(db, currentAffiliate(request)));

  app.patch("/api/affiliate/me", async (request, reply) => {
    const input = parseInput(affiliateProfileUpdateSchema, request.body);
    const affiliate = currentAffiliate(request);
    const attempt = {
      role: "affiliate" as const,
      email: affiliate.email,
      password: input.currentPassword,
      address: clientKey(request.ip),
    };
    await confirmCurrentPassword(db, secret, attempt, affiliate, reply);
    return profileOf(db, await updatePayoutEmail(db, affiliate, input.payoutEmail));
  });

  app.get("/api/affiliate/me/stats", async (request) => {
    const range = parseInput(statsRangeSchema, request.query);
    return affiliateStats(db, currentAffiliate(request), range);
  });

  /** Revokes every token of the signed-in affiliate, this one included. */
  app.post("/api/affiliate/me/sign-out-everywhere", async (request, reply) => {
    const affiliate = currentAffiliate(request);
    await revokeAffiliateTokens(db, affiliate.id, { id: null, email: affiliate.email });
    return reply.code(204).send();
  });

  // ------------------------------------------------ admin (admin guard)

  app.post("/api/admin/affiliates/:id/password-reset-link", async (request): Promise<PasswordResetLink> => {
    const { id } = parseInput(idParams, request.params);
    return createResetLink(db, id, currentAdmin(request));
  });

  app.post("/api/admin/affiliates/:id/sign-out-everywhere", async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    await revokeAffiliateTokens(db, id, currentAdmin(request));
    return reply.code(204).send();
  });
}
