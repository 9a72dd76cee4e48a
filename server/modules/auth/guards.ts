import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { TWO_FACTOR_SETUP_FIELD } from "#common/admin-security";
import { type AdminRole, allows, roleRefusal } from "#common/roles";
import { affiliateAccount } from "#content/affiliates";
import type { Db } from "#server/db/client";
import { admins } from "#server/db/schema/admin";
import { adminPasskeys, adminSessions, adminTotp } from "#server/db/schema/admin-security";
import { type AffiliateRow, affiliates } from "#server/db/schema/affiliates";
import { appSettings } from "#server/db/schema/settings";
import { forbidden, HttpError, unauthorized } from "#server/lib/http-errors";
import { bearerToken, type TokenRole, verifyToken } from "#server/lib/tokens";
import { routePermission } from "./route-permissions";
import { touchSession } from "./sessions";
import { REQUIRE_TWO_FACTOR_KEY } from "./two-factor-policy";

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
    /** The session the admin's token belongs to, and when it last confirmed it was them. */
    adminSession?: { id: string; confirmedAt: Date | null };
    /** Set by the affiliate guard on every /api/affiliate/me route. */
    affiliate?: AffiliateRow;
  }
}

/** The API routes of each role's area: every route under the prefix is guarded unless listed as open. */
/** A shared analytics link's token opens no area of its own: its few routes check it themselves. */
type AreaRole = Exclude<TokenRole, "share">;
const ROLE_AREAS: Record<AreaRole, { prefix: string; open: string[] }> = {
  admin: {
    prefix: "/api/admin",
    open: [
      "/api/admin/login",
      "/api/admin/login/second-factor",
      "/api/admin/login/second-factor/options",
      "/api/admin/login/passkey",
      "/api/admin/login/passkey/options",
    ],
  },
  affiliate: { prefix: "/api/affiliate/me", open: [] },
};

/** The role whose guard a route gets, from its URL alone. */
function guardedRole(url: string): AreaRole | undefined {
  for (const [role, area] of Object.entries(ROLE_AREAS) as [AreaRole, (typeof ROLE_AREAS)[AreaRole]][]) {
    const inArea = url === area.prefix || url.startsWith(`${area.prefix}/`);
    if (inArea && !area.open.includes(url)) return role;
  }
  return undefined;
}

export const ACCOUNT_DEACTIVATED = "This account has been deactivated. Ask an owner of the team to reactivate it.";

/** The refusal of a route whose permission nobody declared: it stays shut until someone does. */
export const UNDECLARED_ROUTE = "This action has no permission declared yet, so it is closed to every role.";

/** What a member who must set up a second factor may still do: set it up, see and end sessions. */
const ALLOWED_BEFORE_TWO_FACTOR = new Set([
  "GET /api/admin/me",
  "GET /api/admin/me/two-factor",
  "POST /api/admin/me/confirm",
  "POST /api/admin/me/two-factor/totp/start",
  "POST /api/admin/me/two-factor/totp/enable",
  "POST /api/admin/me/confirm/passkey-options",
  "GET /api/admin/me/passkeys",
  "POST /api/admin/me/passkeys/options",
  "POST /api/admin/me/passkeys",
  "GET /api/admin/me/sessions",
  "DELETE /api/admin/me/sessions/:id",
  "POST /api/admin/sign-out-everywhere",
  "POST /api/admin/sign-out",
]);

const TWO_FACTOR_SETUP_REQUIRED =
  "The team requires two-factor sign-in. Set up an authenticator app or a passkey on your Security page to continue.";

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
  /**
   * Who the token belongs to: refused when the account is gone, revoked or deactivated, or the
   * token's session has ended. One indexed lookup joins the member, the session, the second
   * factor and the team's 2FA rule (with the passkeys when it applies); last-used is written at most once a minute.
   */
  const signedInAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    const token = await tokenOf(request, "admin");
    if (!token.sid || !UUID.test(token.sid)) throw unauthorized(SIGN_IN_REQUIRED);
    const [row] = await db
      .select({
        id: admins.id,
        email: admins.email,
        name: admins.displayName,
        role: admins.role,
        tokenVersion: admins.tokenVersion,
        deactivatedAt: admins.deactivatedAt,
        sessionId: adminSessions.id,
        lastUsedAt: adminSessions.lastUsedAt,
        confirmedAt: adminSessions.confirmedAt,
        // Whether the team's rule holds this member back: asked of the passkeys only when it could.
        mustSetUpTwoFactor: sql<boolean>`CASE
          WHEN NOT coalesce((SELECT ${appSettings.value} = 'true'::jsonb FROM ${appSettings} WHERE ${appSettings.key} = ${REQUIRE_TWO_FACTOR_KEY}), false) THEN false
          WHEN ${adminTotp.enabledAt} IS NOT NULL THEN false
          ELSE NOT EXISTS (SELECT 1 FROM ${adminPasskeys} WHERE ${adminPasskeys.adminId} = ${admins.id})
        END`,
      })
      .from(admins)
      .innerJoin(adminSessions, and(eq(adminSessions.id, token.sid), eq(adminSessions.adminId, admins.id)))
      .leftJoin(adminTotp, eq(adminTotp.adminId, admins.id))
      .where(eq(admins.id, token.sub))
      .limit(1);
    if (!row || row.tokenVersion !== token.ver || row.deactivatedAt) throw unauthorized(SIGN_IN_REQUIRED);
    await touchSession(db, row.sessionId, row.lastUsedAt);
    request.adminSession = { id: row.sessionId, confirmedAt: row.confirmedAt };
    return {
      identity: { id: row.id, email: row.email, name: row.name, role: row.role },
      mustSetUpTwoFactor: Boolean(row.mustSetUpTwoFactor),
    };
  };
  /** The admin guard of one route: signed in, then the route's permission for the member's role. */
  const adminGuard =
    (method: string, url: string): onRequestHookHandler =>
    async (request, reply) => {
      const { identity: admin, mustSetUpTwoFactor } = await signedInAdmin(request, reply);
      if (mustSetUpTwoFactor && !ALLOWED_BEFORE_TWO_FACTOR.has(`${method === "HEAD" ? "GET" : method} ${url}`))
        throw new HttpError(403, TWO_FACTOR_SETUP_REQUIRED, TWO_FACTOR_SETUP_FIELD);
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

/** The session of a request the admin guard let through. */
export function currentSession(request: FastifyRequest): { id: string; confirmedAt: Date | null } {
  if (!request.adminSession) throw unauthorized(SIGN_IN_REQUIRED);
  return request.adminSession;
}

/** The signed-in affiliate of a request the affiliate guard let through. */
export function currentAffiliate(request: FastifyRequest): AffiliateRow {
  if (!request.affiliate) throw unauthorized(SIGN_IN_REQUIRED);
  return request.affiliate;
}
