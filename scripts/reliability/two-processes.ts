/**
 * Two server processes on one PostgreSQL, as behind a load balancer:
 * 1. journey events split between them: every acknowledged event stored once;
 * 2. failed sign-ins from one address alternating between them are throttled as if there were one process;
 * 3. the per-address rate limit is shared: RATE_LIMIT requests per minute in total, not per process.
 *
 *   DATABASE_URL=postgres://… node --import tsx scripts/reliability/two-processes.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  closedLoop,
  journeyEvent,
  newTally,
  printTally,
  type RunningServer,
  record,
  request,
  sessionId,
  startServer,
  storedEvents,
} from "./harness";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("Set DATABASE_URL: two processes need PostgreSQL (PGlite is single-process).");
  process.exit(2);
}
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const WORKERS = Number(process.env.LOAD_WORKERS ?? 32);
const PORTS = [4304, 4305];
const RATE_LIMIT = 40;
const ADMIN = { email: "two-processes@example.com", password: "two processes share one database" };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "two-processes-"));
const results: [string, boolean][] = [];

async function pair(env: Record<string, string>): Promise<RunningServer[]> {
  const servers: RunningServer[] = [];
  for (const port of PORTS) servers.push(await startServer({ port, databaseUrl, dataDir: `${dataDir}/${port}`, env }));
  return servers;
}

// 1. Split load.
let servers = await pair({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const tally = newTally();
const deadline = performance.now() + SECONDS * 1000;
await closedLoop(
  WORKERS,
  () => performance.now() < deadline,
  async (worker) => {
    const port = PORTS[worker % 2];
    const event = journeyEvent(sessionId());
    try {
      const res = await request(port, "POST", "/api/journey/events", { events: [event] });
      if (res.status === 202) tally.acked.add(event.id);
      record(tally, `process ${port}`, res.status, res.status === 202, res.ms);
    } catch (error) {
      record(tally, `process ${port}`, (error as Error).message, false, 0);
    }
  },
);
printTally(tally, SECONDS);
const stored = await storedEvents(tally.acked, { databaseUrl, dataDir });
console.log(
  `acknowledged by both: ${tally.acked.size}, in the database: ${stored.present}, stored twice: ${stored.duplicates}`,
);
results.push(["events consistent", stored.present === tally.acked.size && stored.duplicates === 0]);

// 2. Sign-in throttling across processes.
const statuses: number[] = [];
for (let attempt = 0; attempt < 8; attempt++) {
  const res = await request(
    PORTS[attempt % 2],
    "POST",
    "/api/admin/login",
    { email: ADMIN.email, password: `wrong password ${attempt}` },
    30_000,
  );
  statuses.push(res.status);
}
const rightPassword = await request(PORTS[0], "POST", "/api/admin/login", ADMIN, 30_000);
console.log(
  `8 wrong passwords alternating between the processes: ${statuses.join(" ")}; then the right one: ${rightPassword.status}`,
);
// Five failures of one address at one account are checked; after that the address waits.
const throttled = statuses.slice(0, 5).every((s) => s === 401) && statuses.slice(5).every((s) => s === 429);
results.push(["sign-in throttle shared", throttled && rightPassword.status === 429]);
for (const server of servers) await server.stop();

// 3. Rate limit across processes.
servers = await pair({ RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
let allowed = 0;
let limited = 0;
for (let i = 0; i < RATE_LIMIT * 2; i++) {
  const res = await request(PORTS[i % 2], "GET", "/api/voice/status");
  if (res.status === 200) allowed++;
  else if (res.status === 429) limited++;
}
console.log(
  `${RATE_LIMIT * 2} requests from one address, alternating, limit ${RATE_LIMIT}/min: ${allowed} allowed, ${limited} answered 429`,
);
results.push(["rate limit shared", allowed <= RATE_LIMIT + 1 && limited >= RATE_LIMIT - 1]);
for (const server of servers) await server.stop();

for (const [name, ok] of results) console.log(`${ok ? "PASS" : "FAIL"}  ${name}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
