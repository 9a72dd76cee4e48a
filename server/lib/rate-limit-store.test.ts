import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { openTestDatabase, testDatabases } from "../test-support";

const LIMIT = 5;

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
      const app = await buildApp({ config, database });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
  });

  it("counts one client's requests across both processes and answers 429 past the limit", async () => {
    // Stay clear of a window boundary so the count is not reset half-way.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));

    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const response = await apps[i % 2].inject({ method: "GET", url: "/robots.txt", remoteAddress: "203.0.113.9" });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    const refused = await apps[0].inject({ method: "GET", url: "/robots.txt", remoteAddress: "203.0.113.9" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // Another client is not affected.
    const other = await apps[1].inject({ method: "GET", url: "/robots.txt", remoteAddress: "198.51.100.7" });
    expect(other.statusCode).toBe(200);
  }, 70_000);

  it("stores no raw client address", async () => {
    const result = await database.db.execute("SELECT key FROM rate_limit_counters" as never);
    const keys = JSON.stringify(result);
    expect(keys).not.toContain("203.0.113.9");
    expect(keys).not.toContain("198.51.100.7");
  });
});
