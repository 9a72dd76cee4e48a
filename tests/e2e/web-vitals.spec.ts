import { type APIRequestContext, devices } from "@playwright/test";
import type { VitalsResponse } from "#common/web-vitals";
import { CHROMIUM_FLAGS } from "../../playwright.config";
import { adminHeaders, adminToken, expect, test } from "./fixtures";

/**
 * Real-user speed end to end: a page visited in a browser sends its Core Web Vitals by beacon as
 * it is left, which Playwright does not see, so the checks read them back from the server and
 * the console.
 */

// A beacon that outlives its page leaves with the browser's own user agent, not the context's:
// headless Chrome names itself so and the server drops it as a bot. A desktop one here.
const DESKTOP_UA = devices["Desktop Chrome"].userAgent;

test.use({
  viewport: { width: 1440, height: 900 },
  userAgent: DESKTOP_UA,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_FLAGS, `--user-agent=${DESKTOP_UA}`],
  },
});

const today = () => new Date().toISOString().slice(0, 10);

async function speed(request: APIRequestContext, token: string): Promise<VitalsResponse> {
  const res = await request.get(`/api/admin/analytics/vitals?from=${today()}&to=${today()}`, {
    headers: adminHeaders(token),
  });
  expect(res.status()).toBe(200);
  return res.json();
}

/** Page loads of `path` with a measured LCP today (0 when none). */
const lcpSamples = (r: VitalsResponse, path: string) =>
  r.pages.find((p) => p.label === path)?.metrics.find((m) => m.metric === "LCP")?.samples ?? 0;

test("a page visited in the browser gets a real-user LCP in the speed panel", async ({
  page,
  adminPage,
  hydrated,
  request,
  axe,
}) => {
  const token = await adminToken(request);
  const before = lcpSamples(await speed(request, token), "/about");

  // The reporter is no part of what the page loads up front: it is fetched once the page is idle.
  const reporter = page.waitForResponse((r) => /\/assets\/web-vitals-[^/]+\.js$/.test(r.url()));
  const html = await (await page.goto("/about"))?.text();
  expect(html).toContain("/assets/");
  expect(html).not.toMatch(/web-vitals-[^"]+\.js/);
  await hydrated(page);
  const chunk = new URL((await reporter).url()).pathname;
  // The page's own import of the chunk started the reporter once the chunk ran; importing it
  // again here resolves after that (one module, its callbacks in order).
  await page.evaluate((url) => import(url).then(() => undefined), chunk);
  // Leaving the page hides it: the final values go out by beacon.
  await page.goto("/faq");

  await expect
    .poll(async () => lcpSamples(await speed(request, token), "/about"), { timeout: 30_000 })
    .toBe(before + 1);
  const about = (await speed(request, token)).pages.find((p) => p.label === "/about");
  const lcp = about?.metrics.find((m) => m.metric === "LCP");
  expect(lcp?.p75).toBeGreaterThan(0);
  expect((await speed(request, token)).devices.map((d) => d.label)).toContain("Desktop");

  // The console's panel shows it: the page's row with its LCP and band in words.
  await adminPage.goto(`/admin/journey-analytics?from=${today()}&to=${today()}`);
  const panel = adminPage.getByRole("region", { name: "Real-user speed" });
  await expect(panel.getByTestId("vital-p75-LCP")).toHaveText(/^\d+ ms$|^\d+\.\d\d s$/, { timeout: 30_000 });
  const row = panel.getByRole("table", { name: "Real-user speed by page" }).getByRole("row", { name: /^\/about / });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").nth(2)).toHaveText(/^(\d+ ms|\d+\.\d\d s)(Good|Needs improvement|Poor)$/);
  await axe.expectNoViolations(adminPage, 'section[aria-label="Real-user speed"]');
  // The admin's own visit to the console sent nothing: no page of the console is listed.
  expect((await speed(request, token)).pages.some((p) => p.label.startsWith("/admin"))).toBe(false);
});
