import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicStaticPaths, solutionPath } from "../../common/route-table";
import { solutionSlugs } from "../../content/solution-slugs";

/**
 * Quality gate over every prerendered public page: no axe-core violation and no horizontal
 * overflow, at a phone and a desktop width. The 104 solution pages share one template, so a
 * spread of them (first, middle, last) stands for all.
 */
const sampledSolutions = [0, Math.floor(solutionSlugs.length / 2), solutionSlugs.length - 1].map((i) => solutionPath(solutionSlugs[i]));
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
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto(route);
        await expect(page.locator("[data-loading-screen]")).toHaveCount(0);
        await expect(page.locator("main").first()).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(violations, `${route} at ${viewport.width} px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route} overflows horizontally at ${viewport.width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});
