/**
 * Database outage: PostgreSQL is stopped for OUTAGE_SECONDS (default 10) while events are
 * being sent. Checks that the API answers 503 quickly and the health endpoint says why, that
 * the server keeps running, and that it recovers by itself when the database is back.
 *
 *   DATABASE_URL=postgres://… PG_STOP="pg_ctl -D … stop -m fast" PG_START="pg_ctl -D … start -w" \
 *     node --import tsx scripts/reliability/outage.ts
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  closedLoop,
  journeyEvent,
  newTally,
  percentile,
  printTally,
  record,
  request,
  sessionId,
  sleep,
  startServer,
  storedEvents,
} from "./harness";

const { DATABASE_URL: databaseUrl, PG_STOP, PG_START } = process.env;
if (!databaseUrl || !PG_STOP || !PG_START) {
  console.error("Set DATABASE_URL, PG_STOP and PG_START (shell commands that stop and start that PostgreSQL).");
  process.exit(2);
}
const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS ?? 10);
const WORKERS = Number(process.env.LOAD_WORKERS ?? 16);
const PORT = Number(process.env.LOAD_PORT ?? 4303);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outage-"));

const server = await startServer({ port: PORT, databaseUrl, dataDir });
const tally = newTally();
let phase = "before";
const outageAnswers: number[] = [];
let healthDuringOutage = "";
let recoveredAfterMs = -1;
let running = true;

const load = closedLoop(
  WORKERS,
  () => running,
  async () => {
    const events = [journeyEvent(sessionId())];
    try {
      const res = await request(PORT, "POST", "/api/journey/events", { events });
      if (res.status === 202) tally.acked.add(events[0].id);
      if (phase === "outage") outageAnswers.push(res.ms);
      record(
        tally,
        `${phase}: events`,
        res.status,
        phase === "outage" ? res.status === 503 || res.status === 202 : res.status === 202,
        res.ms,
      );
    } catch (error) {
      record(tally, `${phase}: no answer`, (error as Error).message, false, 0);
    }
  },
);

await sleep(5_000);
console.log(`stopping PostgreSQL for ${OUTAGE_SECONDS} s`);
execSync(PG_STOP, { stdio: "ignore" });
phase = "outage";
await sleep(2_000);
const health = await request(PORT, "GET", "/api/health");
healthDuringOutage = `${health.status} ${health.body}`;
await sleep(OUTAGE_SECONDS * 1000 - 2_000);
phase = "after";
execSync(PG_START, { stdio: "ignore" });
const backAt = performance.now();
console.log("PostgreSQL started again");
while (performance.now() - backAt < 30_000) {
  const res = await request(PORT, "GET", "/api/health");
  if (res.status === 200) {
    recoveredAfterMs = performance.now() - backAt;
    break;
  }
  await sleep(100);
}
await sleep(5_000);
running = false;
await load;
const alive = server.process.exitCode === null;
await server.stop();

printTally(tally, 10 + OUTAGE_SECONDS);
console.log(`health during the outage: ${healthDuringOutage}`);
console.log(
  `answers during the outage: p50 ${percentile(outageAnswers, 50).toFixed(0)} ms, p99 ${percentile(outageAnswers, 99).toFixed(0)} ms`,
);
console.log(
  `server process alive throughout: ${alive}; healthy again ${recoveredAfterMs.toFixed(0)} ms after PostgreSQL was back, without a restart`,
);
const stored = await storedEvents(tally.acked, { databaseUrl, dataDir });
console.log(`acknowledged events: ${tally.acked.size}, in the database: ${stored.present}`);
const errorsOutsideOutage = [...tally.byKind.entries()]
  .filter(([kind]) => !kind.startsWith("outage"))
  .reduce((n, [, t]) => n + t.errors, 0);
const ok =
  alive &&
  recoveredAfterMs >= 0 &&
  healthDuringOutage.startsWith("503") &&
  percentile(outageAnswers, 99) < 5_000 &&
  stored.present === tally.acked.size &&
  (tally.byKind.get("after: events")?.ok ?? 0) > 0;
console.log(`errors outside the outage window (requests in flight when it began or ended): ${errorsOutsideOutage}`);
console.log(ok ? "PASS" : "FAIL");
process.exit(ok ? 0 : 1);
