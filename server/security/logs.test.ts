import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import type { Database } from "#server/db/client";
import { contactMessages } from "#server/db/schema/contact";
import { openTestDatabase, testDatabases } from "#server/test-support";

const EMAIL = "dana.private@example.com";
const SECRET_HASH = "scrypt$16384$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";

describe.each(testDatabases)("the log on %s", (driver) => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(driver));
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      SERVE_STATIC: "false",
      JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
      DATA_DIR: `/tmp/site-test-${randomUUID()}`,
    });
    app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
    // Two database failures that carry personal data: in the parameters, and quoted back by the server.
    app.get("/test/failing-insert", async () => {
      const row = { name: "Dana Private", email: EMAIL, interest: "voice", message: `hash ${SECRET_HASH}` };
      await database.db.insert(contactMessages).values({ ...row, id: "00000000-0000-4000-8000-000000000001" });
      await database.db.insert(contactMessages).values({ ...row, id: "00000000-0000-4000-8000-000000000001" });
    });
    app.get("/test/failing-cast", async () => database.db.execute(sql`SELECT ${EMAIL}::uuid`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it("logs a failed query's text and SQLSTATE, never its parameter values or the values it quotes back", async () => {
    for (const url of ["/test/failing-insert", "/test/failing-cast"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: "Internal server error" });
    }
    const log = lines.join("");
    expect(log).toContain("Failed query: insert into");
    expect(log).toContain("duplicate key value violates unique constraint");
    expect(log).toContain('"code":"23505"');
    expect(log).toContain('"code":"22P02"');
    for (const secret of [EMAIL, "Dana Private", SECRET_HASH]) expect(log).not.toContain(secret);
  });

  it("echoes an X-Request-Id of at most 64 plain characters and replaces any other", async () => {
    const ok = "req-1.2_3";
    expect(
      (await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": ok } })).headers[
        "x-request-id"
      ],
    ).toBe(ok);
    for (const bad of ["x".repeat(65), "a b", "<script>", "x".repeat(8192), "id\u00e9"]) {
      const res = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": bad } });
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.join("")).not.toContain(bad.length > 8 ? bad.slice(0, 70) : `"${bad}"`);
    }
  });
});
