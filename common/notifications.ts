import { z } from "./zod";

/** What a delivery of a notification can be at: the console's delivery log shows these. */
export const DELIVERY_STATUSES = ["pending", "sending", "delivered", "failed", "not_configured"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_CHANNEL_LABELS = {
  email: "E-mail to the team",
  visitor_email: "Confirmation to the visitor",
  webhook: "Webhook",
} as const;
export type DeliveryChannel = keyof typeof DELIVERY_CHANNEL_LABELS;

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: "Pending",
  sending: "Sending",
  delivered: "Delivered",
  failed: "Failed",
  not_configured: "Not set up",
};

/** One line of the delivery log (GET /api/admin/notifications). */
export interface DeliveryLogEntry {
  id: string;
  notificationId: string;
  type: string;
  summary: string;
  consoleUrl: string | null;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

interface NotificationSetup {
  email: { configured: boolean; server: string | null; to: string[]; from: string | null };
  webhook: { configured: boolean; url: string | null };
}

export interface NotificationsOverview {
  setup: NotificationSetup;
  settings: NotificationSettingsInput;
  counts: Record<DeliveryStatus, number>;
  /**
   * Deliveries kept unsent because their channel was not set up, per channel. The log lists them
   * only when asked for (status=not_configured): a banner per channel says how many there are.
   */
  notSetUp: Record<DeliveryChannel, number>;
  deliveries: DeliveryLogEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export const NOTIFICATION_LOG_PAGE_SIZE = 25;

export const notificationLogQuerySchema = z.object({
  status: z.enum(DELIVERY_STATUSES, `must be one of ${DELIVERY_STATUSES.join(", ")}`).optional(),
  page: z.coerce
    .number("must be a number")
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(10_000)
    .default(1),
});

/** PUT /api/admin/notifications/settings */
export const notificationSettingsSchema = z.object({
  visitorConfirmation: z.boolean("must be true or false"),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

/** POST /api/admin/notifications/test-email and test-webhook answer this (or an error). */
export interface TestSendResult {
  sent: true;
  message: string;
}
