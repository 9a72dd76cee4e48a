/**
 * A second server process for the outbox's process tests (not a test itself), on the database
 * given by DATABASE_URL or DATA_DIR:
 * - CHILD_MODE=commit: stores one contact message (and so its notification), prints
 *   "COMMITTED <id>", then waits without ever delivering, to be killed with SIGKILL;
 * - CHILD_MODE=worker: prints "READY", and after a "GO" line on stdin delivers due
 *   notifications in a loop; on SIGTERM prints "DELIVERED <n>" and exits.
 */
import readline from "node:readline";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";

const config = loadConfig({ ...process.env, LOG_LEVEL: "silent", SERVE_STATIC: "false" });
const database = await openDatabase(
  config.DATABASE_URL
    ? { driver: "postgres", url: config.DATABASE_URL, poolSize: 4 }
    : { driver: "pglite", dataDir: config.dataDir },
);
await runMigrations(database);
const app = await buildApp({ config, database, jobs: { timers: false } });
await app.ready();

if (process.env.CHILD_MODE === "commit") {
  const res = await app.inject({
    method: "POST",
    url: "/api/contact",
    payload: {
      name: "Kim Killed",
      email: "kim@example.com",
      interest: "voice",
      message: "Stored just before the process died.",
    },
  });
  if (res.statusCode !== 201) throw new Error(`contact answered ${res.statusCode}: ${res.body}`);
  console.log(`COMMITTED ${res.json().id}`);
  setInterval(() => {}, 60_000);
} else {
  let delivered = 0;
  let stopping = false;
  process.on("SIGTERM", async () => {
    stopping = true;
    await app.close();
    await database.close();
    console.log(`DELIVERED ${delivered}`);
    process.exit(0);
  });
  console.log("READY");
  for await (const line of readline.createInterface({ input: process.stdin })) {
    if (line.trim() === "GO") break;
  }
  while (!stopping) {
    delivered += await app.jobs.outbox.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
