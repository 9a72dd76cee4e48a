import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { type AdminRole, allows, roleRefusal } from "#common/roles";
import { affiliateAccount } from "#content/affiliates";
import type { Db } from "#server/db/client";
import { admins } from "#server/db/schema/admin";
import { type AffiliateRow, affiliates } from "#server/db/schema/affiliates";
import { forbidden, unauthorized } from "#server/lib/http-errors";
import { bearerToken, type TokenRole, verifyToken } from "#server/lib/tokens";
import { routePermission } from "./route-permissions";

interface AdminIdentity {
  id: string;
  email: string;
  /** The display name colleagues see; null until set. */
  name: string | null;
  role: AdminRole;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the admin guard on every /api/admin route but the sign-in. */
    admin?: AdminIdentity;
    /** Set by the affiliate guard on every /api/affiliate/me route. */
    affiliate?: AffiliateRow;
  }
}

/** The API routes of each role's area: every route under the prefix is guarded unless listed as open. */
const ROLE_AREAS: Record<TokenRole, { prefix: string; open: string[] }> = {
  admin: { prefix: "/api/admin", open: ["/api/admin/login"] },
  affiliate: { prefix: "/api/affiliate/me", open: [] },
};

/** The role whose guard a route gets, from its URL alone. */
function guardedRole(url: string): TokenRole | undefined {
  for (const [role, area] of Object.entries(ROLE_AREAS) as [TokenRole, (typeof ROLE_AREAS)[TokenRole]][]) {
    const inArea = url === area.prefix || url.startsWith(`${area.prefix}/`);
    if (inArea && !area.open.includes(url)) return role;
  }
  return undefined;
}

export const ACCOUNT_DEACTIVATED = "This account has been deactivated. Ask an owner of the team to reactivate it.";

/** The refusal of a route whose permission nobody declared: it stays shut until someone does. */
export const UNDECLARED_ROUTE = "This action has no permission declared yet, so it is closed to every role.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SIGN_IN_REQUIRED = "Sign-in required";

/** The subject and version of a valid token of `role`, or 401. */
async function tokenOf(request: FastifyRequest, role: TokenRole) {
  const payload = await verifyToken(bearerToken(request.headers.authorization), role);
  if (!payload || !UUID.test(payload.sub)) throw unauthorized(SIGN_IN_REQUIRED);
  return payload;
}

/**
 * Puts a guard in front of every route of each role's area as the route is registered, so a
 * new route cannot miss it. The guard runs before the body is read and marks the answer
 * `Cache-Control: no-store` (personal data must not linger in caches), refusals included.
 * A token is refused when missing, tampered with, expired, of the other role, older than the
 * account's token version (password change, suspension, sign out everywhere), or when the
 * account is gone or deactivated; a suspended affiliate is refused too. An admin route then needs
 * the permission route-permissions.ts declares for it (403 naming the member's role otherwise).
 */
export function registerRoleGuards(app: FastifyInstance, db: Db): void {
  /** Who the token belongs to: refused when the account is gone, revoked or deactivated. */
  const signedInAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    const token = await tokenOf(request, "admin");
    const [admin] = await db
      .select({
        id: admins.id,
        email: admins.email,
        name: admins.displayName,
        role: admins.role,
        tokenVersion: admins.tokenVersion,
        deactivatedAt: admins.deactivatedAt,
      })
      .from(admins)
      .where(eq(admins.id, token.sub))
      .limit(1);
    if (!admin || admin.tokenVersion !== token.ver || admin.deactivatedAt) throw unauthorized(SIGN_IN_REQUIRED);
    return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
  };
  /** The admin guard of one route: signed in, then the route's permission for the member's role. */
  const adminGuard =
    (method: string, url: string): onRequestHookHandler =>
    async (request, reply) => {
      const admin = await signedInAdmin(request, reply);
      const permission = routePermission(method, url);
      if (!permission) throw forbidden(UNDECLARED_ROUTE);
      if (!allows(admin.role, permission)) throw forbidden(roleRefusal(admin.role));
      request.admin = admin;
    };
  const affiliateGuard = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    const token = await tokenOf(request, "affiliate");
    const [affiliate] = await db.select().from(affiliates).where(eq(affiliates.id, token.sub)).limit(1);
    if (!affiliate || affiliate.tokenVersion !== token.ver) throw unauthorized(SIGN_IN_REQUIRED);
    if (affiliate.status === "suspended") throw forbidden(affiliateAccount.suspended);
    request.affiliate = affiliate;
  };
  app.addHook("onRoute", (route) => {
    const role = guardedRole(route.url);
    if (!role) return;
    const guard = role === "admin" ? adminGuard([route.method].flat()[0], route.url) : affiliateGuard;
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
}

/** The signed-in admin of a request the admin guard let through. */
export function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw unauthorized(SIGN_IN_REQUIRED);
  return request.admin;
}

/** The signed-in affiliate of a request the affiliate guard let through. */
export function currentAffiliate(request: FastifyRequest): AffiliateRow {
  if (!request.affiliate) throw unauthorized(SIGN_IN_REQUIRED);
  return request.affiliate;
}
