import { randomUUID } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

const TOKEN = "metrics-test-token-metrics-test-token-0123";
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The value of one sample of the exposition text, matched on its whole label set; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort()))
      return Number(match[3]);
  }
  return undefined;
}

const journeyEvent = () => ({
  id: randomUUID(),
  sessionId: `sess_${Math.random().toString(36).slice(2, 11)}_${Date.now()}`,
  eventType: "page_view",
  page: "/",
  details: "{}",
  timestamp: new Date().toISOString(),
});

describe.each(testDatabases)("GET /metrics on %s", (driver) => {
  describe("without METRICS_TOKEN or METRICS_PORT", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(driver);
    });
    afterAll(() => ctx.close());

    it("does not exist, with or without a token", async () => {
      expect((await ctx.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
      const res = await ctx.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(ctx.app.routeCatalog.some((route) => route.url === "/metrics")).toBe(false);
    });
  });

  describe("with METRICS_TOKEN and METRICS_PORT", () => {
    let ctx: TestContext;
    let metricsPort: number;
    const scrape = async () => {
      const res = await ctx.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      return res.body;
    };

    beforeAll(async () => {
      metricsPort = await freePort();
      ctx = await createTestApp(driver, { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort) });
    });
    afterAll(() => ctx.close());

    it("refuses a missing or wrong token with 401", async () => {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, "Basic abc"]) {
        const res = await ctx.app.inject({
          method: "GET",
          url: "/metrics",
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.body).not.toContain("site_http_requests_total");
        expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      }
    });

    it("counts requests under their route pattern, and the events ingested", async () => {
      const before = await scrape();
      const events = [journeyEvent(), journeyEvent(), journeyEvent()];
      const sent = await ctx.app.inject({
        method: "POST",
        url: "/api/journey/events",
        headers: { "user-agent": BROWSER_UA },
        payload: { events },
        remoteAddress: "10.77.0.1",
      });
      expect(sent.statusCode).toBe(202);
      const invalid = await ctx.app.inject({
        method: "POST",
        url: "/api/journey/events",
        headers: { "user-agent": BROWSER_UA },
        payload: { events: [{ id: "not a uuid" }] },
        remoteAddress: "10.77.0.1",
      });
      expect(invalid.statusCode).toBe(400);
      const missing = `/no/such/page/${randomUUID()}`;
      expect((await ctx.app.inject({ method: "GET", url: missing })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      const leadId = randomUUID();
      const withParam = await ctx.app.inject({ method: "GET", url: `/api/admin/leads/${leadId}` });
      expect(withParam.statusCode).toBe(401);

      const text = await scrape();
      const delta = (name: string, labels: Record<string, string>) =>
        (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
      const requests = (method: string, route: string, status: number) =>
        delta("site_http_requests_total", { method, route, status_code: String(status) });
      expect(requests("POST", "/api/journey/events", 202)).toBe(1);
      expect(requests("POST", "/api/journey/events", 400)).toBe(1);
      expect(requests("GET", "/api/health", 200)).toBe(1);
      expect(requests("GET", "unmatched", 404)).toBe(1);
      expect(requests("GET", "/api/admin/leads/:id", 401)).toBe(1);
      // The scrape before this one is counted too, under the route's own pattern.
      expect(requests("GET", "/metrics", 200)).toBe(1);
      expect(text).not.toContain(missing);
      expect(text).not.toContain(leadId);
      expect(delta("site_http_request_duration_seconds_count", { method: "GET", route: "/api/health" })).toBe(1);

      expect(delta("site_tracking_events_ingested_total", { kind: "journey" })).toBe(3);
      expect(delta("site_tracking_requests_refused_total", { reason: "invalid" })).toBe(1);
      expect(delta("site_group_commit_batch_rows_sum", {})).toBe(3);
      expect(delta("site_group_commit_batch_rows_count", {})).toBe(1);

      // The figures read at scrape time and the process's own.
      expect(sample(text, "site_outbox_queue_deliveries", { channel: "webhook" })).toBeGreaterThanOrEqual(0);
      expect(sample(text, "site_voice_jobs_running", { engine: "synthesis" })).toBe(0);
      expect(sample(text, "site_voice_jobs_waiting", { engine: "recognition" })).toBe(0);
      expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
      expect(text).toContain("nodejs_eventloop_lag_seconds");
      expect(sample(text, "site_db_pool_waiting_requests")).toBe(driver === "postgres" ? 0 : undefined);
      if (driver === "postgres") expect(sample(text, "site_db_pool_connections", { state: "idle" })).toBeGreaterThan(0);
    });

    it("counts voice jobs by engine and outcome", async () => {
      const before = await scrape();
      const spoken = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/synthesize",
        payload: { text: "Hello." },
        remoteAddress: "10.77.0.2",
      });
      expect(spoken.statusCode).toBe(200);
      const text = await scrape();
      const completed = { engine: "synthesis", outcome: "completed" };
      expect(
        (sample(text, "site_voice_jobs_total", completed) ?? 0) -
          (sample(before, "site_voice_jobs_total", completed) ?? 0),
      ).toBe(1);
      expect(sample(text, "site_voice_jobs_running", { engine: "synthesis" })).toBe(0);
    }, 60_000);

    it("answers on METRICS_PORT at 127.0.0.1 without a token, and serves nothing else there", async () => {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(
        sample(await res.text(), "site_http_requests_total", {
          method: "GET",
          route: "/api/health",
          status_code: "200",
        }),
      ).toBe(1);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: "POST" })).status).toBe(405);
    });
  });
});
