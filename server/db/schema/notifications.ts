import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * The transactional outbox: one row per event that must reach someone outside the site,
 * written in the same transaction as the data it announces. Its id is the Standard Webhooks
 * `webhook-id`, so every retry of the same event carries the same id.
 */
export const notifications = pgTable(
  "notifications",
  {
    /** "msg_" + random, unguessable and stable across retries. */
    id: text("id").primaryKey(),
    /** lead.created | lead.hot | application.created | booking.confirmed */
    type: text("type").notNull(),
    /** The event's data as the webhook body's `data` and the e-mail's source. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_created_idx").on(t.createdAt)],
);

/**
 * One delivery of a notification over one channel, retried on its own: a webhook that
 * keeps failing never re-sends an e-mail that already went out.
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    notificationId: text("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    /** email (the team) | visitor_email (the visitor's confirmation) | webhook */
    channel: text("channel").notNull(),
    /** pending | sending (claimed by a worker) | delivered | failed (given up after 24 h) | not_configured (the channel is not set up) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the worker may try next (backoff with jitter). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notification_deliveries_channel_idx").on(t.notificationId, t.channel),
    index("notification_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("notification_deliveries_created_idx").on(t.createdAt),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;
