import { type APIRequestContext, devices, expect, type Page, test } from "@playwright/test";
import type { AnalyticsResponse, ClientEvent } from "#common/admin";
import { CHROMIUM_FLAGS } from "../../playwright.config";
import { adminToken, requestsSoFarSeen } from "./fixtures";
import { E2E_ADMIN } from "./support/env";

/**
 * page_exit and page_view as the server stored them. A page that is unloading sends its last
 * events with keepalive, which Playwright does not report, so every check here reads the
 * stored events back through the admin API.
 */

const DESKTOP = { width: 1440, height: 900 };
// Requests that outlive their page (keepalive) leave with the browser's own user agent, not the
// context's: headless Chrome names itself so and the server drops it as a bot. A desktop one here.
const DESKTOP_UA = devices["Desktop Chrome"].userAgent;
const TRACKING_PATHS = ["/api/client/sync", "/api/journey/events", "/api/journey/funnel"];

let token = "";
async function cachedAdminToken(request: APIRequestContext): Promise<string> {
  if (!token) {
    token = await adminToken(request);
  }
  return token;
}

/** The events the server stored for one session, in order (none yet: an empty list). */
async function storedEvents(request: APIRequestContext, sessionId: string): Promise<ClientEvent[]> {
  const res = await request.get(`/api/admin/analytics/sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${await cachedAdminToken(request)}` },
  });
  if (res.status() === 404) return [];
  expect(res.status()).toBe(200);
  return (await res.json()).events;
}

const summary = (events: ClientEvent[]) => events.map((e) => `${e.eventType} ${e.page}`);
const sessionOf = (page: Page) => page.evaluate(() => sessionStorage.getItem("journey_session_id"));

/** Resolves once the tracker has started on this page (its page view went out). */
async function trackerStarted(page: Page, path: string) {
  await page.waitForRequest(
    (r) => r.url().endsWith("/api/journey/events") && (r.postData() ?? "").includes(`"page":"${path}"`),
  );
}

/** Ends the tab's visible state the way switching tabs does, or brings it back. */
async function setTabVisible(page: Page, visible: boolean) {
  await page.evaluate((v) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (v ? "visible" : "hidden") });
    document.dispatchEvent(new Event("visibilitychange"));
  }, visible);
}

/**
 * Opens /about with its scripts held back: the page shows its prerendered HTML, but the app does
 * not start until `release()` (the scripts are asked for after the first paint).
 */
async function openAboutWithScriptsHeld(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (!holding) return route.continue();
    held.push(() => route.continue().catch(() => {}));
  });
  await page.goto("/about", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  return {
    /** Scripts asked for from now on load at once. */
    stopHolding: () => {
      holding = false;
    },
    /** The held scripts load too. */
    release: async () => {
      holding = false;
      for (const next of held) await next();
    },
  };
}

test.use({
  viewport: DESKTOP,
  userAgent: DESKTOP_UA,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_FLAGS, `--user-agent=${DESKTOP_UA}`],
  },
});

