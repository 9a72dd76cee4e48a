import { expect, test } from "@playwright/test";
import { publicStaticPaths, solutionPath } from "#common/route-table";
import { solutionSlugs } from "#content/solutions/slugs";
import { axeViolations, preloadAxe } from "./support/axe";

/**
 * Quality gate over every prerendered public page: no axe-core violation and no horizontal
 * overflow, at a phone and a desktop width. The 104 solution pages share one template: a spread
 * of them (first, middle, last) is checked at both widths, and every one of them at the phone
 * width, where their content (long names, lists) is most likely to break.
 */
const sampledSolutions = [0, Math.floor(solutionSlugs.length / 2), solutionSlugs.length - 1].map((i) =>
  solutionPath(solutionSlugs[i]),
);
const ROUTES = [...publicStaticPaths, ...sampledSolutions];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test.describe("accessibility of every public page", () => {
  // Two full page loads and two axe runs per test.
  test.describe.configure({ timeout: 90_000 });
  for (const route of ROUTES) {
    test(`${route} has no axe-core violations at 390 and 1440 px`, async ({ page }) => {
      await preloadAxe(page);
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto(route);
        await expect(page.locator("[data-loading-screen]")).toHaveCount(0);
        await expect(page.locator("main").first()).toBeVisible();
        expect(await axeViolations(page), `${route} at ${viewport.width} px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route} overflows horizontally at ${viewport.width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});

/** The solution pages in groups of this many: one tab walks a group (a test per page would cost a fresh context each). */
const SOLUTIONS_PER_TEST = 13;

test.describe("accessibility of every solution page", () => {
  // 13 pages at several seconds each on a loaded machine: sized well beyond a quiet run's 30 s.
  test.describe.configure({ timeout: 180_000 });
  for (let start = 0; start < solutionSlugs.length; start += SOLUTIONS_PER_TEST) {
    const slugs = solutionSlugs.slice(start, start + SOLUTIONS_PER_TEST);
    test(`solution pages ${start + 1}-${start + slugs.length} have no axe-core violations at 390 px`, async ({
      page,
    }) => {
      await preloadAxe(page);
      await page.setViewportSize(WIDTHS[0]);
      const problems: string[] = [];
      for (const slug of slugs) {
        const route = solutionPath(slug);
        await page.goto(route);
        await expect(page.locator("[data-loading-screen]")).toHaveCount(0);
        await expect(page.locator("main").first()).toBeVisible();
        for (const violation of await axeViolations(page)) problems.push(`${route}: ${violation}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${route}: overflows horizontally by ${overflow} px`);
      }
      expect(problems).toEqual([]);
    });
  }
});
