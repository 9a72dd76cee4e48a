import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema/admin";
import { unauthorized } from "../../lib/http-errors";
import { bearerToken, verifyToken } from "../../lib/tokens";

export interface AdminIdentity {
  id: string;
  email: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdmin on every protected admin call. */
    admin?: AdminIdentity;
  }
}

/** Where the auth module leaves the database for requireAdmin (decorated on the root instance). */
export const AUTH_DATABASE = Symbol.for("custom-ai-site.auth.database");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function authDatabase(app: FastifyInstance): Database {
  const database = (app as unknown as Record<symbol, Database | undefined>)[AUTH_DATABASE];
  if (!database) throw new Error("requireAdmin used before the auth module was registered");
  return database;
}

/**
 * Fastify preHandler for every /api/admin/* route except the login: 401 when the Bearer token is
 * missing, tampered with, expired, of another role, issued before the admin's last password
 * change, or belongs to an admin who has since been removed.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const payload = await verifyToken(bearerToken(request.headers.authorization), "admin");
  if (!payload || !UUID.test(payload.sub)) throw unauthorized("Sign-in required");
  const { db } = authDatabase(request.server);
  const [admin] = await db
    .select({ id: admins.id, email: admins.email, passwordChangedAt: admins.passwordChangedAt })
    .from(admins)
    .where(eq(admins.id, payload.sub))
    .limit(1);
  if (!admin) throw unauthorized("Sign-in required");
  if (payload.iat < Math.floor(admin.passwordChangedAt.getTime() / 1000)) throw unauthorized("Sign-in required");
  request.admin = { id: admin.id, email: admin.email };
}

/** The signed-in admin of a request that passed requireAdmin. */
export function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw unauthorized("Sign-in required");
  return request.admin;
}
