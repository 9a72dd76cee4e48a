import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { notificationDeliveries, notifications } from "#server/db/schema/notifications";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { purgeDeliveredNotifications } from "./retention";

describe.each(testDatabases)("outbox retention on %s", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver, {}, { jobs: { timers: false } });
  });
  afterAll(() => ctx.close());

  it("deletes notifications past the retention period whose deliveries are over, and keeps the rest", async () => {
    const days = loadConfig({}).NOTIFICATION_RETENTION_DAYS;
    const now = new Date();
    const ago = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const notice = (id: string, createdAt: Date) => ({
      id,
      type: "lead.created",
      data: { summary: "New contact message", person: { email: `${id}@example.com`, name: "Ana Example" } },
      createdAt,
    });
    await ctx.database.db
      .insert(notifications)
      .values([
        notice("msg_old_delivered", ago(days + 1)),
        notice("msg_old_failed", ago(days + 1)),
        notice("msg_old_pending", ago(days + 1)),
        notice("msg_recent_delivered", ago(days - 1)),
      ]);
    await ctx.database.db.insert(notificationDeliveries).values([
      { notificationId: "msg_old_delivered", channel: "email", status: "delivered" },
      { notificationId: "msg_old_delivered", channel: "webhook", status: "not_configured" },
      { notificationId: "msg_old_failed", channel: "webhook", status: "failed" },
      { notificationId: "msg_old_pending", channel: "email", status: "delivered" },
      { notificationId: "msg_old_pending", channel: "webhook", status: "pending" },
      { notificationId: "msg_recent_delivered", channel: "email", status: "delivered" },
    ]);
    const removed = await purgeDeliveredNotifications(ctx.database.db, days, now);
    expect(removed.notifications).toBe(2);
    const left = (await ctx.database.db.select({ id: notifications.id }).from(notifications)).map((n) => n.id).sort();
    expect(left).toEqual(["msg_old_pending", "msg_recent_delivered"]);
    // Their deliveries went with them.
    const deliveries = await ctx.database.db
      .select({ id: notificationDeliveries.notificationId })
      .from(notificationDeliveries);
    expect(new Set(deliveries.map((d) => d.id))).toEqual(new Set(left));
  });
});
