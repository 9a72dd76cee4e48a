import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnalyticsFilter, filtersSchema } from "#common/analytics-filters";
import type { Database, Db } from "#server/db/client";
import { utcDay } from "#server/lib/sql";
import { openTestDatabase, testDatabases } from "#server/test-support";
import { journeyAnalytics, recentSessions } from "./analytics";
import { filteredRows } from "./filtered";
import { createFunnel, funnelsReport } from "./funnels";
import { createGoal, goalsReport } from "./goals";
import { catchUpAll } from "./summaries";

/**
 * Filtered journey analytics on known journeys: three visitors today, told apart by device,
 * country and campaign, and one a week ago. Every figure of a filtered view counts only the
 * sessions that match all the filters.
 */

const today = utcDay(new Date());
const weekAgo = utcDay(new Date(Date.now() - 7 * 86_400_000));

interface Visit {
  client: string;
  session: string;
  device: string | null;
  os: string | null;
  country: string | null;
  pages: string[];
  daysAgo?: number;
  source?: { utm_source: string; utm_campaign: string };
}

const VISITS: Visit[] = [
  {
    client: "c-anna",
    session: "sess_anna_1",
    device: "Mobile",
    os: "iOS",
    country: "DE",
    pages: ["/", "/ai-voice"],
    source: { utm_source: "linkedin", utm_campaign: "q4" },
  },
  {
    client: "c-ben",
    session: "sess_ben_1",
    device: "Desktop",
    os: "Windows",
    country: "US",
    pages: ["/solutions", "/contact", "/solutions"],
    source: { utm_source: "google", utm_campaign: "brand" },
  },
  { client: "c-chi", session: "sess_chi_1", device: "Mobile", os: "Android", country: null, pages: ["/", "/faq"] },
  {
    client: "c-anna",
    session: "sess_anna_0",
    device: "Mobile",
    os: "iOS",
    country: "DE",
    pages: ["/", "/results"],
    daysAgo: 7,
    source: { utm_source: "linkedin", utm_campaign: "q4" },
  },
];

async function seed(db: Db) {
  for (const [i, v] of VISITS.entries()) {
    const at = sql`now() - (${v.daysAgo ?? 0} || ' days')::interval - (${i} || ' minutes')::interval`;
    await db.execute(sql`
      INSERT INTO clients (id, first_visit, last_visit, utm_source, utm_campaign)
      VALUES (${v.client}, ${at}, ${at}, ${v.source?.utm_source ?? null}, ${v.source?.utm_campaign ?? null})
      ON CONFLICT (id) DO NOTHING`);
    for (const [k, page] of v.pages.entries()) {
      await db.execute(sql`
        INSERT INTO journey_events (id, client_id, session_id, event_type, page, occurred_at, received_at, device_type, os, country)
        VALUES (${`${v.session}-${k}`}, ${v.client}, ${v.session}, 'page_view', ${page},
                ${at} + (${k} || ' seconds')::interval, ${at} + (${k} || ' seconds')::interval, ${v.device}, ${v.os}, ${v.country})`);
    }
    await db.execute(sql`
      INSERT INTO journey_events (id, client_id, session_id, event_type, page, duration, occurred_at, received_at, device_type, os, country)
      VALUES (${`${v.session}-exit`}, ${v.client}, ${v.session}, 'page_exit', ${v.pages.at(-1)}, ${10 * (i + 1)},
              ${at} + interval '1 minute', ${at} + interval '1 minute', ${v.device}, ${v.os}, ${v.country})`);
  }
  await db.execute(sql`
    INSERT INTO funnel_events (id, client_id, session_id, funnel_type, stage, occurred_at, received_at)
    VALUES ('f-anna', 'c-anna', 'sess_anna_1', 'contact', 'awareness', now(), now()),
           ('f-ben', 'c-ben', 'sess_ben_1', 'contact', 'awareness', now(), now()),
           ('f-ben-2', 'c-ben', 'sess_ben_1', 'contact', 'purchase', now(), now())`);
}

