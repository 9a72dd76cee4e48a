import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNotificationReceivers } from "./test-servers";
import { createTestApp, type TestContext } from "./test-support";

describe("server/jobs.ts", () => {
  let ctx: TestContext;
  let receivers: Awaited<ReturnType<typeof startNotificationReceivers>>;
  beforeAll(async () => {
    receivers = await startNotificationReceivers();
    // A short outbox interval: the timers started with the app deliver without any help.
    ctx = await createTestApp("pglite", receivers.env, { jobs: { intervals: { outbox: 100 } } });
  });
  afterAll(async () => {
    await ctx.close();
    await receivers.close();
  });

  it("runs the outbox on its timer once the app is ready, while the visitor's request returns at once", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Tia Timer",
        email: "tia@example.com",
        interest: "voice",
        message: "Delivered by the background job.",
      },
    });
    expect(res.statusCode).toBe(201);
    await expect
      .poll(() => receivers.smtp.mails.map((m) => m.subject), { timeout: 30_000 })
      .toEqual(["New contact message from Tia Timer"]);
    await expect.poll(() => receivers.hooks.received.length, { timeout: 30_000 }).toBe(1);
  });

  it("stops every timer when the app closes", async () => {
    const before = receivers.smtp.mails.length;
    await ctx.app.close();
    expect((ctx.app.jobs as unknown as { timers: Map<string, unknown> }).timers.size).toBe(0);
    expect(receivers.smtp.mails.length).toBe(before);
  });
});
