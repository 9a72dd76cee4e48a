import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  type NotificationsOverview,
  notificationLogQuerySchema,
  notificationSettingsSchema,
  type TestSendResult,
} from "#common/notifications";
import type { Database } from "#server/db/client";
import { writeAudit } from "#server/lib/audit";
import { HttpError, parseInput } from "#server/lib/http-errors";
import { currentAdmin } from "#server/modules/auth";
import { listDeliveries, retryDelivery, saveNotificationSettings } from "./delivery-log";
import { readNotificationSettings } from "./outbox";

const deliveryParams = z.object({ id: z.uuid("must be a delivery id") });

/** A test send that the far side refused: the console shows the server's reason. */
const sendFailed = (error: unknown) =>
  new HttpError(502, `Not sent: ${error instanceof Error ? error.message : String(error)}`);

/**
 * The console's notifications: the setup (from the environment), the visitor-confirmation
 * setting, the delivery log with "Retry now", and test sends. The admin guard of every
 * /api/admin route (auth/guards.ts) signs in and marks the answers no-store.
 */
export async function notificationRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;
  const { jobs } = app;

  app.get("/api/admin/notifications", async (request): Promise<NotificationsOverview> => {
    const query = parseInput(notificationLogQuerySchema, request.query);
    const [log, settings] = await Promise.all([listDeliveries(db, query), readNotificationSettings(db)]);
    return { setup: jobs.channels.describe(), settings, ...log };
  });

  app.put("/api/admin/notifications/settings", async (request) => {
    const settings = parseInput(notificationSettingsSchema, request.body);
    await saveNotificationSettings(db, settings);
    await writeAudit(db, currentAdmin(request), "notifications.settings_changed", settings);
    return settings;
  });

  app.post("/api/admin/notifications/deliveries/:id/retry", async (request) => {
    const { id } = parseInput(deliveryParams, request.params);
    await retryDelivery(db, id, new Date());
    await writeAudit(db, currentAdmin(request), "notifications.retried", { deliveryId: id });
    // Delivered in the background: the answer never waits on a slow mail server.
    void jobs.run("outbox");
    return { queued: true };
  });

  app.post("/api/admin/notifications/test-email", async (request): Promise<TestSendResult> => {
    const setup = jobs.channels.describe().email;
    if (!setup.configured)
      throw new HttpError(409, "E-mail is not set up: set SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM");
    await jobs.channels.sendTestEmail().catch((error) => {
      throw sendFailed(error);
    });
    await writeAudit(db, currentAdmin(request), "notifications.test_email_sent", { to: setup.to });
    return { sent: true, message: `Test e-mail sent to ${setup.to.join(", ")}` };
  });

  app.post("/api/admin/notifications/test-webhook", async (request): Promise<TestSendResult> => {
    const setup = jobs.channels.describe().webhook;
    if (!setup.configured) throw new HttpError(409, "Webhooks are not set up: set WEBHOOK_URL and WEBHOOK_SECRET");
    await jobs.channels.sendTestWebhook(new Date()).catch((error) => {
      throw sendFailed(error);
    });
    await writeAudit(db, currentAdmin(request), "notifications.test_webhook_sent", { url: setup.url });
    return { sent: true, message: `Test webhook delivered to ${setup.url}` };
  });
}
