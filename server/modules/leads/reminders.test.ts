import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notifications } from "#server/db/schema/notifications";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { startNotificationReceivers, TEST_NOTIFY_TO } from "#server/test-servers";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

const ADMIN = { email: "owner@admin.test", password: "owner password 123" };
const DAY = 86_400_000;

describe.each(testDatabases)("follow-up reminders on %s", (driver) => {
  let ctx: TestContext;
  let receivers: Awaited<ReturnType<typeof startNotificationReceivers>>;
  let token: string;
  let me: string;
  // The jobs' clock: real time plus the days a test skipped.
  let skipped = 0;
  const clock = () => new Date(Date.now() + skipped);
  const day = (offset: number) => new Date(clock().getTime() + offset * DAY).toISOString().slice(0, 10);
  const remindAndDeliver = async () => {
    await ctx.app.jobs.run("follow-up-reminders");
    await ctx.app.jobs.run("outbox");
  };
  const ids: Record<string, string> = {};
  const patch = async (name: string, payload: object) => {
    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/admin/leads/${encodeURIComponent(ids[name])}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    receivers = await startNotificationReceivers();
    ctx = await createTestApp(
      driver,
      { ...receivers.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, FORM_SUBMISSIONS_PER_HOUR: "100" },
      { jobs: { timers: false, clock } },
    );
    token = (await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN })).json().token;
    me = (
      await ctx.app.inject({ method: "GET", url: "/api/admin/admins", headers: { authorization: `Bearer ${token}` } })
    ).json().items[0].id;
    for (const [name, company] of [
      ["Hana Kobayashi", "Kobayashi Dental"],
      ["Luis Ortega", "Ortega Freight"],
      ["Nadia Petrov", "Petrov Clinics"],
    ]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "user-agent": BROWSER_UA },
        payload: {
          name,
          company,
          email: `${name.split(" ")[0].toLowerCase()}@example.com`,
          interest: "voice",
          message: "Please call us back this week.",
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids[name] = `contact:${res.json().id}`;
    }
    await ctx.app.jobs.run("outbox"); // the three "new lead" e-mails
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(notifications);
    receivers.reset();
  });

  it("e-mails the owner once when a follow-up falls due, with a link to the lead; nobody else, and never twice", async () => {
    await patch("Hana Kobayashi", { ownerId: me, followUpOn: day(0), dealValue: 18_000 });
    await patch("Luis Ortega", { followUpOn: day(0) }); // nobody owns it: nobody to remind
    await patch("Nadia Petrov", { ownerId: me, followUpOn: day(2) }); // not due yet

    await remindAndDeliver();
    expect(receivers.smtp.mails).toHaveLength(1);
    const [mail] = receivers.smtp.mails;
    expect(mail.to).toEqual([ADMIN.email]);
    expect(mail.to).not.toContain(TEST_NOTIFY_TO);
    expect(mail.subject).toBe("Follow-up due today: Hana Kobayashi");
    expect(mail.text).toContain("Company: Kobayashi Dental");
    expect(mail.text).toContain("Deal value: $18,000");
    const uuid = ids["Hana Kobayashi"].slice("contact:".length);
    expect(mail.text).toMatch(
      new RegExp(`Open it in the console: https://\\S+/admin/leads\\?lead=contact(:|%3A)${uuid}`),
    );
    expect(receivers.hooks.received).toHaveLength(0);

    await remindAndDeliver();
    expect(receivers.smtp.mails).toHaveLength(1);
  });

  it("reminds again for a new date, says when one is overdue, and stays silent for a won deal", async () => {
    await patch("Hana Kobayashi", { followUpOn: day(1) });
    await patch("Nadia Petrov", { status: "won" });
    skipped = 3 * DAY;
    await remindAndDeliver();
    expect(receivers.smtp.mails.map((m) => m.subject)).toEqual([`Follow-up overdue since ${day(-2)}: Hana Kobayashi`]);
    skipped = 0;
  });

  it("sends each admin who asked for it one daily digest at the chosen hour: new leads, follow-ups, hot leads, yesterday", async () => {
    const put = (payload: object) =>
      ctx.app.inject({
        method: "PUT",
        url: "/api/admin/me/digest",
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const bad = await put({ hour: 24 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("hour: must be 0 to 23");
    // Off by default: nothing goes out.
    await ctx.app.jobs.run("daily-digests");
    await ctx.app.jobs.run("outbox");
    expect(receivers.smtp.mails).toHaveLength(0);

    expect((await put({ hour: 0 })).statusCode).toBe(200);
    await ctx.app.jobs.run("daily-digests");
    await ctx.app.jobs.run("outbox");
    expect(receivers.smtp.mails).toHaveLength(1);
    const [mail] = receivers.smtp.mails;
    expect(mail.to).toEqual([ADMIN.email]);
    expect(mail.subject).toBe("Your daily digest: 3 new leads, 0 follow-ups due, 0 hot leads to answer");
    expect(mail.text).toContain("• Nadia Petrov, Petrov Clinics (Contact message)");
    expect(mail.text).toContain("Due today: 0 · Overdue: 0");
    expect(mail.text).toMatch(
      /Yesterday \(\d{4}-\d{2}-\d{2}\): 0 visitors \(the day before: 0\) · 0 leads \(the day before: 0\)/,
    );

    // Once a day: a second run the same day sends nothing; the next day brings the next one.
    await ctx.app.jobs.run("daily-digests");
    await ctx.app.jobs.run("outbox");
    expect(receivers.smtp.mails).toHaveLength(1);
    skipped = DAY;
    await ctx.app.jobs.run("daily-digests");
    await ctx.app.jobs.run("outbox");
    expect(receivers.smtp.mails).toHaveLength(2);
    expect(receivers.smtp.mails[1].text).toContain("Due today: 1 · Overdue: 0");
    expect(receivers.smtp.mails[1].text).toContain(`• Hana Kobayashi, Kobayashi Dental, follow up ${day(0)}`);

    // Off again: no digest the day after.
    expect((await put({ hour: null })).statusCode).toBe(200);
    skipped = 2 * DAY;
    await ctx.app.jobs.run("daily-digests");
    expect((await ctx.database.db.select().from(notifications)).filter((n) => n.type === "digest.daily")).toHaveLength(
      2,
    );
    skipped = 0;
  });
});
