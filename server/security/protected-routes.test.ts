import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "#server/lib/tokens";
import {
  confirmAdminSession,
  createTestApp,
  registerConfirmedPartner,
  type TestContext,
  testDatabases,
} from "#server/test-support";

/**
 * The API routes anyone may call. Every other /api route must refuse a request without a
 * valid token of its role, so a new route is protected unless it is added here on purpose.
 */
const PUBLIC_API_ROUTES = new Set([
  "GET /api/health",
  "POST /api/contact",
  "POST /api/admin/login",
  "POST /api/admin/login/second-factor",
  "POST /api/admin/login/second-factor/options",
  "POST /api/admin/login/passkey",
  "GET /api/admin/login/passkey/options",
  "POST /api/journey/events",
  "POST /api/journey/vitals",
  "POST /api/journey/funnel",
  "POST /api/client/sync",
  "POST /api/tools/opportunity-results",
  "POST /api/sales-applications",
  "GET /api/voice/status",
  // Hands-free live words (a WebSocket); its limits and abuse cases: server/modules/voice/stream.test.ts.
  "GET /api/voice/stream",
  "POST /api/voice/transcribe",
  "POST /api/voice/chat",
  "POST /api/voice/synthesize",
  "POST /api/affiliate/track-referral",
  "POST /api/affiliate/meeting-booked",
  "GET /api/affiliate/program",
  "GET /api/affiliate/code-available",
  "POST /api/affiliate/register",
  "POST /api/affiliate/login",
  "POST /api/affiliate/confirm-email",
  "POST /api/affiliate/password-reset",
  "POST /api/affiliate/password-reset/confirm",
  // The invitation accept page: the link's single-use token is the key.
  "POST /api/team/invitation",
  "POST /api/team/invitation/accept",
  // A shared analytics link: its key and password open a view token, which the view's one route checks itself.
  "POST /api/shared/unlock",
  "GET /api/shared/analytics",
  // Called by the scheduling service; each checks its provider's signature instead of a token.
  "POST /api/webhooks/calcom",
  "POST /api/webhooks/calendly",
]);

/**
 * Routes outside /api that hold private figures: each opens only to its own secret (not a
 * sign-in), and must refuse everything else, an admin's valid token included.
 */
const METRICS_TOKEN = "security-metrics-token-security-metrics-0123";
const SECRET_ROUTES = new Map([["GET /metrics", METRICS_TOKEN]]);

type Role = "admin" | "affiliate";

/** Which sign-in a protected route needs, from its path. */
function roleOf(url: string): Role | undefined {
  if (url.startsWith("/api/admin/")) return "admin";
  if (url.startsWith("/api/affiliate/")) return "affiliate";
  return undefined;
}

