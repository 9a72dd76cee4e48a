import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LIVE_VISITORS_API, type LiveVisitors } from "#common/live-visitors";
import type { Database } from "#server/db/client";
import { clients, journeyEvents } from "#server/db/schema";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { JOURNEY_EVENTS_CHANNEL } from "#server/modules/tracking";
import { createScratchDatabase, createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { LiveHub } from "./live";

const ADMIN = { email: "live@example.com", password: "a long live password" };
const MINUTE = 60_000;
const session = () => `sess_${randomUUID().replace(/-/g, "").slice(0, 10)}_${Date.now()}`;

/** A stream of the live view read as a browser would: fetch with the token, events parsed as they come. */
class LiveStream {
  readonly snapshots: LiveVisitors[] = [];
  comments = 0;
  readonly done: Promise<void>;
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];

  constructor(readonly response: Response) {
    this.done = this.read();
  }

  static async open(base: string, token: string): Promise<LiveStream> {
    const controller = new AbortController();
    const response = await fetch(`${base}${LIVE_VISITORS_API}`, {
      headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
      signal: controller.signal,
    });
    const stream = new LiveStream(response);
    stream.abort.signal.addEventListener("abort", () => controller.abort());
    return stream;
  }

  private async read() {
    if (!this.response.body || this.response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      const reader = this.response.body.getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let at = buffer.indexOf("\n\n");
        while (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (block.startsWith(":")) this.comments++;
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (block.includes("event: visitors") && data) this.snapshots.push(JSON.parse(data.slice(6)));
          at = buffer.indexOf("\n\n");
        }
        for (const wake of this.waiters.splice(0)) wake();
      }
    } catch {
      // aborted
    }
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** The first snapshot (from the latest back) that `test` accepts, waiting for it up to `ms`. */
  async until(test: (s: LiveVisitors) => boolean, ms = 20_000): Promise<LiveVisitors> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.snapshots.findLast(test);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching snapshot in ${ms} ms; got ${JSON.stringify(this.snapshots.at(-1) ?? null)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.abort.abort();
  }
}

async function seedClient(database: Database, id: string, source: { utmSource?: string; referrer?: string }) {
  const now = new Date();
  await database.db.insert(clients).values({
    id,
    firstVisit: now,
    lastVisit: now,
    utmSource: source.utmSource ?? null,
    referrer: source.referrer ?? null,
    email: `${id}@person.example`,
    name: "Private Person",
  });
}

async function seedEvent(
  database: Database,
  e: { clientId: string | null; sessionId: string; page: string; ago: number },
) {
  const at = new Date(Date.now() - e.ago);
  await database.db.insert(journeyEvents).values({
    id: randomUUID(),
    clientId: e.clientId,
    sessionId: e.sessionId,
    eventType: "page_view",
    page: e.page,
    occurredAt: at,
    receivedAt: at,
  });
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function sendPageView(base: string, page: string, clientId = randomUUID()): Promise<void> {
  const res = await fetch(`${base}/api/journey/events`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
    body: JSON.stringify({
      events: [{ id: randomUUID(), clientId, sessionId: session(), eventType: "page_view", page }],
    }),
  });
  expect(res.status).toBe(202);
}

