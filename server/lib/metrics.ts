import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** What a database pool can say about itself (node-postgres does; the embedded PGlite has no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The voice engines' queues, read at scrape time from their JobGates. */
export interface QueueState {
  running: number;
  waiting: number;
}

/** A scrape must not wait on a slow database: a figure that takes longer is left out of that scrape. */
const SCRAPE_QUERY_TIMEOUT_MS = 1_000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

/**
 * The figures of one server process, in one registry per app (tests build several apps in one
 * process, and each must count only its own requests). Instruments that are cheap to keep
 * current are updated where things happen; queue depths and pool use are read when scraped.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: "site_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: "site_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly eventsIngested = new Counter({
    name: "site_tracking_events_ingested_total",
    help: "Tracking events committed to the database, by kind (journey events, funnel steps).",
    labelNames: ["kind"] as const,
    registers: [this.registry],
  });

  readonly trackingRefused = new Counter({
    name: "site_tracking_requests_refused_total",
    help: "Tracking requests refused before anything was stored, by reason (rate_limited, invalid).",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });

  readonly eventsIgnored = new Counter({
    name: "site_tracking_events_ignored_total",
    help: "Tracking events accepted but not stored on purpose (pages of the admin console), by reason.",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });

  readonly groupCommitBatchRows = new Histogram({
    name: "site_group_commit_batch_rows",
    help: "Rows written per group-commit batch (one statement, one transaction).",
    buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
    registers: [this.registry],
  });

  readonly outboxDeliveries = new Counter({
    name: "site_outbox_deliveries_total",
    help: "Notifications delivered, by channel.",
    labelNames: ["channel"] as const,
    registers: [this.registry],
  });

  readonly outboxFailures = new Counter({
    name: "site_outbox_delivery_failures_total",
    help: "Failed delivery attempts, by channel and whether the delivery was given up (final).",
    labelNames: ["channel", "final"] as const,
    registers: [this.registry],
  });

  readonly voiceJobs = new Counter({
    name: "site_voice_jobs_total",
    help: "Voice jobs by engine and outcome (completed, failed, refused_server, refused_address).",
    labelNames: ["engine", "outcome"] as const,
    registers: [this.registry],
  });

  private readonly voiceQueues = new Map<string, () => QueueState>();
  private outboxQueue: (() => Promise<Record<string, number>>) | undefined;

  constructor() {
    const voiceQueues = this.voiceQueues;
    new Gauge({
      name: "site_voice_jobs_running",
      help: "Voice jobs running now, by engine.",
      labelNames: ["engine"] as const,
      registers: [this.registry],
      collect() {
        for (const [engine, state] of voiceQueues) this.set({ engine }, state().running);
      },
    });
    new Gauge({
      name: "site_voice_jobs_waiting",
      help: "Voice jobs waiting for a free engine slot, by engine.",
      labelNames: ["engine"] as const,
      registers: [this.registry],
      collect() {
        for (const [engine, state] of voiceQueues) this.set({ engine }, state().waiting);
      },
    });
    const outboxQueue = () => this.outboxQueue;
    new Gauge({
      name: "site_outbox_queue_deliveries",
      help: "Deliveries waiting in the outbox (pending or being sent), by channel.",
      labelNames: ["channel"] as const,
      registers: [this.registry],
      // Every process reads the same shared table: the cluster's figure is one process's, not their sum.
      aggregator: "max",
      async collect() {
        const read = outboxQueue();
        if (!read) return;
        const depth = await withinTimeout(read(), SCRAPE_QUERY_TIMEOUT_MS);
        this.reset();
        for (const [channel, count] of Object.entries(depth ?? {})) this.set({ channel }, count);
      },
    });
  }

  /** Process CPU, memory, event-loop lag, GC: only for an app whose metrics are served (they keep observers running). */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  watchVoiceQueue(engine: string, state: () => QueueState): void {
    this.voiceQueues.set(engine, state);
  }

  watchOutboxQueue(depth: () => Promise<Record<string, number>>): void {
    this.outboxQueue = depth;
  }

  /** Only a database with a pool gets these gauges: on the embedded PGlite they would read a meaningless 0. */
  watchPool(stats: () => PoolStats): void {
    new Gauge({
      name: "site_db_pool_connections",
      help: "Database pool connections, by state (idle, busy).",
      labelNames: ["state"] as const,
      registers: [this.registry],
      collect() {
        const now = stats();
        this.set({ state: "idle" }, now.idle);
        this.set({ state: "busy" }, now.total - now.idle);
      },
    });
    new Gauge({
      name: "site_db_pool_waiting_requests",
      help: "Queries waiting for a free database pool connection.",
      registers: [this.registry],
      collect() {
        this.set(stats().waiting);
      },
    });
  }
}
