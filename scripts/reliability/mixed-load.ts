/**
 * Mixed load on the real server for LOAD_SECONDS (default 60): page loads, journey events and
 * client syncs from LOAD_WORKERS closed-loop workers (default 32: the rate they reach is the
 * highest these 2 cores sustain), plus voice synthesis at the per-address voice limit (30 a
 * minute; all load comes from one address). Prints rates, errors and latencies per kind, then
 * checks that every acknowledged event is in the database.
 *
 *   npm run build && node --import tsx scripts/reliability/mixed-load.ts          # PGlite
 *   DATABASE_URL=postgres://… node --import tsx scripts/reliability/mixed-load.ts  # PostgreSQL
 *
 * It also scrapes /metrics before and after the load (with METRICS_TOKEN when set, else a token
 * of its own for the server it starts) and prints the deltas of requests by route and status and
 * of events ingested next to what it sent; a mismatch fails the run.
 */
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  closedLoop,
  hasBuild,
  journeyEvent,
  newTally,
  printTally,
  record,
  request,
  sessionId,
  sleep,
  startServer,
  storedEvents,
} from "./harness";
import { compareWithMetrics, scrapeMetrics } from "./metrics-scrape";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WORKERS = Number(process.env.LOAD_WORKERS ?? 32);
const PORT = Number(process.env.LOAD_PORT ?? 4301);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mixed-load-"));
const PAGES = ["/", "/about", "/solutions", "/ai-voice", "/faq", "/contact"];

if (!hasBuild()) console.warn("No build found: page loads will answer 404 JSON. Run `npm run build` first.");
const metricsToken = process.env.METRICS_TOKEN ?? randomBytes(24).toString("hex");
const server = await startServer({ port: PORT, databaseUrl, dataDir, env: { METRICS_TOKEN: metricsToken } });
const metricsBefore = await scrapeMetrics(PORT, metricsToken);
const tally = newTally();
const started = performance.now();
const deadline = started + SECONDS * 1000;
let n = 0;

const voiceLoop = (async () => {
  while (performance.now() < deadline) {
    try {
      const res = await request(
        PORT,
        "POST",
        "/api/voice/synthesize",
        { text: "Thanks for calling. How can I help you today?" },
        30_000,
      );
      record(tally, "voice/synthesize", res.status, res.status === 200, res.ms);
    } catch (error) {
      record(tally, "connection", (error as Error).message, false, 0);
    }
    await sleep(2_100);
  }
})();

await closedLoop(
  WORKERS,
  () => performance.now() < deadline,
  async () => {
    const pick = n++ % 19;
    try {
      if (pick < 8) {
        const event = journeyEvent(sessionId());
        const res = await request(PORT, "POST", "/api/journey/events", { events: [event] });
        if (res.status === 202) tally.acked.add(event.id);
        record(tally, "journey/events", res.status, res.status === 202, res.ms);
      } else if (pick < 12) {
        const now = new Date().toISOString();
        const body = {
          id: randomUUID(),
          visitCount: 1,
          firstVisit: now,
          lastVisit: now,
          pageViews: ["/"],
          formSubmissions: [],
          consultationRequests: 0,
          leadScore: 2,
        };
        const res = await request(PORT, "POST", "/api/client/sync", body);
        record(tally, "client/sync", res.status, res.status < 300, res.ms);
      } else {
        const res = await request(PORT, "GET", PAGES[n % PAGES.length]);
        record(tally, "page load", res.status, res.status === 200, res.ms);
      }
    } catch (error) {
      record(tally, "connection", (error as Error).message, false, 0);
    }
  },
);
await voiceLoop;

const seconds = (performance.now() - started) / 1000;
// A request is counted once its answer is sent, which the client may see a moment earlier.
await sleep(500);
const metricsAfter = await scrapeMetrics(PORT, metricsToken);
await server.stop();
const total = [...tally.byKind.values()].reduce((sum, t) => sum + t.ok + t.errors, 0);
const errors = [...tally.byKind.values()].reduce((sum, t) => sum + t.errors, 0);
console.log(
  `mixed load on ${databaseUrl ? "PostgreSQL" : "PGlite"}: ${WORKERS} workers, ${seconds.toFixed(1)} s, ${total} requests (${(total / seconds).toFixed(0)}/s), ${errors} errors`,
);
printTally(tally, seconds);
const stored = await storedEvents(tally.acked, { databaseUrl, dataDir });
console.log(
  `  acknowledged events: ${tally.acked.size}, in the database: ${stored.present}, stored twice: ${stored.duplicates}`,
);
const statusesOf = (kind: string) => tally.byKind.get(kind)?.statuses ?? {};
const isPage = (route: string) => !route.startsWith("/api/") && route !== "/metrics";
const metricsMatch = compareWithMetrics(
  metricsBefore,
  metricsAfter,
  [
    {
      kind: "POST /api/journey/events",
      method: "POST",
      route: (r) => r === "/api/journey/events",
      statuses: statusesOf("journey/events"),
    },
    {
      kind: "POST /api/client/sync",
      method: "POST",
      route: (r) => r === "/api/client/sync",
      statuses: statusesOf("client/sync"),
    },
    {
      kind: "POST /api/voice/synthesize",
      method: "POST",
      route: (r) => r === "/api/voice/synthesize",
      statuses: statusesOf("voice/synthesize"),
    },
    { kind: "GET pages", method: "GET", route: isPage, statuses: statusesOf("page load") },
  ],
  tally.acked.size,
);
console.log(`  /metrics figures ${metricsMatch ? "match" : "DO NOT match"} what the load sent`);
const ok = errors === 0 && stored.present === tally.acked.size && stored.duplicates === 0 && metricsMatch;
console.log(ok ? "PASS" : "FAIL");
process.exit(ok ? 0 : 1);
