import { expect, type Page, test } from "@playwright/test";
import { CLIENT_COOKIE_NAME } from "#common/tracking-rules";
import { adminHeaders, adminToken } from "./fixtures";

/**
 * Settings → "Honour GPC/DNT" switched off: a visitor whose browser sends Global Privacy
 * Control is then tracked like everyone else, on pages whose CSP still holds. The setting is
 * site-wide, so this file runs in its own Playwright project after every other spec (see
 * playwright.config.ts) and switches honouring back on at the end. The default (on: such a visitor
 * sends nothing) is checked in tracking.spec.ts.
 */

const TRACKING = /\/api\/(client\/sync|journey\/events|journey\/funnel)$/;
const META = 'meta[name="tracking-signals"][content="ignore"]';

async function setHonour(request: import("@playwright/test").APIRequestContext, honorPrivacySignals: boolean) {
  const headers = adminHeaders(await adminToken(request));
  const current = await (await request.get("/api/admin/settings/tracking", { headers })).json();
  const res = await request.put("/api/admin/settings/tracking", { headers, data: { ...current, honorPrivacySignals } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Problems the page reports: CSP violations, uncaught errors, React hydration errors. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|hydrat|Minified React error/i.test(message.text()))
      problems.push(message.text());
  });
  await page.addInitScript(() => {
    // zod's caught `new Function` probe (admin pages) reports an "eval" violation on any strict CSP;
    // what the page's script hashes guard is inline script.
    document.addEventListener("securitypolicyviolation", (e) => {
      if (e.blockedURI !== "eval")
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return problems;
}

test.describe.configure({ mode: "serial", timeout: 60_000 });

test("with honouring off, a visitor who sends GPC is tracked, and the page's CSP still holds", async ({
  browser,
  request,
}) => {
  const honoured = await request.get("/", { headers: { "Sec-GPC": "1" } });
  expect(await honoured.text()).not.toContain('name="tracking-signals"');
  const cspWhenHonoured = honoured.headers()["content-security-policy"];

  await setHonour(request, false);
  try {
    const served = await request.get("/", { headers: { "Sec-GPC": "1" } });
    expect(await served.text()).toContain('<meta name="tracking-signals" content="ignore">');
    expect(served.headers()["content-security-policy"]).toBe(cspWhenHonoured);

    const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
    const page = await context.newPage();
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    const problems = await watchProblems(page);
    const calls: string[] = [];
    page.on("request", (r) => {
      if (TRACKING.test(new URL(r.url()).pathname)) calls.push(new URL(r.url()).pathname);
    });

    await page.goto("/");
    expect(
      await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl),
    ).toBe(true);
    // Client-side navigation keeps the marker (React leaves unknown <head> tags alone) and tracking on.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "ROI Calculator" }).click();
    await expect(page).toHaveURL(/\/roi-overview$/);
    await expect(page.locator(META)).toHaveCount(1);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(() => calls.filter((c) => c === "/api/journey/events").length).toBeGreaterThan(0);
    expect(await page.evaluate(() => sessionStorage.getItem("journey_session_id"))).toMatch(/^sess_/);
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain(CLIENT_COOKIE_NAME);

    // An admin page (the SPA shell) and the 404 page carry the marker too, without CSP trouble.
    await page.goto("/admin/login");
    await expect(page.locator(META)).toHaveCount(1);
    await page.goto("/no-such-page");
    await expect(page.locator(META)).toHaveCount(1);
    expect(problems).toEqual([]);
    await context.close();
  } finally {
    await setHonour(request, true);
  }
  const restored = await request.get("/", { headers: { "Sec-GPC": "1" } });
  expect(await restored.text()).not.toContain('name="tracking-signals"');
});
