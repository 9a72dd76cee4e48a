import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadBoard, LeadSummary } from "#common/leads";
import type { RevenueResponse } from "#common/revenue";
import { rows } from "#server/lib/sql";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { catchUpAll } from "#server/modules/analytics/summaries";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { revenueReport } from "./revenue";

const ADMIN = { email: "owner@admin.test", password: "owner password 123" };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A known set of visits and deals, and every figure of the revenue report checked against it:
 * - Lena came by a LinkedIn campaign ("linkedin / q4"), landed on /ai-voice, tried the ROI
 *   calculator and wrote: answered after 1 h, qualified, won at 30,000.
 * - Omar came from a Google search, landed on /roi-overview and wrote: answered after 3 h, lost.
 * - Priya came directly, landed on / and wrote: answered after 5 h, at Proposal worth 5,000.
 * - Kim only browsed.
 * - Theo wrote ten days ago (the previous period) and was won at 10,000 nine days ago.
 */
describe.each(testDatabases)("revenue report on %s", (driver) => {
  let ctx: TestContext;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const request = (method: "GET" | "PATCH" | "PUT" | "POST", url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: auth(), ...(payload ? { payload: payload as object } : {}) });
  const leadIds: Record<string, string> = {};
  /** Each visitor's browser, to come back later: its record and its own requests (with its cookies). */
  const browsers: Record<
    string,
    { clientId: string; sessionId: string; post: (url: string, payload: object) => Promise<unknown> }
  > = {};

  /** One visitor's browser: its record, its page views, its tool use and its contact message. */
  async function visitor(
    name: string,
    options: { utm?: [string, string]; referrer?: string; pages?: string[]; tool?: string; writes?: boolean },
  ) {
    const clientId = randomUUID();
    const sessionId = `sess_${randomUUID().replace(/-/g, "").slice(0, 12)}_${Date.now()}`;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    // Its cookies (the visitor binding among them), so its forms count for it as a real browser's would.
    const cookies = new Map<string, string>();
    const post = async (url: string, payload: object) => {
      const cookie = [...cookies].map(([key, value]) => `${key}=${value}`).join("; ");
      const res = await ctx.app.inject({
        method: "POST",
        url,
        payload,
        headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      for (const { name: key, value } of res.cookies) cookies.set(key, value);
      return res.json() as { id?: string };
    };
    await post("/api/client/sync", {
      id: clientId,
      visitCount: 1,
      firstVisit: at(30),
      lastVisit: at(1),
      pageViews: options.pages ?? [],
      formSubmissions: [],
      consultationRequests: 0,
      ...(options.utm ? { utmSource: options.utm[0], utmMedium: "social", utmCampaign: options.utm[1] } : {}),
      ...(options.referrer ? { referrer: options.referrer } : {}),
    });
    if (options.pages?.length) {
      await post("/api/journey/events", {
        events: options.pages.map((page, i) => ({
          id: randomUUID(),
          clientId,
          sessionId,
          eventType: "page_view",
          page,
          timestamp: at(20 - i),
        })),
      });
    }
    browsers[name] = { clientId, sessionId, post };
    if (options.tool) {
      await post("/api/journey/funnel", {
        clientId,
        sessionId,
        funnelType: options.tool,
        stage: "start",
        page: options.pages?.[0] ?? "/",
        timestamp: at(15),
      });
    }
    if (options.writes) {
      const { id } = await post("/api/contact", {
        name: `${name} Example`,
        email: `${name.toLowerCase()}@example.com`,
        interest: "voice",
        message: "We would like to hear what an assistant could do for our front desk.",
        clientId,
      });
      leadIds[name] = `contact:${id}`;
    }
  }

  const update = async (name: string, change: object) => {
    const res = await request("PATCH", `/api/admin/leads/${encodeURIComponent(leadIds[name])}`, change);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LeadSummary;
  };
  /** Puts a lead's enquiry and deal times where the story says they are. */
  const setTimes = async (name: string, times: Record<string, Date>) => {
    const id = leadIds[name];
    const source = id.slice("contact:".length);
    const db = ctx.database.db;
    if (times.created)
      await db.execute(
        sql`UPDATE contact_messages SET created_at = ${times.created.toISOString()}::timestamptz WHERE id::text = ${source}`,
      );
    for (const [key, column] of [
      ["firstResponse", "first_response_at"],
      ["qualified", "qualified_at"],
      ["closed", "closed_at"],
    ] as const) {
      const value = times[key];
      if (value)
        await db.execute(
          sql`UPDATE lead_workflow SET ${sql.raw(column)} = ${value.toISOString()}::timestamptz WHERE lead_id = ${id}`,
        );
    }
  };

  const now = new Date();

  beforeAll(async () => {
    ctx = await createTestApp(driver, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_SUBMISSIONS_PER_HOUR: "100",
    });
    token = (await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN })).json().token;

    await visitor("Lena", {
      utm: ["linkedin", "q4"],
      pages: ["/ai-voice", "/roi-overview"],
      tool: "roi_calculator",
      writes: true,
    });
    await visitor("Omar", {
      referrer: "https://www.google.com/search?q=ai+voice",
      pages: ["/roi-overview"],
      writes: true,
    });
    await visitor("Priya", { pages: ["/", "/contact"], writes: true });
    await visitor("Kim", { pages: ["/solutions"] });
    await visitor("Theo", { writes: true });

    await update("Lena", { status: "contacted" });
    await update("Lena", { status: "qualified", dealValue: 30_000 });
    await update("Lena", { status: "won" });
    await update("Omar", { status: "contacted" });
    await update("Omar", { status: "lost", lostReason: "Chose to build it in-house" });
    await update("Priya", { status: "proposal", dealValue: 5_000, expectedCloseOn: "2031-01-15" });
    await update("Theo", { status: "won", dealValue: 10_000 });

    const hoursAgo = (h: number) => new Date(now.getTime() - h * HOUR);
    await setTimes("Lena", { created: hoursAgo(30), firstResponse: hoursAgo(29) });
    await setTimes("Omar", { created: hoursAgo(30), firstResponse: hoursAgo(27) });
    await setTimes("Priya", { created: hoursAgo(30), firstResponse: hoursAgo(25) });
    const tenDaysAgo = new Date(now.getTime() - 10 * DAY);
    const nineDaysAgo = new Date(now.getTime() - 9 * DAY);
    await setTimes("Theo", {
      created: tenDaysAgo,
      firstResponse: nineDaysAgo,
      qualified: nineDaysAgo,
      closed: nineDaysAgo,
    });
    // The visitor figures come from the analytics summaries: all of it folded, even past a
    // transaction still open elsewhere (a catch-up then folds nothing and waits for it).
    await catchUpAll(ctx.database.db, { minAgeMs: 0 });
  });
  afterAll(() => ctx.close());

  it("totals the period against the one before: revenue, deals, win rate, answer time, the funnel", async () => {
    const report = await revenueReport(ctx.database.db, "7d", now);
    expect(report.currency).toBe("USD");
    expect(report.current).toEqual({
      wonRevenue: 30_000,
      wonDeals: 1,
      lostDeals: 1,
      winRate: 0.5,
      medianFirstResponseSeconds: 3 * 3600,
      unanswered: 0,
      visitors: 4,
      leads: 3,
      qualified: 2,
    });
    expect(report.previous).toEqual({
      wonRevenue: 10_000,
      wonDeals: 1,
      lostDeals: 0,
      winRate: 1,
      medianFirstResponseSeconds: 24 * 3600,
      unanswered: 0,
      visitors: 0,
      leads: 1,
      qualified: 1,
    });
  });

  it("shows what sits in each open stage now", async () => {
    const { pipeline } = await revenueReport(ctx.database.db, "7d", now);
    expect(pipeline).toEqual([
      { stage: "new", deals: 0, value: 0, withoutValue: 0 },
      { stage: "contacted", deals: 0, value: 0, withoutValue: 0 },
      { stage: "qualified", deals: 0, value: 0, withoutValue: 0 },
      { stage: "proposal", deals: 1, value: 5_000, withoutValue: 0 },
    ]);
  });

  it("puts every deal on the board: per stage its count and value, the newest cards first, with the filters", async () => {
    const board = async (query = "") => {
      const res = await request("GET", `/api/admin/leads/board${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as LeadBoard).columns.map((c) => ({
        stage: c.status,
        count: c.count,
        value: c.value,
        names: c.items.map((l) => l.name?.split(" ")[0]),
      }));
    };
    expect(await board()).toEqual([
      { stage: "new", count: 0, value: 0, names: [] },
      { stage: "contacted", count: 0, value: 0, names: [] },
      { stage: "qualified", count: 0, value: 0, names: [] },
      { stage: "proposal", count: 1, value: 5_000, names: ["Priya"] },
      { stage: "won", count: 2, value: 40_000, names: ["Lena", "Theo"] },
      { stage: "lost", count: 1, value: 0, names: ["Omar"] },
    ]);
    const fromCampaigns = await board("?source=campaign");
    expect(fromCampaigns.filter((c) => c.count)).toEqual([{ stage: "won", count: 1, value: 30_000, names: ["Lena"] }]);
    const bad = await request("GET", "/api/admin/leads/board?owner=bob");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "owner" });
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/leads/board" })).statusCode).toBe(401);
  });

  it("breaks the period down by channel, campaign, referring site, landing page, first tool and affiliate", async () => {
    const { breakdown } = await revenueReport(ctx.database.db, "7d", now);
    const row = (
      key: string | null,
      visitors: number | null,
      leads: number,
      qualified: number,
      won: number,
      revenue: number,
    ) => ({
      key,
      visitors,
      leads,
      qualified,
      wonDeals: won,
      wonRevenue: revenue,
    });
    expect(breakdown.channel).toEqual([
      row("campaign", 1, 1, 1, 1, 30_000),
      row("direct", 2, 1, 1, 0, 0),
      row("referral", 1, 1, 0, 0, 0),
    ]);
    expect(breakdown.utmSource).toEqual([row("linkedin", 1, 1, 1, 1, 30_000), row(null, 3, 2, 1, 0, 0)]);
    expect(breakdown.utmCampaign).toEqual([row("q4", 1, 1, 1, 1, 30_000), row(null, 3, 2, 1, 0, 0)]);
    expect(breakdown.referrer).toEqual([row(null, 3, 2, 2, 1, 30_000), row("google.com", 1, 1, 0, 0, 0)]);
    expect(breakdown.landingPage).toEqual([
      row("/ai-voice", null, 1, 1, 1, 30_000),
      row("/", null, 1, 1, 0, 0),
      row("/roi-overview", null, 1, 0, 0, 0),
    ]);
    expect(breakdown.firstTool).toEqual([row("roi_calculator", null, 1, 1, 1, 30_000), row(null, null, 2, 1, 0, 0)]);
    expect(breakdown.affiliate).toEqual([row(null, 4, 3, 2, 1, 30_000)]);
  });

  it("is served to admins only, with the period checked and the currency a setting", async () => {
    const res = await request("GET", "/api/admin/revenue?period=7d");
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as RevenueResponse).current.wonRevenue).toBe(30_000);
    expect((await ctx.app.inject({ method: "GET", url: "/api/admin/revenue" })).statusCode).toBe(401);
    const bad = await request("GET", "/api/admin/revenue?period=year");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^period: /);

    expect((await request("PUT", "/api/admin/settings/sales", { currency: "XYZ" })).json().error).toMatch(
      /^currency: must be one of USD/,
    );
    expect((await request("PUT", "/api/admin/settings/sales", { currency: "EUR" })).statusCode).toBe(200);
    expect((await request("GET", "/api/admin/settings/sales")).json()).toEqual({ currency: "EUR" });
    expect(((await request("GET", "/api/admin/revenue")).json() as RevenueResponse).currency).toBe("EUR");
    const audit = await request("GET", "/api/admin/audit-log");
    expect(audit.body).toContain("sales.settings_changed");
    await request("PUT", "/api/admin/settings/sales", { currency: "USD" });
  });

  it("follows what changes after a report: a deal won, a campaign learned, a tool tried", async () => {
    await revenueReport(ctx.database.db, "7d", now);
    await update("Priya", { status: "won" });
    // Omar comes back from a newsletter and tries the voice demo: he first came by Google, and the
    // report still says so, but his first tool is now known.
    const omar = browsers.Omar;
    await omar.post("/api/journey/funnel", {
      clientId: omar.clientId,
      sessionId: omar.sessionId,
      funnelType: "voice_demo",
      stage: "start",
      page: "/ai-voice",
      timestamp: new Date().toISOString(),
    });
    // Priya's record learns the campaign she came by (a sync from her browser).
    const priya = browsers.Priya;
    await priya.post("/api/client/sync", {
      id: priya.clientId,
      visitCount: 2,
      firstVisit: new Date(now.getTime() - 30 * 60_000).toISOString(),
      lastVisit: new Date().toISOString(),
      pageViews: ["/", "/contact"],
      formSubmissions: [],
      consultationRequests: 0,
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "december",
    });

    const report = await revenueReport(ctx.database.db, "7d", now);
    expect(report.current).toMatchObject({ wonRevenue: 35_000, wonDeals: 2, lostDeals: 1 });
    expect(report.pipeline.find((s) => s.stage === "proposal")).toEqual({
      stage: "proposal",
      deals: 0,
      value: 0,
      withoutValue: 0,
    });
    const keys = (rows: { key: string | null; leads: number; wonRevenue: number }[]) =>
      rows.map((r) => [r.key, r.leads, r.wonRevenue]);
    expect(keys(report.breakdown.utmCampaign)).toEqual([
      ["q4", 1, 30_000],
      ["december", 1, 5_000],
      [null, 1, 0],
    ]);
    expect(keys(report.breakdown.firstTool)).toEqual([
      ["roi_calculator", 1, 30_000],
      [null, 1, 5_000],
      ["voice_demo", 1, 0],
    ]);
  });
});

describe.each(testDatabases)("a deal's value and dates on %s", (driver) => {
  let ctx: TestContext;
  let token: string;
  let id: string;
  const patch = (payload: object) =>
    ctx.app.inject({
      method: "PATCH",
      url: `/api/admin/leads/${encodeURIComponent(id)}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const stamps = async () => {
    const [row] = await rows<{ first_response_at: unknown; qualified_at: unknown; closed_at: unknown }>(
      ctx.database.db,
      sql`SELECT first_response_at, qualified_at, closed_at FROM lead_workflow WHERE lead_id = ${id}`,
    );
    return {
      answered: row.first_response_at !== null,
      qualified: row.qualified_at !== null,
      closed: row.closed_at !== null,
    };
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    token = (await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN })).json().token;
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "user-agent": BROWSER_UA },
      payload: {
        name: "Ines Duarte",
        email: "ines@duarte.example",
        interest: "voice",
        message: "Forty calls a day go unanswered.",
      },
    });
    id = `contact:${res.json().id}`;
  });
  afterAll(() => ctx.close());

  it("refuses a value that is not a whole, non-negative amount, naming the field, and changes nothing", async () => {
    for (const dealValue of [-1, 1.5, "25000", 1_000_000_001]) {
      const res = await patch({ dealValue, status: "contacted" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^dealValue: /);
    }
    const bad = await patch({ expectedCloseOn: "2031-02-30" });
    expect(bad.json().error).toMatch(/^expectedCloseOn: /);
    const lead = (
      await ctx.app.inject({
        method: "GET",
        url: `/api/admin/leads/${encodeURIComponent(id)}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(lead).toMatchObject({ status: "new", dealValue: null, expectedCloseOn: null });
  });

  it("keeps the value and expected close, and stamps the first answer, the qualification and the close", async () => {
    const owner = await patch({ dealValue: 12_500, expectedCloseOn: "2031-03-31" });
    expect(owner.json()).toMatchObject({ dealValue: 12_500, currency: "USD", expectedCloseOn: "2031-03-31" });
    // An estimate alone is not an answer to the visitor.
    expect(await stamps()).toEqual({ answered: false, qualified: false, closed: false });
    await patch({ status: "proposal" });
    expect(await stamps()).toEqual({ answered: true, qualified: true, closed: false });
    await patch({ status: "lost", lostReason: "Budget moved to next year" });
    expect(await stamps()).toEqual({ answered: true, qualified: true, closed: true });
    // Reopened: no longer closed, still once qualified.
    await patch({ status: "contacted" });
    expect(await stamps()).toEqual({ answered: true, qualified: true, closed: false });
  });
});

describe.each(testDatabases)("saved views and follow-up counts on %s", (driver) => {
  let ctx: TestContext;
  let token: string;
  let me: string;
  const ids: Record<string, string> = {};
  const auth = () => ({ authorization: `Bearer ${token}` });
  const patch = async (name: string, payload: object) => {
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/admin/leads/${encodeURIComponent(ids[name])}`,
      headers: auth(),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const view = async (name: string) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/admin/leads?view=${name}`, headers: auth() });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: LeadSummary[] }).items.map((l) => l.name).sort();
  };
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

  beforeAll(async () => {
    ctx = await createTestApp(driver, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_SUBMISSIONS_PER_HOUR: "100",
    });
    token = (await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN })).json().token;
    me = (await ctx.app.inject({ method: "GET", url: "/api/admin/admins", headers: auth() })).json().items[0].id;
    for (const name of ["Ada", "Ben", "Cleo", "Dev", "Eli"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "user-agent": BROWSER_UA },
        payload: {
          name,
          email: `${name.toLowerCase()}@example.com`,
          interest: "voice",
          message: "Please call us back.",
        },
      });
      ids[name] = `contact:${res.json().id}`;
    }
    await patch("Ada", { ownerId: me, followUpOn: day(0) });
    await patch("Ben", { status: "contacted", followUpOn: day(-1) });
    await patch("Cleo", { status: "won", followUpOn: day(-1) });
    await patch("Dev", { followUpOn: day(3) });
    // Eli is a hot visitor who wrote 30 hours ago and still has no answer; Dev is as hot but wrote an hour ago.
    const db = ctx.database.db;
    for (const [name, hoursAgo] of [
      ["Eli", 30],
      ["Dev", 1],
    ] as const) {
      const clientId = randomUUID();
      await db.execute(sql`INSERT INTO clients (id, first_visit, last_visit, lead_score, lead_quality)
        VALUES (${clientId}, now(), now(), 80, 'Hot')`);
      await db.execute(sql`UPDATE contact_messages SET client_id = ${clientId},
        created_at = now() - make_interval(hours => ${hoursAgo}) WHERE id::text = ${ids[name].slice("contact:".length)}`);
    }
  });
  afterAll(() => ctx.close());

  it("lists my leads, the unassigned open ones, the follow-ups due or overdue and the hot ones left unanswered", async () => {
    expect(await view("mine")).toEqual(["Ada"]);
    // Cleo's deal is won: nothing to assign or follow up.
    expect(await view("unassigned")).toEqual(["Ben", "Dev", "Eli"]);
    expect(await view("due")).toEqual(["Ada", "Ben"]);
    expect(await view("hot-unanswered")).toEqual(["Eli"]);
    const bad = await ctx.app.inject({ method: "GET", url: "/api/admin/leads?view=everything", headers: auth() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^view: /);
  });

  it("counts what is new, due today and overdue; an answer takes a hot lead off its view", async () => {
    const counts = await ctx.app.inject({ method: "GET", url: "/api/admin/leads/counts", headers: auth() });
    expect(counts.json()).toEqual({ new: 3, dueToday: 1, overdue: 1 });
    await ctx.app.inject({
      method: "POST",
      url: `/api/admin/leads/${encodeURIComponent(ids.Eli)}/notes`,
      headers: auth(),
      payload: { body: "Left a voicemail." },
    });
    expect(await view("hot-unanswered")).toEqual([]);
  });

  it("changes several leads at once, all or none: assign, then move to a stage", async () => {
    const bulk = (payload: object) =>
      ctx.app.inject({ method: "POST", url: "/api/admin/leads/bulk", headers: auth(), payload });
    const assigned = await bulk({ ids: [ids.Ben, ids.Dev], change: { ownerId: me } });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual({ updated: 2 });
    expect(await view("mine")).toEqual(["Ada", "Ben", "Dev"]);

    // Lost needs a reason: refused for all, and none of them moved.
    const lost = await bulk({ ids: [ids.Ben, ids.Dev], change: { status: "lost" } });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().error).toBe("lostReason: is required when the status is Lost");
    const unknown = await bulk({
      ids: [ids.Ben, "contact:00000000-0000-4000-8000-000000000000"],
      change: { status: "qualified" },
    });
    expect(unknown.json()).toMatchObject({ field: "ids" });
    const tooMany = await bulk({ ids: Array.from({ length: 101 }, () => ids.Ben), change: { status: "qualified" } });
    expect(tooMany.json().error).toBe("ids: must name at most 100 leads");
    expect((await view("mine")).length).toBe(3);
    const statuses = async () =>
      (
        (await ctx.app.inject({ method: "GET", url: "/api/admin/leads?view=mine", headers: auth() })).json() as {
          items: LeadSummary[];
        }
      ).items
        .map((l) => `${l.name}:${l.status}`)
        .sort();
    expect(await statuses()).toEqual(["Ada:new", "Ben:contacted", "Dev:new"]);

    expect((await bulk({ ids: [ids.Ben, ids.Dev], change: { status: "qualified" } })).statusCode).toBe(200);
    expect(await statuses()).toEqual(["Ada:new", "Ben:qualified", "Dev:qualified"]);
    const audit = await ctx.app.inject({ method: "GET", url: "/api/admin/audit-log", headers: auth() });
    const entries = (audit.json() as { items: { action: string; details: { leadId?: string } }[] }).items;
    expect(entries.filter((e) => e.action === "lead.updated" && e.details.leadId === ids.Dev)).toHaveLength(3);
  });
});