/** A concrete URL for a route pattern: every :param becomes a well-formed id. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, "x");

const ADMIN = { email: "security@example.com", password: "a long enough password 42" };
const AFFILIATE = { email: "partner@partners.example", password: "a long enough password 43" };

describe.each(testDatabases)("protected API routes on %s", (driver) => {
  let ctx: TestContext;
  let adminToken: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, METRICS_TOKEN });
    const login = await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN });
    expect(login.statusCode).toBe(200);
    adminToken = login.json().token;
    await confirmAdminSession(ctx.app, adminToken, ADMIN.password);
    await registerConfirmedPartner(ctx, {
      ...AFFILIATE,
      name: "Sam Partner",
      promotionMethod: "A monthly newsletter for operations managers.",
      payoutEmail: AFFILIATE.email,
    });
  });

  /** A fresh token of `role` (a route may revoke the one before: sign out everywhere). */
  async function freshToken(role: Role): Promise<string> {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/${role}/login`,
      payload: role === "admin" ? ADMIN : AFFILIATE,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return res.json().token;
  }
  afterAll(() => ctx.close());

  const apiRoutes = () => ctx.app.routeCatalog.filter((route) => route.url.startsWith("/api/"));
  const protectedRoutes = () => apiRoutes().filter((route) => !PUBLIC_API_ROUTES.has(`${route.method} ${route.url}`));

  it("knows every route: each non-public API route belongs to the admin or the affiliate area", () => {
    expect(apiRoutes().length).toBeGreaterThan(PUBLIC_API_ROUTES.size);
    const unclassified = protectedRoutes().filter((route) => !roleOf(route.url));
    expect(unclassified).toEqual([]);
    // The allow-list names only routes that exist, so it cannot quietly go stale.
    const registered = new Set(apiRoutes().map((route) => `${route.method} ${route.url}`));
    expect([...PUBLIC_API_ROUTES].filter((route) => !registered.has(route))).toEqual([]);
  });

  it("opens each route that has a secret of its own to that secret only", async () => {
    const registered = new Set(ctx.app.routeCatalog.map((route) => `${route.method} ${route.url}`));
    for (const [route, secret] of SECRET_ROUTES) {
      expect(registered.has(route), `${route} is registered`).toBe(true);
      const [method, url] = route.split(" ");
      const call = (authorization?: string) =>
        ctx.app.inject({ method: method as "GET", url, headers: authorization ? { authorization } : {} });
      const refused = [
        undefined,
        `Bearer ${adminToken}`,
        `Bearer ${secret}-`,
        `Bearer ${secret.toUpperCase()}`,
        secret,
      ];
      for (const authorization of refused) {
        const res = await call(authorization);
        expect(`${route} with ${authorization}: ${res.statusCode}`).toBe(`${route} with ${authorization}: 401`);
        expect(res.headers["cache-control"]).toBe("no-store");
      }
      expect((await call(`Bearer ${secret}`)).statusCode).toBe(200);
    }
  });

  /** Tokens that must all be refused by a route of `role`. */
  async function badTokens(role: Role): Promise<Record<string, string | undefined>> {
    const sub = JSON.parse(Buffer.from(adminToken.split(".")[1], "base64url").toString()).sub as string;
    const own = await signToken({ sub, role, ver: 0 }, 1);
    const [header, payload, signature] = own.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString("base64url");
    return {
      "no token": undefined,
      "an expired token": await signToken({ sub, role, ver: 0 }, -1),
      "a tampered token": `${header}.${forged}.${signature}`,
      "the other role's token":
        role === "admin" ? await signToken({ sub: randomUUID(), role: "affiliate", ver: 0 }, 1) : adminToken,
      "a token that is not a JWT": "not-a-token",
    };
  }

  it("refuses no token, an expired, a tampered and the other role's token on every protected route", async () => {
    const refusals: string[] = [];
    for (const route of protectedRoutes()) {
      const role = roleOf(route.url);
      if (!role) continue;
      for (const [kind, token] of Object.entries(await badTokens(role))) {
        const res = await ctx.app.inject({
          method: route.method as "GET",
          url: concrete(route.url),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
        });
        if (res.statusCode !== 401 && res.statusCode !== 403)
          refusals.push(`${route.method} ${route.url} with ${kind}: ${res.statusCode}`);
        else expect(res.json().error).toBeTruthy();
      }
    }
    expect(refusals).toEqual([]);
    expect(protectedRoutes().length).toBeGreaterThan(10);
  });

  it("lets the admin's own valid token through on the admin routes (so the refusals above mean something)", async () => {
    const reads = protectedRoutes().filter(
      (route) => route.method === "GET" && roleOf(route.url) === "admin" && !route.url.includes(":"),
    );
    expect(reads.length).toBeGreaterThan(3);
    for (const route of reads) {
      const res = await ctx.app.inject({
        method: "GET",
        url: route.url,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(`${route.url}: ${res.statusCode}`).toBe(`${route.url}: 200`);
    }
  });

  it("marks every answer of every protected route Cache-Control: no-store, signed in or not", async () => {
    const tokens: Partial<Record<Role, string>> = {};
    const call = (route: { method: string; url: string }, token?: string) =>
      ctx.app.inject({
        method: route.method as "GET",
        url: concrete(route.url),
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
      });
    const missing: string[] = [];
    for (const route of protectedRoutes()) {
      const role = roleOf(route.url);
      if (!role) continue;
      tokens[role] ??= await freshToken(role);
      let signedIn = await call(route, tokens[role]);
      if (signedIn.statusCode === 401) {
        // An earlier route (sign out everywhere) revoked the token: ask again with a fresh one.
        tokens[role] = await freshToken(role);
        signedIn = await call(route, tokens[role]);
      }
      expect(`${route.method} ${route.url}: ${signedIn.statusCode}`).not.toMatch(/: 401$/);
      for (const res of [signedIn, await call(route)]) {
        if (res.headers["cache-control"] !== "no-store")
          missing.push(`${route.method} ${route.url} (${res.statusCode}): ${res.headers["cache-control"]}`);
      }
    }
    expect(missing).toEqual([]);
  }, 180_000);
});
