import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appSettings, clients, funnelEvents, journeyEvents, trackingSalts } from "#server/db/schema";
import { VISITOR_PROOF_COOKIE } from "#server/lib/visitor";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { FloodGuard } from "./flood-guard";
import { TrackingService } from "./service";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const RATE_LIMIT = 200;
const MID_MINUTE = new Date("2026-06-01T12:00:30.000Z");

let ipCounter = 0;
/** Each test speaks from its own address, so only the 429 test meets the rate limit. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const sessionId = () => `sess_${Math.random().toString(36).slice(2, 11)}_${Date.now()}`;
const event = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  sessionId: "sess_abc123def_1732350000000",
  eventType: "page_view",
  page: "/",
  details: JSON.stringify({ title: "Home" }),
  timestamp: new Date().toISOString(),
  ...overrides,
});
const record = (overrides: Record<string, unknown> = {}) => {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    visitCount: 1,
    firstVisit: now,
    lastVisit: now,
    pageViews: ["/"],
    formSubmissions: [],
    consultationRequests: 0,
    leadScore: 0,
    ...overrides,
  };
};

describe.each(testDatabases)("tracking API on %s", (driver) => {
  let ctx: TestContext;
  let ip: string;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      remoteAddress: ip,
      headers: { "user-agent": BROWSER_UA, ...headers },
    });
  const storedEvents = async (session: string) =>
    ctx.database.db.select().from(journeyEvents).where(eq(journeyEvents.sessionId, session));
  const storedClient = async (id: string) =>
    (await ctx.database.db.select().from(clients).where(eq(clients.id, id)))[0];

  beforeAll(async () => {
    // The flood limit counts in one-minute windows: a clock fixed mid-window keeps a burst in one.
    ctx = await createTestApp(driver, { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) }, { clock: () => MID_MINUTE });
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    ip = nextIp();
  });

  describe("POST /api/journey/events", () => {
    it("stores every field of each event, with a hashed address and no raw IP", async () => {
      const session = sessionId();
      const exit = event({
        sessionId: session,
        eventType: "page_exit",
        page: "/about",
        exitPage: "/about",
        duration: 42,
        scrollDepth: 87,
        element: undefined,
        details: undefined,
      });
      const click = event({
        sessionId: session,
        eventType: "button_click",
        element: "Book Your Free Consu",
        details: JSON.stringify({ text: "Book Your Free Consultation", href: "https://cal.com/x" }),
      });
      const res = await post("/api/journey/events", { events: [exit, click] });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: 2 });
      const rows = await storedEvents(session);
      expect(rows).toHaveLength(2);
      const storedExit = rows.find((r) => r.eventType === "page_exit")!;
      expect(storedExit).toMatchObject({
        id: exit.id,
        page: "/about",
        exitPage: "/about",
        duration: 42,
        scrollDepth: 87,
        userAgent: BROWSER_UA,
      });
      const storedClick = rows.find((r) => r.eventType === "button_click")!;
      expect(JSON.parse(storedClick.details!)).toEqual({
        text: "Book Your Free Consultation",
        href: "https://cal.com/x",
      });
      expect(storedClick.ipHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(JSON.stringify(rows)).not.toContain(ip);
      // Same address, same day: same hash (visits can be told apart without keeping the address).
      expect(storedExit.ipHash).toBe(storedClick.ipHash);
      const salts = await ctx.database.db.select().from(trackingSalts);
      expect(salts.map((s) => s.day)).toEqual([new Date().toISOString().slice(0, 10)]);
    });

    it("keeps the browser's time within a day back and five minutes ahead, else the arrival time", async () => {
      const session = sessionId();
      const now = Date.now();
      const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
      const sent = {
        anHourAgo: event({ sessionId: session, page: "/a", timestamp: at(-3_600_000) }),
        twoDaysAgo: event({ sessionId: session, page: "/b", timestamp: at(-2 * 86_400_000) }),
        tenMinutesAhead: event({ sessionId: session, page: "/c", timestamp: at(10 * 60_000) }),
        untimed: event({ sessionId: session, page: "/d", timestamp: undefined }),
      };
      const before = Date.now();
      expect((await post("/api/journey/events", { events: Object.values(sent) })).statusCode).toBe(202);
      const after = Date.now();
      const rows = new Map((await storedEvents(session)).map((r) => [r.id, r]));
      expect(rows.get(sent.anHourAgo.id)?.occurredAt.toISOString()).toBe(sent.anHourAgo.timestamp);
      for (const clamped of [sent.twoDaysAgo, sent.tenMinutesAhead, sent.untimed]) {
        const row = rows.get(clamped.id)!;
        expect(row.occurredAt.getTime()).toBe(row.receivedAt.getTime());
        expect(row.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
        expect(row.receivedAt.getTime()).toBeLessThanOrEqual(after);
      }
    });

    it("derives device, browser, OS and country from the request, and keeps no address", async () => {
      const phone =
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
      const cases = [
        // Deutsche Telekom's and Amazon's US allocations as DB-IP's lite data has them; a private address has no country.
        {
          address: "80.128.0.1",
          agent: phone,
          want: { deviceType: "Mobile", browser: "Safari", os: "iOS", country: "DE" },
        },
        {
          address: "2600:1f18::1",
          agent: BROWSER_UA,
          want: { deviceType: "Desktop", browser: "Chrome", os: "Linux", country: "US" },
        },
        {
          address: "192.168.1.20",
          agent: BROWSER_UA,
          want: { deviceType: "Desktop", browser: "Chrome", os: "Linux", country: null },
        },
      ];
      for (const { address, agent, want } of cases) {
        ip = address;
        const session = sessionId();
        const res = await post(
          "/api/journey/events",
          { events: [event({ sessionId: session })] },
          { "user-agent": agent },
        );
        expect(res.statusCode).toBe(202);
        const [row] = await storedEvents(session);
        expect(row).toMatchObject(want);
        expect(JSON.stringify(row)).not.toContain(address);
      }
    });

    it("accepts a custom event type of a safe form", async () => {
      const session = sessionId();
      const res = await post("/api/journey/events", {
        events: [event({ sessionId: session, eventType: "pricing_toggle" })],
      });
      expect(res.statusCode).toBe(202);
      expect(await storedEvents(session)).toHaveLength(1);
    });

    it("stores a retried batch only once", async () => {
      const session = sessionId();
      const batch = { events: [event({ sessionId: session }), event({ sessionId: session, eventType: "demo_usage" })] };
      const answers = await Promise.all([
        post("/api/journey/events", batch),
        post("/api/journey/events", batch),
        post("/api/journey/events", batch),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202]);
      expect(await storedEvents(session)).toHaveLength(2);
    });

    it.each([
      ["eventType", { eventType: "Drop Table" }, "events.0.eventType: must be lower-case"],
      ["details", { details: "{not json" }, "events.0.details: must be JSON text"],
      ["details", { details: { a: 1 } }, "events.0.details: "],
      ["sessionId", { sessionId: "abc" }, "events.0.sessionId: must look like sess_"],
      ["id", { id: "1" }, "events.0.id: must be a UUID"],
      ["page", { page: `/${"x".repeat(600)}` }, "events.0.page: must be at most 512 characters"],
      ["scrollDepth", { scrollDepth: 101 }, "events.0.scrollDepth: must be at most 100"],
      ["duration", { duration: -1 }, "events.0.duration: must not be negative"],
      ["element", { element: "e".repeat(121) }, "events.0.element: must be at most 120 characters"],
      ["an unknown field", { ip: "1.2.3.4" }, "events.0: Unrecognized key"],
      ["element", { element: "a\u0000b" }, "events.0.element: must not contain NUL characters"],
      ["page", { page: "/\ud800" }, "events.0.page: must not contain NUL characters or broken Unicode"],
    ])("answers 400 for a bad %s, naming the field, and stores none of the batch", async (_name, bad, message) => {
      const session = sessionId();
      const res = await post("/api/journey/events", {
        events: [event({ sessionId: session, ...bad }), event({ sessionId: session })],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
      expect(await storedEvents(session)).toHaveLength(0);
    });

    it("answers 400 to an empty list and to more than 50 events, storing nothing", async () => {
      const empty = await post("/api/journey/events", { events: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe("events: must hold at least one event");
      const session = sessionId();
      const tooMany = await post("/api/journey/events", {
        events: Array.from({ length: 51 }, () => event({ sessionId: session })),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toEqual({ error: "events: must hold at most 50 events", field: "events" });
      expect(await storedEvents(session)).toHaveLength(0);
      const fifty = await post("/api/journey/events", {
        events: Array.from({ length: 50 }, () => event({ sessionId: session })),
      });
      expect(fifty.statusCode).toBe(202);
      expect(await storedEvents(session)).toHaveLength(50);
    });

    it("answers 400 for a body that is not JSON or has no events", async () => {
      const notJson = await post("/api/journey/events", "{oops", { "content-type": "application/json" });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().error).toBe("body: is not valid JSON");
      const missing = await post("/api/journey/events", { event: [] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatch(/^events: /);
    });

    it("answers 413 to an oversized body and stores nothing", async () => {
      const session = sessionId();
      const huge = {
        events: [event({ sessionId: session, details: JSON.stringify({ pad: "x".repeat(300 * 1024) }) })],
      };
      const res = await post("/api/journey/events", huge);
      expect(res.statusCode).toBe(413);
      expect(await storedEvents(session)).toHaveLength(0);
    });

    it("drops events of the admin console (page or exit page under /admin), keeping the visitor's own", async () => {
      const session = sessionId();
      const visitor = event({ sessionId: session, page: "/about" });
      const res = await post("/api/journey/events", {
        events: [
          event({ sessionId: session, page: "/admin/dashboard" }),
          event({ sessionId: session, page: "/admin" }),
          event({ sessionId: session, eventType: "page_exit", page: "/faq", exitPage: "/admin/login" }),
          visitor,
        ],
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: 1 });
      expect((await storedEvents(session)).map((r) => r.id)).toEqual([visitor.id]);
      // A funnel step on an admin page is not stored; page views under /admin do not count.
      expect(
        (
          await post("/api/journey/funnel", {
            sessionId: session,
            funnelType: "quiz",
            stage: "awareness",
            page: "/admin/clients",
          })
        ).json(),
      ).toEqual({ accepted: 0 });
      expect(await ctx.database.db.select().from(funnelEvents).where(eq(funnelEvents.sessionId, session))).toHaveLength(
        0,
      );
      // The score counts pages from stored page views, and none is stored under /admin.
      const synced = record({ pageViews: ["/", "/admin/login", "/admin/dashboard"] });
      const views = ["/", "/admin/login", "/admin/dashboard"].map((page) =>
        event({ sessionId: session, clientId: synced.id, page }),
      );
      expect((await post("/api/journey/events", { events: views })).json()).toEqual({ accepted: 1 });
      expect((await post("/api/client/sync", synced)).json()).toMatchObject({ leadScore: 2 });
      expect((await storedClient(synced.id)).pageViews).toEqual(["/"]);
    });

    it("answers bots 202 and stores nothing", async () => {
      const session = sessionId();
      const res = await post(
        "/api/journey/events",
        { events: [event({ sessionId: session })] },
        { "user-agent": BOT_UA },
      );
      expect(res.statusCode).toBe(202);
      expect(await storedEvents(session)).toHaveLength(0);
    });

    it("answers 429 to a flood from one address", async () => {
      const session = sessionId();
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT + 5; i++) {
        statuses.push((await post("/api/journey/events", { events: [event({ sessionId: session })] })).statusCode);
      }
      expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 202)).toBe(true);
      expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429, 429, 429, 429]);
      expect(await storedEvents(session)).toHaveLength(RATE_LIMIT);
      // Another address is not affected.
      ip = nextIp();
      expect((await post("/api/journey/events", { events: [event({ sessionId: session })] })).statusCode).toBe(202);
    });
  });

  describe("POST /api/journey/funnel", () => {
    it("stores each stage with its value or reason", async () => {
      const session = sessionId();
      for (const body of [
        { sessionId: session, funnelType: "contact_form", stage: "awareness" },
        { sessionId: session, funnelType: "contact_form", stage: "details_entered" },
        { sessionId: session, funnelType: "ai_opportunity_quiz", stage: "question_3_timeSinks" },
        { sessionId: session, funnelType: "contact_form", stage: "purchase", conversionValue: 750 },
        { sessionId: session, funnelType: "roi_calculator", stage: "abandoned", dropoffReason: "left the page" },
      ]) {
        const res = await post("/api/journey/funnel", body);
        expect(res.statusCode).toBe(202);
      }
      const rows = await ctx.database.db.select().from(funnelEvents).where(eq(funnelEvents.sessionId, session));
      expect(rows.map((r) => [r.funnelType, r.stage, r.conversionValue, r.dropoffReason]).sort()).toEqual(
        [
          ["contact_form", "awareness", null, null],
          ["contact_form", "details_entered", null, null],
          ["ai_opportunity_quiz", "question_3_timeSinks", null, null],
          ["contact_form", "purchase", 750, null],
          ["roi_calculator", "abandoned", null, "left the page"],
        ].sort(),
      );
    });

    it.each([
      [{ funnelType: "contact_form", stage: "purchase" }, "conversionValue: is required for the purchase stage"],
      [{ funnelType: "contact_form", stage: "abandoned" }, "dropoffReason: is required for the abandoned stage"],
      [{ funnelType: "Contact Form", stage: "awareness" }, "funnelType: must be lower-case"],
      [{ funnelType: "quiz", stage: "step 2; drop table" }, "stage: must be letters, digits, _ or -"],
      [{ funnelType: "quiz", stage: "awareness", conversionValue: -5 }, "conversionValue: must not be negative"],
      // The browser reports the value: bounded, so a forged call cannot store a trillion.
      [
        { funnelType: "contact_form", stage: "purchase", conversionValue: 1e12 },
        "conversionValue: must be at most 100000",
      ],
      [
        { funnelType: "contact_form", stage: "purchase", conversionValue: 100_001 },
        "conversionValue: must be at most 100000",
      ],
    ])("answers 400 to %j and stores nothing", async (body, message) => {
      const session = sessionId();
      const res = await post("/api/journey/funnel", { sessionId: session, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
      const rows = await ctx.database.db.select().from(funnelEvents).where(eq(funnelEvents.sessionId, session));
      expect(rows).toHaveLength(0);
    });
  });

  describe("POST /api/client/sync", () => {
    const proofOf = (res: { cookies: { name: string; value: string }[] }) => {
      const cookie = res.cookies.find((c) => c.name === VISITOR_PROOF_COOKIE);
      return cookie ? `${VISITOR_PROOF_COOKIE}=${cookie.value}` : "";
    };
    const contactForm = (clientId: string, headers: Record<string, string> = {}) =>
      post(
        "/api/contact",
        {
          name: "Ada Lovelace",
          email: "ada@example.com",
          company: "Lovelace Ltd",
          interest: "voice",
          message: "Please call me about a voice assistant.",
          clientId,
        },
        headers,
      );

    it("scores only what the server saw: a forged record's counters, contact fields, score and dates change nothing", async () => {
      const body = record({
        visitCount: 999_999,
        lastVisit: "2099-01-01T00:00:00.000Z",
        firstVisit: "1990-01-01T00:00:00.000Z",
        pageViews: Array.from({ length: 1000 }, (_, i) => `/page-${i}`),
        formSubmissions: Array.from({ length: 200 }, (_, i) => ({
          form: "contact",
          at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        })),
        consultationRequests: 100_000,
        leadScore: 5_000_048,
        email: "forged@example.com",
        name: "Forged",
        company: "Forged Inc",
        utmSource: "a",
        utmContent: "carousel-b",
        utmTerm: "ai receptionist",
        affiliateCode: "CODE",
      });
      const before = Date.now();
      const res = await post("/api/client/sync", body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: body.id, visitCount: 1, leadScore: 0, leadQuality: "Cold" });
      const stored = await storedClient(body.id);
      expect(stored).toMatchObject({
        leadScore: 0,
        leadQuality: "Cold",
        pageViews: [],
        formSubmissions: [],
        consultationRequests: 0,
      });
      expect(stored).toMatchObject({
        email: null,
        name: null,
        company: null,
        utmSource: "a",
        utmContent: "carousel-b",
        utmTerm: "ai receptionist",
        affiliateCode: "CODE",
      });
      // Times are clamped to the server's clock: no last visit in the future, no first visit before a cookie could exist.
      expect(stored.lastVisit.getTime()).toBeLessThanOrEqual(Date.now());
      expect(stored.lastVisit.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(stored.firstVisit.getTime()).toBeGreaterThanOrEqual(before - 366 * 86_400_000);
    });

    it("scores site pages from page_view events, one consultation per visit, and the forms it accepted with their details", async () => {
      const id = randomUUID();
      const visit = sessionId();
      const other = sessionId();
      const events = [
        event({ clientId: id, sessionId: visit, page: "/" }),
        event({ clientId: id, sessionId: visit, page: "/about" }),
        event({ clientId: id, sessionId: visit, page: "/about/" }),
        event({ clientId: id, sessionId: visit, page: "/no-such-page" }),
        event({
          clientId: id,
          sessionId: visit,
          eventType: "button_click",
          page: "/about",
          details: JSON.stringify({ consultation: true }),
        }),
        event({
          clientId: id,
          sessionId: visit,
          eventType: "button_click",
          page: "/about",
          details: JSON.stringify({ consultation: true }),
        }),
        // A second session id seen at the same moment is not a second visit.
        event({
          clientId: id,
          sessionId: other,
          eventType: "button_click",
          page: "/",
          details: JSON.stringify({ consultation: true }),
        }),
      ];
      expect((await post("/api/journey/events", { events })).statusCode).toBe(202);
      expect((await contactForm(id)).statusCode).toBe(201);
      const res = await post("/api/client/sync", record({ id, pageViews: ["/"], consultationRequests: 0 }));
      // two pages 4 + one consultation 50 + contact details 25 + one form 15 = 94: Hot.
      expect(res.json()).toEqual({ id, visitCount: 2, leadScore: 94, leadQuality: "Hot" });
      expect(await storedClient(id)).toMatchObject({
        pageViews: ["/", "/about"],
        consultationRequests: 1,
        email: "ada@example.com",
        name: "Ada Lovelace",
        company: "Lovelace Ltd",
        formSubmissions: [{ form: "contact", at: expect.any(String) }],
      });
      // A form accepted later re-scores the stored record at once.
      expect((await contactForm(id, { cookie: proofOf(res) })).statusCode).toBe(201);
      expect(await storedClient(id)).toMatchObject({ leadScore: 109, leadQuality: "Super Hot" });
    });

    it("binds the id to its browser: without the HttpOnly proof cookie a sync, an event or a form cannot change the record", async () => {
      const body = record({ utmSource: "mine" });
      const first = await post("/api/client/sync", body);
      const cookie = first.cookies.find((c) => c.name === VISITOR_PROOF_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, path: "/api", sameSite: "Lax" });
      expect(cookie?.value.startsWith(`${body.id}.`)).toBe(true);

      ip = nextIp(); // another browser, elsewhere
      const forged = await post("/api/client/sync", { ...body, utmSource: "theirs", email: "thief@example.com" });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({
        error: "id: this visitor record belongs to another browser and was not changed",
        field: "id",
      });
      const tampered = `${VISITOR_PROOF_COOKIE}=${body.id}.${"A".repeat(43)}`;
      expect((await post("/api/client/sync", body, { cookie: tampered })).statusCode).toBe(403);
      const otherProof = proofOf(await post("/api/client/sync", record()));
      expect((await post("/api/client/sync", body, { cookie: otherProof })).statusCode).toBe(403);
      // Events and forms naming the id are kept, but not as this visitor's.
      const session = sessionId();
      await post("/api/journey/events", { events: [event({ clientId: body.id, sessionId: session, page: "/about" })] });
      expect((await storedEvents(session)).map((e) => e.clientId)).toEqual([null]);
      expect((await contactForm(body.id)).statusCode).toBe(201);
      expect(await storedClient(body.id)).toMatchObject({
        utmSource: "mine",
        email: null,
        leadScore: 0,
        formSubmissions: [],
      });

      // The browser that holds the proof still can.
      const own = await post("/api/client/sync", { ...body, utmSource: "mine-too" }, { cookie: proofOf(first) });
      expect(own.statusCode).toBe(200);
      expect((await storedClient(body.id)).utmSource).toBe("mine-too");
    });

    it("in a record's first moments, lets its address and browser add to it but hands out neither its proof nor what it holds", async () => {
      const body = record({ utmSource: "mine" });
      const first = await post("/api/client/sync", body);
      expect(proofOf(first)).not.toBe("");
      // Same address and user agent, no proof (another person behind the same office address).
      const sameOrigin = await post("/api/client/sync", {
        ...body,
        utmSource: "theirs",
        referrer: "https://a.example/",
      });
      expect(sameOrigin.statusCode).toBe(200);
      expect(sameOrigin.cookies.find((c) => c.name === VISITOR_PROOF_COOKIE)).toBeUndefined();
      // What the record holds stays; only what it lacked is filled in.
      expect(await storedClient(body.id)).toMatchObject({ utmSource: "mine", referrer: "https://a.example/" });
      // The proof is still only the first browser's.
      const own = await post("/api/client/sync", { ...body, utmSource: "mine-too" }, { cookie: proofOf(first) });
      expect(proofOf(own)).toBe(proofOf(first));
      expect((await storedClient(body.id)).utmSource).toBe("mine-too");
    });

    it("merges concurrent first syncs of the same browser into one row", async () => {
      const id = randomUUID();
      const answers = await Promise.all(
        ["/a", "/b", "/c", "/d"].map((page) => post("/api/client/sync", record({ id, pageViews: [page] }))),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await ctx.database.db.select().from(clients).where(eq(clients.id, id))).toHaveLength(1);
    });

    it.each([
      ["id", { id: "not-a-uuid" }, "id: must be a UUID"],
      ["visitCount", { visitCount: -1 }, "visitCount: must not be negative"],
      ["pageViews.0", { pageViews: ["about"] }, "pageViews.0: must be a path starting with /"],
      ["email", { email: "nope" }, "email: must be an e-mail address"],
      ["utmSource", { utmSource: "u".repeat(201) }, "utmSource: must be at most 200 characters"],
      ["lastVisit", { lastVisit: "yesterday" }, "lastVisit: must be an ISO timestamp"],
    ])("answers 400 naming %s and stores nothing", async (_field, overrides, message) => {
      const body = record(overrides);
      const res = await post("/api/client/sync", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      if (typeof body.id === "string" && body.id.length === 36) expect(await storedClient(body.id)).toBeUndefined();
    });

    it("keeps the stored record unchanged when a later sync is rejected", async () => {
      const body = record({ utmSource: "kept" });
      const first = await post("/api/client/sync", body);
      const res = await post(
        "/api/client/sync",
        { ...body, utmSource: "changed", pageViews: ["/x", "bad"] },
        { cookie: proofOf(first) },
      );
      expect(res.statusCode).toBe(400);
      expect(await storedClient(body.id)).toMatchObject({ utmSource: "kept" });
    });
  });

  it("counts one address's requests across processes through the shared counters", async () => {
    const noError = (error: unknown) => {
      throw error;
    };
    // Two processes (two guards on one database), limit 200 a minute.
    const a = new FloodGuard(ctx.database, 200, noError);
    const b = new FloodGuard(ctx.database, 200, noError);
    const key = `flood-${randomUUID()}`;
    const at = Date.parse("2026-11-23T10:00:10.000Z");
    for (let i = 0; i < 150; i++) expect(a.hit(key, at)).toBe(0);
    await a.close();
    // b has not heard of a's hits yet: its first 40 pass, then its write brings it the total.
    for (let i = 0; i < 40; i++) expect(b.hit(key, at)).toBe(0);
    await b.flush();
    for (let i = 0; i < 10; i++) expect(b.hit(key, at)).toBe(0);
    expect(b.hit(key, at)).toBe(50); // seconds until the window ends
    await b.close();
    const [row] = (
      (await ctx.database.db.execute(
        sql`SELECT hits FROM rate_limit_counters WHERE key = ${`tracking:${key}`}`,
      )) as unknown as {
        rows: { hits: number }[];
      }
    ).rows;
    expect(Number(row.hits)).toBe(200);
    // The next minute starts afresh.
    expect(b.hit(key, at + 60_000)).toBe(0);
    await b.close();
  });

  it("purges events older than the retention setting", async () => {
    const service = new TrackingService(ctx.database);
    const session = sessionId();
    await post("/api/journey/events", { events: [event({ sessionId: session }), event({ sessionId: session })] });
    const [old] = await storedEvents(session);
    await ctx.database.db
      .update(journeyEvents)
      .set({ receivedAt: new Date(Date.now() - 396 * 86_400_000) })
      .where(eq(journeyEvents.id, old.id));
    expect(await service.retentionDays()).toBe(395);
    const removed = await service.purgeExpired();
    expect(removed.journeyEvents).toBe(1);
    expect((await storedEvents(session)).map((e) => e.id)).not.toContain(old.id);
    expect(await storedEvents(session)).toHaveLength(1);

    await ctx.database.db.insert(appSettings).values({ key: "tracking.retentionDays", value: 1 });
    await ctx.database.db
      .update(journeyEvents)
      .set({ receivedAt: sql`now() - interval '2 days'` })
      .where(eq(journeyEvents.sessionId, session));
    expect(await service.retentionDays()).toBe(1);
    expect((await service.purgeExpired()).journeyEvents).toBe(1);
    await ctx.database.db.delete(appSettings).where(eq(appSettings.key, "tracking.retentionDays"));
  });
});
