import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { expect, test } from "./fixtures";
import { sendContactForm, trackedBatch } from "./support/contact-form";

/**
 * The money end to end: a visitor comes by an e-mail campaign and writes; an admin gives the
 * lead a value and marks it Won in the lead's drawer; the revenue page then shows the campaign
 * with its visitor, lead, qualified and won deal and the revenue, and keeps the chosen breakdown
 * in the address. Other specs add visitors and deals beside it, so only this campaign's row is
 * exact.
 */

test.describe.configure({ timeout: 120_000 });
// Wide enough for the leads table beside the sidebar with this lead's long e-mail and company.
test.use({ viewport: { width: 1440, height: 900 } });

test("a deal won from a campaign shows on the revenue page under that campaign, with its value", async ({
  axe,
  browser,
  adminPage: page,
  hydrated,
}) => {
  const stamp = Date.now().toString(36);
  const campaign = `winter-${stamp}`;
  const visitor = {
    name: "Marguerite Castellanos",
    email: `marguerite.${stamp}@castellanos-clinics.example`,
    company: "Castellanos Family Clinics",
    message: `We want our after-hours calls answered and booked (ref ${stamp}).`,
  };

  // ------------------------------------------------ the visitor lands from the newsletter and writes
  const visitorContext = await browser.newContext({ userAgent: BROWSER_UA });
  const visitorPage = await visitorContext.newPage();
  const landed = trackedBatch(visitorPage, "page_view");
  await visitorPage.goto(`/ai-voice?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await hydrated(visitorPage);
  expect((await landed).ok()).toBe(true);
  await sendContactForm(visitorPage, hydrated, visitor);
  await visitorContext.close();

  // ------------------------------------------------ the admin values the deal and wins it
  await page.goto(`/admin/leads?q=${stamp}`);
  const row = page.getByRole("row").filter({ hasText: visitor.email });
  await expect(row).toContainText(`newsletter / ${campaign}`);
  await row.getByRole("link", { name: visitor.name }).click();
  const drawer = page.getByRole("dialog", { name: "Lead" });
  await drawer.getByLabel("Deal value (USD)").fill("42 x");
  await expect(drawer.getByText("A whole amount, up to 1,000,000,000.")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Save changes" })).toBeDisabled();
  await drawer.getByLabel("Deal value (USD)").fill("42,000");
  await drawer.getByLabel("Expected close").fill("2031-01-31");
  await drawer.getByLabel("Status").selectOption("won");
  await drawer.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("Saved: status Won, value $42,000, expected close 2031-01-31.", { exact: true }),
  ).toBeVisible();
  await drawer.getByRole("button", { name: "Close lead" }).click();
  await expect(row).toContainText("Won");
  await expect(row).toContainText("$42,000");

  // ------------------------------------------------ the revenue page, by campaign
  await page.getByRole("link", { name: "Revenue" }).click();
  await expect(page.getByRole("heading", { name: "Revenue", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "30 days", pressed: true })).toBeVisible();
  await page.getByLabel("Break down by").selectOption("utmCampaign");
  await expect(page).toHaveURL(/[?&]by=utmCampaign/);
  const table = page.getByRole("table", { name: /by utm campaign/i });
  const campaignRow = table.getByRole("row").filter({ hasText: campaign });
  // Campaign, visitors, leads, qualified, won, revenue.
  await expect(campaignRow.getByRole("cell")).toHaveText([campaign, "1", "1", "1", "1", "$42,000"]);
  const won = page.getByTestId("revenue-won");
  await expect(won).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
  expect(Number((await won.textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(42_000);
  await axe.expectNoViolations(page);

  // The breakdown and the period are kept in the address: a reload or a shared link shows the same.
  await page.getByRole("button", { name: "7 days" }).click();
  await expect(page).toHaveURL(/period=7d/);
  await page.reload();
  await expect(page.getByLabel("Break down by")).toHaveValue("utmCampaign");
  await expect(page.getByRole("button", { name: "7 days", pressed: true })).toBeVisible();
  await expect(campaignRow.getByRole("cell")).toHaveText([campaign, "1", "1", "1", "1", "$42,000"]);
});
