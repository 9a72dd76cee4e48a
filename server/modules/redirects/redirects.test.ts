import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MissingPage, RedirectRule } from "#common/redirects";
import { notFoundMeta } from "#content/page-meta/not-found";
import { buildApp } from "#server/app";
import { openDatabase } from "#server/db/client";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { createTestApp, type TestContext, testConfig, testDatabases } from "#server/test-support";

const ADMIN = { email: "owner@admin.test", password: "owner password 123" };

describe.each(testDatabases)("redirects on %s", (driver) => {
  let ctx: TestContext;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const api = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth(), ...(payload ? { payload } : {}) });
  const rules = async () => ((await api("GET", "/api/admin/redirects")).json() as { rules: RedirectRule[] }).rules;
  const create = (rule: object) => api("POST", "/api/admin/redirects", rule);
  const visit = (url: string) => ctx.app.inject({ method: "GET", url });

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    token = (await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN })).json().token;
  });
  afterAll(() => ctx.close());

  it("sends a renamed page and everything under a moved prefix on, keeping the query string", async () => {
    expect((await create({ from: "/old-pricing/", to: "/roi-overview" })).statusCode).toBe(201);
    expect(
      (await create({ from: "/blog", match: "prefix", to: "https://blog.meridian.example/posts", status: 302 }))
        .statusCode,
    ).toBe(201);

    const renamed = await visit("/old-pricing?utm_source=linkedin&utm_campaign=q4");
    expect(renamed.statusCode).toBe(301);
    expect(renamed.headers.location).toBe("/roi-overview?utm_source=linkedin&utm_campaign=q4");
    expect((await visit("/old-pricing/")).headers.location).toBe("/roi-overview");

    const moved = await visit("/blog/2025/voice-agents?ref=mail");
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe("https://blog.meridian.example/posts/2025/voice-agents?ref=mail");
    expect((await visit("/blog")).headers.location).toBe("https://blog.meridian.example/posts");
    // A path that only starts with the same letters is another page.
    expect((await visit("/blogroll")).statusCode).not.toBe(302);
    // The API is never redirected, whatever a rule says.
    expect((await visit("/api/health")).statusCode).toBe(200);
  });

  it("refuses a chain, a loop, the same path twice and what is not a path or an address", async () => {
    const chain = await create({ from: "/pricing-2024", to: "/old-pricing" });
    expect(chain.statusCode).toBe(409);
    expect(chain.json()).toMatchObject({ field: "to" });
    expect(chain.json().error).toMatch(/^to: \/old-pricing is redirected itself \(to \/roi-overview\)/);

    const backwards = await create({ from: "/roi-overview", to: "/contact" });
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().error).toMatch(/^from: the rule \/old-pricing → \/roi-overview leads here/);

    const loop = await create({ from: "/guides", match: "prefix", to: "/guides/start" });
    expect(loop.statusCode).toBe(409);
    expect(loop.json().error).toMatch(/a loop$/);
    expect((await create({ from: "/old-pricing", to: "/faq" })).json().error).toMatch(
      /^from: a rule for \/old-pricing exists/,
    );

    for (const [body, field, message] of [
      [{ from: "old-pricing", to: "/faq" }, "from", /starting with \//],
      [{ from: "/admin/leads", to: "/faq" }, "from", /console/],
      [{ from: "/", to: "/faq" }, "from", /home page/],
      [{ from: "/x", to: "javascript:alert(1)" }, "to", /full address/],
      [{ from: "/x", to: "//evil.example/path" }, "to", /full address/],
      [{ from: "/x", to: "/faq", status: 307 }, "status", /301 or 302/],
    ] as const) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().error).toMatch(message);
    }
    expect((await rules()).map((r) => r.from)).toEqual(["/old-pricing", "/blog"]);
  });

  it("lists, exports, imports (all or none) and deletes rules, each change in the audit log", async () => {
    const csv = (await api("GET", "/api/admin/redirects/export.csv")).body;
    expect(csv).toBe(
      "from,match,to,status\r\n/old-pricing,exact,/roi-overview,301\r\n/blog,prefix,https://blog.meridian.example/posts,302\r\n",
    );

    const bad = await api("POST", "/api/admin/redirects/import", {
      csv: "from,to,status\n/old-team,/about,301\n/old-about,/old-pricing,301\n",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "csv" });
    expect(bad.json().error).toMatch(/^csv: line 3, to: \/old-pricing is redirected itself/);
    expect(await rules()).toHaveLength(2);
    // A file too long to check at once is refused before any work is done.
    const tooMany = await api("POST", "/api/admin/redirects/import", {
      csv: ["from,to", ...Array.from({ length: 1_001 }, (_, i) => `/old-${i},/faq`)].join("\n"),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe("csv: at most 1,000 rules per import (split the file)");

    const good = await api("POST", "/api/admin/redirects/import", {
      csv: 'from,match,to,status\r\n/old-team,exact,/about,301\r\n"/legal/old-terms",exact,/terms-conditions,\r\n',
    });
    expect(good.json()).toEqual({ imported: 2 });
    expect((await visit("/legal/old-terms")).headers.location).toBe("/terms-conditions");

    const team = (await rules()).find((r) => r.from === "/old-team");
    expect(team?.createdBy).toBe(ADMIN.email);
    expect((await api("DELETE", `/api/admin/redirects/${team?.id}`)).statusCode).toBe(200);
    expect((await visit("/old-team")).statusCode).toBe(404);
    expect((await api("DELETE", `/api/admin/redirects/${team?.id}`)).statusCode).toBe(404);

    const audit = (await api("GET", "/api/admin/audit-log")).body;
    for (const action of ["redirect.created", "redirect.imported", "redirect.deleted", "redirect.exported"])
      expect(audit).toContain(action);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/redirects" })).statusCode).toBe(401);
  });

  it("leaves redirected paths out of the sitemap", async () => {
    expect((await create({ from: "/technology", to: "/implementation" })).statusCode).toBe(201);
    const sitemap = (await visit("/sitemap.xml")).body;
    expect(sitemap).not.toContain("/technology</loc>");
    expect(sitemap).toContain("/implementation</loc>");
  });

  it("lists the paths visitors found missing, with where they came from, and which are redirected now", async () => {
    const notFoundView = (clientId: string, sessionId: string, page: string, at: Date) => ({
      id: randomUUID(),
      clientId,
      sessionId,
      eventType: "page_view",
      page,
      details: JSON.stringify({ title: notFoundMeta.title }),
      timestamp: at.toISOString(),
    });
    const send = (events: object[]) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/journey/events",
        headers: { "user-agent": BROWSER_UA },
        payload: { events },
      });
    const session = () => `sess_${randomUUID().replace(/-/g, "").slice(0, 12)}_${Date.now()}`;
    const t = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
    // One visitor follows a broken link on /solutions, another comes straight from a campaign
    // link twice, a third lands on a path that has been redirected since.
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const first = session();
    await send([
      {
        id: randomUUID(),
        clientId: a,
        sessionId: first,
        eventType: "page_view",
        page: "/solutions",
        timestamp: t(60).toISOString(),
      },
      notFoundView(a, first, "/solutions/voice-agent", t(50)),
    ]);
    const second = session();
    await send([
      notFoundView(b, second, "/solutions/voice-agent", t(40)),
      notFoundView(b, second, "/solutions/voice-agent", t(30)),
    ]);
    await send([notFoundView(c, session(), "/old-pricing", t(20))]);
    // A page of the site reported as missing (a hostile or broken tracker) is not listed.
    await send([notFoundView(c, session(), "/about", t(10))]);

    const res = await api("GET", "/api/admin/redirects/missing?period=7d");
    expect(res.statusCode, res.body).toBe(200);
    const pages = (res.json() as { pages: MissingPage[] }).pages;
    expect(pages.map((p) => [p.path, p.hits, p.visitors, p.redirectedTo])).toEqual([
      ["/solutions/voice-agent", 3, 2, null],
      ["/old-pricing", 1, 1, "/roi-overview"],
    ]);
    // The closest page of the site is offered as the target.
    expect(pages[0].suggestion).toBe("/solutions");
    // A reload of the missing page is not where the visitor came from.
    expect(pages[0].referrers).toEqual([
      { from: null, hits: 2 },
      { from: "/solutions", hits: 1 },
    ]);
    expect((await api("GET", "/api/admin/redirects/missing?period=year")).statusCode).toBe(400);
  });

  it.runIf(driver === "postgres")(
    "a rule made through one server process applies in another within seconds",
    async () => {
      const other = await openDatabase({ driver: "postgres", url: ctx.databaseUrl as string, poolSize: 2 });
      const second = await buildApp({ config: testConfig(), database: other });
      try {
        await second.ready();
        expect((await second.inject({ method: "GET", url: "/moved-in-the-first" })).statusCode).toBe(404);
        expect((await create({ from: "/moved-in-the-first", to: "/contact" })).statusCode).toBe(201);
        await expect
          .poll(async () => (await second.inject({ method: "GET", url: "/moved-in-the-first" })).headers.location, {
            timeout: 15_000,
          })
          .toBe("/contact");
      } finally {
        await second.close();
        await other.close();
      }
    },
  );
});
