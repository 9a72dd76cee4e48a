import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLES, type AdminRole, allows, roleRefusal } from "#common/roles";
import { registerErrorHandler } from "#server/lib/error-handler";
import { registerRoleGuards, UNDECLARED_ROUTE } from "#server/modules/auth/guards";
import { ADMIN_ROUTE_PERMISSIONS, routePermission } from "#server/modules/auth/route-permissions";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

/**
 * Every /api/admin route against every role: a role the route's permission lets in gets past the
 * guard (whatever the handler then says of an empty body), every other role gets 403 naming its
 * role. The routes come from Fastify's own table, so a new route is checked the day it is added.
 */
const OWNER = { email: "owner@example.com", password: "an owner's long password 1" };
const password = (role: AdminRole) => `a long password for ${role} 2`;
const emailOf = (role: AdminRole) => `${role.replace("_", "-")}@example.com`;

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());
const OPEN_ADMIN_ROUTES = new Set([
  "POST /api/admin/login",
  "POST /api/admin/login/second-factor",
  "POST /api/admin/login/second-factor/options",
  "POST /api/admin/login/passkey",
  "GET /api/admin/login/passkey/options",
]);

describe.each(testDatabases)("roles on every admin route on %s", (driver) => {
  let ctx: TestContext;
  const tokens = new Map<AdminRole, string>();

  const signIn = async (role: AdminRole) => {
    const credentials = role === "owner" ? OWNER : { email: emailOf(role), password: password(role) };
    const res = await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: credentials });
    expect(res.statusCode).toBe(200);
    tokens.set(role, res.json().token);
    // Sensitive routes (exports, erasure) want a recent confirmation: each member gives it once.
    const confirmed = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/me/confirm",
      headers: { authorization: `Bearer ${res.json().token}` },
      payload: { currentPassword: credentials.password },
    });
    expect(confirmed.statusCode).toBe(204);
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
    await signIn("owner");
    for (const role of ADMIN_ROLES.filter((r) => r !== "owner")) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/admin/admins",
        headers: { authorization: `Bearer ${tokens.get("owner")}` },
        payload: { email: emailOf(role), password: password(role), currentPassword: OWNER.password, role },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().role).toBe(role);
      await signIn(role);
    }
  });
  afterAll(() => ctx.close());

  const adminRoutes = () =>
    ctx.app.routeCatalog.filter(
      (route) => route.url.startsWith("/api/admin/") && !OPEN_ADMIN_ROUTES.has(`${route.method} ${route.url}`),
    );

  it("declares a permission for every admin route, and none for a route that does not exist", () => {
    const routes = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => !ADMIN_ROUTE_PERMISSIONS[r])).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_PERMISSIONS).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it("lets each role through exactly the routes its permissions open, and refuses the rest with 403", async () => {
    const wrong: string[] = [];
    let refused = 0;
    for (const route of adminRoutes()) {
      const permission = routePermission(route.method, route.url);
      for (const role of ADMIN_ROLES) {
        const call = () =>
          ctx.app.inject({
            method: route.method as "GET",
            url: concrete(route.url),
            headers: { authorization: `Bearer ${tokens.get(role)}` },
            ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
          });
        let res = await call();
        if (res.statusCode === 401) {
          // An earlier route (sign out everywhere) may have revoked the token: sign in again.
          await signIn(role);
          res = await call();
        }
        const allowed = permission !== undefined && allows(role, permission);
        const label = `${role} ${route.method} ${route.url}: ${res.statusCode}`;
        if (allowed && (res.statusCode === 403 || res.statusCode === 401)) wrong.push(`${label} (should pass)`);
        if (!allowed) {
          refused++;
          if (res.statusCode !== 403 || res.json().error !== roleRefusal(role)) wrong.push(`${label} (should be 403)`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every role but the owner is refused somewhere: the table is not all-open.
    expect(refused).toBeGreaterThan(100);
  }, 240_000);

  it("keeps personal-data exports from Marketing and Viewer, and analytics from Sales", async () => {
    const get = (role: AdminRole, url: string) =>
      ctx.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${tokens.get(role)}` } });
    for (const url of ["/api/admin/leads/export.csv", "/api/admin/clients/export.csv"]) {
      for (const role of ["marketing", "viewer", "partner_manager"] as const) {
        const res = await get(role, url);
        expect(`${role} ${url}: ${res.statusCode}`).toBe(`${role} ${url}: 403`);
        expect(res.body).not.toContain("@");
      }
      expect((await get("sales", url)).statusCode).toBe(200);
    }
    const analytics = await get("sales", "/api/admin/analytics");
    expect(analytics.statusCode).toBe(403);
    expect(analytics.json()).toEqual({
      error: "Your role (Sales) does not allow this. Ask an owner of the team if you need it.",
    });
    expect((await get("marketing", "/api/admin/analytics")).statusCode).toBe(200);
    expect((await get("viewer", "/api/admin/analytics")).statusCode).toBe(200);
  });

  it("tells the console each member's role", async () => {
    for (const role of ADMIN_ROLES) {
      const res = await ctx.app.inject({
        method: "GET",
        url: "/api/admin/me",
        headers: { authorization: `Bearer ${tokens.get(role)}` },
      });
      expect(res.json().role).toBe(role);
    }
  });

  it("fails closed: an admin route with no declared permission refuses even the owner", async () => {
    const app = Fastify();
    registerErrorHandler(app, 1024);
    registerRoleGuards(app, ctx.database.db);
    app.get("/api/admin/undeclared-report", async () => ({ secret: "figures" }));
    await app.ready();
    const res = await app.inject({
      method: "GET",
      url: "/api/admin/undeclared-report",
      headers: { authorization: `Bearer ${tokens.get("owner")}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(UNDECLARED_ROUTE);
    await app.close();
  });
});
