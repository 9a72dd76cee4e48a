/**
 * Benchmark of journey-event ingestion, printed as figures, never asserted.
 *
 *   node --import tsx scripts/bench/journey-events.ts            # PGlite in a fresh temp folder
 *   DATABASE_URL=postgres://… node --import tsx scripts/bench/journey-events.ts
 *   DATABASE_URL=postgres://… SERVER_PROCESSES=2 node --import tsx scripts/bench/journey-events.ts
 *   options (environment): BENCH_CONNECTIONS=50 BENCH_SECONDS=10 BENCH_PORT=4190 BENCH_NODE_ARGS="--cpu-prof"
 *   BENCH_ONLY=events (only the two POST runs: a server profile of ingestion alone)
 *
 * It starts the real server (no static site, rate limit lifted) in a child process, and a bare
 * Fastify app with the same two routes in another (./bare-fastify.ts), then in the same run
 * measures GET /api/health and single-event POST /api/journey/events on each, bare first, each
 * with N keep-alive connections for S seconds, and prints the server's rates as a share of the
 * bare app's (the machine is shared: only same-run ratios compare across runs). Afterwards
 * it stops the server gracefully and counts the stored events, which must equal the
 * number acknowledged (HTTP 202).
 *
 * The load comes from ./http-load.ts (a lean client: it shares the 2 cores with the server).
 * The server runs at LOG_LEVEL=warn so the baseline's health checks are not access-logged;
 * beacons are never access-logged, so the events figure is the same at the default level.
 * Each line also shows the CPU the server (all its processes), this client and the whole machine
 * used per request. On PostgreSQL the run gets a scratch database on the DATABASE_URL's server,
 * dropped afterwards, so runs are comparable (BENCH_REUSE_DATABASE=1 writes into DATABASE_URL).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createScratchDatabase } from "#server/test-support";
import { percentile } from "../reliability/harness";
import { type LoadOptions, runLoad } from "./http-load";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4190);
const SERVER_URL = process.env.DATABASE_URL;
const REUSE_DATABASE = process.env.BENCH_REUSE_DATABASE === "1";
// Created before anything else runs; dropped in main()'s finally.
const scratch = SERVER_URL && !REUSE_DATABASE ? await createScratchDatabase(SERVER_URL, "bench") : null;
const DATABASE_URL = scratch?.url ?? SERVER_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tracking-"));
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// Every run's sessions start with RUN; a session holds 20 events, like a visit of a few pages.
const RUN = `bench${Math.random().toString(36).slice(2, 8)}`;
let sent = 0;
const nextSessionId = () => `sess_${RUN}${Math.floor(sent++ / 20).toString(36)}_${Date.now()}`;

/** CPU seconds a process and its live descendants (a server's workers) have used (Linux /proc), or NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stats = fs
      .readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => {
        try {
          const fields = fs.readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1].split(" ");
          return [
            { pid: Number(name), parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / 100 },
          ];
        } catch {
          return []; // ended meanwhile
        }
      });
    const tree = new Set([pid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const stat of stats) {
        if (!tree.has(stat.pid) && tree.has(stat.parent)) {
          tree.add(stat.pid);
          grew = true;
        }
      }
    }
    if (!stats.some((stat) => stat.pid === pid)) return Number.NaN;
    return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.seconds, 0);
  } catch {
    return Number.NaN;
  }
}

/** Busy and idle CPU seconds of the whole machine (all cores, Linux /proc/stat). */
function machineCpu(): { busy: number; idle: number } {
  try {
    const [user, nice, system, idle, iowait, irq, softirq] = fs
      .readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: (user + nice + system + irq + softirq) / 100, idle: (idle + iowait) / 100 };
  } catch {
    return { busy: Number.NaN, idle: Number.NaN };
  }
}

let serverPid: number | undefined;
async function load(
  name: string,
  next: LoadOptions["next"],
  okStatus: number,
  seconds = SECONDS,
  target = { port: PORT, pid: serverPid },
) {
  const server0 = cpuSeconds(target.pid);
  const client0 = process.cpuUsage();
  const machine0 = machineCpu();
  const result = await runLoad({ port: target.port, connections: CONNECTIONS, seconds, next });
  const serverCpu = cpuSeconds(target.pid) - server0;
  const clientUsage = process.cpuUsage(client0);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
  const machine1 = machineCpu();
  const machineBusy = machine1.busy - machine0.busy;
  const machineShare = machineBusy / (machineBusy + machine1.idle - machine0.idle);
  const answered = Object.values(result.statuses).reduce((a, b) => a + b, 0);
  const ok = result.statuses[okStatus] ?? 0;
  const sorted = result.latenciesMs.sort((a, b) => a - b); // for the max; percentile() sorts its own copy
  console.log(
    `${name.padEnd(28)} ${(ok / result.seconds).toFixed(0).padStart(7)} ok/s   ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   ` +
      `max ${sorted.at(-1)?.toFixed(1)} ms   ok ${ok}   connection errors ${result.errors}   statuses ${JSON.stringify(result.statuses)}\n` +
      `${"".padEnd(28)} CPU per request: server ${((serverCpu / answered) * 1e6).toFixed(0)} µs, load client ${((clientCpu / answered) * 1e6).toFixed(0)} µs, ` +
      `whole machine ${((machineBusy / answered) * 1e6).toFixed(0)} µs (cores ${(machineShare * 100).toFixed(0)}% busy)`,
  );
  return { ok, perSecond: ok / result.seconds };
}

