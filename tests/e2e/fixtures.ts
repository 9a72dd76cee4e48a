// Shared steps of the e2e specs: the fixtures (hydration, a signed-in admin page, axe-core), the
// admin's API token, and the sideways-scroll check of the page as it is now.
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { E2E_ADMIN } from "./support/env";

/** A fresh admin token from POST /api/admin/login. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The Authorization header of an admin API call. */
export const adminHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs the page in as the login page would: the token in localStorage (the page is on /admin/login after). */
export async function signInAdmin(page: Page, token: string): Promise<void> {
  await page.goto("/admin/login");
  await page.evaluate((t) => localStorage.setItem("adminToken", t), token);
}

/** A browser context whose every page starts signed in as the admin. */
async function adminContext(
  browser: Browser,
  token: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript((t) => window.localStorage.setItem("adminToken", t), token);
  return context;
}

/**
 * Answers the console's "Confirm it's you" dialog with the password (`password`, by default the
 * e2e admin's), as a sensitive action (an export, an erasure) asks once per ten minutes.
 */
export async function confirmItsMe(page: Page, password = E2E_ADMIN.password): Promise<void> {
  const dialog = page.getByRole("alertdialog", { name: "Confirm it's you" });
  await dialog.getByLabel("Your password").fill(password);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
}

/** Nothing wider than the viewport: no sideways scrolling. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * Returns once Playwright has seen every request the page started so far: a marker request,
 * started after them, is seen after them. For checks that something was not sent (a request
 * still waiting on a timer of the page is not covered).
 */
export async function requestsSoFarSeen(page: Page): Promise<void> {
  const marker = `/api/health?marker=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => {
    void fetch(url).catch(() => {});
  }, marker);
  await seen;
}

/** Resolves once the page has hydrated. */
export type Hydrated = (page: Page) => Promise<void>;

/** axe-core checks of a page as it is now. */
interface Axe {
  /** No violation on `page`, or within `include` (a CSS selector); one line per rule and its elements when there are. */
  expectNoViolations(page: Page, include?: string): Promise<void>;
}

interface Fixtures {
  hydrated: Hydrated;
  /** A page of its own browser context, signed in as the admin through the API (the login page has its own tests). */
  adminPage: Page;
  axe: Axe;
}

/**
 * The specs' `test` with its fixtures. `hydrated` is the one wait for hydration: the root marks
 * `<html data-hydrated>` once the first hydration has committed (app/lib/hydration.ts). A
 * prerendered page starts its scripts after the first paint, so a step that needs React (a typed
 * value's result, a client-side navigation) waits for it; a plain tap or typing does not need to.
 */
export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  hydrated: async ({}, use) => {
    await use(async (page) => {
      await expect(page.locator("html"), "the page hydrates").toHaveAttribute("data-hydrated", "", { timeout: 30_000 });
    });
  },
  // The test's viewport and user agent (test.use) hold for it as for `page`.
  adminPage: async ({ browser, request, viewport, userAgent }, use) => {
    const context = await adminContext(browser, await adminToken(request), { viewport, userAgent });
    await use(await context.newPage());
    await context.close();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  axe: async ({}, use) => {
    await use({
      expectNoViolations: async (page, include) => {
        const builder = new AxeBuilder({ page });
        const results = await (include ? builder.include(include) : builder).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
      },
    });
  },
});

export { expect };

/**
 * Holds the page's requests to `url` on their way: `release()` lets them through, `asked()` says
 * whether one was made, and `continued` resolves once one has gone on to the server.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
): Promise<{ release: () => void; asked: () => boolean; continued: Promise<void> }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let passed: () => void = () => undefined;
  const continued = new Promise<void>((resolve) => {
    passed = resolve;
  });
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue().catch(() => undefined);
    passed();
  });
  return { release, asked: () => asked, continued };
}

/**
 * Opens `path` with every module the page would start with held back, so it shows its HTML alone
 * until `release()`. It waits for the document only: a held module delays the load event, and
 * under load the page may ask for its modules before that event would have fired.
 */
export async function openWithScriptsHeld(page: Page, path: string) {
  const scripts = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return scripts;
}