const f = (text: string): AnalyticsFilter[] => filtersSchema.parse(text.split(" "));
const counts = (list: { label: string; count: number }[]) => Object.fromEntries(list.map((r) => [r.label, r.count]));

describe.each(testDatabases)("filtered journey analytics on %s", (driver) => {
  let database: Database;
  let drop: () => Promise<void>;
  const range = { from: today, to: today };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(driver));
    await seed(database.db);
    await catchUpAll(database.db, { minAgeMs: 0 });
  });
  afterAll(() => drop());

  it("counts only the sessions of one device, in every panel", async () => {
    const d = await journeyAnalytics(database.db, range, "none", f("device:is:Mobile"));
    expect(d.sessions).toBe(2);
    expect(d.pageViews).toBe(4);
    expect(d.estimatedFrom).toBeNull();
    expect(counts(d.topPages)).toEqual({ "/": 2, "/ai-voice": 1, "/faq": 1 });
    expect(counts(d.devices)).toEqual({ Mobile: 2 });
    expect(counts(d.operatingSystems)).toEqual({ iOS: 1, Android: 1 });
    expect(counts(d.countries)).toEqual({ DE: 1, Unknown: 1 });
    expect(counts(d.utmCampaigns)).toEqual({ q4: 1, "(none)": 1 });
    expect(counts(d.entryPages)).toEqual({ "/": 2 });
    expect(counts(d.exitPages)).toEqual({ "/ai-voice": 1, "/faq": 1 });
    expect(counts(d.eventsByType)).toEqual({ page_view: 4, page_exit: 2 });
    expect(d.avgTimeOnPage).toBe(20); // Anna 10 s, Chi 30 s
    expect(d.daily.at(-1)).toEqual({ day: today, visitors: 2, visits: 2, pageViews: 4 });
    expect(d.landingPages).toEqual([{ page: "/", visitors: 2, leads: 0 }]);
    expect(d.funnels.map((x) => [x.funnelType, x.stages.map((s) => [s.stage, s.sessions])])).toEqual([
      ["contact", [["awareness", 1]]],
    ]);
  });

  it("combines filters, negates them, and matches a page viewed anywhere in the session", async () => {
    expect((await journeyAnalytics(database.db, range, "none", f("device:is:Mobile utmCampaign:is:q4"))).sessions).toBe(
      1,
    );
    const notQ4 = await journeyAnalytics(database.db, range, "none", f("utmCampaign:isNot:q4"));
    expect(counts(notQ4.utmSources)).toEqual({ google: 1, "(none)": 1 });
    const faq = await journeyAnalytics(database.db, range, "none", f("page:is:/faq"));
    expect(faq.sessions).toBe(1);
    expect(counts(faq.operatingSystems)).toEqual({ Android: 1 });
    // An empty value is "Unknown" / "(none)": the visit whose country could not be told.
    expect(counts((await journeyAnalytics(database.db, range, "none", f("country:is:"))).devices)).toEqual({
      Mobile: 1,
    });
    const contactless = await journeyAnalytics(database.db, range, "none", f("page:isNot:/contact"));
    expect(contactless.sessions).toBe(2);
    expect(contactless.funnels[0].stages.find((s) => s.stage === "purchase")).toBeUndefined();
  });

  it("lists only the matching sessions in the session explorer", async () => {
    const desktop = await recentSessions(database.db, range, f("device:is:Desktop"));
    expect(desktop.map((x) => [x.sessionId, x.entryPage, x.events])).toEqual([["sess_ben_1", "/solutions", 4]]);
    const mobile = await recentSessions(database.db, range, f("device:is:Mobile"));
    expect(mobile.map((x) => x.sessionId).sort()).toEqual(["sess_anna_1", "sess_chi_1"]);
  });

  it("compares a filtered period with the same filter a week before", async () => {
    const d = await journeyAnalytics(
      database.db,
      { from: utcDay(new Date(Date.now() - 6 * 86_400_000)), to: today },
      "previous",
      f("utmSource:is:linkedin"),
    );
    expect(d.sessions).toBe(1);
    expect(d.comparison).toMatchObject({ sessions: 1, pageViews: 2 });
    expect(d.comparison?.daily.find((p) => p.day === weekAgo)).toMatchObject({ visitors: 1, visits: 1 });
    expect(d.topPages.find((r) => r.label === "/")).toEqual({ label: "/", count: 1, previous: 1 });
    expect(d.topPages.find((r) => r.label === "/ai-voice")).toEqual({ label: "/ai-voice", count: 1, previous: 0 });
  });
});

