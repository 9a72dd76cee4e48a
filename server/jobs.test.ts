import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { startNotificationReceivers } from "./test-servers";
import { createTestApp, type TestContext } from "./test-support";

const OUTBOX_INTERVAL_MS = 100;

const contactFrom = (name: string) => ({
  name,
  email: "tia@example.com",
  interest: "voice",
  message: "Delivered by the background job.",
});

describe("server/jobs.ts", () => {
  let ctx: TestContext;
  let receivers: Awaited<ReturnType<typeof startNotificationReceivers>>;
  beforeAll(async () => {
    receivers = await startNotificationReceivers();
    // A short outbox interval: the timers started with the app deliver without any help.
    ctx = await createTestApp("pglite", receivers.env, { jobs: { intervals: { outbox: OUTBOX_INTERVAL_MS } } });
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });

  it("runs the outbox on its timer once the app is ready, while the visitor's request returns at once", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contactFrom("Tia Timer"),
    });
    expect(res.statusCode).toBe(201);
    await expect
      .poll(() => receivers.smtp.mails.map((m) => m.subject), { timeout: 30_000 })
      .toEqual(["New contact message from Tia Timer"]);
    await expect.poll(() => receivers.hooks.received.length, { timeout: 30_000 }).toBe(1);
  });

  it("delivers nothing once the app has closed: its timers are stopped", async () => {
    const subjects = () => receivers.smtp.mails.map((m) => m.subject);
    await ctx.app.close();
    // A notification due now, stored by a second app on the same database that runs no timers of its own.
    const writer = await buildApp({ config: ctx.config, database: ctx.database, jobs: { timers: false } });
    await writer.ready();
    try {
      const res = await writer.inject({ method: "POST", url: "/api/contact", payload: contactFrom("Tom Too-late") });
      expect(res.statusCode).toBe(201);
      // Ten outbox intervals: a timer of the closed app still running would have sent it by now.
      await new Promise((resolve) => setTimeout(resolve, 10 * OUTBOX_INTERVAL_MS));
      expect(subjects()).toEqual(["New contact message from Tia Timer"]);
      // It was due all along: one run by hand sends it.
      await writer.jobs.outbox.runOnce();
      expect(subjects()).toEqual(["New contact message from Tia Timer", "New contact message from Tom Too-late"]);
    } finally {
      await writer.close();
    }
  }, 90_000);
});
