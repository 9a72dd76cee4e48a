import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

/**
 * A host given an IPv6 /64 has 2^64 addresses. Every per-address control must
 * count the whole /64 as one client (and an IPv4 address as one), or rotating addresses is free.
 */
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** The n-th address of the /64 `prefix` ("2001:db8:1:1"): a rotating host. */
const rotating = (prefix: string, n: number) => `${prefix}:${(n + 1).toString(16)}::${(n * 7 + 1).toString(16)}`;
const FIXED_NOW = new Date("2026-03-04T10:00:10Z");

describe.each(testDatabases)("an IPv6 /64 counts as one client, on %s", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      driver,
      { RATE_LIMIT_PER_MINUTE: "6", FORM_SUBMISSIONS_PER_HOUR: "2" },
      {
        clock: () => FIXED_NOW,
        jobs: { timers: false },
      },
    );
  });
  afterAll(() => ctx.close());

  it("in the app-wide rate limit", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      const res = await ctx.app.inject({
        method: "GET",
        url: "/api/voice/status",
        remoteAddress: rotating("2001:db8:1:1", n),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const neighbour = await ctx.app.inject({
      method: "GET",
      url: "/api/voice/status",
      remoteAddress: "2001:db8:1:2::1",
    });
    expect(neighbour.statusCode).toBe(200);
  });

  it("in the form limit of /api/contact", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Dana", email: "dana@example.com", interest: "voice", message: "Please call me back." },
        remoteAddress: rotating("2001:db8:2:1", n),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("in the sign-in counters", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/affiliate/login",
        payload: { email: "victim@example.com", password: `guess number ${n}` },
        remoteAddress: rotating("2001:db8:3:1", n),
      });
      statuses.push(res.statusCode);
    }
    // Five failures from one client at one account, then a wait.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("in the tracking flood guard", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/journey/events",
        payload: { events: [] },
        headers: { "user-agent": BROWSER_UA },
        remoteAddress: rotating("2001:db8:4:1", n),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(-1)).toEqual([429]);
    expect(statuses.slice(0, 6)).not.toContain(429);
  });
});
