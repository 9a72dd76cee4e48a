import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { notificationDeliveries, notifications } from "#server/db/schema/notifications";
import { appSettings } from "#server/db/schema/settings";
import type { NoticeData, NotificationType } from "./events";

/** team e-mail | the visitor's confirmation | the webhook */
export const CHANNELS = ["email", "visitor_email", "webhook"] as const;
export type Channel = (typeof CHANNELS)[number];

export const NOTIFICATION_SETTINGS_KEY = "notifications";

interface NotificationSettings {
  /** Send the visitor a short confirmation of their enquiry (off unless an admin turns it on). */
  visitorConfirmation: boolean;
}

export async function readNotificationSettings(db: Db): Promise<NotificationSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, NOTIFICATION_SETTINGS_KEY));
  const value = (row?.value ?? {}) as Partial<NotificationSettings>;
  return { visitorConfirmation: value.visitorConfirmation === true };
}

const DAY_MS = 86_400_000;

/**
 * How many e-mails `recipient` was sent (or is due) in the last 24 hours: a form anyone can fill
 * in must not make the site mail one address again and again. Concurrent forms for one address
 * wait on a lock held until their transaction ends, so they are counted one after another.
 */
async function mailedToday(tx: Db, recipient: string): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`visitor-confirmation:${recipient}`}))`);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(
      and(
        eq(notificationDeliveries.channel, "visitor_email"),
        gt(notificationDeliveries.createdAt, new Date(Date.now() - DAY_MS)),
        sql`lower(${notifications.data}->'person'->>'email') = ${recipient}`,
      ),
    );
  return row?.count ?? 0;
}

/** "msg_" and 128 random bits: the Standard Webhooks id, the same on every retry. */
export const newNotificationId = () => `msg_${randomBytes(16).toString("base64url")}`;

/**
 * Records a notification and one delivery per channel. Call it with the transaction that
 * stores the data it announces: both commit or neither does, so no lead goes unannounced
 * and no announcement names a lead that was never stored. Channels that are not set up are
 * recorded too and marked so by the worker, which keeps the console's log complete.
 */
export async function enqueueNotification(
  tx: Db,
  type: NotificationType,
  data: NoticeData,
  options: { confirmToVisitor?: boolean } = {},
): Promise<string> {
  const id = newNotificationId();
  await tx.insert(notifications).values({ id, type, data: data as unknown as Record<string, unknown> });
  const channels: Channel[] = ["email", "webhook"];
  const recipient = data.person.email?.toLowerCase();
  if (
    options.confirmToVisitor &&
    recipient &&
    (await readNotificationSettings(tx)).visitorConfirmation &&
    (await mailedToday(tx, recipient)) === 0
  ) {
    channels.push("visitor_email");
  }
  await tx.insert(notificationDeliveries).values(channels.map((channel) => ({ notificationId: id, channel })));
  return id;
}

/**
 * Partner account e-mails one address may get a day: a few, because a later application replaces
 * an unconfirmed one and its owner needs the new link; not more, because anyone can apply with
 * anyone's address.
 */
const PARTNER_EMAILS_PER_DAY = 3;

/**
 * An e-mail to one person about their own partner account, not a lead: no team e-mail, no
 * webhook, at most `PARTNER_EMAILS_PER_DAY` a day per recipient. Call it inside a transaction.
 */
export async function enqueuePartnerEmail(tx: Db, data: NoticeData): Promise<void> {
  const recipient = data.person.email?.toLowerCase();
  if (!recipient || (await mailedToday(tx, recipient)) >= PARTNER_EMAILS_PER_DAY) return;
  const id = newNotificationId();
  await tx
    .insert(notifications)
    .values({ id, type: "affiliate.account", data: data as unknown as Record<string, unknown> });
  await tx.insert(notificationDeliveries).values({ notificationId: id, channel: "visitor_email" });
}

/** An invitation to join the team, to the invited address only. Call it inside the transaction that stores the invitation. */
export async function enqueueInvitationEmail(tx: Db, data: NoticeData): Promise<void> {
  const id = newNotificationId();
  await tx
    .insert(notifications)
    .values({ id, type: "admin.invitation", data: data as unknown as Record<string, unknown> });
  await tx.insert(notificationDeliveries).values({ notificationId: id, channel: "visitor_email" });
}

/**
 * An e-mail to the admins in `data.staffRecipients` (a reminder about a lead they own): the team
 * e-mail channel only, no webhook (it announces nothing new about the lead). Call it inside the
 * transaction that records the reminder as sent.
 */
export async function enqueueStaffEmail(tx: Db, type: NotificationType, data: NoticeData): Promise<string> {
  const id = newNotificationId();
  await tx.insert(notifications).values({ id, type, data: data as unknown as Record<string, unknown> });
  await tx.insert(notificationDeliveries).values({ notificationId: id, channel: "email" });
  return id;
}

/** Deliveries still to make (pending, or claimed and being sent), per channel: the outbox's queue, read by the metrics. */
export async function outboxQueueDepth(db: Db): Promise<Record<Channel, number>> {
  const rows = await db
    .select({ channel: notificationDeliveries.channel, count: sql<number>`count(*)::int` })
    .from(notificationDeliveries)
    .where(sql`${notificationDeliveries.status} IN ('pending', 'sending')`)
    .groupBy(notificationDeliveries.channel);
  const depth = Object.fromEntries(CHANNELS.map((channel) => [channel, 0])) as Record<Channel, number>;
  for (const row of rows) if (row.channel in depth) depth[row.channel as Channel] = Number(row.count);
  return depth;
}
