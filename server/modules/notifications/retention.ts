import { and, inArray, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { notificationDeliveries, notifications } from "#server/db/schema/notifications";

/**
 * Deletes outbox notifications older than the retention period (NOTIFICATION_RETENTION_DAYS)
 * whose deliveries are all over (delivered, given up, or a channel not set up): their payloads
 * hold the lead's name, e-mail and message, which the leads inbox keeps on its own terms. A
 * notification still pending or being sent is kept whatever its age. Its deliveries go with it.
 */
export async function purgeDeliveredNotifications(db: Db, retentionDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const open = db
    .select({ one: sql`1` })
    .from(notificationDeliveries)
    .where(
      and(
        sql`${notificationDeliveries.notificationId} = ${notifications.id}`,
        inArray(notificationDeliveries.status, ["pending", "sending"]),
      ),
    );
  const removed = await db
    .delete(notifications)
    .where(and(lt(notifications.createdAt, cutoff), notExists(open)))
    .returning({ id: notifications.id });
  return { notifications: removed.length, cutoff };
}
