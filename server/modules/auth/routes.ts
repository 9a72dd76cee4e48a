import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { adminLoginSchema, changePasswordSchema, reauthenticateSchema } from "#common/admin";
import {
  type AdminLoginResponse,
  secondFactorSchema,
  sudoConfirmSchema,
  totpCodeSchema,
  twoFactorPolicySchema,
} from "#common/admin-security";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { adminSessions, admins } from "#server/db/schema";
import { writeAudit } from "#server/lib/audit";
import { clientKey } from "#server/lib/client-address";
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  parseInput,
  unauthorized,
} from "#server/lib/http-errors";
import { SecretBox } from "#server/lib/secret-box";
import { setTokenSecret, signChallenge, verifyChallenge } from "#server/lib/tokens";
import { ACCOUNT_DEACTIVATED, currentAdmin, currentSession } from "./guards";
import { confirmAdminPassword } from "./reauthenticate";
import {
  bootstrapFirstAdmin,
  changeAdminPassword,
  findAdminByEmail,
  revokeAdminTokens,
  touchAdminLogin,
} from "./service";
import { endAllSessions, endSession, listSessions, startSession } from "./sessions";
import { forgetFailedSignIns, issueToken, signIn, throttledCodeCheck } from "./sign-in";
import { confirmSession, requireSudo, requireSudoOrPassword } from "./sudo";
import {
  checkSecondFactor,
  disableTotp,
  enableTotp,
  hasSecondFactor,
  regenerateRecoveryCodes,
  startTotpSetup,
  twoFactorStatus,
} from "./two-factor";
import { setTwoFactorRequired, twoFactorRequired } from "./two-factor-policy";

/** The second step of a sign-in must follow the first within this time. */
const CHALLENGE_MINUTES = 5;
const CHALLENGE_EXPIRED = "This sign-in has expired. Enter your e-mail and password again.";
const WRONG_CODE = "That code is not right. Enter the current code from your authenticator app, or a recovery code.";
const idParams = z.object({ id: z.uuid("must be a UUID") });

/**
 * Admin authentication: POST /api/admin/login checks the password and answers {token} (a signed
 * JWT with `exp`, the admin's token version and its session), or, for a member with a second
 * factor, a short-lived challenge that POST /api/admin/login/second-factor turns into a token
 * with a code. The member manages their second factor, confirms before sensitive actions, sees
 * and ends their sessions, changes their password or signs out everywhere.
 */
