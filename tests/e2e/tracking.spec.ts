import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { CLIENT_COOKIE_NAME } from "#common/tracking-rules";
import { requestsSoFarSeen } from "./fixtures";

/**
 * Visitor tracking as a browser sees it: the client cookie, the requests the
 * tracker really sends (captured from the page), the 60 s sync on a fake clock, and that a
 * visitor who asks not to be tracked sends nothing.
 */

const DESKTOP = { width: 1440, height: 900 };
const TRACKING_PATHS = ["/api/client/sync", "/api/journey/events", "/api/journey/funnel"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SESSION = /^sess_[a-z0-9]{6,}_\d{13}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const EVENT_FIELDS = ["sessionId", "eventType", "page", "element", "duration", "scrollDepth", "exitPage", "details"];

// biome-ignore lint/suspicious/noExplicitAny: request bodies are checked field by field below.
type Json = any;

interface Capture {
  calls: { path: string; body: Json }[];
  statuses: number[];
  /** "path status body" of every answer that was not a success. */
  failures: string[];
  events: () => Json[];
  syncs: () => Json[];
  funnels: () => Json[];
}

/** Records every tracking request the page sends (and whether it used keepalive) and every answer. */
async function capture(page: Page): Promise<Capture> {
  // The page's own fetch is wrapped to see the keepalive flag, which Playwright does not expose.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __keepalive: string[] }).__keepalive = seen;
    const original = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      if (init?.keepalive) seen.push(`${String(input)} ${String(init.body)}`);
      return original.call(this, input, init);
    };
    const add = window.addEventListener;
    const registered: string[] = [];
    (window as unknown as { __listeners: string[] }).__listeners = registered;
    window.addEventListener = function (this: Window, type: string, ...rest: unknown[]) {
      registered.push(type);
      return (add as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof window.addEventListener;
  });
  const result: Capture = {
    calls: [],
    statuses: [],
    failures: [],
    events: () => result.calls.filter((c) => c.path === "/api/journey/events").flatMap((c) => c.body.events),
    syncs: () => result.calls.filter((c) => c.path === "/api/client/sync").map((c) => c.body),
    funnels: () => result.calls.filter((c) => c.path === "/api/journey/funnel").map((c) => c.body),
  };
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && TRACKING_PATHS.includes(path)) {
      result.calls.push({ path, body: request.postDataJSON() });
    }
  });
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (!TRACKING_PATHS.includes(path)) return;
    result.statuses.push(response.status());
    if (!response.ok()) {
      void response
        .text()
        .then((text) => result.failures.push(`${path} ${response.status()} ${text} ${response.request().postData()}`));
    }
  });
  return result;
}

async function clientCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === CLIENT_COOKIE_NAME);
  if (!cookie) return null;
  try {
    return { cookie, record: JSON.parse(decodeURIComponent(cookie.value)) };
  } catch {
    return { cookie, record: null };
  }
}

/** Pretends the tab was hidden (switching tabs, closing, locking the phone). */
async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/** Checks one event's common fields and returns it. */
function checkEvent(event: Json, clientId: string) {
  for (const field of EVENT_FIELDS) expect(event, `field ${field} of ${event.eventType}`).toHaveProperty(field);
  expect(event.id).toMatch(UUID);
  expect(event.clientId).toBe(clientId);
  expect(event.sessionId).toMatch(SESSION);
  expect(event.timestamp).toMatch(ISO);
  if (event.details !== null) expect(() => JSON.parse(event.details)).not.toThrow();
  if (event.element !== null) expect(event.element.length).toBeLessThanOrEqual(20);
  return event;
}

const parsed = (event: Json) => JSON.parse(event.details);

