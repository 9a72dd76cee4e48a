import type { Page } from "@playwright/test";
import { formatInteger } from "#common/format/number";
import { chartPoints, SAMPLE_DAYS, sampleSeries } from "#common/tools/calculators/dashboard";
import { dashboardMetricCopy, sampleShapes } from "#content/tools/dashboard";
import { expect, type Hydrated, test } from "./fixtures";

/** The preview's calls per day over the default 30 days, as the page computes them. */
const calls = chartPoints(sampleSeries(sampleShapes.calls, SAMPLE_DAYS, sampleShapes.calls.seed), 30);
const label = dashboardMetricCopy.calls.label;

async function openDashboard(page: Page, hydrated: Hydrated) {
  await page.goto("/enterprise-dashboard");
  await hydrated(page);
  return page.locator("figure", { hasText: `${label} per day` });
}

test("pointing at a chart bar shows its exact value at once, beside the pointer, with a crosshair", async ({
  page,
  hydrated,
}) => {
  const chart = await openDashboard(page, hydrated);
  const tooltip = chart.getByRole("tooltip");
  const crosshair = chart.locator("[data-chart-crosshair]");
  const bar = chart.locator("[data-chart-point]").nth(4);
  await bar.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox()) as { x: number; y: number; width: number; height: number };

  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
  await expect(tooltip).toHaveText(`${calls[4].label}${label}: ${formatInteger(calls[4].value)}`);
  // The crosshair marks the bar's middle; the tooltip follows the pointer across the bar.
  const line = (await crosshair.boundingBox()) as { x: number; width: number };
  expect(Math.abs(line.x + line.width / 2 - (box.x + box.width / 2))).toBeLessThanOrEqual(2);
  const tipAt = async () => ((await tooltip.boundingBox()) as { x: number }).x;
  const first = await tipAt();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await expect.poll(tipAt).toBeCloseTo(first + box.width * 0.6, 0);
  await expect(tooltip).toHaveText(`${calls[4].label}${label}: ${formatInteger(calls[4].value)}`);

  // The next bar's figures as soon as the pointer reaches it; leaving the chart closes it.
  await chart.locator("[data-chart-point]").nth(5).hover();
  await expect(tooltip).toHaveText(`${calls[5].label}${label}: ${formatInteger(calls[5].value)}`);
  await page.mouse.move(2, 2);
  await expect(tooltip).toHaveCount(0);
  await expect(crosshair).toHaveCount(0);
});

test("a chart tooltip shows within 100 ms of hovering", async ({ page, hydrated }) => {
  const chart = await openDashboard(page, hydrated);
  const bar = chart.locator("[data-chart-point]").nth(7);
  await bar.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox()) as { x: number; y: number; width: number; height: number };
  // Measured in the page: from the pointer's first move (its event time) to the tooltip in the document and visible.
  await page.evaluate(() => {
    const seen = { movedAt: 0, shownAt: 0 };
    Object.assign(window, { __chartTip: seen });
    addEventListener(
      "pointermove",
      (e) => {
        seen.movedAt ||= e.timeStamp;
      },
      { capture: true },
    );
    new MutationObserver(() => {
      const tip = document.querySelector<HTMLElement>('figure [role="tooltip"]');
      if (tip && !seen.shownAt && tip.checkVisibility()) seen.shownAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(chart.getByRole("tooltip")).toBeVisible();
  const { movedAt, shownAt } = await page.evaluate(
    () => (window as unknown as { __chartTip: { movedAt: number; shownAt: number } }).__chartTip,
  );
  expect(movedAt).toBeGreaterThan(0);
  expect(shownAt - movedAt).toBeLessThan(100);
});

test("focusing a chart bar shows its value; arrow keys move between bars", async ({ page, hydrated }) => {
  const chart = await openDashboard(page, hydrated);
  const tooltip = chart.getByRole("tooltip");
  const last = calls.length - 1;

  // One tab stop per chart, on the latest bar.
  await chart.getByRole("group").getByRole("img").nth(last).focus();
  await expect(chart.locator("[data-chart-point]").nth(last)).toHaveAttribute("tabindex", "0");
  await expect(chart.locator('[data-chart-point][tabindex="0"]')).toHaveCount(1);
  await expect(tooltip).toHaveText(`${calls[last].label}${label}: ${formatInteger(calls[last].value)}`);
  await expect(chart.locator("[data-chart-point]").nth(last)).toHaveAccessibleName(
    `${calls[last].label}: ${label} ${formatInteger(calls[last].value)}`,
  );

  await page.keyboard.press("ArrowLeft");
  await expect(chart.locator("[data-chart-point]").nth(last - 1)).toBeFocused();
  await expect(tooltip).toHaveText(`${calls[last - 1].label}${label}: ${formatInteger(calls[last - 1].value)}`);
  await page.keyboard.press("Home");
  await expect(tooltip).toHaveText(`${calls[0].label}${label}: ${formatInteger(calls[0].value)}`);
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);
});

test("the chart has a y-axis and its figures as a table", async ({ page, hydrated }) => {
  const chart = await openDashboard(page, hydrated);
  // The value axis starts at zero and labels round steps.
  await expect(chart.getByText("0", { exact: true }).first()).toBeVisible();
  const table = chart.getByRole("table", { name: `${label} per day`, includeHidden: true });
  await expect(table.locator("tbody tr")).toHaveCount(calls.length);
  await chart.getByText("Show the figures as a table").click();
  await expect(table).toBeVisible();
  await expect(table.locator("tbody tr").first()).toHaveText(`${calls[0].label}${formatInteger(calls[0].value)}`);
});
