import { sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { LIVE_VISITORS_API, LIVE_VISITORS_EVENT, LIVE_WINDOW_MS, type LiveVisitors } from "#common/live-visitors";
import type { Database, Db } from "#server/db/client";
import { HttpError } from "#server/lib/http-errors";
import { num, rows } from "#server/lib/sql";
import { currentAdmin } from "#server/modules/auth";
import { JOURNEY_EVENTS_CHANNEL } from "#server/modules/tracking";

const TOP = 10;

/**
 * Who is on the site now: visitors (by visitor id, else by session) whose latest event arrived
 * within the window, grouped by that event's page and by where the visitor came from. One
 * short query on the received_at index, whatever the number of viewers.
 */
async function liveVisitors(db: Db, now = new Date()): Promise<LiveVisitors & { oldest: number | null }> {
  const since = new Date(now.getTime() - LIVE_WINDOW_MS).toISOString();
  const found = await rows<{ kind: string; label: string | null; n: string | number; oldest: string | Date }>(
    db,
    sql`WITH latest AS (
          SELECT DISTINCT ON (coalesce(client_id, session_id)) client_id, page, received_at
          FROM journey_events
          WHERE received_at > ${since}::timestamptz
          ORDER BY coalesce(client_id, session_id), received_at DESC, seq DESC
        ), v AS (
          SELECT l.page, l.received_at,
            coalesce(nullif(c.utm_source, ''), substring(c.referrer FROM '^[A-Za-z][A-Za-z0-9+.-]*://(?:www\\.)?([^/:?#]+)'),
              nullif(c.referrer, '')) AS source
          FROM latest l LEFT JOIN clients c ON c.id = l.client_id
        )
        SELECT 'page' AS kind, page AS label, count(*) AS n, min(received_at) AS oldest FROM v GROUP BY page
        UNION ALL
        SELECT 'source', source, count(*), min(received_at) FROM v GROUP BY source`,
  );
  const ranked = (kind: string) =>
    found
      .filter((r) => r.kind === kind)
      .map((r) => ({ label: r.label, visitors: num(r.n) }))
      // Most visitors first; among equals by name, with "direct" (no label) last.
      .sort((a, b) => b.visitors - a.visitors || (a.label ?? "\uffff").localeCompare(b.label ?? "\uffff"))
      .slice(0, TOP);
  const pages = found.filter((r) => r.kind === "page");
  const oldest = pages.length ? Math.min(...pages.map((r) => new Date(r.oldest).getTime())) : null;
  return {
    visitors: pages.reduce((sum, r) => sum + num(r.n), 0),
    pages: ranked("page").map((r) => ({ label: String(r.label), visitors: r.visitors })),
    sources: ranked("source"),
    asOf: now.toISOString(),
    oldest,
  };
}

/** One open stream: `write` returns false when the client is not keeping up. */
interface Viewer {
  adminId: string;
  openedAt: number;
  /** The snapshot this viewer has been sent last. */
  sent?: string;
  write(chunk: string): boolean;
  /** Bytes written but not yet taken by the client. */
  backlog(): number;
  end(): void;
}

export interface LiveHubOptions {
  /** Open streams one admin may hold (a few tabs). */
  perAdmin: number;
  /** Open streams in this process. */
  total: number;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
  /** A stream is ended after this long; the browser reconnects, and its token is checked again. */
  maxAgeMs: number;
  /** Figures are read again at least this often, in case a notification was lost. */
  refreshMs: number;
  /** Fewest milliseconds between two readings of the figures in this process. */
  minIntervalMs: number;
}

const DEFAULTS: LiveHubOptions = {
  perAdmin: 4,
  total: 50,
  heartbeatMs: 15_000,
  maxAgeMs: 15 * 60_000,
  refreshMs: 30_000,
  minIntervalMs: 1_000,
};

/** A client this far behind (bytes) is not reading: its stream is ended rather than buffered. */
const MAX_BACKLOG = 256 * 1024;

/**
 * The live view's figures for every viewer in this process. Ingestion announces each committed
 * batch with one NOTIFY (any process, one database); the hub reads the figures at most once per
 * `minIntervalMs` however many events and viewers there are, and sends a snapshot only when it
 * changed. While anyone watches, a timer also reads them when the oldest visitor leaves the
 * window, so visitors drop out without new events. Nothing runs while nobody watches.
 */
export class LiveHub {
  private readonly viewers = new Set<Viewer>();
  private readonly options: LiveHubOptions;
  private timer: NodeJS.Timeout | undefined;
  private stopListening: Promise<() => Promise<void>> | undefined;
  /** The last figures read: `key` compares them without their time, `json` is what viewers got. */
  private latest: { key: string; json: string; oldest: number | null; readAt: number } | undefined;
  private dirty = true;
  private reading: Promise<void> | undefined;
  /** When the last reading started (a failed one too): readings are at least minIntervalMs apart. */
  private lastReadAt = 0;
  /** Bumped on stop: a reading still under way then must not leave its figures behind. */
  private generation = 0;
  private lastHeartbeat = 0;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
    options: Partial<LiveHubOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Open streams now (metrics and tests). */
  get size(): number {
    return this.viewers.size;
  }

  /** Figures for a one-off request: the shared reading when it is recent, else a new one. */
  async snapshot(): Promise<LiveVisitors> {
    if (this.latest) return JSON.parse(this.latest.json) as LiveVisitors;
    const { oldest: _, ...figures } = await liveVisitors(this.database.db, this.clock());
    return figures;
  }

  /** Why a new stream for `adminId` is refused, or null when it may open. */
  refusal(adminId: string): string | null {
    if (this.viewers.size >= this.options.total) return "Too many live views are open. Try again in a minute.";
    let own = 0;
    for (const v of this.viewers) if (v.adminId === adminId) own++;
    if (own >= this.options.perAdmin)
      return `You have ${own} live views open already. Close one (another tab) and try again.`;
    return null;
  }

  /** Adds a stream (after refusal() said yes); it gets the current figures at once. Returns its close. */
  open(viewer: Omit<Viewer, "openedAt" | "sent">): () => void {
    const entry: Viewer = { ...viewer, openedAt: Date.now() };
    this.viewers.add(entry);
    if (this.viewers.size === 1) this.start();
    void this.welcome(entry);
    return () => {
      if (!this.viewers.delete(entry)) return;
      entry.end();
      if (this.viewers.size === 0) this.stop();
    };
  }

  private async welcome(entry: Viewer): Promise<void> {
    // Listening before the first reading: nothing committed in between can be missed.
    await this.stopListening;
    if (!this.latest) await this.read();
    if (this.viewers.has(entry)) this.send(entry);
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const v of [...this.viewers]) {
      this.viewers.delete(v);
      v.end();
    }
    this.stop();
  }

  private start() {
    this.dirty = true;
    this.lastHeartbeat = Date.now();
    this.stopListening = this.database
      .listen(JOURNEY_EVENTS_CHANNEL, () => this.changed())
      .catch((error) => {
        // Without notifications the periodic reading still keeps the view current, only later.
        this.log.warn({ err: error }, "live visitors: cannot listen for new events");
        return async () => {};
      });
    // Ticks cost only a few comparisons; four a second keep a change at most ~1.25 s from the screen.
    this.timer = setInterval(() => this.tick(), Math.min(250, this.options.minIntervalMs));
    this.timer.unref();
  }

  private stop() {
    this.generation++;
    clearInterval(this.timer);
    this.timer = undefined;
    this.latest = undefined;
    const listening = this.stopListening;
    this.stopListening = undefined;
    void listening?.then((stop) => stop()).catch(() => {});
  }

  private changed() {
    this.dirty = true;
    if (this.viewers.size === 0) return;
    // Read at once when the last reading is old enough; otherwise the next tick does.
    if (!this.reading && Date.now() - this.lastReadAt >= this.options.minIntervalMs) void this.read();
  }

  private tick() {
    const now = Date.now();
    for (const v of [...this.viewers]) {
      if (now - v.openedAt >= this.options.maxAgeMs || v.backlog() > MAX_BACKLOG) {
        this.viewers.delete(v);
        v.end();
      }
    }
    if (this.viewers.size === 0) return this.stop();
    if (now - this.lastHeartbeat >= this.options.heartbeatMs) {
      this.lastHeartbeat = now;
      for (const v of this.viewers) v.write(": keep-alive\n\n");
    }
    const latest = this.latest;
    const due =
      !latest ||
      this.dirty ||
      now - latest.readAt >= this.options.refreshMs ||
      (latest.oldest !== null && this.clock().getTime() >= latest.oldest + LIVE_WINDOW_MS);
    if (due && !this.reading && now - this.lastReadAt >= this.options.minIntervalMs) void this.read();
  }

  /** One reading shared by every viewer; concurrent callers wait for the same one. */
  private read(): Promise<void> {
    this.reading ??= (async () => {
      this.dirty = false;
      const readAt = Date.now();
      this.lastReadAt = readAt;
      const generation = this.generation;
      try {
        const { oldest, ...figures } = await liveVisitors(this.database.db, this.clock());
        if (generation !== this.generation) return;
        const { asOf: _, ...compared } = figures;
        const key = JSON.stringify(compared);
        if (this.latest?.key === key) {
          // Nothing changed: viewers keep what they have, and no bytes are sent.
          this.latest = { ...this.latest, oldest, readAt };
        } else {
          this.latest = { key, json: JSON.stringify(figures), oldest, readAt };
          for (const v of this.viewers) this.send(v);
        }
      } catch (error) {
        if (generation !== this.generation) return;
        this.dirty = true;
        if (this.latest) this.latest = { ...this.latest, readAt };
        this.log.warn({ err: error }, "live visitors: reading the figures failed");
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }

  /** The latest figures to a viewer that does not have them yet. */
  private send(viewer: Viewer) {
    const json = this.latest?.json;
    if (!json || viewer.sent === json) return;
    viewer.sent = json;
    viewer.write(`event: ${LIVE_VISITORS_EVENT}\ndata: ${json}\n\n`);
  }
}

/**
 * GET /api/admin/analytics/live, behind the admin guard like every admin route: the browser
 * sends its token in the Authorization header of a streaming fetch (EventSource cannot), so no
 * credential ever appears in a URL. `Accept: text/event-stream` gets the Server-Sent Events
 * stream (a snapshot at once, then one per change, and a heartbeat comment); any other
 * request gets the figures once as JSON.
 */
export function streamLiveVisitors(
  app: FastifyInstance,
  database: Database,
  clock?: () => Date,
  options?: Partial<LiveHubOptions>,
): void {
  const hub = new LiveHub(database, app.log, clock, options);
  // Before the server waits for open connections to finish: a stream never would by itself.
  app.addHook("preClose", (done) => {
    hub.closeAll();
    done();
  });

  app.get(LIVE_VISITORS_API, async (request, reply) => {
    if (!String(request.headers.accept ?? "").includes("text/event-stream")) return hub.snapshot();
    const admin = currentAdmin(request);
    const refused = hub.refusal(admin.id);
    if (refused) throw new HttpError(429, refused);
    reply.hijack();
    const res = reply.raw;
    // The headers hooks set so far (security headers, no-store) go out as on any other answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      // Proxies such as nginx would otherwise hold the events back in a buffer.
      "x-accel-buffering": "no",
      // A stream's connection is never reused: closing it when the stream ends lets a shutdown finish.
      connection: "close",
    });
    // The browser waits this long before reconnecting on its own.
    res.write("retry: 5000\n\n");
    let ended = false;
    const close = hub.open({
      adminId: admin.id,
      write: (chunk) => !ended && res.write(chunk),
      backlog: () => res.writableLength,
      end: () => {
        if (ended) return;
        ended = true;
        res.end();
      },
    });
    // The response closes when the browser goes away (or the stream was ended): the place is freed.
    res.once("close", close);
    if (res.destroyed) close();
  });
}
