/**
 * Benchmark of journey-event ingestion (issue 4), printed as figures, never asserted.
 *
 *   node --import tsx scripts/bench/journey-events.ts            # PGlite in a fresh temp folder
 *   DATABASE_URL=postgres://… node --import tsx scripts/bench/journey-events.ts
 *   options (environment): BENCH_CONNECTIONS=50 BENCH_SECONDS=10 BENCH_PORT=4190
 *
 * It starts the real server (no static site, rate limit lifted) in a child process, then
 * in the same run measures a baseline of GET /api/health and single-event
 * POST /api/journey/events, each with N keep-alive connections for S seconds. Afterwards
 * it stops the server gracefully and counts the stored events, which must equal the
 * number acknowledged (HTTP 202).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4190);
const DATABASE_URL = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tracking-"));
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SESSION = `sess_bench${Math.random().toString(36).slice(2, 8)}_${Date.now()}`;

interface Result {
  ok: number;
  failed: number;
  statuses: Record<number, number>;
  latencies: number[];
  seconds: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(method: string, url: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method,
        path: url,
        agent,
        headers: body
          ? { "content-type": "application/json", "content-length": Buffer.byteLength(body), "user-agent": UA }
          : { "user-agent": UA },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function load(name: string, makeRequest: () => Promise<number>, okStatus: number, seconds = SECONDS): Promise<Result> {
  const result: Result = { ok: 0, failed: 0, statuses: {}, latencies: [], seconds };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      let status = 0;
      try {
        status = await makeRequest();
      } catch {
        status = 0;
      }
      result.latencies.push(performance.now() - t0);
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      if (status === okStatus) result.ok++;
      else result.failed++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  result.seconds = (performance.now() - started) / 1000;
  print(name, result);
  return result;
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;
}

function print(name: string, r: Result) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(28)} ${(r.ok / r.seconds).toFixed(0).padStart(7)} ok/s   ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   ` +
      `max ${sorted.at(-1)?.toFixed(1)} ms   ok ${r.ok}   failed ${r.failed}   statuses ${JSON.stringify(r.statuses)}`,
  );
}

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SERVE_STATIC: "false",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      RATE_LIMIT_PER_MINUTE: "100000000",
      LOG_LEVEL: "warn",
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await request("GET", "/api/health")) === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

async function countStored(): Promise<number> {
  const query = "SELECT count(*)::int AS n FROM journey_events WHERE session_id = $1";
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(query, [SESSION]);
    await client.end();
    return rows[0].n;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(dataDir);
  const { rows } = await db.query<{ n: number }>(query, [SESSION]);
  await db.close();
  return rows[0].n;
}

async function main() {
  console.log(
    `tracking ingestion benchmark: ${DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${CONNECTIONS} connections, ${SECONDS} s each, ` +
      `node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`,
  );
  const server = startServer();
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  try {
    await waitForHealth();
    // Warm-up: JIT, connection pool, today's IP-hash salt.
    warmupOk = (await load("warm-up (events, 2 s)", () => request("POST", "/api/journey/events", body("page_view")), 202, 2)).ok;
    const health = await load("GET /api/health (baseline)", () => request("GET", "/api/health"), 200);
    const events = await load("POST /api/journey/events", () => request("POST", "/api/journey/events", body("button_click")), 202);
    server.kill("SIGTERM");
    await exited;
    const stored = await countStored();
    // The warm-up events share the session; subtract those acknowledged then.
    const acknowledged = events.ok + warmupOk;
    console.log(
      `events acknowledged ${acknowledged}, stored ${stored}: ${stored === acknowledged ? "equal" : "MISMATCH"}; ` +
        `events/s relative to health baseline: ${((events.ok / events.seconds / (health.ok / health.seconds)) * 100).toFixed(0)}%`,
    );
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    agent.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

let warmupOk = 0;
function body(eventType: string) {
  return JSON.stringify({
    events: [
      {
        id: randomUUID(),
        sessionId: SESSION,
        eventType,
        page: "/solutions",
        element: "Book a consultation",
        details: '{"text":"Book a consultation","href":"/contact"}',
        timestamp: new Date().toISOString(),
      },
    ],
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
