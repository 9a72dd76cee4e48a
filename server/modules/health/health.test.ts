import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

describe.each(testDatabases)("GET /api/health on %s", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
  });
  afterAll(() => ctx.close());

  it("reports the database as up", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: { status: "up", driver } });
  });

  it("lets concurrent checks share one database ping", async () => {
    const ping = ctx.database.ping.bind(ctx.database);
    let pings = 0;
    ctx.database.ping = () => {
      pings++;
      return ping();
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => ctx.app.inject({ method: "GET", url: "/api/health" })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(pings).toBeLessThan(20);
    } finally {
      ctx.database.ping = ping;
    }
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toContain("/api/no-such-thing");
  });

  it("sends the security headers", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toContain("microphone=(self)");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  // Last: it closes the database under the running app.
  it("answers 503 with the reason once the database is gone", async () => {
    await ctx.database.close();
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "unavailable", database: { status: "down" } });
    expect(res.json().database.error).toEqual(expect.any(String));
  });
});
