import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { adminLoginSchema, changePasswordSchema, reauthenticateSchema } from "#common/admin";
import {
  type AdminLoginResponse,
  passkeyRegistrationSchema,
  passkeySignInSchema,
  secondFactorOptionsSchema,
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
import {
  authenticationOptions,
  listPasskeys,
  passkeyOwner,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
  verifyPasskey,
} from "./passkeys";
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
  secondFactorMethods,
  startTotpSetup,
  twoFactorStatus,
} from "./two-factor";
import { setTwoFactorRequired, twoFactorRequired } from "./two-factor-policy";

/** The second step of a sign-in must follow the first within this time. */
const CHALLENGE_MINUTES = 5;
const CHALLENGE_EXPIRED = "This sign-in has expired. Enter your e-mail and password again.";
const WRONG_CODE = "That code is not right. Enter the current code from your authenticator app, or a recovery code.";
const WRONG_PASSKEY = "That passkey was not accepted. Try again, or use another way to sign in.";
/**
 * The throttle's account for a passkey nobody holds: its failures still count against the address,
 * and this name can never be a member's e-mail.
 */
const UNKNOWN_PASSKEY = "unknown passkey";
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
  const rp = relyingParty(config);
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
    const methods = await secondFactorMethods(db, account.id);
    if (methods.length > 0) {
      return { challenge: await signChallenge(account.id, account.tokenVersion, CHALLENGE_MINUTES), methods };
    }
    const token = await signedIn(account, request);
    return (await twoFactorRequired(db)) ? { token, twoFactorSetupRequired: true } : { token };
  });

  /** The member a password step's challenge names, while it is valid; 401 otherwise. */
  async function challengedAccount(challenge: string) {
    const claim = await verifyChallenge(challenge);
    const account = claim ? await findAdminById(claim.sub) : undefined;
    if (!claim || !account || account.tokenVersion !== claim.ver) throw unauthorized(CHALLENGE_EXPIRED);
    return account;
  }

  /** A session and its token for a member who has just signed in in full. */
  async function signedIn(account: { id: string; tokenVersion: number }, request: FastifyRequest) {
    await touchAdminLogin(db, account.id);
    const sessionId = await startSession(db, account.id, request, false);
    return issueToken("admin", account, config.ADMIN_TOKEN_HOURS, sessionId);
  }

  app.post("/api/admin/login/second-factor", async (request, reply): Promise<AdminLoginResponse> => {
    reply.header("cache-control", "no-store");
    const input = parseInput(secondFactorSchema, request.body);
    const account = await challengedAccount(input.challenge);
    const { passkey, code } = input;
    const ok = await throttledCodeCheck(
      db,
      secret,
      { role: "admin", email: account.email, address: clientKey(request.ip) },
      async () =>
        passkey
          ? (await verifyPasskey(db, rp, passkey, "second-factor", account.id)) !== null
          : (await checkSecondFactor(db, box, account.id, code ?? "")) !== false,
      reply,
      2,
    );
    if (!ok) throw passkey ? new HttpError(401, WRONG_PASSKEY, "passkey") : new HttpError(401, WRONG_CODE, "code");
    if (account.deactivatedAt) throw forbidden(ACCOUNT_DEACTIVATED);
    return { token: await signedIn(account, request) };
  });

  /** The second step's passkey challenge: only with a valid password step, for that member's passkeys. */
  app.post("/api/admin/login/second-factor/options", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const input = parseInput(secondFactorOptionsSchema, request.body);
    const account = await challengedAccount(input.challenge);
    return authenticationOptions(db, rp, "second-factor", account.id);
  });

  /**
   * A challenge for a sign-in with a passkey alone: the browser offers whichever passkey of the site
   * it holds. A GET, since it reads no body; never cached, and each call is a new challenge.
   */
  app.get("/api/admin/login/passkey/options", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return authenticationOptions(db, rp, "sign-in", null);
  });

  /**
   * A sign-in with a passkey instead of the password: the passkey is the possession and its
   * user verification (fingerprint, face, PIN) the knowledge, so it needs no second step. Counted
   * by the sign-in throttle like a password: a failure against the passkey's owner (or, for a
   * passkey nobody holds, against the address), and a throttled attempt is refused before any check.
   */
  app.post("/api/admin/login/passkey", async (request, reply): Promise<AdminLoginResponse> => {
    reply.header("cache-control", "no-store");
    const { passkey } = parseInput(passkeySignInSchema, request.body);
    const owner = await passkeyOwner(db, passkey.id);
    let adminId: string | null = null;
    const ok = await throttledCodeCheck(
      db,
      secret,
      { role: "admin", email: owner?.email ?? UNKNOWN_PASSKEY, address: clientKey(request.ip) },
      async () => {
        adminId = await verifyPasskey(db, rp, passkey, "sign-in", null);
        return adminId !== null && adminId === owner?.adminId;
      },
      reply,
    );
    const account = ok && adminId ? await findAdminById(adminId) : undefined;
    if (!account) throw new HttpError(401, WRONG_PASSKEY, "passkey");
    if (account.deactivatedAt) throw forbidden(ACCOUNT_DEACTIVATED);
    // A passkey is a second factor itself: the team's rule is met.
    return { token: await signedIn(account, request) };
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
    await confirmSession(db, secret, box, rp, request, reply, answer);
    return reply.code(204).send();
  });

  /** A challenge for confirming with one of the member's passkeys. */
  app.post("/api/admin/me/confirm/passkey-options", async (request) =>
    authenticationOptions(db, rp, "confirm", currentAdmin(request).id),
  );

  // ---- Passkeys.

  app.get("/api/admin/me/passkeys", async (request) => ({ items: await listPasskeys(db, currentAdmin(request).id) }));

  /** A challenge for a new passkey. Adding a way to sign in is a sensitive action, like the authenticator app. */
  app.post("/api/admin/me/passkeys/options", async (request) => {
    requireSudo(request);
    return registrationOptions(db, rp, currentAdmin(request));
  });

  app.post("/api/admin/me/passkeys", async (request, reply) => {
    const input = parseInput(passkeyRegistrationSchema, request.body);
    requireSudo(request);
    const passkey = await registerPasskey(db, rp, currentAdmin(request), input.name, input.response);
    return reply.code(201).send(passkey);
  });

  app.delete("/api/admin/me/passkeys/:id", async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    requireSudo(request);
    const admin = currentAdmin(request);
    const status = await twoFactorStatus(db, admin.id);
    await removePasskey(db, admin, id, status.required && !status.totp);
    return reply.code(204).send();
  });

  app.get("/api/admin/settings/two-factor", async () => ({ required: await twoFactorRequired(db) }));

  app.put("/api/admin/settings/two-factor", async (request) => {
    const { required } = parseInput(twoFactorPolicySchema, request.body);
    requireSudo(request);
    const admin = currentAdmin(request);
    if (required && !(await hasSecondFactor(db, admin.id)))
      throw conflict(
        "required: set up your own authenticator app or passkey first, so you are not locked out",
        "required",
      );
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