describe("the filter parameter", () => {
  it("reads one or several filters, values with colons included", () => {
    expect(filtersSchema.parse("referrer:is:https://www.linkedin.com/")).toEqual([
      { dimension: "referrer", negated: false, value: "https://www.linkedin.com/" },
    ]);
    expect(filtersSchema.parse(["device:isNot:Tablet", "country:is:"])).toEqual([
      { dimension: "device", negated: true, value: "Tablet" },
      { dimension: "country", negated: false, value: "" },
    ]);
  });

  it("refuses unknown dimensions and operators, and more than ten filters", () => {
    expect(filtersSchema.safeParse("password:is:x").success).toBe(false);
    expect(filtersSchema.safeParse("device:like:Mob").success).toBe(false);
    expect(filtersSchema.safeParse("device").success).toBe(false);
    expect(filtersSchema.safeParse(Array(11).fill("device:is:Mobile")).success).toBe(false);
  });
});

/**
 * Past a limit of matching sessions, a filtered view reads a fixed sample of them and scales it
 * up. Known traffic: 2,000 sessions today, 1,200 of them on phones, each with two page views;
 * every fifth phone session also viewed /pricing.
 */
describe.each(testDatabases)("filtered journey analytics over many sessions on %s", (driver) => {
  let database: Database;
  let drop: () => Promise<void>;
  const range = { from: today, to: today };
  const summed = (rows: { kind: string; label: string; n: string }[], kind: string, label = "") =>
    Number(rows.find((r) => r.kind === kind && r.label === label)?.n ?? 0);

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(driver));
    await database.db.execute(sql`
      INSERT INTO journey_events (id, client_id, session_id, event_type, page, occurred_at, received_at, device_type)
      SELECT 'e' || g || '-' || k, 'c' || g, 'sess_many_' || g, 'page_view',
             CASE WHEN k = 1 AND g <= 1200 AND g % 5 = 0 THEN '/pricing' ELSE '/p' || k END,
             now() - interval '1 hour' + k * interval '1 second', now() - interval '1 hour' + k * interval '1 second',
             CASE WHEN g <= 1200 THEN 'Mobile' ELSE 'Desktop' END
      FROM generate_series(1, 2000) g, generate_series(0, 1) k`);
    await catchUpAll(database.db, { minAgeMs: 0 });
  });
  afterAll(() => drop());

  it("reads every matching session while they are few, and says nothing is estimated", async () => {
    const exact = await filteredRows(database.db, range, f("device:is:Mobile"), 10);
    expect(exact.estimatedFrom).toBeNull();
    expect(summed(exact.summary, "sessions")).toBe(1200);
    expect(summed(exact.summary, "type", "page_view")).toBe(2400);
  });

  it("estimates from a fixed sample past the limit, close to the exact figures, the same on every view", async () => {
    const sampled = await filteredRows(database.db, range, f("device:is:Mobile"), 10, { sampleLimit: 200 });
    // About 200 of the 1,200 matching sessions read: a sixth of them.
    expect(sampled.estimatedFrom).toBeGreaterThan(0.14);
    expect(sampled.estimatedFrom).toBeLessThan(0.2);
    const sessions = summed(sampled.summary, "sessions");
    expect(sessions).toBeGreaterThan(900);
    expect(sessions).toBeLessThan(1500);
    expect(summed(sampled.summary, "type", "page_view")).toBe(summed(sampled.summary, "visits") * 2);
    expect(sampled.daily.at(-1)?.visits).toBe(summed(sampled.summary, "visits"));
    expect(await filteredRows(database.db, range, f("device:is:Mobile"), 10, { sampleLimit: 200 })).toEqual(sampled);
  });

  it("looks only in a sample of the period's sessions when the period holds many", async () => {
    // 2,000 sessions in the period, at most about 500 looked at: a quarter of the buckets.
    const looked = await filteredRows(database.db, range, f("device:is:Mobile"), 10, { scanLimit: 500 });
    expect(looked.estimatedFrom).toBe(0.25);
    const sessions = summed(looked.summary, "sessions");
    expect(sessions).toBeGreaterThan(900);
    expect(sessions).toBeLessThan(1500);
    // A smaller sample of those is a part of that sample: its buckets are the first of them.
    const both = await filteredRows(database.db, range, f("device:is:Mobile"), 10, {
      scanLimit: 500,
      sampleLimit: 100,
    });
    expect(both.estimatedFrom).toBeLessThan(0.25);
    expect(summed(both.summary, "sessions")).toBeGreaterThan(600);
    expect(summed(both.summary, "sessions")).toBeLessThan(1800);
  });

  it("samples before a page filter and still finds the page's sessions", async () => {
    const pricing = await filteredRows(database.db, range, f("page:is:/pricing"), 10, { sampleLimit: 200 });
    expect(pricing.estimatedFrom).not.toBeNull();
    const sessions = summed(pricing.summary, "sessions");
    // 240 sessions viewed /pricing; a sample of about a tenth of all 2,000 finds about 24 of them.
    expect(sessions).toBeGreaterThan(120);
    expect(sessions).toBeLessThan(400);
    expect(pricing.summary.filter((r) => r.kind === "device").map((r) => r.label)).toEqual(["Mobile"]);
  });

  it("counts goals and funnels from the same sample, scaled up, when the filters match many sessions", async () => {
    const actor = { id: null, email: "sampling@example.com" };
    await createGoal(database.db, { name: "Saw pricing", kind: "page", target: "/pricing" }, actor);
    const steps = [
      { kind: "page" as const, target: "/p0" },
      { kind: "page" as const, target: "/p1" },
    ];
    await createFunnel(database.db, { name: "First two pages", steps }, actor);
    await catchUpAll(database.db, { minAgeMs: 0 });
    const mobile = f("device:is:Mobile");
    // Every one of the 1,200 phone sessions, exactly, while they are under the limit.
    const exact = await goalsReport(database.db, range, "none", mobile);
    expect(exact.estimatedFrom).toBeNull();
    expect(exact.visits).toBe(1200);
    expect(exact.goals[0].conversions).toBe(240);
    const limits = { sampleLimit: 200 };
    const view = await filteredRows(database.db, range, mobile, 10, limits);
    const goals = await goalsReport(database.db, range, "none", mobile, limits);
    expect(goals.estimatedFrom).toBe(view.estimatedFrom);
    expect(goals.visits).toBe(summed(view.summary, "visits"));
    // 240 phone sessions saw /pricing: a sixth of them sampled, scaled back up.
    expect(goals.goals[0].conversions).toBeGreaterThan(120);
    expect(goals.goals[0].conversions).toBeLessThan(400);
    const funnels = await funnelsReport(database.db, range, mobile, limits);
    expect(funnels.estimatedFrom).toBe(view.estimatedFrom);
    const [first, second] = funnels.items[0].steps.map((step) => step.sessions);
    // Each count is scaled on its own: they may differ by one in the rounding.
    expect(Math.abs(first - goals.visits)).toBeLessThanOrEqual(1);
    // The phone sessions that saw /pricing saw it instead of /p1.
    expect(second).toBe(first - goals.goals[0].conversions);
    expect((await funnelsReport(database.db, range, [])).estimatedFrom).toBeNull();
  });
});
