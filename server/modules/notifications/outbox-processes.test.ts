import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { type Database, openDatabase } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";
import { notificationDeliveries, notifications } from "#server/db/schema/notifications";
import { startNotificationReceivers } from "#server/test-servers";
import { createScratchDatabase, testDatabases } from "#server/test-support";

const CHILD = path.resolve(import.meta.dirname, "../../test-servers/outbox-child.ts");
const BASE_ENV = {
  NODE_ENV: "test",
  JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
  RATE_LIMIT_PER_MINUTE: "100000",
  FORM_SUBMISSIONS_PER_HOUR: "100000",
};

/** A server process of the site (see outbox-child.ts) and the lines it prints. */
function startChild(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], {
    env: { ...process.env, ...BASE_ENV, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => lines.push(...chunk.split("\n").filter(Boolean)));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const waitFor = async (prefix: string, timeoutMs = 90_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const line = lines.find((l) => l.startsWith(prefix));
      if (line) return line;
      if (child.exitCode !== null || Date.now() > until)
        throw new Error(`child never printed ${prefix}: ${stderr.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, waitFor, exited };
}

/** The database for one process test: a PGlite folder or a scratch PostgreSQL database. */
async function processDatabase(
  driver: "pglite" | "postgres",
): Promise<{ env: Record<string, string>; open(): Promise<Database>; drop(): Promise<void> }> {
  if (driver === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-kill-"));
    return {
      env: { DATA_DIR: dir },
      open: () => openDatabase({ driver: "pglite", dataDir: dir }),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "outbox");
  return {
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ driver: "postgres", url: scratch.url, poolSize: 4 }),
    drop: scratch.drop,
  };
}

describe.each(testDatabases)("the outbox across processes on %s", (driver) => {
  let receivers: Awaited<ReturnType<typeof startNotificationReceivers>>;
  beforeAll(async () => {
    receivers = await startNotificationReceivers();
  });
  afterAll(() => receivers.close());

  it("fault: kill -9 between commit and delivery: the notification is delivered after the restart", async () => {
    const db = await processDatabase(driver);
    try {
      const doomed = startChild({ ...receivers.env, ...db.env, CHILD_MODE: "commit" });
      const leadId = (await doomed.waitFor("COMMITTED ")).split(" ")[1];
      doomed.child.kill("SIGKILL");
      await doomed.exited;
      expect(receivers.smtp.mails).toHaveLength(0);
      expect(receivers.hooks.received).toHaveLength(0);

      // The restarted server: its outbox job finds the committed notification and delivers it.
      const database = await db.open();
      await runMigrations(database);
      const config = loadConfig({
        ...BASE_ENV,
        ...receivers.env,
        ...db.env,
        LOG_LEVEL: "silent",
        SERVE_STATIC: "false",
      });
      const app = await buildApp({ config, database, jobs: { timers: false } });
      try {
        await app.ready();
        await app.jobs.run("outbox");
        expect(receivers.smtp.mails.map((m) => m.subject)).toEqual(["New contact message from Kim Killed"]);
        expect(receivers.smtp.mails[0].text).toContain(`/admin/leads?lead=${leadId}`);
        expect(receivers.hooks.received).toHaveLength(1);
        expect(receivers.hooks.received[0].signatureValid).toBe(true);
        expect(JSON.parse(receivers.hooks.received[0].body).data.id).toBe(leadId);
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      await db.drop();
    }
  }, 180_000);

  it.runIf(driver === "postgres")(
    "fault: two processes on one PostgreSQL deliver each notification exactly once",
    async () => {
      receivers.smtp.mails.length = 0;
      receivers.hooks.received.length = 0;
      const db = await processDatabase(driver);
      const workers: ReturnType<typeof startChild>[] = [];
      try {
        // Forty stored enquiries, each with a team e-mail and a webhook to deliver.
        const database = await db.open();
        await runMigrations(database);
        const config = loadConfig({
          ...BASE_ENV,
          ...receivers.env,
          ...db.env,
          LOG_LEVEL: "silent",
          SERVE_STATIC: "false",
        });
        const app = await buildApp({ config, database, jobs: { timers: false } });
        await app.ready();
        const total = 40;
        for (let i = 0; i < total; i++) {
          const res = await app.inject({
            method: "POST",
            url: "/api/contact",
            payload: {
              name: `Lead ${i}`,
              email: `lead-${i}-${randomUUID().slice(0, 6)}@example.com`,
              interest: "voice",
              message: `Message number ${i}`,
            },
          });
          expect(res.statusCode).toBe(201);
        }
        const ids = (await database.db.select({ id: notifications.id }).from(notifications)).map((n) => n.id).sort();
        expect(ids).toHaveLength(total);

        for (let i = 0; i < 2; i++) workers.push(startChild({ ...receivers.env, ...db.env, CHILD_MODE: "worker" }));
        await Promise.all(workers.map((w) => w.waitFor("READY")));
        for (const w of workers) w.child.stdin?.write("GO\n");
        await expect
          .poll(
            async () =>
              (await database.db.select().from(notificationDeliveries)).filter((d) => d.status === "delivered").length,
            {
              timeout: 120_000,
              interval: 250,
            },
          )
          .toBe(total * 2);

        const hookIds = receivers.hooks.received.map((r) => r.id).sort();
        expect(hookIds).toEqual(ids); // every id once: none missing, none twice
        expect(receivers.hooks.received.every((r) => r.signatureValid)).toBe(true);
        const subjects = receivers.smtp.mails.map((m) => m.subject).sort();
        expect(subjects).toHaveLength(total);
        expect(new Set(subjects).size).toBe(total);

        for (const w of workers) w.child.kill("SIGTERM");
        const counts = await Promise.all(
          workers.map(async (w) => Number((await w.waitFor("DELIVERED ")).split(" ")[1])),
        );
        expect(counts[0] + counts[1]).toBe(total * 2);
        console.info(`two processes delivered ${counts.join(" + ")} of ${total * 2}`);
        await app.close();
        await database.close();
      } finally {
        for (const w of workers) if (w.child.exitCode === null) w.child.kill("SIGKILL");
        await Promise.all(workers.map((w) => w.exited));
        await db.drop();
      }
    },
    240_000,
  );
});
