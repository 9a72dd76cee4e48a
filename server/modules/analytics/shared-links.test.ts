import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARE_FRAGMENT } from "#common/analytics-reports";
import { utcDay } from "#server/lib/sql";
import { createAdmin } from "#server/modules/auth";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { createGoal } from "./goals";
import { seedVisits } from "./report-journeys.fixture";

/**
 * A read-only shared link to the analytics: created by Marketing or an owner with their password
 * confirmed, opened with its own password (throttled like a sign-in), answering aggregate figures
 * only, and refused at once when revoked. Its token is walked over every API route: none answers
 * it with a person, a journey or a lead.
 */

const today = utcDay(new Date());
const OWNER = { email: "owner@example.com", password: "a long enough password 42" };
const MARKETING = { email: "marketing@example.com", password: "a long enough password 43" };
const LINK_PASSWORD = "investor update 2026";

/** What the seed holds that identifies a person: no answer to a shared link may contain any of it. */
const PERSONAL = ["Dana Whitfield", "dana@client.example", "c-dana-0001", "sess_c-dana", "Omar Haddad", "c-omar-0002"];

describe.each(testDatabases)("shared analytics links on %s", (driver) => {
  let ctx: TestContext;
  let marketing: string;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
    await createAdmin(ctx.database.db, MARKETING.email, MARKETING.password, { id: null, email: "test" }, "marketing");
    const login = await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: MARKETING });
    marketing = login.json().token;
    const now = new Date(Math.max(Date.parse(`${today}T00:00:00Z`), Date.now() - 3_600_000));
    await seedVisits(ctx.database.db, [
      {
        client: "c-dana-0001",
        at: now,
        pages: ["/", "/contact"],
        source: "linkedin",
        campaign: "q4",
        country: "DE",
        lead: { name: "Dana Whitfield", email: "dana@client.example" },
      },
      { client: "c-omar-0002", at: now, pages: ["/ai-voice"], device: "Mobile", country: "US" },
    ]);
    await createGoal(
      ctx.database.db,
      { name: "Saw the contact page", kind: "page", target: "/contact" },
      { id: null, email: "test" },
    );
  });
  afterAll(() => ctx.close());

  const admin = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${marketing}` } });
  const unlock = (token: string, password: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/shared/unlock",
      payload: { token, password },
      remoteAddress: "203.0.113.9",
    });
  const view = (token: string, query = `from=${today}&to=${today}`) =>
    ctx.app.inject({
      method: "GET",
      url: `/api/shared/analytics?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const keyOf = (url: string) => new URL(url).hash.slice(`#${SHARE_FRAGMENT}=`.length);

  async function newLink(name: string) {
    const res = await admin("POST", "/api/admin/analytics/share-links", {
      name,
      password: LINK_PASSWORD,
      currentPassword: MARKETING.password,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; url: string; name: string };
  }

  it("asks the member's password again to create a link, and keeps neither the key nor the password", async () => {
    const refused = await admin("POST", "/api/admin/analytics/share-links", {
      name: "Board",
      password: LINK_PASSWORD,
      currentPassword: "not my password",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe("currentPassword");
    const short = await admin("POST", "/api/admin/analytics/share-links", {
      name: "Board",
      password: "short",
      currentPassword: MARKETING.password,
    });
    expect(short.json()).toEqual({ error: "password: must be at least 10 characters", field: "password" });

    const link = await newLink("Board, Q4");
    expect(link.url).toMatch(new RegExp(`/shared-analytics#${SHARE_FRAGMENT}=[A-Za-z0-9_-]{43}$`));
    const stored = JSON.stringify(
      (await ctx.database.db.execute("SELECT * FROM analytics_share_links" as never)) as unknown,
    );
    expect(stored).not.toContain(keyOf(link.url));
    expect(stored).not.toContain(LINK_PASSWORD);
    const list = (await admin("GET", "/api/admin/analytics/share-links")).json().items;
    expect(list[0]).toMatchObject({ name: "Board, Q4", createdBy: MARKETING.email, revokedAt: null });
  });

  it("opens with its password only, and answers the aggregate figures without a person in them", async () => {
    const link = await newLink("Investors");
    expect((await unlock(keyOf(link.url), "a wrong password")).statusCode).toBe(401);
    expect((await unlock(`${keyOf(link.url)}x`, LINK_PASSWORD)).statusCode).toBe(404);
    const opened = await unlock(keyOf(link.url), LINK_PASSWORD);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().name).toBe("Investors");
    const res = await view(opened.json().token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const d = res.json();
    expect(Object.keys(d).sort()).toEqual(
      [
        "name",
        "from",
        "to",
        "daily",
        "sessions",
        "pageViews",
        "comparison",
        "topPages",
        "referrers",
        "utmSources",
        "utmCampaigns",
        "devices",
        "browsers",
        "countries",
        "goals",
      ].sort(),
    );
    expect(d.sessions).toBe(2);
    expect(d.daily.at(-1)).toEqual({ day: today, visitors: 2, visits: 2, pageViews: 3 });
    expect(d.countries).toEqual([
      { label: "DE", count: 1 },
      { label: "US", count: 1 },
    ]);
    // The goals panel's figures, read-only: one of the two visits reached the contact page.
    expect(d.goals).toEqual([
      {
        id: expect.any(String),
        name: "Saw the contact page",
        kind: "page",
        target: "/contact",
        counting: false,
        conversions: 1,
        rate: 50,
        daily: [1],
      },
    ]);
    const compared = (await view(opened.json().token, `from=${today}&to=${today}&compare=previous`)).json();
    expect(compared.goals[0]).toMatchObject({ conversions: 1, previous: 0 });
    for (const text of PERSONAL) expect(res.body).not.toContain(text);
  });

  it("walks every API route with a shared view's token: only its own route and the public ones answer, none with personal data", async () => {
    const link = await newLink("Walker");
    const token = (await unlock(keyOf(link.url), LINK_PASSWORD)).json().token as string;
    const routes = ctx.app.routeCatalog.filter((r) => r.url.startsWith("/api/"));
    expect(routes.length).toBeGreaterThan(50);
    const answered: string[] = [];
    for (const route of routes) {
      const res = await ctx.app.inject({
        method: route.method as "GET",
        url: route.url.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "x"),
        headers: { authorization: `Bearer ${token}` },
        ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
      });
      const guarded = route.url.startsWith("/api/admin/") || route.url.startsWith("/api/affiliate/me/");
      // The sign-in and its second step are open to anyone: they only answer to a password or a code.
      if (guarded && !route.url.startsWith("/api/admin/login"))
        expect(`${route.method} ${route.url}: ${res.statusCode}`).toBe(`${route.method} ${route.url}: 401`);
      if (res.statusCode < 300) answered.push(`${route.method} ${route.url}`);
      for (const text of PERSONAL) expect(res.body, `${route.method} ${route.url}`).not.toContain(text);
    }
    expect(answered).toContain("GET /api/shared/analytics");
    // The passkey sign-in's challenge is open to anyone (it names no member and holds no data).
    expect(answered.filter((r) => r.includes("/admin/"))).toEqual(["GET /api/admin/login/passkey/options"]);
  });

  it("refuses the link and every view opened with it at once when revoked", async () => {
    const link = await newLink("Former investor");
    const token = (await unlock(keyOf(link.url), LINK_PASSWORD)).json().token as string;
    expect((await view(token)).statusCode).toBe(200);
    expect((await admin("DELETE", `/api/admin/analytics/share-links/${link.id}`)).statusCode).toBe(204);
    const after = await view(token);
    expect(after.statusCode).toBe(410);
    expect(after.json().error).toMatch(/revoked/);
    expect((await unlock(keyOf(link.url), LINK_PASSWORD)).statusCode).toBe(410);
    expect((await admin("DELETE", `/api/admin/analytics/share-links/${link.id}`)).statusCode).toBe(404);
  });

  it("throttles password guesses like a sign-in", async () => {
    const link = await newLink("Guessed");
    for (let i = 0; i < 5; i++) expect((await unlock(keyOf(link.url), `guess number ${i}`)).statusCode).toBe(401);
    const blocked = await unlock(keyOf(link.url), LINK_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("is not a console token: it opens no admin route, and an admin token opens no shared view", async () => {
    const res = await view(marketing);
    expect(res.statusCode).toBe(401);
    const noToken = await ctx.app.inject({ method: "GET", url: "/api/shared/analytics" });
    expect(noToken.statusCode).toBe(401);
  });
});
