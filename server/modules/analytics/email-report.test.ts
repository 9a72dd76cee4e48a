import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client";
import { createAdmin } from "#server/modules/auth";
import { leadsReceived } from "#server/modules/leads";
import { startSmtpServer, type TestSmtpServer } from "#server/test-servers";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { lastWholePeriod, sendDueReports } from "./email-report";
import { createGoal } from "./goals";
import { seedVisits } from "./report-journeys.fixture";
import { catchUpAll } from "./summaries";

/**
 * The weekly and monthly analytics e-mail: its figures against seeded journeys, sent once per
 * member and period however many schedulers race for it, only to members who chose it and whose
 * role sees the analytics, and received by a real SMTP server as HTML and plain text.
 */

// A Monday morning: the last whole week is Nov 9-15, the one before Nov 2-8; the last whole month October.
const NOW = new Date("2026-11-16T07:00:00Z");
const at = (iso: string) => new Date(iso);
const OWNER = { email: "owner@example.com", password: "a long enough password 42" };
const password = "a long enough password 44";

describe("the report's period", () => {
  it("is the Monday-to-Sunday week before, or the calendar month before", () => {
    expect(lastWholePeriod("weekly", NOW)).toEqual({ from: "2026-11-09", to: "2026-11-15", key: "week:2026-11-09" });
    expect(lastWholePeriod("weekly", new Date("2026-11-22T23:59:00Z"))).toMatchObject({ from: "2026-11-09" });
    expect(lastWholePeriod("monthly", NOW)).toEqual({ from: "2026-10-01", to: "2026-10-31", key: "month:2026-10" });
    expect(lastWholePeriod("monthly", new Date("2026-03-01T00:00:00Z"))).toMatchObject({
      from: "2026-02-01",
      to: "2026-02-28",
    });
  });
});

