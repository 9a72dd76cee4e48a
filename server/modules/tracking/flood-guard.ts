import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client";

/**
 * Per-address request limit of the tracking API, counted in the shared rate_limit_counters
 * table like the app-wide limiter, but with group commit: the hits of all requests in a
 * short interval are added in one statement instead of one upsert per request, which the
 * app-wide limiter costs and which would cap event ingestion. Each process decides from the
 * totals of its last write plus its own hits since, so a flood spread over several processes
 * is caught at most one flush interval late. Keys are daily salted address hashes, never raw IPs.
 */
export class FloodGuard {
  private window = 0;
  private readonly counts = new Map<string, { synced: number; pending: number }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly max: number,
    private readonly onError: (error: unknown) => void,
    private readonly windowMs = 60_000,
    private readonly flushMs = 200,
  ) {}

  /** Counts one request from `key`; returns the seconds until the window ends when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    const window = now - (now % this.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    let count = this.counts.get(key);
    if (!count) {
      count = { synced: 0, pending: 0 };
      this.counts.set(key, count);
    }
    if (count.synced + count.pending >= this.max) return Math.ceil((window + this.windowMs - now) / 1000);
    count.pending++;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flushing = this.flushing.then(() => this.flush());
    }, this.flushMs).unref();
    return 0;
  }

  /** Adds the pending hits to the shared counters and learns the totals (all processes). */
  async flush(): Promise<void> {
    const window = this.window;
    const sent = [...this.counts].filter(([, c]) => c.pending > 0).map(([key, c]) => ({ key, c, hits: c.pending }));
    if (!sent.length) return;
    const rows = JSON.stringify(sent.map((s) => ({ key: `tracking:${s.key}`, window_start: window, hits: s.hits })));
    try {
      const result = (await this.database.db.execute(sql`
        INSERT INTO rate_limit_counters (key, window_start, hits)
        SELECT key, window_start, hits FROM jsonb_to_recordset(${rows}::jsonb) AS x(key text, window_start bigint, hits integer)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_counters.window_start = excluded.window_start
                      THEN rate_limit_counters.hits + excluded.hits ELSE excluded.hits END,
          window_start = excluded.window_start
        RETURNING key, hits`)) as unknown as { rows: { key: string; hits: number }[] };
      if (window !== this.window) return; // a new window began meanwhile: its counts start afresh
      const totals = new Map(result.rows.map((r) => [r.key, Number(r.hits)]));
      for (const s of sent) {
        s.c.pending -= s.hits;
        s.c.synced = Math.max(s.c.synced + s.hits, totals.get(`tracking:${s.key}`) ?? 0);
      }
    } catch (error) {
      // The database is unavailable: keep the hits pending and let requests through (as the app-wide limiter does).
      this.onError(error);
    }
  }

  /** Stops the timer and writes what is pending (shutdown, tests). */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushing;
    await this.flush();
  }
}