function startServer(): ChildProcess {
  // BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "server/main.ts"], {
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

/** The bare Fastify baseline, on the next port. */
const BARE_PORT = PORT + 1;
function startBare(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "scripts/bench/bare-fastify.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(BARE_PORT) },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function waitForHealth(port = PORT) {
  let last: unknown;
  for (let i = 0; i < 240; i++) {
    try {
      // Not fetch(): it refuses the default port 4190 (on the Fetch standard's list of blocked ports).
      const status = await new Promise<number>((resolve, reject) =>
        http
          .get({ host: "127.0.0.1", port, path: "/api/health", timeout: 5_000 }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on("error", reject),
      );
      if (status === 200) return;
      last = `status ${status}`;
    } catch (error) {
      last = error; // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${last}`);
}

async function countStored(): Promise<number> {
  const query = "SELECT count(*)::int AS n FROM journey_events WHERE session_id LIKE $1";
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(query, [`sess_${RUN}%`]);
    await client.end();
    return rows[0].n;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(dataDir);
  const { rows } = await db.query<{ n: number }>(query, [`sess_${RUN}%`]);
  await db.close();
  return rows[0].n;
}

async function main() {
  console.log(
    `tracking ingestion benchmark: ${DATABASE_URL ? `PostgreSQL (${REUSE_DATABASE ? "DATABASE_URL" : "scratch database"})` : "PGlite"}, ` +
      `${process.env.SERVER_PROCESSES ?? 1} server process(es), ${CONNECTIONS} connections, ${SECONDS} s each, ` +
      `node ${process.version}, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
  );
  const server = startServer();
  serverPid = server.pid;
  const bare = startBare();
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  try {
    await waitForHealth();
    await waitForHealth(BARE_PORT);
    const onBare = { port: BARE_PORT, pid: bare.pid };
    // Warm-up: JIT, connection pool, today's IP-hash salt.
    await load("warm-up (bare, 2 s)", () => post(body("page_view")), 202, 2, onBare);
    warmupOk = (await load("warm-up (events, 2 s)", () => post(body("page_view")), 202, 2)).ok;
    const getHealth = () => ({ method: "GET", path: "/api/health", headers });
    const skipHealth = process.env.BENCH_ONLY === "events";
    const bareGet = skipHealth ? null : await load("bare Fastify GET", getHealth, 200, SECONDS, onBare);
    const health = skipHealth ? null : await load("GET /api/health", getHealth, 200);
    const barePost = await load("bare Fastify JSON POST", () => post(body("button_click")), 202, SECONDS, onBare);
    const events = await load("POST /api/journey/events", () => post(body("button_click")), 202);
    const share = (a: { perSecond: number }, b: { perSecond: number }) =>
      `${((a.perSecond / b.perSecond) * 100).toFixed(0)}%`;
    console.log(
      "share of bare Fastify: " +
        (health && bareGet ? `GET /api/health ${share(health, bareGet)} of bare GET (target 60%), ` : "") +
        `single-event POST /api/journey/events ${share(events, barePost)} of bare POST (target 50%)`,
    );
    bare.kill("SIGTERM");
    server.kill("SIGTERM");
    await exited;
    const stored = await countStored();
    // The warm-up's events are stored too: they count among the acknowledged.
    const acknowledged = events.ok + warmupOk;
    console.log(
      `events acknowledged ${acknowledged}, stored ${stored}: ${stored === acknowledged ? "equal" : "MISMATCH"}`,
    );
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    if (bare.exitCode === null) bare.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

let warmupOk = 0;
const headers = { "user-agent": UA };
const post = (text: string) => ({
  method: "POST",
  path: "/api/journey/events",
  headers: { ...headers, "content-type": "application/json" },
  body: text,
});
function body(eventType: string) {
  return JSON.stringify({
    events: [
      {
        id: randomUUID(),
        sessionId: nextSessionId(),
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
