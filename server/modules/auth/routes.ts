import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type AdminLoginResponse, adminLoginSchema } from "../../../common/admin";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema/admin";
import { HttpError, parseInput } from "../../lib/http-errors";
import { clearLoginFailures, lockedForSeconds, recordLoginFailure, throttleKeys } from "../../lib/login-throttle";
import { dummyPasswordHash, verifyPassword } from "../../lib/passwords";
import { setTokenSecret, signToken } from "../../lib/tokens";
import { AUTH_DATABASE, currentAdmin, requireAdmin } from "./require-admin";
import { bootstrapFirstAdmin, findAdminByEmail } from "./service";

const WRONG_CREDENTIALS = "Incorrect e-mail or password.";

function tooManyAttempts(seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(429, `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Admin authentication: POST /api/admin/login answers {token}, a signed JWT with `exp`;
 * GET /api/admin/me says who is signed in. Registered without encapsulation so that
 * requireAdmin, used by every admin module, can reach the database.
 */
async function authRoutesPlugin(app: FastifyInstance, { database, config }: { database: Database; config: Config }) {
  if (!config.JWT_SECRET) throw new Error("JWT_SECRET is not set: server/main.ts provides one in development");
  setTokenSecret(config.JWT_SECRET);
  app.decorate(AUTH_DATABASE, database);
  const { db } = database;
  await bootstrapFirstAdmin(db, config, app.log);

  app.post("/api/admin/login", async (request, reply): Promise<AdminLoginResponse> => {
    const input = parseInput(adminLoginSchema, request.body);
    const keys = throttleKeys(request.ip, input.email, config.JWT_SECRET as string);
    const locked = await lockedForSeconds(db, keys);
    if (locked > 0) {
      reply.header("retry-after", String(locked));
      throw tooManyAttempts(locked);
    }
    const admin = await findAdminByEmail(db, input.email);
    // An unknown e-mail costs as much time as a wrong password, so neither can be told apart.
    const ok = await verifyPassword(input.password, admin?.passwordHash ?? (await dummyPasswordHash()));
    if (!admin || !ok) {
      const result = await recordLoginFailure(db, keys);
      if (result.delayMs) await sleep(result.delayMs);
      if (result.lockedForSeconds) {
        reply.header("retry-after", String(result.lockedForSeconds));
        throw tooManyAttempts(result.lockedForSeconds);
      }
      throw new HttpError(401, WRONG_CREDENTIALS);
    }
    await clearLoginFailures(db, keys.filter((k) => k.startsWith("account:")));
    await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, admin.id));
    reply.header("cache-control", "no-store");
    return { token: await signToken({ sub: admin.id, role: "admin" }, config.ADMIN_TOKEN_HOURS) };
  });

  app.get("/api/admin/me", { preHandler: requireAdmin }, async (request) => {
    const admin = currentAdmin(request);
    return { id: admin.id, email: admin.email };
  });
}

// Same effect as fastify-plugin: no encapsulation, so the decoration lands on the root instance.
(authRoutesPlugin as unknown as Record<symbol, boolean>)[Symbol.for("skip-override")] = true;

export const authRoutes = authRoutesPlugin;
