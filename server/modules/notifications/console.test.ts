import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { notificationDeliveries, notifications } from "#server/db/schema/notifications";
import { buildPdf } from "#server/modules/careers/test-fixtures";
import { sampleContact } from "#server/modules/contact/test-fixtures";
import { storeCallback } from "#server/modules/voice/callback-lead";
import { startNotificationReceivers, TEST_NOTIFY_TO } from "#server/test-servers";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

const ADMIN = { email: "owner@meridian.test", password: "a long admin password 1" };
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function applicationBody() {
  const form = new FormData();
  const fields = {
    role: "account-executive",
    name: "Ravi Patel",
    email: `ravi-${randomUUID().slice(0, 6)}@example.com`,
    phone: "+1 (555) 013-2277",
    location: "Austin, Texas",
    yearsExperience: "6",
    industries: "Clinics, legal services",
    profileUrl: "https://www.linkedin.com/in/ravi-patel",
    motivation: "Six years of selling subscriptions to clinics; I want to sell products that pay for themselves.",
    consent: "true",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    "resume",
    new Blob([new Uint8Array(buildPdf("Ravi Patel"))], { type: "application/pdf" }),
    "Ravi Patel CV.pdf",
  );
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") as string },
  };
}

describe.each(testDatabases)("lead notifications and their console on %s", (driver) => {
  let ctx: TestContext;
  let token: string;
  let receivers: Awaited<ReturnType<typeof startNotificationReceivers>>;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const deliver = () => ctx.app.jobs.run("outbox");
  const stored = () => ctx.database.db.select().from(notifications);

  beforeAll(async () => {
    receivers = await startNotificationReceivers();
    ctx = await createTestApp(
      driver,
      { ...receivers.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      { jobs: { timers: false } },
    );
    token = (await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN })).json().token;
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });
  beforeEach(async () => {
    await ctx.database.db.delete(notifications);
    receivers.reset();
  });

  it("announces a saved Opportunity Finder result with its top matches", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/tools/opportunity-results",
      payload: {
        email: "Quiz.Taker@Example.com",
        answers: {
          industry: "healthcare",
          size: "small",
          timeSinks: ["calls", "scheduling"],
          channels: ["phone"],
          data: ["crm"],
          budget: "growth",
          timeline: "quarter",
        },
      },
    });
    expect(res.statusCode).toBe(201);
    await deliver();
    const [mail] = receivers.smtp.mails;
    expect(mail.subject).toBe("New AI Opportunity Finder result from quiz.taker@example.com");
    expect(mail.text).toMatch(/Top matches:\n1\. .+ \(fit \d+%\)/);
    expect(mail.text).toContain(`/admin/leads?lead=${res.json().id}`);
    expect(JSON.parse(receivers.hooks.received[0].body)).toMatchObject({
      type: "lead.created",
      data: { source: "opportunity_finder" },
    });
  });

  it("announces a sales application, with a link to it in the console", async () => {
    const { payload, headers } = await applicationBody();
    const res = await ctx.app.inject({ method: "POST", url: "/api/sales-applications", payload, headers });
    expect(res.statusCode).toBe(201);
    await deliver();
    expect(receivers.smtp.mails.map((m) => m.subject)).toEqual(["New sales application from Ravi Patel"]);
    expect(receivers.smtp.mails[0].text).toContain(`/admin/sales-applications?id=${res.json().id}`);
    expect(receivers.smtp.mails[0].text).toContain("Role: Account Executive");
    expect(JSON.parse(receivers.hooks.received[0].body).type).toBe("application.created");
  });

  it("announces a visitor once, when their record crosses into Hot", async () => {
    // The score rests on what the server saw: stored page views, forms it accepted and recorded
    // consultation clicks. The visitor's browser keeps the cookies the server sets.
    const id = randomUUID();
    const sessionId = `sess_hot${randomUUID().slice(0, 8)}_${Date.now()}`;
    const cookies = new Map<string, string>();
    const send = async (url: string, payload: object) => {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      const res = await ctx.app.inject({
        method: "POST",
        url,
        payload,
        headers: { "user-agent": UA, ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      for (const { name, value } of res.cookies) cookies.set(name, value);
      return res.json();
    };
    const event = (page: string, extra: object = {}) => ({
      id: randomUUID(),
      clientId: id,
      sessionId,
      eventType: "page_view",
      page,
      timestamp: new Date().toISOString(),
      ...extra,
    });
    const now = new Date().toISOString();
    const sync = () =>
      send("/api/client/sync", {
        id,
        visitCount: 1,
        firstVisit: now,
        lastVisit: now,
        pageViews: ["/"],
        formSubmissions: [],
        consultationRequests: 0,
        leadScore: 0,
      });
    const hotNotices = async () => (await stored()).filter((n) => n.type === "lead.hot");

    await send("/api/journey/events", { events: ["/", "/ai-voice", "/contact"].map((page) => event(page)) });
    expect((await sync()).leadQuality).toBe("Cold");
    await send("/api/contact", {
      name: "Harper Hot",
      email: "hot@example.com",
      interest: "voice",
      message: "Please call me back about the voice assistant.",
      clientId: id,
    });
    expect((await sync()).leadQuality).toBe("Warm");
    expect(await hotNotices()).toHaveLength(0);
    const click = event("/contact", {
      eventType: "button_click",
      element: "Book a call",
      details: JSON.stringify({ text: "Book a call", consultation: true }),
    });
    await send("/api/journey/events", { events: [click] });
    expect(await sync()).toMatchObject({ leadQuality: "Hot", leadScore: 96 });
    // Already hot: a quiz that lifts the score further is no second announcement.
    await send("/api/tools/opportunity-results", {
      email: "hot@example.com",
      clientId: id,
      answers: {
        industry: "healthcare",
        size: "small",
        timeSinks: ["calls"],
        channels: ["phone"],
        data: ["crm"],
        budget: "growth",
        timeline: "quarter",
      },
    });
    expect((await sync()).leadQuality).toBe("Super Hot");
    expect((await hotNotices()).map((n) => n.type)).toEqual(["lead.hot"]);
    receivers.smtp.mails.length = 0;
    await ctx.database.db.delete(notifications).where(eq(notifications.type, "lead.created"));
    await deliver();
    expect(receivers.smtp.mails[0].subject).toBe("Hot lead: Harper Hot reached a score of 96");
    expect(receivers.smtp.mails[0].text).toContain(`/admin/clients?client=${id}`);
  });

  it("announces a lead that a form lifts into Hot", async () => {
    const id = randomUUID();
    const sessionId = `sess_form${randomUUID().slice(0, 8)}_${Date.now()}`;
    const headers = { "user-agent": UA };
    const now = new Date().toISOString();
    const synced = await ctx.app.inject({
      method: "POST",
      url: "/api/client/sync",
      headers,
      payload: {
        id,
        visitCount: 1,
        firstVisit: now,
        lastVisit: now,
        pageViews: ["/"],
        formSubmissions: [],
        consultationRequests: 0,
        leadScore: 0,
      },
    });
    const cookie = synced.cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
    const click = {
      id: randomUUID(),
      clientId: id,
      sessionId,
      eventType: "button_click",
      page: "/",
      element: "Book a call",
      details: JSON.stringify({ text: "Book a call", consultation: true }),
      timestamp: now,
    };
    await ctx.app.inject({
      method: "POST",
      url: "/api/journey/events",
      headers: { ...headers, cookie },
      payload: { events: [click] },
    });
    const contact = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { ...headers, cookie },
      payload: {
        name: "Fern Form",
        email: "fern@example.com",
        interest: "voice",
        message: "Please call me back about the voice assistant.",
        clientId: id,
      },
    });
    expect(contact.statusCode).toBe(201);
    const hot = (await stored()).filter((n) => n.type === "lead.hot");
    expect(hot).toHaveLength(1);
    expect(hot[0].data).toMatchObject({ clientId: id, leadQuality: "Hot" });
  });

  it("sends the visitor a confirmation only when the setting is on", async () => {
    const send = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name: "Vic Visitor",
          email: "vic@example.com",
          interest: "voice",
          message: "Please call me back about the voice assistant.",
        },
      });
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/admin/notifications", headers: auth() })).json().settings,
    ).toEqual({ visitorConfirmation: false });
    await send();
    await deliver();
    expect(receivers.smtp.mails.map((m) => m.to)).toEqual([[TEST_NOTIFY_TO]]);

    const on = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/notifications/settings",
      headers: auth(),
      payload: { visitorConfirmation: true },
    });
    expect(on.statusCode).toBe(200);
    receivers.smtp.mails.length = 0;
    await send();
    await deliver();
    const toVisitor = receivers.smtp.mails.find((m) => m.to[0] === "vic@example.com");
    expect(toVisitor?.subject).toMatch(/^We received your message/);
    expect(toVisitor?.text).toMatch(/^Hello,/);
    expect(toVisitor?.text).not.toContain("Vic Visitor");
    expect(toVisitor?.text).toContain("within one business day");
    expect(toVisitor?.text).not.toContain("Please call me back"); // the team's details stay with the team
    const bad = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/notifications/settings",
      headers: auth(),
      payload: { visitorConfirmation: "yes" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("visitorConfirmation");
    await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/notifications/settings",
      headers: auth(),
      payload: { visitorConfirmation: false },
    });
  });

  it("a confirmation holds no visitor text, goes at most once a day to one address, and never for a receptionist message", async () => {
    await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/notifications/settings",
      headers: auth(),
      payload: { visitorConfirmation: true },
    });
    receivers.smtp.mails.length = 0;
    const lure = "You won a prize, claim it at http://evil.example/claim";
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: lure.slice(0, 60), email: "Target@Example.com", interest: "voice", message: `${lure} ${i}` },
        remoteAddress: `198.51.100.${60 + i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    await storeCallback(ctx.database, { name: "Rita Reception", email: "rita@example.com", time: "today", topic: "x" });
    await deliver();
    const toTarget = receivers.smtp.mails.filter((m) => m.to[0] === "target@example.com");
    expect(toTarget).toHaveLength(1);
    expect(toTarget[0].text).not.toMatch(/prize|evil|claim/);
    expect(toTarget[0].html).not.toMatch(/prize|evil|claim/);
    expect(receivers.smtp.mails.some((m) => m.to[0] === "rita@example.com")).toBe(false);
    await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/notifications/settings",
      headers: auth(),
      payload: { visitorConfirmation: false },
    });
  });

  it("the console: setup, delivery log with attempts and last error, Retry now, test e-mail and test webhook", async () => {
    receivers.hooks.respondWith = () => 500;
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Lee Log",
        email: "lee@example.com",
        interest: "voice",
        message: "Please show this message in the delivery log.",
      },
    });
    expect(sent.statusCode).toBe(201);
    await deliver();
    const log = (query = "") =>
      ctx.app.inject({ method: "GET", url: `/api/admin/notifications${query}`, headers: auth() });
    const overview = (await log()).json();
    expect((await log()).headers["cache-control"]).toBe("no-store");
    expect(overview.setup).toEqual({
      email: {
        configured: true,
        server: `smtp://127.0.0.1:${receivers.smtp.port}`,
        to: [TEST_NOTIFY_TO],
        from: "Meridian AI <leads@meridian.test>",
      },
      webhook: { configured: true, url: `http://127.0.0.1:${receivers.hooks.port}/hooks/leads` },
    });
    expect(JSON.stringify(overview)).not.toContain("notify-secret"); // no SMTP password, no webhook secret
    const webhook = overview.deliveries.find((d: { channel: string }) => d.channel === "webhook");
    expect(webhook).toMatchObject({
      type: "lead.created",
      summary: "New contact message from Lee Log",
      status: "pending",
      attempts: 1,
      lastError: "The webhook receiver answered HTTP 500",
    });
    expect(overview.counts).toMatchObject({ pending: 1, delivered: 1 });
    expect((await log("?status=delivered")).json().deliveries.map((d: { channel: string }) => d.channel)).toEqual([
      "email",
    ]);
    expect((await log("?status=sent")).statusCode).toBe(400);

    // Retry now: due at once, however long the backoff was.
    receivers.hooks.respondWith = () => 204;
    const retry = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/notifications/deliveries/${webhook.id}/retry`,
      headers: auth(),
    });
    expect(retry.statusCode).toBe(200);
    await deliver();
    const [row] = await ctx.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, webhook.id));
    expect(row).toMatchObject({ status: "delivered", attempts: 2 });
    const again = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/notifications/deliveries/${webhook.id}/retry`,
      headers: auth(),
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: `/api/admin/notifications/deliveries/${randomUUID()}/retry`,
          headers: auth(),
        })
      ).statusCode,
    ).toBe(404);

    receivers.smtp.mails.length = 0;
    receivers.hooks.received.length = 0;
    const testMail = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/notifications/test-email",
      headers: auth(),
    });
    expect(testMail.json()).toEqual({ sent: true, message: `Test e-mail sent to ${TEST_NOTIFY_TO}` });
    expect(receivers.smtp.mails[0]).toMatchObject({ to: [TEST_NOTIFY_TO], subject: "Test e-mail from Meridian AI" });
    const testHook = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/notifications/test-webhook",
      headers: auth(),
    });
    expect(testHook.statusCode).toBe(200);
    expect(receivers.hooks.received[0].signatureValid).toBe(true);
    expect(JSON.parse(receivers.hooks.received[0].body).type).toBe("webhook.test");

    receivers.hooks.respondWith = () => 410;
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/notifications/test-webhook",
      headers: auth(),
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toBe("Not sent: The webhook receiver answered HTTP 410");

    const audit = (await ctx.app.inject({ method: "GET", url: "/api/admin/audit-log", headers: auth() }))
      .json()
      .items.map((e: { action: string }) => e.action);
    expect(audit).toEqual(
      expect.arrayContaining([
        "notifications.retried",
        "notifications.test_email_sent",
        "notifications.test_webhook_sent",
      ]),
    );
  });

  it("answers 401 without an admin token", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/notifications"],
      ["PUT", "/api/admin/notifications/settings"],
      ["POST", `/api/admin/notifications/deliveries/${randomUUID()}/retry`],
      ["POST", "/api/admin/notifications/test-email"],
      ["POST", "/api/admin/notifications/test-webhook"],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe("the console with nothing set up", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      "pglite",
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      { jobs: { timers: false } },
    );
  });
  afterAll(() => ctx.close());

  it("says e-mail and webhooks are not set up, counts what they kept unsent, and refuses test sends with 409", async () => {
    const token = (await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN })).json().token;
    const headers = { authorization: `Bearer ${token}` };
    const overview = (await ctx.app.inject({ method: "GET", url: "/api/admin/notifications", headers })).json();
    expect(overview.setup).toEqual({
      email: { configured: false, server: null, to: [], from: null },
      webhook: { configured: false, url: null },
    });
    // A lead's deliveries are kept unsent: counted per channel, and listed only when asked for.
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: sampleContact,
    });
    expect(sent.statusCode).toBe(201);
    await ctx.app.jobs.run("outbox");
    const log = (await ctx.app.inject({ method: "GET", url: "/api/admin/notifications", headers })).json();
    expect(log.notSetUp).toEqual({ email: 1, visitor_email: 0, webhook: 1 });
    expect(log).toMatchObject({ deliveries: [], total: 0 });
    const unsent = (
      await ctx.app.inject({ method: "GET", url: "/api/admin/notifications?status=not_configured", headers })
    ).json();
    expect(unsent.deliveries.map((d: { channel: string }) => d.channel).sort()).toEqual(["email", "webhook"]);
    expect(unsent.total).toBe(2);
    const mail = await ctx.app.inject({ method: "POST", url: "/api/admin/notifications/test-email", headers });
    expect(mail.statusCode).toBe(409);
    expect(mail.json().error).toBe("E-mail is not set up: set SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM");
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/admin/notifications/test-webhook", headers })).statusCode,
    ).toBe(409);
  });
});
