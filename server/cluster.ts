import cluster, { type Worker } from "node:cluster";

/** One JSON log line in the shape of the app's (pino) lines: the supervisor has no Fastify logger. */
function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  process.stdout.write(
    `${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, role: "supervisor", msg, ...fields })}\n`,
  );
}

const RESTART_DELAY_MS = 1_000;
/** A worker that dies this soon after starting counts toward a crash loop. */
const QUICK_DEATH_MS = 10_000;
const MAX_QUICK_DEATHS = 5;

/**
 * SERVER_PROCESSES > 1 (PostgreSQL only): this process forks that many copies of the server,
 * which share the listening port (Node's cluster hands each new connection to the next worker).
 * Everything they share lives in the database (rate limits, login throttling, summaries), so
 * they need no coordination. A worker that dies is replaced after a second; a crash loop (five
 * quick deaths in a row) stops the whole server, as one bad start would. SIGTERM and SIGINT are
 * passed on, and this process exits once every worker has closed gracefully.
 */
export function superviseWorkers(processes: number): void {
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        log("info", "all workers stopped");
        process.exit(0);
      }
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      log("error", `workers keep dying within ${QUICK_DEATH_MS / 1000} s of starting: stopping`, { code, signal });
      stopping = true;
      for (const other of startedAt.keys()) other.kill("SIGTERM");
      if (startedAt.size === 0) process.exit(1);
      process.exitCode = 1;
      return;
    }
    log("warn", "a worker stopped; starting a new one", { worker: worker.process.pid, code, signal });
    setTimeout(() => stopping || fork(), RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    if (startedAt.size === 0) process.exit(0);
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < processes; i++) fork();
  log("info", `started ${processes} server processes`);
}