test.describe("page_exit on full navigations", () => {
  test("exactly one page_exit per page shown: a full navigation, a hidden tab, a back/forward cache restore", async ({
    page,
    request,
  }) => {
    const viewed = trackerStarted(page, "/about");
    await page.goto("/about");
    await viewed;
    const session = await sessionOf(page);
    expect(session).toBeTruthy();

    // A full navigation (pagehide, then visibilitychange): one page_exit for /about.
    const next = trackerStarted(page, "/security");
    await page.goto("/security");
    await next;
    await expect
      .poll(async () => summary(await storedEvents(request, session!)))
      .toEqual(["page_view /about", "page_exit /about", "page_view /security"]);

    // Hiding the tab ends the showing (one page_exit); twice hidden is still one.
    await setTabVisible(page, false);
    await setTabVisible(page, false);
    await expect
      .poll(async () => summary(await storedEvents(request, session!)).filter((e) => e === "page_exit /security"))
      .toHaveLength(1);
    // Shown again and left: a second showing, a second page_exit.
    await setTabVisible(page, true);
    const back = trackerStarted(page, "/about");
    await page.goto("/about");
    await back;
    await expect
      .poll(async () => summary(await storedEvents(request, session!)).filter((e) => e === "page_exit /security"))
      .toHaveLength(2);

    // A page kept in the back/forward cache and restored is shown again: a page_view, and one page_exit when left.
    await page.evaluate(() => {
      dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
      document.dispatchEvent(new Event("visibilitychange"));
      dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    });
    const after = trackerStarted(page, "/faq");
    await page.goto("/faq");
    await after;
    await expect
      .poll(async () => summary(await storedEvents(request, session!)))
      .toEqual([
        "page_view /about",
        "page_exit /about",
        "page_view /security",
        "page_exit /security",
        "page_exit /security",
        "page_view /about",
        "page_exit /about",
        "page_view /about",
        "page_exit /about",
        "page_view /faq",
      ]);
    const events = await storedEvents(request, session!);
    // The hidden tab's exit counted the time visible, from the page's start.
    for (const exit of events.filter((e) => e.eventType === "page_exit")) {
      expect(exit.exitPage).toBe(exit.page);
      expect(exit.duration).toBeGreaterThanOrEqual(0);
      expect(exit.scrollDepth).toBeGreaterThan(0);
    }
  });

  test("a visitor who leaves a slow page within a second still leaves one page_view and one page_exit", async ({
    page,
    request,
  }) => {
    const scripts = await openAboutWithScriptsHeld(page);
    const started = Date.now();

    // Leaves at once for another page, which loads normally.
    scripts.stopHolding();
    const next = trackerStarted(page, "/security");
    await page.goto("/security");
    expect(Date.now() - started).toBeLessThan(30_000);
    await scripts.release();
    await next;
    const session = await sessionOf(page);
    await expect
      .poll(async () => summary(await storedEvents(request, session!)))
      .toEqual(["page_view /about", "page_exit /about", "page_view /security"]);
    const exit = (await storedEvents(request, session!)).find((e) => e.eventType === "page_exit")!;
    expect(exit).toMatchObject({ page: "/about", exitPage: "/about" });
    expect(exit.duration).toEqual(expect.any(Number));
    // The visit is one visit: the client record counts it once.
    const cookie = (await page.context().cookies()).find((c) => c.name === "meridian_ai_client_id");
    expect(JSON.parse(decodeURIComponent(cookie!.value)).visitCount).toBe(1);
  });
});

test("scroll depth of a page left by a header link is the depth scrolled on that page", async ({ page, request }) => {
  const viewed = trackerStarted(page, "/");
  await page.goto("/");
  await viewed;
  await expect(page.locator("[data-loading-screen]")).toHaveCount(0);
  // 29% of the landing page seen.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight * 0.29 - innerHeight));
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(((scrollY + innerHeight) / document.documentElement.scrollHeight) * 100)),
    )
    .toBe(29);
  // The next page's code is slow to arrive: the loading skeleton shows in between.
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/about-[^/]*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  const session = await sessionOf(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading page…" })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(async () => summary(await storedEvents(request, session!))).toContain("page_view /about");
  const exit = (await storedEvents(request, session!)).find((e) => e.eventType === "page_exit" && e.page === "/");
  expect(exit?.scrollDepth).toBeGreaterThanOrEqual(28);
  expect(exit?.scrollDepth).toBeLessThanOrEqual(30);
});