describe.each(testDatabases)("analytics e-mail reports on %s", (driver) => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;
  let second: Database | undefined;
  const signIn = async (email: string, pw: string) =>
    (await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password: pw } })).json()
      .token as string;
  const choose = async (token: string, frequency: string) =>
    ctx.app.inject({
      method: "PUT",
      url: "/api/admin/me/analytics-report",
      payload: { frequency },
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp(
      driver,
      {
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL_TO: "sales@meridian.test",
        NOTIFY_EMAIL_FROM: "Meridian AI <reports@meridian.test>",
      },
      { jobs: { timers: false } },
    );
    const db = ctx.database.db;
    const actor = { id: null, email: "test" };
    await createAdmin(db, "marketing@example.com", password, actor, "marketing");
    await createAdmin(db, "sales@example.com", password, actor, "sales");
    await seedVisits(db, [
      { client: "c-1", at: at("2026-11-10T09:00:00Z"), pages: ["/", "/ai-voice"], referrer: "linkedin.com" },
      {
        client: "c-2",
        at: at("2026-11-12T10:00:00Z"),
        pages: ["/solutions"],
        source: "newsletter",
        lead: { name: "Dana Whitfield", email: "dana@client.example" },
      },
      { client: "c-3", at: at("2026-11-15T23:00:00Z"), pages: ["/ai-voice"], referrer: "linkedin.com" },
      // The week before: one visitor.
      { client: "c-4", at: at("2026-11-03T09:00:00Z"), pages: ["/"], referrer: "linkedin.com" },
      // After the week: counts in neither.
      {
        client: "c-5",
        at: at("2026-11-16T01:00:00Z"),
        pages: ["/contact"],
        lead: { name: "Late Lead", email: "late@client.example" },
      },
    ]);
    // Goals as the console's goals panel counts them: a visit that reached the page in the period.
    for (const [name, target] of [
      ["Saw the contact page", "/contact"],
      ["Read about voice agents", "/ai-voice"],
      ["Visited the home page", "/"],
    ])
      await createGoal(db, { name, kind: "page", target }, actor);
    await catchUpAll(db, { minAgeMs: 0 });
    // Added after the catch-up: it is still counting past visits when the report goes out.
    await createGoal(db, { name: "Sent the contact form", kind: "event", target: "contact_form_sent" }, actor);
    if (driver === "postgres") second = await openDatabase({ driver: "postgres", url: ctx.databaseUrl!, poolSize: 2 });
  });
  afterAll(async () => {
    await second?.close();
    await ctx.close();
    await smtp.close();
  });

  it("lets each member who sees the analytics choose it for themselves, and no one else", async () => {
    const owner = await signIn(OWNER.email, OWNER.password);
    expect((await choose(owner, "weekly")).json()).toEqual({ frequency: "weekly" });
    const marketing = await signIn("marketing@example.com", password);
    expect((await choose(marketing, "monthly")).statusCode).toBe(200);
    const bad = await choose(marketing, "daily");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("frequency");
    const sales = await signIn("sales@example.com", password);
    expect((await choose(sales, "weekly")).statusCode).toBe(403);
    const mine = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/me/analytics-report",
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(mine.json()).toEqual({ frequency: "weekly" });
  });

  it("sends each report once per period, with two schedulers racing", async () => {
    const other = second?.db ?? ctx.database.db;
    const runs = await Promise.all([
      sendDueReports(ctx.database.db, leadsReceived, NOW),
      sendDueReports(other, leadsReceived, NOW),
      sendDueReports(ctx.database.db, leadsReceived, NOW),
    ]);
    // The owner's weekly report and Marketing's monthly one, each once.
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sendDueReports(ctx.database.db, leadsReceived, new Date("2026-11-18T12:00:00Z"))).toBe(0);
    const queued = await ctx.database.db.execute(
      "SELECT count(*)::int AS n FROM notifications WHERE type = 'analytics.report'" as never,
    );
    expect((queued as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
    // The next week is a new period.
    expect(await sendDueReports(ctx.database.db, leadsReceived, new Date("2026-11-23T00:10:00Z"))).toBe(1);
  });

  it("delivers the figures against the period before, as HTML and plain text, to the member", async () => {
    await ctx.app.jobs.run("outbox");
    const weekly = smtp.mails.find((m) => m.to.includes(OWNER.email) && m.subject.includes("2026-11-09"));
    expect(weekly?.subject).toBe("Your weekly analytics report: 2026-11-09 to 2026-11-15");
    const text = weekly?.text ?? "";
    expect(text).toContain("2026-11-09 to 2026-11-15 (UTC), against 2026-11-02 to 2026-11-08");
    expect(text).toContain("Visitors: 3 (+200%; before: 1)");
    expect(text).toContain("Visits: 3 (+200%; before: 1)");
    expect(text).toContain("Page views: 4 (+300%; before: 1)");
    expect(text).toContain("Leads: 1 (new; before: 0)");
    expect(text).toContain(
      "Top referring sites:\n1. linkedin.com: 2 (+100%; before: 1)\n2. (none): 1 (new; before: 0)",
    );
    expect(text).toContain("Top campaign sources:\n1. (none): 2");
    expect(text).toContain("2. newsletter: 1 (new; before: 0)");
    expect(text).toContain("Top pages:\n1. /ai-voice: 2 (new; before: 0)");
    // Each goal's conversions, its rate over the period's visits, and the change: the goals panel's figures.
    expect(text).toContain(
      "Top goals:\n" +
        "1. Read about voice agents: 2 conversions, 66.7% of visits (new; before: 0)\n" +
        "2. Visited the home page: 1 conversion, 33.3% of visits (no change; before: 1)\n" +
        "3. Saw the contact page: 0 conversions, 0% of visits (no change; before: 0)\n" +
        "4. Sent the contact form: 0 conversions, 0% of visits, still counting past visits (no change; before: 0)\n",
    );
    const html = weekly?.html ?? "";
    expect(html).toContain("Top goals");
    expect(html).toMatch(
      /Read about voice agents<div[^>]*>66\.7% of visits<\/div><\/td><td[^>]*>2<\/td><td[^>]*>new<\/td>/,
    );
    expect(html).toMatch(
      /Visited the home page<div[^>]*>33\.3% of visits<\/div><\/td><td[^>]*>1<\/td><td[^>]*>no change</,
    );
    expect(text).toContain("/admin/journey-analytics?period=custom&from=2026-11-09&to=2026-11-15&compare=previous");
    expect(weekly?.html).toContain("Your weekly analytics report");
    expect(weekly?.html).toContain("from=2026-11-09&amp;to=2026-11-15");
    // Aggregate figures: no visitor is named.
    expect(weekly?.text).not.toContain("Dana");
    const monthly = smtp.mails.find((m) => m.to.includes("marketing@example.com"));
    expect(monthly?.subject).toBe("Your monthly analytics report: 2026-10-01 to 2026-10-31");
    expect(smtp.mails.some((m) => m.to.includes("sales@example.com"))).toBe(false);
  });
});
