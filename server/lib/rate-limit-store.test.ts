import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import type { Database } from "#server/db/client";
import { openTestDatabase, testDatabases } from "#server/test-support";

const LIMIT = 5;
// Counts are per one-minute window: a clock fixed mid-window keeps the test's requests in one.
const MID_MINUTE = new Date("2026-06-01T12:00:30.000Z");

describe.each(testDatabases)("rate limits shared through the database (%s)", (driver) => {
  let database: Database;
  let drop: () => Promise<void>;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(driver));
    // Two "processes": two apps with the same configuration on one database.
    for (let i = 0; i < 2; i++) {
      const config = loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        SERVE_STATIC: "false",
        JWT_SECRET: "shared-secret-shared-secret-shared-secret",
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
      });
      const app = await buildApp({ config, database, clock: () => MID_MINUTE });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
  });

  it("counts one client's requests across both processes and answers 429 past the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const response = await apps[i % 2].inject({ method: "GET", url: "/robots.txt", remoteAddress: "203.0.113.9" });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    const refused = await apps[0].inject({ method: "GET", url: "/robots.txt", remoteAddress: "203.0.113.9" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe("Too many requests. Try again in 30 seconds.");
    expect(refused.headers["retry-after"]).toBe("30");

    // Another client is not affected.
    const other = await apps[1].inject({ method: "GET", url: "/robots.txt", remoteAddress: "198.51.100.7" });
    expect(other.statusCode).toBe(200);
  });

  it("stores no raw client address", async () => {
    const result = await database.db.execute("SELECT key FROM rate_limit_counters" as never);
    const keys = JSON.stringify(result);
    expect(keys).not.toContain("203.0.113.9");
    expect(keys).not.toContain("198.51.100.7");
  });
});
