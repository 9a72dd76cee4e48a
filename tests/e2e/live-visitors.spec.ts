import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { expect, test } from "./fixtures";
import { trackedBatch } from "./support/contact-form";

/**
 * "On the site now" as an admin watches it: a visitor browsing in another browser shows up with
 * their page and source, and the view follows them to the next page without a reload.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test("the live view shows a visitor browsing in another browser, and follows them to another page", async ({
  axe,
  browser,
  adminPage: page,
}) => {
  // Every spec's visitors share the server's last 5 minutes, and the panel lists the top ten by
  // visitors, then by name: this visitor's source and pages are its own, and sort first among equals.
  const run = Date.now().toString(36);
  const source = `0-live-${run}`;
  const first = `/0-live-${run}`;
  const second = `/0-live-${run}-next`;

  await page.goto("/admin/journey-analytics");
  const panel = page.getByRole("region", { name: "On the site now" });
  await expect(panel.getByText("Live", { exact: true })).toBeVisible({ timeout: 30_000 });
  const pages = panel.getByRole("table").first();
  const sources = panel.getByRole("table").nth(1);

  // ------------------------------------------------ a visitor arrives from a campaign
  const visitorContext = await browser.newContext({ userAgent: BROWSER_UA });
  const visitor = await visitorContext.newPage();
  const viewed = trackedBatch(visitor, "page_view");
  // Addresses the site does not have: the 404 page is tracked like any other page.
  await visitor.goto(`${first}?utm_source=${source}`);
  expect((await viewed).ok()).toBe(true);

  // Pushed to the admin's open page: no reload, no polling.
  await expect(sources.getByRole("row").filter({ hasText: source })).toContainText("1", { timeout: 30_000 });
  const row = (path: string) => pages.getByRole("row", { name: new RegExp(`^${path} \\d`) });
  await expect(row(first)).toBeVisible();

  // ------------------------------------------------ the visitor moves on
  const next = trackedBatch(visitor, "page_view");
  await visitor.goto(second);
  expect((await next).ok()).toBe(true);
  // Well under the 30 s safety refresh: the move must arrive by the push that the new event causes.
  await expect(row(second)).toBeVisible({ timeout: 20_000 });
  await expect(row(first)).toHaveCount(0);
  await expect(sources.getByRole("row").filter({ hasText: source })).toContainText("1");

  await axe.expectNoViolations(page, '[data-testid="live-visitors"]');
  await visitorContext.close();
});
