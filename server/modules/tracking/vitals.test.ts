import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { VitalSummary, VitalsResponse } from "#common/web-vitals";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ADMIN = { email: "owner@admin.test", password: "owner password 123" };
const RATE_LIMIT = 100;
const DAY_1 = new Date("2026-06-01T12:00:30.000Z");
const DAY_2 = new Date("2026-06-02T12:00:30.000Z");

let ipCounter = 0;
/** Each test speaks from its own address, so only the 429 test meets the rate limit. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The exact nearest-rank 75th percentile, what the histogram must come within 2 % of. */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1];

describe.each(testDatabases)("real-user speed on %s", (driver) => {
  let ctx: TestContext;
  let token: string;
  let ip: string;
  let now = DAY_1;
  const post = (payload: unknown, userAgent = DESKTOP_UA) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/journey/vitals",
      payload: payload as object,
      remoteAddress: ip,
      headers: { "user-agent": userAgent },
    });
  const stored = async (table: "web_vitals_pages" | "web_vitals_devices") =>
    (
      (await ctx.database.db.execute(
        sql`SELECT * FROM ${sql.identifier(table)} ORDER BY 1, 2, 3, 4, 5`,
      )) as unknown as {
        rows: Record<string, unknown>[];
      }
    ).rows;
  /**
   * Samples stored, counted in each histogram: by day and page, by week and page, by day and
   * device type (the same in all three when a report is stored whole).
   */
  const storedSamples = async () => {
    const sum = (rows: Record<string, unknown>[]) => rows.reduce((total, r) => total + Number(r.n), 0);
    const pages = await stored("web_vitals_pages");
    const counts = [
      sum(pages.filter((r) => Number(r.span) === 1)),
      sum(pages.filter((r) => Number(r.span) === 7)),
      sum(await stored("web_vitals_devices")),
    ];
    expect(new Set(counts).size).toBe(1);
    return counts[0];
  };
  const report = async (query = "from=2026-06-01&to=2026-06-02"): Promise<VitalsResponse> => {
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/admin/analytics/vitals?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const metricOf = (list: VitalSummary[], metric: string) => list.find((m) => m.metric === metric) as VitalSummary;

  beforeAll(async () => {
    ctx = await createTestApp(
      driver,
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
      { clock: () => now },
    );
    const login = await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN });
    token = login.json().token;
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    ip = nextIp();
    now = DAY_1;
    await ctx.database.db.execute(sql`DELETE FROM web_vitals_pages`);
    await ctx.database.db.execute(sql`DELETE FROM web_vitals_devices`);
  });

  it("gives the p75 and band shares per metric, page, device type and day from known samples", async () => {
    // Desktop on /: twelve LCPs, 0.5 s to 6 s, two of them exactly on the band limits (2.5 s, 4 s).
    const homeLcp = Array.from({ length: 12 }, (_, i) => (i + 1) * 500);
    for (const value of homeLcp)
      expect((await post({ page: "/", vitals: [{ metric: "LCP", value }] })).statusCode).toBe(202);
    const cls = [0.05, 0.1, 0.2, 0.3];
    for (const value of cls) await post({ page: "/", vitals: [{ metric: "CLS", value }] });
    // A phone on /about the next day: fast LCPs, and one report of all four metrics.
    now = DAY_2;
    const phoneLcp = [800, 900, 1000, 1200];
    for (const value of phoneLcp.slice(1)) await post({ page: "/about", vitals: [{ metric: "LCP", value }] }, PHONE_UA);
    const all = await post(
      {
        page: "/about",
        vitals: [
          { metric: "LCP", value: 800 },
          { metric: "INP", value: 350 },
          { metric: "CLS", value: 0 },
          { metric: "TTFB", value: 120 },
        ],
      },
      PHONE_UA,
    );
    expect(all.statusCode).toBe(202);
    expect(all.json()).toEqual({ accepted: 4 });

    const r = await report();
    expect(r.precision).toBe(0.02);
    const near = (actual: number | null, expected: number) => {
      expect(actual).not.toBeNull();
      expect(Math.abs((actual as number) - expected) / expected).toBeLessThanOrEqual(0.02);
    };

    const lcp = metricOf(r.overall, "LCP");
    expect(lcp.samples).toBe(16);
    near(lcp.p75, exactP75([...homeLcp, ...phoneLcp])); // 4 s: the band's limit itself
    expect(lcp.shares).toEqual({ good: 9 / 16, "needs-improvement": 3 / 16, poor: 4 / 16 });

    const pages = Object.fromEntries(r.pages.map((p) => [p.label, p.metrics]));
    expect(r.pages.map((p) => p.label)).toEqual(["/", "/about"]);
    const homeLcpSummary = metricOf(pages["/"], "LCP");
    near(homeLcpSummary.p75, 4_500);
    expect(homeLcpSummary.band).toBe("poor");
    // 2.5 s is good and 4 s needs improvement: the limits belong to the better band.
    expect(homeLcpSummary.shares).toEqual({ good: 5 / 12, "needs-improvement": 3 / 12, poor: 4 / 12 });
    const homeCls = metricOf(pages["/"], "CLS");
    near(homeCls.p75, 0.2);
    expect(homeCls.band).toBe("needs-improvement");
    expect(homeCls.shares).toEqual({ good: 0.5, "needs-improvement": 0.25, poor: 0.25 });
    expect(metricOf(pages["/"], "INP")).toMatchObject({ samples: 0, p75: null, band: null });
    near(metricOf(pages["/about"], "LCP").p75, 1_000);
    expect(metricOf(pages["/about"], "LCP").band).toBe("good");

    const devices = Object.fromEntries(r.devices.map((d) => [d.label, d.metrics]));
    expect(r.devices.map((d) => d.label)).toEqual(["Desktop", "Mobile"]);
    expect(metricOf(devices.Desktop, "LCP").samples).toBe(12);
    expect(metricOf(devices.Mobile, "LCP").samples).toBe(4);
    near(metricOf(devices.Mobile, "INP").p75, 350);
    expect(metricOf(devices.Mobile, "INP").band).toBe("needs-improvement");
    near(metricOf(devices.Mobile, "TTFB").p75, 120);
    expect(metricOf(devices.Mobile, "CLS")).toMatchObject({ samples: 1, p75: 0, band: "good" });

    expect(r.daily.map((d) => d.day)).toEqual(["2026-06-01", "2026-06-02"]);
    near(metricOf(r.daily[0].metrics, "LCP").p75, 4_500);
    near(metricOf(r.daily[1].metrics, "LCP").p75, 1_000);

    // Whole weeks are read from the weekly page rows, the days around them from the daily ones:
    // the same figures either way.
    expect((await report("from=2026-05-25&to=2026-06-14")).pages).toEqual(r.pages);
    expect((await report("from=2026-05-31&to=2026-06-08")).pages).toEqual(r.pages);
    expect((await report("from=2026-05-25&to=2026-05-31")).pages).toEqual([]);
    // The range is followed: the second day alone.
    const second = await report("from=2026-06-02&to=2026-06-02");
    expect(metricOf(second.overall, "LCP").samples).toBe(4);
    expect(second.pages.map((p) => p.label)).toEqual(["/about"]);
    // Nothing that identifies the visitor is kept: no address, no user agent.
    expect(await storedSamples()).toBe(23);
    const text = JSON.stringify([await stored("web_vitals_pages"), await stored("web_vitals_devices")]);
    expect(text).not.toContain("10.9.");
    expect(text).not.toContain("Mozilla");
    expect(text).not.toContain("iPhone");
  });

  it("refuses a bad body with 400 naming the field, and stores nothing of it", async () => {
    const refused = async (payload: unknown, field: string) => {
      const res = await post(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
    };
    await refused({ vitals: [{ metric: "LCP", value: 1 }] }, "page");
    await refused({ page: "about", vitals: [{ metric: "LCP", value: 1 }] }, "page");
    await refused({ page: "/", vitals: [] }, "vitals");
    await refused({ page: "/", vitals: [{ metric: "FID", value: 1 }] }, "vitals.0.metric");
    await refused({ page: "/", vitals: [{ metric: "LCP", value: "fast" }] }, "vitals.0.value");
    await refused({ page: "/", vitals: [{ metric: "LCP", value: -1 }] }, "vitals.0.value");
    // Bounded per metric: a valid report beside an impossible one is refused whole.
    await refused(
      {
        page: "/",
        vitals: [
          { metric: "LCP", value: 2_000 },
          { metric: "INP", value: 60_001 },
        ],
      },
      "vitals.1.value",
    );
    await refused({ page: "/", vitals: [{ metric: "CLS", value: 26 }] }, "vitals.0.value");
    await refused(
      {
        page: "/",
        vitals: [
          { metric: "LCP", value: 1 },
          { metric: "LCP", value: 2 },
        ],
      },
      "vitals.1.metric",
    );
    await refused({ page: "/", vitals: [{ metric: "LCP", value: 1 }], ip: "1.2.3.4" }, "body");
    expect(await storedSamples()).toBe(0);
  });

  it("answers bots and the console's pages 202 and stores nothing", async () => {
    const bot = await post({ page: "/", vitals: [{ metric: "LCP", value: 900 }] }, BOT_UA);
    expect(bot.statusCode).toBe(202);
    expect(bot.json()).toEqual({ accepted: 0 });
    const admin = await post({ page: "/admin/journey-analytics", vitals: [{ metric: "LCP", value: 900 }] });
    expect(admin.statusCode).toBe(202);
    expect(admin.json()).toEqual({ accepted: 0 });
    expect(await storedSamples()).toBe(0);
  });

  it("answers 413 to an oversized body and 429 to a flood from one address", async () => {
    const huge = await post({ page: `/${"x".repeat(300 * 1024)}`, vitals: [{ metric: "LCP", value: 900 }] });
    expect(huge.statusCode).toBe(413);
    expect(await storedSamples()).toBe(0);
    ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 3; i++)
      statuses.push((await post({ page: "/", vitals: [{ metric: "TTFB", value: 300 }] })).statusCode);
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429, 429]);
    expect(await storedSamples()).toBe(RATE_LIMIT);
  });
});
