import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { notificationDeliveries, notifications } from "#server/db/schema/notifications";
import type { Metrics } from "#server/lib/metrics";
import type { DeliveryChannels } from "./channels";
import type { NoticeData } from "./events";
import { CHANNELS, type Channel } from "./outbox";

/** Deliveries are retried for this long after the notification was recorded, then marked failed. */
const RETRY_WINDOW_MS = 24 * 3_600_000;
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 3_600_000;
/**
 * A claimed delivery is "sending" until this lease runs out: longer than any attempt can take
 * (each network step is limited to 15 s), so two processes never send the same row at once,
 * and a process killed mid-attempt only delays that row, never loses it.
 */
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;

/**
 * The wait before the next attempt: doubling from 15 s up to an hour, with "equal jitter"
 * (half fixed, half random) so many failed deliveries do not all come back at the same second.
 */
function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

interface ClaimedRow {
  id: string;
  notification_id: string;
  channel: Channel;
  attempts: number;
  last_attempt_at: string | Date;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

interface OutboxWorkerOptions {
  /** Where deliveries and failures are counted, by channel. */
  metrics?: Metrics;
  clock?: () => Date;
  random?: () => number;
  log?: { warn(details: object, message: string): void };
}

/** Delivers due notifications: at least once, each channel on its own, with backoff. */
export class OutboxWorker {
  private readonly clock: () => Date;
  private readonly random: () => number;

  constructor(
    private readonly db: Db,
    private readonly channels: DeliveryChannels,
    private readonly options: OutboxWorkerOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.random = options.random ?? Math.random;
  }

  /** One pass: marks deliveries of channels that are not set up, then claims and sends due ones. Returns how many it sent. */
  async runOnce(): Promise<number> {
    await this.markUnconfigured();
    let delivered = 0;
    for (;;) {
      const claimed = await this.claim();
      if (!claimed.length) return delivered;
      delivered += await this.deliverAll(claimed);
    }
  }

  private async markUnconfigured(): Promise<void> {
    const missing = CHANNELS.filter((channel) => !this.channels.configured(channel));
    if (!missing.length) return;
    await this.db
      .update(notificationDeliveries)
      .set({
        status: "not_configured",
        lastError: sql`CASE WHEN ${notificationDeliveries.channel} = 'webhook' THEN 'Webhooks are not set up (WEBHOOK_URL)' ELSE 'E-mail is not set up (SMTP_URL)' END`,
      })
      .where(and(eq(notificationDeliveries.status, "pending"), inArray(notificationDeliveries.channel, missing)));
  }

  /**
   * Claims due rows in one statement. SKIP LOCKED lets processes sharing one PostgreSQL pass
   * each other's rows by; the lease written here keeps them off the rows after the commit.
   */
  private async claim(): Promise<ClaimedRow[]> {
    const now = this.clock();
    const ready = CHANNELS.filter((channel) => this.channels.configured(channel));
    if (!ready.length) return [];
    const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
    const result = (await this.db.execute(sql`
      UPDATE ${notificationDeliveries} AS d
      SET status = 'sending', attempts = d.attempts + 1, last_attempt_at = ${now.toISOString()}::timestamptz,
        next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
      FROM (
        SELECT id FROM ${notificationDeliveries}
        WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${now.toISOString()}::timestamptz
          AND channel IN (${sql.join(
            ready.map((c) => sql`${c}`),
            sql`, `,
          )})
        ORDER BY next_attempt_at
        LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      ) AS due
      WHERE d.id = due.id
      RETURNING d.id, d.notification_id, d.channel, d.attempts, d.last_attempt_at`)) as unknown as {
      rows: ClaimedRow[];
    };
    return result.rows;
  }

  private async deliverAll(claimed: ClaimedRow[]): Promise<number> {
    const ids = [...new Set(claimed.map((row) => row.notification_id))];
    const found = await this.db.select().from(notifications).where(inArray(notifications.id, ids));
    const byId = new Map(found.map((n) => [n.id, n]));
    let delivered = 0;
    for (const row of claimed) {
      const notification = byId.get(row.notification_id);
      if (!notification) continue; // deleted with its lead (erasure) meanwhile: the cascade removed the row too
      try {
        await this.channels.deliver(
          row.channel,
          { ...notification, data: notification.data as unknown as NoticeData },
          this.clock(),
        );
        await this.db
          .update(notificationDeliveries)
          .set({ status: "delivered", deliveredAt: this.clock(), lastError: null })
          .where(eq(notificationDeliveries.id, row.id));
        this.options.metrics?.outboxDeliveries.inc({ channel: row.channel });
        delivered++;
      } catch (error) {
        await this.recordFailure(row, notification.createdAt, error);
      }
    }
    return delivered;
  }

  private async recordFailure(row: ClaimedRow, createdAt: Date, error: unknown): Promise<void> {
    // The wait counts from the attempt's start, however long the attempt took.
    const next = new Date(new Date(row.last_attempt_at).getTime() + retryDelayMs(row.attempts, this.random));
    const givenUp = next.getTime() > createdAt.getTime() + RETRY_WINDOW_MS;
    this.options.metrics?.outboxFailures.inc({ channel: row.channel, final: String(givenUp) });
    // The reason stays in the database for the console: a server's answer may quote an address.
    this.options.log?.warn(
      { deliveryId: row.id, channel: row.channel, attempts: row.attempts, givenUp },
      "notification delivery failed",
    );
    await this.db
      .update(notificationDeliveries)
      .set({ status: givenUp ? "failed" : "pending", nextAttemptAt: next, lastError: errorText(error) })
      .where(eq(notificationDeliveries.id, row.id));
  }
}