test.describe("visitor tracking", () => {
  test.use({ viewport: DESKTOP });

  test("the client cookie: name, attributes and every field after a visit with UTM parameters and ref", async ({
    page,
    context,
  }) => {
    const tracked = await capture(page);
    const before = Date.now();
    const firstSync = page.waitForRequest((r) => r.url().endsWith("/api/client/sync"));
    await page.goto("/?utm_source=a&utm_medium=b&utm_campaign=c&ref=CODE", {
      referer: "https://news.example.org/article/ai-tools?id=7",
    });
    const synced = (await firstSync).postDataJSON();

    const found = await clientCookie(context);
    expect(found).not.toBeNull();
    const { cookie, record } = found!;
    expect(cookie.name).toBe("meridian_ai_client_id");
    expect(cookie.path).toBe("/");
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.secure).toBe(false); // plain http here; the https test below sees Secure
    const days = (cookie.expires * 1000 - before) / 86_400_000;
    expect(days).toBeGreaterThan(364.99);
    expect(days).toBeLessThan(365.01);
    expect(cookie.value.length).toBeLessThan(4096);

    expect(Object.keys(record).sort()).toEqual(
      [
        "id",
        "visitCount",
        "firstVisit",
        "lastVisit",
        "pageViews",
        "formSubmissions",
        "consultationRequests",
        "leadScore",
        "utmSource",
        "utmMedium",
        "utmCampaign",
        "referrer",
        "affiliateCode",
      ].sort(),
    );
    expect(record.id).toMatch(UUID);
    expect(record).toMatchObject({
      visitCount: 1,
      pageViews: ["/"],
      formSubmissions: [],
      consultationRequests: 0,
      leadScore: 2, // one new page viewed
      utmSource: "a",
      utmMedium: "b",
      utmCampaign: "c",
      referrer: "https://news.example.org/article/ai-tools",
      affiliateCode: "CODE",
    });
    expect(record.firstVisit).toMatch(ISO);
    expect(record.lastVisit).toMatch(ISO);
    expect(Date.parse(record.lastVisit) - Date.parse(record.firstVisit)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(record.lastVisit) - Date.parse(record.firstVisit)).toBeLessThan(1_000);
    // The sync sends the whole record.
    expect(synced).toEqual(record);
    const session = await page.evaluate(() => sessionStorage.getItem("journey_session_id"));
    expect(session).toMatch(SESSION);
    await expect.poll(() => tracked.events().some((e) => e.eventType === "page_view")).toBe(true);
    expect(tracked.events()[0].sessionId).toBe(session);
    expect(tracked.failures).toEqual([]);
    expect(tracked.statuses.every((s) => s >= 200 && s < 300)).toBe(true);
  });

  test("a second visit raises visitCount and refreshes lastVisit; an unreadable cookie is no record", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    await expect.poll(async () => (await clientCookie(context))?.record?.visitCount).toBe(1);
    const first = (await clientCookie(context))!.record;
    await page.close();

    // A new tab has no journey_session_id: a new visit.
    const second = await context.newPage();
    const tracked = await capture(second);
    const sync = second.waitForRequest((r) => r.url().endsWith("/api/client/sync"));
    await second.goto("/security");
    expect((await sync).postDataJSON().visitCount).toBe(2);
    const again = (await clientCookie(context))!.record;
    expect(again.id).toBe(first.id);
    expect(again.visitCount).toBe(2);
    expect(again.firstVisit).toBe(first.firstVisit);
    expect(Date.parse(again.lastVisit)).toBeGreaterThan(Date.parse(first.lastVisit));
    expect(again.pageViews).toEqual(["/about", "/security"]);
    expect(again.leadScore).toBe(4);
    await expect.poll(() => tracked.events().length).toBeGreaterThan(0);
    const sessions = new Set(tracked.events().map((e) => e.sessionId));
    expect(sessions.size).toBe(1);

    // Reloading the same tab is the same visit.
    await second.reload();
    await expect.poll(async () => (await clientCookie(context))?.record?.pageViews).toEqual(["/about", "/security"]);
    expect((await clientCookie(context))!.record.visitCount).toBe(2);

    // A damaged cookie is treated as no record: a fresh one replaces it. The other tab is closed
    // first: left open, it may record its own page in the fresh record when the new tab hides it.
    const siteUrl = second.url();
    await second.close();
    await context.addCookies([{ name: CLIENT_COOKIE_NAME, value: "%7Bnot-json", url: siteUrl }]);
    const third = await context.newPage();
    await third.goto("/");
    await expect.poll(async () => (await clientCookie(context))?.record?.visitCount).toBe(1);
    const fresh = (await clientCookie(context))!.record;
    expect(fresh.id).not.toBe(first.id);
    expect(fresh.pageViews).toEqual(["/"]);
  });

  test("the event payloads of every event type, and funnel stages", async ({ page, context }) => {
    test.slow(); // a long journey through three pages and the whole quiz
    await context.route(/cal\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
    );
    await page.clock.install();
    const tracked = await capture(page);
    const firstSync = page.waitForRequest((r) => r.url().endsWith("/api/client/sync"));
    await page.goto("/");
    await firstSync;
    const { id: clientId } = (await clientCookie(context))!.record;

    // page_view on load.
    await expect.poll(() => tracked.events().filter((e) => e.eventType === "page_view").length).toBe(1);
    const home = checkEvent(tracked.events()[0], clientId);
    expect(home).toMatchObject({
      eventType: "page_view",
      page: "/",
      element: null,
      duration: null,
      scrollDepth: null,
      exitPage: null,
    });
    expect(parsed(home).title).toBeTruthy();

    // Seven seconds on the page, scrolled to the bottom.
    await page.clock.runFor(7_000);
    // Resolves once the scroll event has reached the page's listeners (the tracker's among them).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener("scroll", () => resolve(), { once: true });
          window.scrollTo(0, document.documentElement.scrollHeight);
        }),
    );

    // A consultation button: button_click with the label cut to 20 characters, +50 on the record.
    const popup = context.waitForEvent("page");
    await page
      .getByRole("link", { name: /Schedule Free Consultation/ })
      .first()
      .click();
    await (await popup).close();
    await expect.poll(() => tracked.events().some((e) => e.eventType === "button_click")).toBe(true);
    const consultation = checkEvent(
      tracked.events().find((e) => e.eventType === "button_click"),
      clientId,
    );
    expect(consultation.page).toBe("/");
    expect(consultation.element).toBe("Schedule Free Consul");
    expect(parsed(consultation)).toMatchObject({ consultation: true, href: expect.stringMatching(/^https:\/\//) });
    await expect.poll(async () => (await clientCookie(context))!.record.consultationRequests).toBe(1);
    expect((await clientCookie(context))!.record.leadScore).toBe(52);

    // A client-side navigation: button_click (text and href), page_exit of /, page_view of the new page.
    const count = tracked.events().length;
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "AI Opportunity Finder" }).click();
    await expect(page).toHaveURL(/\/ai-opportunity-finder$/);
    await expect
      .poll(() =>
        tracked
          .events()
          .slice(count)
          .map((e) => e.eventType),
      )
      .toEqual(["button_click", "page_exit", "page_view"]);
    const [click, exit, view] = tracked
      .events()
      .slice(count)
      .map((e) => checkEvent(e, clientId));
    expect(click).toMatchObject({ page: "/", element: "AI Opportunity Finde" });
    expect(parsed(click)).toEqual({ text: "AI Opportunity Finder", href: "/ai-opportunity-finder" });
    expect(exit).toMatchObject({ page: "/", exitPage: "/", scrollDepth: 100, element: null, details: null });
    expect(exit.duration).toBeGreaterThanOrEqual(7);
    expect(exit.duration).toBeLessThan(30);
    expect(view).toMatchObject({ page: "/ai-opportunity-finder", exitPage: null });
    // Funnel: awareness on entering the quiz.
    await expect.poll(() => tracked.funnels().map((f) => f.stage)).toContain("awareness");
    expect(tracked.funnels()[0]).toMatchObject({ funnelType: expect.any(String), sessionId: view.sessionId, clientId });

    // form_start on the first focus in a form, once per form.
    const quiz = page.locator("form").filter({ has: page.locator("#quiz-options") });
    await quiz.locator("#quiz-options input").first().click();
    await quiz.locator("#quiz-options input").nth(1).click();
    await expect.poll(() => tracked.events().filter((e) => e.eventType === "form_start").length).toBe(1);
    const start = checkEvent(
      tracked.events().find((e) => e.eventType === "form_start"),
      clientId,
    );
    expect(start.page).toBe("/ai-opportunity-finder");
    expect(parsed(start).field).toBeTruthy();

    // Through the quiz to the e-mail form: named stages, purchase with a value, then form_submit.
    for (let i = 0; i < 20 && !(await page.locator("#quiz-email").isVisible()); i++) {
      const options = page.locator("#quiz-options input");
      if (await options.count()) {
        const step = await page.getByText(/^Question \d+ of \d+$/).textContent();
        if (!(await options.first().isChecked())) await options.first().check();
        await page
          .locator("form")
          .filter({ has: page.locator("#quiz-options") })
          .getByRole("button", { name: /Next|See my/ })
          .click();
        // The next question, or the e-mail form after the last one.
        await expect(page.getByText(step ?? "", { exact: true })).toBeHidden();
      }
    }
    await expect(page.locator("#quiz-email")).toBeVisible();
    await expect.poll(() => tracked.funnels().map((f) => f.stage)).toContain("purchase");
    const stages = tracked.funnels().map((f) => f.stage);
    expect(stages.filter((s) => s !== "awareness" && s !== "purchase").length).toBeGreaterThan(0);
    expect(tracked.funnels().find((f) => f.stage === "purchase").conversionValue).toEqual(expect.any(Number));
    await page.locator("#quiz-email").fill("ada@example.com");
    await page.locator("#quiz-email").press("Enter");
    await expect.poll(() => tracked.events().some((e) => e.eventType === "form_submit")).toBe(true);
    const submit = checkEvent(
      tracked.events().find((e) => e.eventType === "form_submit"),
      clientId,
    );
    expect(parsed(submit)).toEqual({ form: "ai-opportunity-finder" });
    // The record: contact details +25, one form +15, consultation +50, two pages +4 = 94 (Hot).
    await expect.poll(async () => (await clientCookie(context))!.record.leadScore).toBe(94);
    expect((await clientCookie(context))!.record).toMatchObject({
      email: "ada@example.com",
      formSubmissions: [{ form: "ai-opportunity-finder" }],
    });
    await expect.poll(() => tracked.syncs().at(-1)?.email).toBe("ada@example.com");

    // demo_usage from a calculator.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "ROI Calculator" }).click();
    await expect(page).toHaveURL(/\/roi-overview$/);
    const number = page.locator('form[aria-label="ROI calculator inputs"] input[type=number]').first();
    await number.fill("7");
    await number.blur();
    await expect.poll(() => tracked.events().some((e) => e.eventType === "demo_usage")).toBe(true);
    const demo = checkEvent(
      tracked.events().find((e) => e.eventType === "demo_usage"),
      clientId,
    );
    expect(demo).toMatchObject({ page: "/roi-overview", element: "roi-calculator" });

    // page_exit and a last sync when the tab is hidden, both with keepalive.
    const before = tracked.events().length;
    await page.clock.runFor(3_000);
    await hideTab(page);
    await expect
      .poll(() =>
        tracked
          .events()
          .slice(before)
          .map((e) => e.eventType),
      )
      .toContain("page_exit");
    const hiddenExit = checkEvent(
      tracked
        .events()
        .slice(before)
        .find((e) => e.eventType === "page_exit"),
      clientId,
    );
    expect(hiddenExit).toMatchObject({ page: "/roi-overview", exitPage: "/roi-overview" });
    expect(hiddenExit.duration).toBeGreaterThanOrEqual(3);
    expect(hiddenExit.scrollDepth).toBeGreaterThan(0);
    const keepalive = await page.evaluate(() => (window as unknown as { __keepalive: string[] }).__keepalive);
    expect(keepalive.some((k) => k.startsWith("/api/journey/events ") && k.includes('"page_exit"'))).toBe(true);
    expect(keepalive.some((k) => k.startsWith("/api/client/sync "))).toBe(true);
    // Never on unload.
    expect(await page.evaluate(() => (window as unknown as { __listeners: string[] }).__listeners)).not.toContain(
      "unload",
    );

    // Every call was accepted by the server (the browser's payloads pass its validation).
    expect(tracked.statuses.length).toBeGreaterThan(10);
    expect(tracked.failures).toEqual([]);
    expect(tracked.statuses.filter((s) => s < 200 || s >= 300)).toEqual([]);
  });

  test("a custom event type through track(): opening a question on /faq sends faq_open once", async ({
    page,
    context,
  }) => {
    const tracked = await capture(page);
    await page.goto("/faq");
    await expect.poll(() => tracked.events().some((e) => e.eventType === "page_view")).toBe(true);
    const question = page.locator("main li[id] > details").first();
    const questionId = await question.locator("xpath=..").getAttribute("id");
    await question.locator("summary").click();
    await expect.poll(() => tracked.events().filter((e) => e.eventType === "faq_open").length).toBe(1);
    const { id: clientId } = (await clientCookie(context))!.record;
    const opened = checkEvent(
      tracked.events().find((e) => e.eventType === "faq_open"),
      clientId,
    );
    expect(opened.page).toBe("/faq");
    expect(parsed(opened)).toEqual({ question: questionId });
    // Closing the question sends nothing.
    await question.locator("summary").click();
    await expect(question).not.toHaveAttribute("open", "");
    // Opening another question is the one more faq_open: closing the first added none before it.
    const other = page.locator("main li[id] > details").nth(1);
    const otherId = await other.locator("xpath=..").getAttribute("id");
    await other.locator("summary").click();
    await expect.poll(() => tracked.events().filter((e) => e.eventType === "faq_open").length).toBe(2);
    expect(
      tracked
        .events()
        .filter((e) => e.eventType === "faq_open")
        .map((e) => parsed(e).question),
    ).toEqual([questionId, otherId]);
    expect(tracked.statuses.filter((s) => s < 200 || s >= 300)).toEqual([]);
  });

  test("syncs the whole record every 60 seconds and starts a new visit after 30 minutes idle", async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const tracked = await capture(page);
    const firstSync = page.waitForRequest((r) => r.url().endsWith("/api/client/sync"));
    await page.goto("/solutions");
    await firstSync;
    expect(tracked.syncs()).toHaveLength(1);

    await page.clock.runFor(59_000);
    await requestsSoFarSeen(page);
    expect(tracked.syncs()).toHaveLength(1);
    await page.clock.runFor(1_000);
    await expect.poll(() => tracked.syncs().length).toBe(2);
    await page.clock.runFor(60_000);
    await expect.poll(() => tracked.syncs().length).toBe(3);
    const record = (await clientCookie(context))!.record;
    expect(tracked.syncs()[2]).toEqual(record);
    expect(record.visitCount).toBe(1);

    // 31 minutes without activity: the next event starts a new visit with a new session id.
    const oldSession = await page.evaluate(() => sessionStorage.getItem("journey_session_id"));
    await page.clock.fastForward(31 * 60_000);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => (await clientCookie(context))!.record.visitCount).toBe(2);
    const newSession = await page.evaluate(() => sessionStorage.getItem("journey_session_id"));
    expect(newSession).toMatch(SESSION);
    expect(newSession).not.toBe(oldSession);
    await expect
      .poll(() => tracked.events().some((e) => e.eventType === "page_view" && e.page === "/about"))
      .toBe(true);
    expect(tracked.events().find((e) => e.eventType === "page_view" && e.page === "/about").sessionId).toBe(newSession);
  });

  test("over HTTPS the cookie is Secure", async ({ page, context, baseURL }) => {
    // Serve the real site under an https origin by forwarding every request to the test server.
    await context.route("https://meridian.test/**", async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });
    const sync = page.waitForRequest((r) => r.url() === "https://meridian.test/api/client/sync");
    await page.goto("https://meridian.test/faq");
    await sync;
    const cookie = (await context.cookies("https://meridian.test")).find((c) => c.name === CLIENT_COOKIE_NAME);
    expect(cookie).toMatchObject({ secure: true, sameSite: "Lax", path: "/" });
    // The sync may still be on its way: stop forwarding without failing it after the test.
    await context.unrouteAll({ behavior: "ignoreErrors" });
  });

  for (const [name, script] of [
    [
      "Global Privacy Control",
      () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    ],
    ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
  ] as const) {
    test(`a visitor who sends ${name} gets no tracking calls and no client cookie`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: DESKTOP,
        extraHTTPHeaders: name === "Do Not Track" ? { DNT: "1" } : { "Sec-GPC": "1" },
      });
      const page = await context.newPage();
      await page.clock.install();
      await page.addInitScript(script);
      const tracked = await capture(page);
      await page.goto("/?utm_source=a&utm_medium=b&utm_campaign=c");
      // The app is live (client-side navigation works), yet nothing is sent.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "ROI Calculator" }).click();
      await expect(page).toHaveURL(/\/roi-overview$/);
      const number = page.locator('form[aria-label="ROI calculator inputs"] input[type=number]').first();
      await number.fill("7");
      await number.blur();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.clock.runFor(120_000);
      await hideTab(page);
      await requestsSoFarSeen(page);
      expect(tracked.calls).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem("journey_session_id"))).toBeNull();
      expect((await context.cookies()).map((c) => c.name)).not.toContain(CLIENT_COOKIE_NAME);
      await context.close();
    });
  }
});
