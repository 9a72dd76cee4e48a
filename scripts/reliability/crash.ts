/**
 * Crash test: journey events under load, `kill -9` of the server in the middle, restart on the
 * same database, more load. Checks that every acknowledged event is stored exactly once and
 * that PGlite's data folder opens again cleanly.
 *
 *   node --import tsx scripts/reliability/crash.ts                           # PGlite
 *   DATABASE_URL=postgres://… node --import tsx scripts/reliability/crash.ts  # PostgreSQL
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  closedLoop,
  journeyEvent,
  newTally,
  printTally,
  record,
  request,
  sessionId,
  startServer,
  storedEvents,
} from "./harness";

const PHASE_SECONDS = Number(process.env.CRASH_PHASE_SECONDS ?? 10);
const WORKERS = Number(process.env.LOAD_WORKERS ?? 32);
const PORT = Number(process.env.LOAD_PORT ?? 4302);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-"));
const tally = newTally();

/** Sends batches of 1-5 events until the deadline; only a 202 counts as acknowledged. */
async function eventLoad(seconds: number, phase: string) {
  const deadline = performance.now() + seconds * 1000;
  let batch = 0;
  await closedLoop(
    WORKERS,
    () => performance.now() < deadline,
    async () => {
      const session = sessionId();
      const events = Array.from({ length: 1 + (batch++ % 5) }, () => journeyEvent(session));
      try {
        const res = await request(PORT, "POST", "/api/journey/events", { events });
        if (res.status === 202) for (const event of events) tally.acked.add(event.id);
        record(tally, `${phase} events`, res.status, res.status === 202, res.ms);
      } catch {
        // The server is gone: nothing was acknowledged, the client would retry later.
        record(tally, `${phase} refused`, "no answer", true, 0);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  );
}

let server = await startServer({ port: PORT, databaseUrl, dataDir });
const killAt = setTimeout(
  () => {
    console.log(`kill -9 ${server.process.pid} after ${PHASE_SECONDS / 2} s of load`);
    server.process.kill("SIGKILL");
  },
  (PHASE_SECONDS / 2) * 1000,
);
await eventLoad(PHASE_SECONDS, "before crash");
clearTimeout(killAt);
await server.stop("SIGKILL");

const restartStarted = performance.now();
server = await startServer({ port: PORT, databaseUrl, dataDir });
console.log(
  `restarted on the same ${databaseUrl ? "PostgreSQL database" : "PGlite folder"} in ${((performance.now() - restartStarted) / 1000).toFixed(1)} s`,
);
await eventLoad(PHASE_SECONDS / 2, "after restart");
await server.stop();

printTally(tally, PHASE_SECONDS * 1.5);
const stored = await storedEvents(tally.acked, { databaseUrl, dataDir });
console.log(
  `acknowledged events: ${tally.acked.size}, in the database: ${stored.present}, stored twice: ${stored.duplicates}`,
);
const ok = stored.present === tally.acked.size && stored.duplicates === 0 && tally.acked.size > 0;
console.log(ok ? "PASS" : "FAIL");
process.exit(ok ? 0 : 1);
