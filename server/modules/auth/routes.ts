import type { FastifyInstance } from "fastify";
import { type AdminLoginResponse, adminLoginSchema, changePasswordSchema, reauthenticateSchema } from "#common/admin";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { writeAudit } from "#server/lib/audit";
import { clientKey } from "#server/lib/client-address";
import { badRequest, forbidden, parseInput } from "#server/lib/http-errors";
import { setTokenSecret } from "#server/lib/tokens";
import { ACCOUNT_DEACTIVATED, currentAdmin } from "./guards";
import { confirmAdminPassword } from "./reauthenticate";
import {
  bootstrapFirstAdmin,
  changeAdminPassword,
  findAdminByEmail,
  revokeAdminTokens,
  touchAdminLogin,
} from "./service";
import { forgetFailedSignIns, issueToken, signIn } from "./sign-in";

/**
 * Admin authentication: POST /api/admin/login answers {token}, a signed JWT with `exp` and the
 * admin's token version; GET /api/admin/me says who is signed in; the admin changes their
 * password or signs out everywhere (both revoke every older token).
 */
export async function authRoutes(app: FastifyInstance, { database, config }: { database: Database; config: Config }) {
  if (!config.JWT_SECRET) throw new Error("JWT_SECRET is not set: server/main.ts provides one in development");
  const secret = config.JWT_SECRET;
  setTokenSecret(secret);
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
    const { account, token } = await signIn(
      db,
      secret,
      attempt,
      (email) => findAdminByEmail(db, email),
      reply,
      config.ADMIN_TOKEN_HOURS,
    );
    // Said only to someone who knew the password: it tells a stranger nothing.
    if (account.deactivatedAt) throw forbidden(ACCOUNT_DEACTIVATED);
    await touchAdminLogin(db, account.id);
    return { token };
  });

  app.get("/api/admin/me", async (request) => {
    const admin = currentAdmin(request);
    return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
  });

  app.put("/api/admin/settings/password", async (request, reply) => {
    const input = parseInput(changePasswordSchema, request.body);
    const admin = await confirmAdminPassword(db, secret, request, reply, input.currentPassword);
    if (input.currentPassword === input.newPassword)
      throw badRequest("newPassword: must differ from the current password", "newPassword");
    const tokenVersion = await changeAdminPassword(db, admin, input.newPassword);
    await forgetFailedSignIns(db, secret, "admin", admin.email, clientKey(request.ip));
    // Older tokens stop working with the change; this one keeps the admin signed in here.
    return { token: await issueToken("admin", { id: admin.id, tokenVersion }, config.ADMIN_TOKEN_HOURS) };
  });

  /** Revokes every token of the signed-in admin, this one included; asks for the password first. */
  app.post("/api/admin/sign-out-everywhere", async (request, reply) => {
    const { currentPassword } = parseInput(reauthenticateSchema, request.body ?? {});
    const admin = await confirmAdminPassword(db, secret, request, reply, currentPassword);
    await revokeAdminTokens(db, admin.id);
    await writeAudit(db, admin, "admin.signed_out_everywhere", {});
    return reply.code(204).send();
  });
}