export async function authRoutes(app: FastifyInstance, { database, config }: { database: Database; config: Config }) {
  if (!config.JWT_SECRET) throw new Error("JWT_SECRET is not set: server/main.ts provides one in development");
  const secret = config.JWT_SECRET;
  setTokenSecret(secret);
  const box = new SecretBox(secret, "admin second factor");
  const { db } = database;
  await bootstrapFirstAdmin(db, config, app.log);

  app.post("/api/admin/login", async (request, reply): Promise<AdminLoginResponse> => {
    const input = parseInput(adminLoginSchema, request.body);
    const attempt = {
      role: "admin" as const,
      email: input.email,
      password: input.password,
      address: clientKey(request.ip),
    };
    const { account } = await signIn(
      db,
      secret,
      attempt,
      (email) => findAdminByEmail(db, email),
      reply,
      config.ADMIN_TOKEN_HOURS,
      (admin) => hasSecondFactor(db, admin.id),
    );
    // Said only to someone who knew the password: it tells a stranger nothing.
    if (account.deactivatedAt) throw forbidden(ACCOUNT_DEACTIVATED);
    if (await hasSecondFactor(db, account.id)) {
      return {
        challenge: await signChallenge(account.id, account.tokenVersion, CHALLENGE_MINUTES),
        methods: ["totp"],
      };
    }
    await touchAdminLogin(db, account.id);
    const sessionId = await startSession(db, account.id, request, false);
    const token = await issueToken("admin", account, config.ADMIN_TOKEN_HOURS, sessionId);
    return (await twoFactorRequired(db)) ? { token, twoFactorSetupRequired: true } : { token };
  });

  app.post("/api/admin/login/second-factor", async (request, reply): Promise<AdminLoginResponse> => {
    reply.header("cache-control", "no-store");
    const input = parseInput(secondFactorSchema, request.body);
    const claim = await verifyChallenge(input.challenge);
    const account = claim ? await findAdminById(claim.sub) : undefined;
    if (!claim || !account || account.tokenVersion !== claim.ver) throw unauthorized(CHALLENGE_EXPIRED);
    const ok = await throttledCodeCheck(
      db,
      secret,
      { role: "admin", email: account.email, address: clientKey(request.ip) },
      async () => (await checkSecondFactor(db, box, account.id, input.code)) !== false,
      reply,
      2,
    );
    if (!ok) throw new HttpError(401, WRONG_CODE, "code");
    if (account.deactivatedAt) throw forbidden(ACCOUNT_DEACTIVATED);
    await touchAdminLogin(db, account.id);
    const sessionId = await startSession(db, account.id, request, false);
    return { token: await issueToken("admin", account, config.ADMIN_TOKEN_HOURS, sessionId) };
  });

  async function findAdminById(id: string) {
    const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
    return row;
  }

  app.get("/api/admin/me", async (request) => {
    const admin = currentAdmin(request);
    return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
  });

  // ---- Second factor.

  app.get("/api/admin/me/two-factor", async (request) => twoFactorStatus(db, currentAdmin(request).id));

  app.post("/api/admin/me/two-factor/totp/start", async (request) => {
    requireSudo(request);
    return startTotpSetup(db, box, currentAdmin(request));
  });

  app.post("/api/admin/me/two-factor/totp/enable", async (request) => {
    const { code } = parseInput(totpCodeSchema, request.body);
    return enableTotp(db, box, currentAdmin(request), code);
  });

  app.delete("/api/admin/me/two-factor/totp", async (request, reply) => {
    requireSudo(request);
    await disableTotp(db, currentAdmin(request));
    return reply.code(204).send();
  });

  app.post("/api/admin/me/two-factor/recovery-codes", async (request) => {
    requireSudo(request);
    return regenerateRecoveryCodes(db, box, currentAdmin(request));
  });

  app.post("/api/admin/me/confirm", async (request, reply) => {
    const answer = parseInput(sudoConfirmSchema, request.body ?? {});
    await confirmSession(db, secret, box, request, reply, answer);
    return reply.code(204).send();
  });

  app.get("/api/admin/settings/two-factor", async () => ({ required: await twoFactorRequired(db) }));

  app.put("/api/admin/settings/two-factor", async (request) => {
    const { required } = parseInput(twoFactorPolicySchema, request.body);
    requireSudo(request);
    const admin = currentAdmin(request);
    if (required && !(await hasSecondFactor(db, admin.id)))
      throw conflict("required: set up your own authenticator app first, so you are not locked out", "required");
    await setTwoFactorRequired(db, required, admin);
    return { required };
  });

  // ---- Sessions.

  app.get("/api/admin/me/sessions", async (request) => ({
    items: await listSessions(db, currentAdmin(request).id, currentSession(request).id),
  }));

  app.delete("/api/admin/me/sessions/:id", async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const admin = currentAdmin(request);
    if (!(await endSession(db, admin.id, id))) throw notFound("Session not found: it may have ended already.");
    await writeAudit(db, admin, "admin.session_ended", {});
    return reply.code(204).send();
  });

  /** Signs this browser out: its session ends, so its token is refused from now on. */
  app.post("/api/admin/sign-out", async (request, reply) => {
    await endSession(db, currentAdmin(request).id, currentSession(request).id);
    return reply.code(204).send();
  });

  // ---- Password and sign out everywhere.

  app.put("/api/admin/settings/password", async (request, reply) => {
    const input = parseInput(changePasswordSchema, request.body);
    const admin = await confirmAdminPassword(db, secret, request, reply, input.currentPassword);
    if (input.currentPassword === input.newPassword)
      throw badRequest("newPassword: must differ from the current password", "newPassword");
    const tokenVersion = await changeAdminPassword(db, admin, input.newPassword);
    await forgetFailedSignIns(db, secret, "admin", admin.email, clientKey(request.ip));
    // Every other session ends with the change; this one keeps the admin signed in here.
    const session = currentSession(request);
    await db.delete(adminSessions).where(and(eq(adminSessions.adminId, admin.id), ne(adminSessions.id, session.id)));
    return {
      token: await issueToken("admin", { id: admin.id, tokenVersion }, config.ADMIN_TOKEN_HOURS, session.id),
    };
  });

  /** Ends every session of the signed-in admin, this one included; asks for the password every time. */
  app.post("/api/admin/sign-out-everywhere", async (request, reply) => {
    const { currentPassword } = parseInput(reauthenticateSchema, request.body ?? {});
    await requireSudoOrPassword(db, secret, request, reply, currentPassword);
    const admin = currentAdmin(request);
    await revokeAdminTokens(db, admin.id);
    await endAllSessions(db, admin.id);
    await writeAudit(db, admin, "admin.signed_out_everywhere", {});
    return reply.code(204).send();
  });
}
