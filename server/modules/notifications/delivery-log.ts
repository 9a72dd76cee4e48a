import { and, count, desc, eq, inArray, lt, ne, or } from "drizzle-orm";
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_STATUSES,
  type DeliveryChannel,
  type DeliveryLogEntry,
  type DeliveryStatus,
  NOTIFICATION_LOG_PAGE_SIZE,
  type NotificationSettingsInput,
} from "#common/notifications";
import type { Db } from "#server/db/client";
import { notificationDeliveries, notifications } from "#server/db/schema/notifications";
import { appSettings } from "#server/db/schema/settings";
import { conflict, notFound } from "#server/lib/http-errors";
import type { NoticeData } from "./events";
import { NOTIFICATION_SETTINGS_KEY } from "./outbox";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The console's delivery log: newest first, one status or every delivery that was sent or tried
 * (those kept unsent for want of a channel's setup are counted per channel instead).
 */
export async function listDeliveries(db: Db, query: { status?: DeliveryStatus; page: number }) {
  const where = query.status
    ? eq(notificationDeliveries.status, query.status)
    : ne(notificationDeliveries.status, "not_configured");
  const rows = await db
    .select({ delivery: notificationDeliveries, type: notifications.type, data: notifications.data })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(where)
    .orderBy(desc(notificationDeliveries.createdAt), notificationDeliveries.channel)
    .limit(NOTIFICATION_LOG_PAGE_SIZE)
    .offset((query.page - 1) * NOTIFICATION_LOG_PAGE_SIZE);
  const byStatus = await db
    .select({ status: notificationDeliveries.status, n: count() })
    .from(notificationDeliveries)
    .groupBy(notificationDeliveries.status);
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, 0])) as Record<DeliveryStatus, number>;
  for (const row of byStatus) if (row.status in counts) counts[row.status as DeliveryStatus] = Number(row.n);
  const unsent = await db
    .select({ channel: notificationDeliveries.channel, n: count() })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.status, "not_configured"))
    .groupBy(notificationDeliveries.channel);
  const notSetUp = Object.fromEntries(Object.keys(DELIVERY_CHANNEL_LABELS).map((c) => [c, 0])) as Record<
    DeliveryChannel,
    number
  >;
  for (const row of unsent) if (row.channel in notSetUp) notSetUp[row.channel as DeliveryChannel] = Number(row.n);
  const deliveries: DeliveryLogEntry[] = rows.map(({ delivery: d, type, data }) => {
    const notice = data as unknown as Partial<NoticeData>;
    return {
      id: d.id,
      notificationId: d.notificationId,
      type,
      summary: notice.summary ?? type,
      consoleUrl: notice.consoleUrl ?? null,
      channel: d.channel as DeliveryLogEntry["channel"],
      status: d.status as DeliveryStatus,
      attempts: d.attempts,
      lastError: d.lastError,
      lastAttemptAt: iso(d.lastAttemptAt),
      nextAttemptAt: d.status === "pending" || d.status === "sending" ? iso(d.nextAttemptAt) : null,
      deliveredAt: iso(d.deliveredAt),
      createdAt: d.createdAt.toISOString(),
    };
  });
  const total = query.status
    ? counts[query.status]
    : Object.values(counts).reduce((a, b) => a + b, 0) - counts.not_configured;
  return { deliveries, counts, notSetUp, total, page: query.page, pageSize: NOTIFICATION_LOG_PAGE_SIZE };
}

/**
 * "Retry now": due at once, whatever its backoff said. A delivery a worker is sending at this
 * moment is left alone, so it is never sent twice at once.
 */
export async function retryDelivery(db: Db, id: string, now: Date): Promise<void> {
  const updated = await db
    .update(notificationDeliveries)
    .set({ status: "pending", nextAttemptAt: now })
    .where(
      and(
        eq(notificationDeliveries.id, id),
        or(
          inArray(notificationDeliveries.status, ["pending", "failed", "not_configured"]),
          // A "sending" row whose lease ran out: its process died mid-attempt.
          and(eq(notificationDeliveries.status, "sending"), lt(notificationDeliveries.nextAttemptAt, now)),
        ),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  if (updated.length) return;
  const [row] = await db
    .select({ status: notificationDeliveries.status })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.id, id));
  if (!row) throw notFound("No such delivery");
  if (row.status === "delivered") throw conflict("This notification was already delivered");
  throw conflict("This notification is being delivered right now");
}

export async function saveNotificationSettings(db: Db, settings: NotificationSettingsInput): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: NOTIFICATION_SETTINGS_KEY, value: settings })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: new Date() } });
}