test("a page reached by a client-side navigation from far down another counts its depth from its start", async ({
  page,
  request,
}) => {
  const viewed = trackerStarted(page, "/");
  await page.goto("/");
  await viewed;
  await expect(page.locator("[data-loading-screen]")).toHaveCount(0);
  // The landing page seen to its end (scrolled again while it still grows, as its later parts arrive).
  await expect
    .poll(() =>
      page.evaluate(() => {
        scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
        return scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
      }),
    )
    .toBe(true);
  const session = await sessionOf(page);
  const arrived = trackerStarted(page, "/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await arrived;
  // Settled at its start, and not scrolled by the visitor: the depth is what the first screen shows.
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  const firstScreen = await page.evaluate(() =>
    Math.min(100, Math.round((innerHeight / document.documentElement.scrollHeight) * 100)),
  );
  expect(firstScreen).toBeLessThan(60);
  const next = trackerStarted(page, "/security");
  await page.goto("/security");
  await next;
  await expect
    .poll(async () => summary(await storedEvents(request, session!)).filter((e) => e.startsWith("page_")))
    .toEqual(["page_view /", "page_exit /", "page_view /about", "page_exit /about", "page_view /security"]);
  const exit = (await storedEvents(request, session!)).find((e) => e.eventType === "page_exit" && e.page === "/about");
  expect(exit?.scrollDepth).toBe(firstScreen);
});

test("a tab hidden before the scripts start: one page_view for the showing, the tracker takes over the early one's", async ({
  page,
  request,
}) => {
  // The page's scripts are held back until the tab is hidden.
  const scripts = await openAboutWithScriptsHeld(page);
  // Hidden before the app starts: the early script sends the showing's page_view and page_exit.
  await setTabVisible(page, false);
  const session = await sessionOf(page);
  await expect
    .poll(async () => summary(await storedEvents(request, session!)))
    .toEqual(["page_view /about", "page_exit /about"]);
  await scripts.release();
  await page.waitForFunction(() => (window as { __pageExit?: { taken: boolean } }).__pageExit?.taken === true);
  // Shown again and left: a new showing, whose exit the tracker sends.
  await setTabVisible(page, true);
  const next = trackerStarted(page, "/security");
  await page.goto("/security");
  await next;
  await expect
    .poll(async () => summary(await storedEvents(request, session!)))
    .toEqual(["page_view /about", "page_exit /about", "page_exit /about", "page_view /security"]);
  // The second exit counts the second showing only, which began after the first one's exit.
  const [first, second] = (await storedEvents(request, session!)).filter((e) => e.eventType === "page_exit");
  expect(Date.parse(second.occurredAt) - second.duration! * 1000).toBeGreaterThanOrEqual(
    Date.parse(first.occurredAt) - 1000,
  );
});

test("admin pages are not visitor traffic: nothing is sent from them and analytics do not count them", async ({
  page,
  request,
}) => {
  const sent: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === "POST" && TRACKING_PATHS.includes(path)) sent.push(`${path} ${page.url()} ${r.postData()}`);
  });
  const viewed = trackerStarted(page, "/");
  await page.goto("/");
  await viewed;
  const session = await sessionOf(page);

  // Into the console: its login, signed in, through its pages (client-side too), an unknown admin path.
  const before = sent.length;
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.getByRole("link", { name: "Clients" }).first().click();
  await expect(page).toHaveURL(/\/admin\/clients$/);
  await page.goto("/admin/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  // Hiding the tab sends whatever is queued at once.
  await requestsSoFarSeen(page);
  expect(sent.slice(before).filter((s) => s.includes("/admin"))).toEqual([]);

  // An admin path sent straight to the API is accepted and dropped.
  const forged = await request.post("/api/journey/events", {
    data: {
      events: [
        {
          id: crypto.randomUUID(),
          sessionId: session,
          eventType: "page_view",
          page: "/admin/dashboard",
          element: null,
          duration: null,
          scrollDepth: null,
          exitPage: null,
          details: null,
        },
      ],
    },
  });
  expect(forged.status()).toBe(202);
  expect(await forged.json()).toEqual({ accepted: 0 });

  // The public page's own events are stored; nothing under /admin is, or is counted.
  await expect.poll(async () => summary(await storedEvents(request, session!))).toContain("page_exit /");
  expect(
    (await storedEvents(request, session!)).filter(
      (e) => e.page.startsWith("/admin") || e.exitPage?.startsWith("/admin"),
    ),
  ).toEqual([]);
  const analytics: AnalyticsResponse = await (
    await request.get("/api/admin/analytics", {
      headers: { authorization: `Bearer ${await cachedAdminToken(request)}` },
    })
  ).json();
  const labels = [...analytics.topPages, ...analytics.entryPages, ...analytics.exitPages].map((r) => r.label);
  expect(labels).toContain("/");
  expect(labels.filter((l) => l.startsWith("/admin"))).toEqual([]);
});
