import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notificationDeliveries, notifications } from "#server/db/schema/notifications";
import { startNotificationReceivers, startSmtpServer, TEST_NOTIFY_TO } from "#server/test-servers";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

const contact = {
  name: "Dana <Whitfield>",
  email: "Dana@Example.com",
  phone: "+1 (555) 010-7788",
  company: "Whitfield Plumbing",
  interest: "voice",
  message: "We miss calls while on jobs.\nCould a voice assistant book visits for us?",
};

describe.each(testDatabases)("the notification outbox on %s", (driver) => {
  let ctx: TestContext;
  let receivers: Awaited<ReturnType<typeof startNotificationReceivers>>;
  // The jobs' clock: real time plus what a test skipped, so rows stored "now" are due at once.
  let skipped = 0;
  const clock = () => new Date(Date.now() + skipped);
  const deliverDue = () => ctx.app.jobs.run("outbox");

  beforeAll(async () => {
    receivers = await startNotificationReceivers();
    ctx = await createTestApp(driver, receivers.env, { jobs: { timers: false, clock } });
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(notifications);
    receivers.reset();
    skipped = 0;
  });

  const sendContact = async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: contact });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const deliveries = async () => {
    const rows = await ctx.database.db.select().from(notificationDeliveries);
    return Object.fromEntries(rows.map((r) => [r.channel, r]));
  };

  it("records the notification with the message and delivers a mail and a signed webhook", async () => {
    const leadId = await sendContact();
    // Recorded with the message, delivered only by the worker: the visitor never waited on it.
    const [stored] = await ctx.database.db.select().from(notifications);
    expect(stored.type).toBe("lead.created");
    expect(Object.values(await deliveries()).map((d) => d.status)).toEqual(["pending", "pending"]);
    expect(receivers.smtp.mails).toHaveLength(0);

    await deliverDue();

    expect(receivers.smtp.mails).toHaveLength(1);
    const mail = receivers.smtp.mails[0];
    expect(mail.to).toEqual([TEST_NOTIFY_TO]);
    expect(mail.from).toBe("leads@meridian.test");
    expect(mail.user).toBe("notify");
    expect(mail.headers["reply-to"]).toBe("dana@example.com");
    expect(mail.subject).toBe("New contact message from Dana <Whitfield>");
    expect(mail.text).toContain("E-mail: dana@example.com");
    expect(mail.text).toContain("Company: Whitfield Plumbing");
    expect(mail.text).toContain("Solution of interest: AI Voice Assistant");
    expect(mail.text).toContain("We miss calls while on jobs.\nCould a voice assistant book visits for us?");
    expect(mail.text).toContain(`/admin/leads?lead=${leadId}`);
    expect(mail.html).toContain("Dana &lt;Whitfield&gt;");
    expect(mail.html).not.toContain("<Whitfield>");
    expect(mail.html).toContain(`/admin/leads?lead=${leadId}"`);

    expect(receivers.hooks.received).toHaveLength(1);
    const hook = receivers.hooks.received[0];
    expect(hook.signatureValid).toBe(true);
    expect(hook.id).toBe(stored.id);
    expect(Math.abs(Number(hook.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const body = JSON.parse(hook.body);
    expect(body.type).toBe("lead.created");
    expect(body.data).toMatchObject({
      source: "contact_form",
      id: leadId,
      person: { name: "Dana <Whitfield>", email: "dana@example.com" },
    });
    expect(body.data.consoleUrl).toMatch(new RegExp(`/admin/leads\\?lead=${leadId}$`));

    const done = await deliveries();
    expect(done.email).toMatchObject({ status: "delivered", attempts: 1, lastError: null });
    expect(done.webhook).toMatchObject({ status: "delivered", attempts: 1, lastError: null });
    // Delivered rows are never sent again.
    await deliverDue();
    expect(receivers.smtp.mails).toHaveLength(1);
    expect(receivers.hooks.received).toHaveLength(1);
  });

  it("writes nothing, neither message nor notification, when the message is refused", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...contact, email: "not-an-address" },
    });
    expect(res.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(notifications)).toHaveLength(0);
  });

  it("fault: the SMTP server down for 30 s, then back: the mail is delivered once it is back", async () => {
    await receivers.smtp.close();
    try {
      await sendContact();
      for (; skipped <= 30_000; skipped += 5_000) await deliverDue();
      const down = await deliveries();
      expect(down.email.status).toBe("pending");
      expect(down.email.attempts).toBeGreaterThanOrEqual(2);
      expect(down.email.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(down.webhook.status).toBe("delivered"); // one channel's failure never holds the other back
    } finally {
      receivers.smtp = await startSmtpServer(receivers.smtp.port);
    }
    for (let i = 0; i < 10 && (await deliveries()).email.status !== "delivered"; i++) {
      skipped += 15_000;
      await deliverDue();
    }
    expect((await deliveries()).email).toMatchObject({ status: "delivered", lastError: null });
    expect(receivers.smtp.mails).toHaveLength(1);
    expect(receivers.smtp.mails[0].subject).toBe("New contact message from Dana <Whitfield>");
  });

  it("fault: the receiver answers 500 three times: delivered on the 4th try with the same id and body", async () => {
    let requests = 0;
    receivers.hooks.respondWith = () => (++requests <= 3 ? 500 : 204);
    await sendContact();
    await deliverDue();
    expect((await deliveries()).webhook).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "The webhook receiver answered HTTP 500",
    });
    for (let i = 0; i < 10 && (await deliveries()).webhook.status !== "delivered"; i++) {
      skipped += 60_000;
      await deliverDue();
    }
    const sent = receivers.hooks.received;
    expect(sent.map((r) => r.answered)).toEqual([500, 500, 500, 204]);
    expect(new Set(sent.map((r) => r.id)).size).toBe(1);
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
    expect(sent.every((r) => r.signatureValid)).toBe(true);
    expect((await deliveries()).webhook).toMatchObject({ status: "delivered", attempts: 4, lastError: null });
    expect(receivers.smtp.mails).toHaveLength(1);
  });

  it("never sends a delivery another worker is sending; takes it over once that worker's lease ran out", async () => {
    await sendContact();
    const inFlight = {
      status: "sending",
      attempts: 1,
      lastAttemptAt: new Date(),
      nextAttemptAt: new Date(Date.now() + 5 * 60_000),
    };
    await ctx.database.db.update(notificationDeliveries).set(inFlight);
    await deliverDue();
    expect(receivers.smtp.mails).toHaveLength(0);
    expect(receivers.hooks.received).toHaveLength(0);
    skipped = 5 * 60_000 + 1_000; // the other process died mid-attempt
    await deliverDue();
    expect(receivers.smtp.mails).toHaveLength(1);
    expect(receivers.hooks.received).toHaveLength(1);
    expect((await deliveries()).webhook).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("backs off exponentially and marks the delivery failed after 24 hours", async () => {
    receivers.hooks.respondWith = () => 503;
    await sendContact();
    const gaps: number[] = [];
    let last = (await deliveries()).webhook;
    for (let i = 0; i < 200 && last.status === "pending"; i++) {
      skipped = Math.max(skipped, last.nextAttemptAt.getTime() - Date.now());
      await deliverDue();
      const next = (await deliveries()).webhook;
      if (next.status === "pending") gaps.push(next.nextAttemptAt.getTime() - next.lastAttemptAt!.getTime());
      last = next;
    }
    expect(last.status).toBe("failed");
    expect(last.lastError).toBe("The webhook receiver answered HTTP 503");
    expect(skipped).toBeGreaterThan(22 * 3_600_000);
    expect(skipped).toBeLessThan(25 * 3_600_000);
    // Doubling with jitter: each wait at least half its ceiling, the later ones up to an hour.
    expect(gaps[0]).toBeGreaterThanOrEqual(7_500);
    expect(gaps[0]).toBeLessThanOrEqual(15_000);
    expect(gaps[3]).toBeGreaterThanOrEqual(60_000);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(3_600_000);
    expect(receivers.hooks.received.length).toBe(last.attempts);
    expect(new Set(receivers.hooks.received.map((r) => r.id)).size).toBe(1);
  });
});

describe.each(testDatabases)("notifications with nothing set up on %s", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver, {}, { jobs: { timers: false } });
  });
  afterAll(() => ctx.close());

  it("records every notification and marks its deliveries as not set up", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: contact });
    expect(res.statusCode).toBe(201);
    await ctx.app.jobs.run("outbox");
    const [notice] = await ctx.database.db.select().from(notifications);
    expect(notice.type).toBe("lead.created");
    const rows = await ctx.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notice.id));
    expect(rows.map((r) => [r.channel, r.status, r.attempts, r.lastError]).sort()).toEqual([
      ["email", "not_configured", 0, "E-mail is not set up (SMTP_URL)"],
      ["webhook", "not_configured", 0, "Webhooks are not set up (WEBHOOK_URL)"],
    ]);
  });
});
