// How a prerendered page behaves while it loads: what is kept through hydration, what works before
// the scripts start, and that nothing typed before hydration is lost (docs/decisions/0007, 0008).
import type { Page } from "@playwright/test";
import { formatCurrency } from "#common/format/number";
import { type CostInput, calculateCost } from "#common/tools/calculators/cost";
import { calculateRoi } from "#common/tools/calculators/roi";
import { landingFaqs } from "#content/faqs";
import { companySizeLabels, costDefaults, costSolutionOptions } from "#content/tools/cost";
import { roiDefaults, roiFieldCopy } from "#content/tools/roi";
import { expect, openWithScriptsHeld, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };

/** A flag on `window` that only survives if the document is never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => "__sameDocument" in window);

test.describe("kept markup", () => {
  test("a landing section kept without its code keeps its text, and its link navigates client-side", async ({
    page,
    hydrated,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const teaser = page.locator('section[aria-labelledby="catalog-heading"]');
    await expect(teaser.getByRole("heading", { level: 2 })).toBeVisible();
    const link = teaser.locator('a[href^="/"]').first();
    const href = (await link.getAttribute("href")) ?? "";
    await markDocument(page);
    await link.click();
    await expect(page).toHaveURL(new URL(href, page.url()).toString());
    expect(await sameDocument(page)).toBe(true);
  });
});

test.describe("before the scripts start", () => {
  test("a tap on the phone menu opens it, and it stays open and closes once the page is hydrated", async ({
    page,
    hydrated,
  }) => {
    await page.setViewportSize(PHONE);
    const scripts = await openWithScriptsHeld(page, "/about");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.locator("[data-mobile-menu]");
    await expect(menu.getByRole("link", { name: "Security", exact: true })).toBeVisible();
    expect(scripts.asked()).toBe(true);

    scripts.release();
    await hydrated(page);
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await close.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a tap on a landing FAQ card opens it", async ({ page, hydrated }) => {
    const scripts = await openWithScriptsHeld(page, "/");
    const faq = page.locator('section[aria-labelledby="faq-heading"]');
    await faq.getByText(landingFaqs[2].question).click();
    await expect(faq.getByText(landingFaqs[2].answer)).toBeVisible();
    scripts.release();
    await hydrated(page);
    await expect(faq.getByText(landingFaqs[2].answer)).toBeVisible();
  });
});

test.describe("nothing typed before hydration is lost", () => {
  test("ROI calculator: values typed before the scripts start are the ones it computes with", async ({
    page,
    hydrated,
  }) => {
    const scripts = await openWithScriptsHeld(page, "/roi-overview");
    const typed = { ...roiDefaults, teamSize: 97, hourlyCost: 51 };
    await page.getByLabel(roiFieldCopy.teamSize.label, { exact: true }).fill("97");
    await page.getByLabel(roiFieldCopy.hourlyCost.label, { exact: true }).fill("51");
    scripts.release();
    await hydrated(page);
    await expect(page.getByLabel(roiFieldCopy.teamSize.label, { exact: true })).toHaveValue("97");
    await expect(page.getByTestId("roi-net")).toHaveText(formatCurrency(calculateRoi(typed).netBenefitMonthly));
  });

  test("cost calculator: choices and numbers made before the scripts start are the ones it estimates with", async ({
    page,
    hydrated,
  }) => {
    const scripts = await openWithScriptsHeld(page, "/ai-cost-calculator");
    const typed: CostInput = { ...costDefaults, companySize: "51-200", integrations: 6 };
    await page.getByLabel("Company size").selectOption({ label: companySizeLabels[typed.companySize] });
    await page.getByLabel("Systems to connect").fill(String(typed.integrations));
    const extra = costSolutionOptions.find((option) => !costDefaults.solutions.includes(option.id));
    if (!extra) throw new Error("every solution is ticked by default");
    await page.getByRole("checkbox", { name: extra.label }).check();
    typed.solutions = costSolutionOptions
      .map((o) => o.id)
      .filter((id) => [...costDefaults.solutions, extra.id].includes(id));
    scripts.release();
    await hydrated(page);
    const estimate = calculateCost(typed);
    await expect(page.getByTestId("cost-range")).toHaveText(
      `${formatCurrency(estimate.monthlyLow)}–${formatCurrency(estimate.monthlyHigh)}/month`,
    );
  });
});
