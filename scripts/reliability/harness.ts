/**
 * What the reliability scripts share: starting the real server as a child process, a
 * closed-loop HTTP load over keep-alive connections, journey events with known ids, and
 * counting which acknowledged events the database holds.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface ServerOptions {
  port: number;
  /** PostgreSQL URL; without it the server uses PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  env?: Record<string, string>;
}

export interface RunningServer {
  port: number;
  process: ChildProcess;
  /** Everything the server wrote to stderr (start-up failures, crashes). */
  stderr(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `server/main.ts` (serving the build when it exists) and waits until /api/health answers 200. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    JWT_SECRET: "reliability-secret-reliability-secret-0123456789",
    RATE_LIMIT_PER_MINUTE: "100000000",
    LOG_LEVEL: "error",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  if (!options.databaseUrl) delete env.DATABASE_URL;
  // Otherwise the health check below would pass against whatever already listens there.
  if (
    await request(options.port, "GET", "/api/health").then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${options.port} is already in use: choose another (LOAD_PORT)`);
  }
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up: ${stderr}`);
    if ((await request(options.port, "GET", "/api/health").catch(() => ({ status: 0 }))).status === 200) break;
    await sleep(200);
  }
  if (child.exitCode !== null || Date.now() >= deadline) throw new Error(`server did not become healthy: ${stderr}`);
  return {
    port: options.port,
    process: child,
    stderr: () => stderr,
    stop: async (signal: NodeJS.Signals = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const agents = new Map<number, http.Agent>();
const agentFor = (port: number) => {
  const agent = agents.get(port) ?? new http.Agent({ keepAlive: true, maxSockets: 256 });
  agents.set(port, agent);
  return agent;
};

export interface Answer {
  status: number;
  body: string;
  ms: number;
  headers: http.IncomingHttpHeaders;
}

interface RequestOptions {
  /**
   * The source address of the connection: any 127.x.y.z works on Linux, so one machine can
   * act as several clients that the server tells apart (with TRUST_PROXY off).
   */
  localAddress?: string;
  /** A body sent as it is (multipart, for example), with these headers. */
  raw?: { body: Buffer; headers: Record<string, string> };
}

/** One HTTP request; a refused or reset connection rejects. */
export function request(
  port: number,
  method: string,
  url: string,
  body?: unknown,
  timeoutMs = 15_000,
  options: RequestOptions = {},
): Promise<Answer> {
  const payload = options.raw?.body ?? (body === undefined ? undefined : JSON.stringify(body));
  const contentHeaders = options.raw
    ? { ...options.raw.headers, "content-length": options.raw.body.length }
    : payload
      ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
      : {};
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        agent: agentFor(port),
        localAddress: options.localAddress,
        timeout: timeoutMs,
        headers: { "user-agent": BROWSER_UA, "accept-encoding": "gzip, br", ...contentHeaders },
      },
      (res) => {
        let text = "";
        res.setEncoding("latin1");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - started, headers: res.headers }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(payload);
  });
}

/** A page-view journey event with a fresh id. */
export function journeyEvent(sessionId: string) {
  return {
    id: randomUUID(),
    sessionId,
    eventType: "page_view",
    page: "/",
    details: "{}",
    timestamp: new Date().toISOString(),
  };
}

export const sessionId = () => `sess_${Math.random().toString(36).slice(2, 10)}_${Date.now()}`;

interface Tally {
  byKind: Map<string, { ok: number; errors: number; statuses: Record<string, number>; latencies: number[] }>;
  /** Ids of the events the server acknowledged with 202. */
  acked: Set<string>;
}

export const newTally = (): Tally => ({ byKind: new Map(), acked: new Set() });

export function record(tally: Tally, kind: string, status: number | string, ok: boolean, ms: number) {
  const entry = tally.byKind.get(kind) ?? { ok: 0, errors: 0, statuses: {}, latencies: [] };
  tally.byKind.set(kind, entry);
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  entry.latencies.push(ms);
  if (ok) entry.ok++;
  else entry.errors++;
}

/** Runs `workers` loops of `step` until `until()` is false. */
export async function closedLoop(workers: number, until: () => boolean, step: (worker: number) => Promise<void>) {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (until()) await step(worker);
    }),
  );
}

export const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export function printTally(tally: Tally, seconds: number) {
  for (const [kind, t] of tally.byKind) {
    const n = t.ok + t.errors;
    console.log(
      `  ${kind.padEnd(22)} ${String(n).padStart(7)} requests  ${(n / seconds).toFixed(0).padStart(6)}/s  errors ${t.errors}  ` +
        `p50 ${percentile(t.latencies, 50).toFixed(1)} ms  p99 ${percentile(t.latencies, 99).toFixed(1)} ms  ${JSON.stringify(t.statuses)}`,
    );
  }
}

/** How many of `ids` the database holds, and how many rows they take (a duplicate would show). */
export async function storedEvents(ids: Set<string>, where: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase(
    where.databaseUrl ? { driver: "postgres", url: where.databaseUrl } : { driver: "pglite", dataDir: where.dataDir },
  );
  try {
    const list = [...ids];
    let present = 0;
    for (let i = 0; i < list.length; i += 5_000) {
      const chunk = list.slice(i, i + 5_000);
      const result = await database.db.execute(
        sql`select count(*)::int as n from journey_events where id in (${sql.join(
          chunk.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      present += Number(rowsOf<{ n: number }>(result)[0].n);
    }
    const dup = await database.db.execute(sql`select count(*)::int - count(distinct id)::int as n from journey_events`);
    return { present, duplicates: Number(rowsOf<{ n: number }>(dup)[0].n) };
  } finally {
    await database.close();
  }
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

export const hasBuild = () =>
  fs.existsSync(path.resolve(ROOT, process.env.BUILD_DIR ?? "build", "client", "index.html"));