describe.each(testDatabases)("live visitors on %s", (driver) => {
  let ctx: TestContext;
  let base: string;
  let token: string;
  /** Added to the server's clock: moves "now" on without waiting. */
  let clockOffset = 0;
  const open: LiveStream[] = [];
  const stream = async () => {
    const s = await LiveStream.open(base, token);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    ctx = await createTestApp(
      driver,
      { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      { clock: () => new Date(Date.now() + clockOffset) },
    );
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    token = await login(base);
  }, 120_000);
  afterEach(async () => {
    for (const s of open.splice(0)) s.close();
    clockOffset = 0;
    await ctx.database.db.delete(journeyEvents);
    await ctx.database.db.delete(clients);
  });
  afterAll(async () => {
    // Every stream is closed by now; fetch's pool may still hold a connection it opened ahead, with no request on it.
    ctx?.app.server.closeAllConnections();
    await ctx?.close();
  });

  it("counts visitors whose latest event arrived in the last 5 minutes, by current page and source, and nothing personal", async () => {
    const [linkedin, google, direct, gone] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await seedClient(ctx.database, linkedin, { utmSource: "linkedin", referrer: "https://www.google.com/search" });
    await seedClient(ctx.database, google, { referrer: "https://www.google.com/search" });
    await seedClient(ctx.database, direct, {});
    await seedClient(ctx.database, gone, { utmSource: "newsletter" });
    // LinkedIn's visitor read /ai-voice 4 minutes ago and is now on /contact: /contact counts.
    await seedEvent(ctx.database, { clientId: linkedin, sessionId: session(), page: "/ai-voice", ago: 4 * MINUTE });
    await seedEvent(ctx.database, { clientId: linkedin, sessionId: session(), page: "/contact", ago: 1 * MINUTE });
    await seedEvent(ctx.database, { clientId: google, sessionId: session(), page: "/ai-voice", ago: 4.5 * MINUTE });
    await seedEvent(ctx.database, { clientId: direct, sessionId: session(), page: "/ai-voice", ago: 10_000 });
    // A visitor without a record yet counts once, by session.
    const anonymous = session();
    await seedEvent(ctx.database, { clientId: null, sessionId: anonymous, page: "/pricing", ago: 2 * MINUTE });
    await seedEvent(ctx.database, { clientId: null, sessionId: anonymous, page: "/pricing", ago: 30_000 });
    // Last seen 6 minutes ago, and an old event of the LinkedIn visitor: both outside the window.
    await seedEvent(ctx.database, { clientId: gone, sessionId: session(), page: "/about", ago: 6 * MINUTE });
    await seedEvent(ctx.database, { clientId: linkedin, sessionId: session(), page: "/old", ago: 7 * MINUTE });

    const res = await ctx.app.inject({
      method: "GET",
      url: LIVE_VISITORS_API,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json() as LiveVisitors;
    expect(body).toEqual({
      visitors: 4,
      pages: [
        { label: "/ai-voice", visitors: 2 },
        { label: "/contact", visitors: 1 },
        { label: "/pricing", visitors: 1 },
      ],
      sources: [
        { label: null, visitors: 2 },
        { label: "google.com", visitors: 1 },
        { label: "linkedin", visitors: 1 },
      ],
      asOf: expect.any(String),
    });
    expect(res.body).not.toMatch(/person\.example|Private Person/);
    expect((await ctx.app.inject({ method: "GET", url: LIVE_VISITORS_API })).statusCode).toBe(401);
  });

  it("streams a snapshot at once, a new one when a visitor arrives, and drops a visitor whose 5 minutes pass with no event", async () => {
    const lingering = randomUUID();
    await seedClient(ctx.database, lingering, {});
    await seedEvent(ctx.database, { clientId: lingering, sessionId: session(), page: "/faq", ago: 4 * MINUTE });
    const live = await stream();
    expect(live.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(live.response.headers.get("cache-control")).toBe("no-store");
    expect((await live.until(() => true)).visitors).toBe(1);

    const newcomer = randomUUID();
    await sendPageView(base, "/solutions", newcomer);
    const arrived = await live.until((s) => s.visitors === 2);
    expect(arrived.pages).toEqual([
      { label: "/faq", visitors: 1 },
      { label: "/solutions", visitors: 1 },
    ]);
    expect(arrived.sources).toEqual([{ label: null, visitors: 2 }]);

    // The newcomer's browser then syncs its record, with the campaign it came from: shown with no new event.
    const now = new Date().toISOString();
    const sync = await fetch(`${base}/api/client/sync`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER_UA },
      body: JSON.stringify({
        id: newcomer,
        visitCount: 1,
        firstVisit: now,
        lastVisit: now,
        pageViews: ["/solutions"],
        formSubmissions: [],
        consultationRequests: 0,
        utmSource: "linkedin",
      }),
    });
    expect(sync.status).toBe(200);
    const sourced = await live.until((s) => s.sources.some((r) => r.label === "linkedin"), 10_000);
    expect(sourced.sources).toEqual([
      { label: "linkedin", visitors: 1 },
      { label: null, visitors: 1 },
    ]);

    // Two minutes later by the server's clock, no new event: the /faq visitor's window has passed.
    clockOffset = 2 * MINUTE;
    const after = await live.until((s) => s.visitors === 1 && s.pages[0]?.label === "/solutions");
    expect(after.pages).toEqual([{ label: "/solutions", visitors: 1 }]);
  }, 60_000);

  it("refuses a fifth stream of one admin with 429, and frees the place of a stream the browser closed", async () => {
    const streams = [await stream(), await stream(), await stream(), await stream()];
    for (const s of streams) expect(s.response.status).toBe(200);
    const fifth = await fetch(`${base}${LIVE_VISITORS_API}`, {
      headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
    });
    expect(fifth.status).toBe(429);
    expect(((await fifth.json()) as { error: string }).error).toMatch(/live views open/);
    streams[0].close();
    const deadline = Date.now() + 20_000;
    let again = 0;
    while (again !== 200 && Date.now() < deadline) {
      const s = await stream();
      again = s.response.status;
      if (again !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(again).toBe(200);
  }, 60_000);
});

describe("the live hub", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  }, 120_000);
  afterAll(() => ctx?.close());

  /** The test database with every query counted. */
  function counted() {
    let queries = 0;
    const { db } = ctx.database;
    const proxy = new Proxy(db, {
      get(target, key, receiver) {
        if (key === "execute")
          return (...args: Parameters<typeof db.execute>) => {
            queries++;
            return target.execute(...args);
          };
        return Reflect.get(target, key, receiver);
      },
    });
    return { database: { ...ctx.database, db: proxy } as Database, queries: () => queries };
  }

  const viewer = (adminId: string, out: string[] = []) => ({
    adminId,
    write: (chunk: string) => out.push(chunk) > 0,
    backlog: () => 0,
    end: () => out.push("(end)"),
  });

  it("reads the figures once for all viewers, at most once a second however many events arrive", async () => {
    const { database, queries } = counted();
    const hub = new LiveHub(database, ctx.app.log, undefined, { minIntervalMs: 1_000, refreshMs: 60_000 });
    const outs = [[], [], []] as string[][];
    const closes = outs.map((out) => hub.open(viewer("a", out)));
    // Each viewer gets the first snapshot from one shared reading.
    await expect.poll(() => outs.map((out) => out.length), { timeout: 10_000 }).toEqual([1, 1, 1]);
    expect(queries()).toBe(1);
    const started = Date.now();
    // Thirty batches, each announced by its own NOTIFY, over about three seconds.
    for (let i = 0; i < 30; i++) {
      await seedEvent(ctx.database, { clientId: null, sessionId: session(), page: `/p${i}`, ago: 0 });
      await ctx.database.db.execute(sql`SELECT pg_notify(${JOURNEY_EVENTS_CHANNEL}, '')`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The last batch shows without another event.
    await expect.poll(() => outs[0].at(-1), { timeout: 10_000 }).toContain('"visitors":30');
    const seconds = (Date.now() - started) / 1000;
    expect(queries()).toBeGreaterThan(1);
    expect(queries()).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    // Every viewer saw the same snapshots.
    expect(outs[1]).toEqual(outs[0]);
    expect(outs[2]).toEqual(outs[0]);
    for (const close of closes) close();
    expect(hub.size).toBe(0);
    await ctx.database.db.delete(journeyEvents);
  }, 60_000);

  it("limits streams per admin and in total, sends heartbeats, and ends a stream that is too old or not read", async () => {
    const hub = new LiveHub(ctx.database, ctx.app.log, undefined, {
      perAdmin: 2,
      total: 3,
      heartbeatMs: 1_000,
      maxAgeMs: 3_500,
    });
    const a1: string[] = [];
    hub.open(viewer("a", a1));
    expect(hub.refusal("a")).toBeNull();
    hub.open(viewer("a"));
    expect(hub.refusal("a")).toMatch(/2 live views open/);
    expect(hub.refusal("b")).toBeNull();
    const stuck: string[] = [];
    hub.open({ ...viewer("b", stuck), backlog: () => 10_000_000 });
    expect(hub.refusal("c")).toMatch(/Too many live views/);
    // The viewer that reads nothing is ended at the next tick; heartbeats follow; old streams end.
    await expect.poll(() => stuck.at(-1), { timeout: 10_000 }).toBe("(end)");
    await expect
      .poll(() => a1.filter((c) => c.startsWith(": keep-alive")).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => a1.at(-1), { timeout: 15_000 }).toBe("(end)");
    expect(hub.size).toBe(0);
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("live visitors with two server processes on one PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const servers: ChildProcess[] = [];

  const start = (databaseUrl: string, port: number, env: Record<string, string> = {}) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        HOST: "127.0.0.1",
        PORT: String(port),
        SERVE_STATIC: "false",
        LOG_LEVEL: "warn",
        JWT_SECRET: "live-test-secret-live-test-secret-0123456789",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    servers.push(child);
    return `http://127.0.0.1:${port}`;
  };
  const up = async (base: string) => {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${base} did not start`);
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    for (const child of servers) if (child.exitCode === null) child.kill("SIGKILL");
    await scratch?.drop();
  });

  it("shows in process B's stream a visitor whose event process A ingested", async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const a = start(scratch.url, port, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await up(a);
    const b = start(scratch.url, port + 1);
    await up(b);
    const live = await LiveStream.open(b, await login(b));
    try {
      expect((await live.until(() => true)).visitors).toBe(0);
      await sendPageView(a, "/ai-voice");
      const seen = await live.until((s) => s.visitors === 1);
      expect(seen.pages).toEqual([{ label: "/ai-voice", visitors: 1 }]);
    } finally {
      live.close();
    }
  }, 180_000);
});
