import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { adminHeaders, adminToken, expect, type Hydrated, test } from "./fixtures";
import { sendContactForm } from "./support/contact-form";

/**
 * Goals and funnels an admin defines in the console count what a visitor does in another browser.
 * Other specs' visitors share the server, so each visitor here comes from a campaign of its own
 * and the page is filtered by it: the figures are then exactly this visitor's.
 */

test.describe.configure({ timeout: 150_000 });

/** A visit that lands from its own campaign, then sends the contact form, in a tracked desktop browser. */
async function campaignVisitorSendsContactForm(browser: Browser, hydrated: Hydrated, campaign: string) {
  const context = await browser.newContext({ userAgent: BROWSER_UA });
  const visitor = await context.newPage();
  const synced = visitor.waitForResponse((r) => r.url().endsWith("/api/client/sync") && r.ok(), { timeout: 60_000 });
  // Sent before the next page opens: a batch sent as a page closes carries the headless browser's own user agent, which the server drops as a bot's.
  const viewed = visitor.waitForResponse(
    (r) => r.url().endsWith("/api/journey/events") && r.ok() && (r.request().postData() ?? "").includes('"page_view"'),
    { timeout: 60_000 },
  );
  await visitor.goto(`/?utm_source=goals-e2e&utm_campaign=${campaign}`);
  await Promise.all([synced, viewed]);
  await sendContactForm(visitor, hydrated, {
    name: "Marta Ilves",
    email: `marta.${campaign}@ilves-logistics.example`,
    message: `We route 300 trucks a day and lose hours on dispatch calls (ref ${campaign}). Could a voice agent help?`,
  });
  await context.close();
}

const sheet = (page: Page, name: string) => page.getByRole("dialog", { name });

test("a goal defined in the console counts a contact form sent in another browser", async ({
  browser,
  adminPage: page,
  hydrated,
  request,
  axe,
}) => {
  const stamp = `goal${Date.now().toString(36)}`;
  const goalName = `Contact ${stamp}`;
  await page.goto(`/admin/journey-analytics?f=utmCampaign:is:${stamp}`);
  await hydrated(page);
  const goals = page.locator("section", { has: page.getByRole("heading", { name: "Goals", exact: true, level: 2 }) });
  await goals.getByRole("button", { name: "Manage goals" }).click();
  const manage = sheet(page, "Manage goals");
  await manage.getByLabel("Kind", { exact: true }).selectOption("event");
  await manage.getByLabel("Event", { exact: true }).selectOption({ label: "Sent the contact form" });
  await manage.getByLabel("Name", { exact: true }).fill(goalName);
  await manage.getByRole("button", { name: "Add goal" }).click();
  await expect(manage.getByText(goalName, { exact: true })).toBeVisible();
  await axe.expectNoViolations(page);
  await manage.getByRole("button", { name: "Close Manage goals" }).click();
  // No visit of this campaign yet: the goal is listed with nothing reached.
  await expect(goals.getByRole("row", { name: new RegExp(`^${goalName}.* 0 —`) })).toBeVisible();

  await campaignVisitorSendsContactForm(browser, hydrated, stamp);

  const headers = adminHeaders(await adminToken(request));
  await expect
    .poll(
      async () => {
        const d = await (await request.get(`/api/admin/analytics/goals?f=utmCampaign:is:${stamp}`, { headers })).json();
        return d.goals.find((g: { name: string }) => g.name === goalName)?.conversions;
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await page.reload();
  // One visit from the campaign, and it sent the form: 1 conversion, 100% of the visits.
  const row = goals.getByRole("row", { name: new RegExp(`^${goalName}.* 1 100%`) });
  await expect(row).toBeVisible({ timeout: 30_000 });

  // The panel's CSV holds the same figures, cut by the page's filters, beside the period before's (none).
  const downloading = page.waitForEvent("download");
  await goals.getByRole("button", { name: "Download CSV of Goals" }).click();
  const csv = await readFile(await (await downloading).path(), "utf8");
  expect(csv).toContain(`Filtered: Campaign is ${stamp}`);
  expect(csv).toContain(`\r\n${goalName},Sent the contact form,1,100,0,\r\n`);

  // The goal filters the whole page by the visits that reached it.
  await row.getByRole("button", { name: goalName }).click();
  await expect(page).toHaveURL(/[?&]f=goal%3Ais%3A[0-9a-f-]{36}/);
  await expect(page.getByRole("region", { name: "Filters" }).getByText(goalName, { exact: true })).toBeVisible();
  await axe.expectNoViolations(page);
});

test("a funnel built in the console shows its steps with the visits at each", async ({
  browser,
  adminPage: page,
  hydrated,
  request,
  axe,
}) => {
  const stamp = `funnel${Date.now().toString(36)}`;
  const funnelName = `Home to message ${stamp}`;
  await campaignVisitorSendsContactForm(browser, hydrated, stamp);
  const headers = adminHeaders(await adminToken(request));
  // The visit is in the summaries once the campaign's sessions count it.
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/admin/analytics?f=utmCampaign:is:${stamp}`, { headers })).json()).sessions,
      { timeout: 60_000 },
    )
    .toBe(1);

  await page.goto(`/admin/journey-analytics?f=utmCampaign:is:${stamp}`);
  await hydrated(page);
  await page.getByRole("button", { name: "New funnel" }).click();
  const builder = sheet(page, "New funnel");
  await builder.getByLabel("Funnel name").fill(funnelName);
  const step = (n: number) => builder.getByRole("group", { name: `Step ${n}`, exact: true });
  await step(1).getByLabel("Page", { exact: true }).fill("/");
  await step(2).getByLabel("Kind", { exact: true }).selectOption("page");
  await step(2).getByLabel("Page", { exact: true }).fill("/contact");
  await builder.getByRole("button", { name: "Add a step" }).click();
  await step(3).getByLabel("Kind", { exact: true }).selectOption("event");
  await step(3).getByLabel("Event", { exact: true }).selectOption({ label: "Sent the contact form" });
  await builder.getByRole("button", { name: "Add a step" }).click();
  await step(4).getByLabel("Kind", { exact: true }).selectOption("event");
  await step(4).getByLabel("Event", { exact: true }).selectOption({ label: "Finished the AI Opportunity Finder quiz" });
  await axe.expectNoViolations(page);
  await builder.getByRole("button", { name: "Save funnel" }).click();
  await expect(builder).toBeHidden();

  const steps = page.getByRole("list", { name: `${funnelName}: sessions at each step` }).getByRole("listitem");
  await expect(steps).toHaveCount(4, { timeout: 30_000 });
  await expect(steps.nth(0)).toHaveText(/^1\. Visited \/\s*1 session(?!s)/);
  await expect(steps.nth(1)).toHaveText(/^2\. Visited \/contact\s*1 session · 100% of the step before/);
  await expect(steps.nth(2)).toHaveText(/^3\. Sent the contact form\s*1 session · 100% of the step before/);
  await expect(steps.nth(3)).toHaveText(
    /^4\. Finished the AI Opportunity Finder quiz\s*0 sessions · 0% of the step before · 1 left/,
  );
  await expect(page.getByText("0 of 1 (0%)")).toBeVisible();
  await axe.expectNoViolations(page);

  // The funnels' CSV: a row per step, the same figures, cut by the page's filters.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV of Your funnels" }).click();
  const csv = await readFile(await (await downloading).path(), "utf8");
  expect(csv).toContain(`Filtered: Campaign is ${stamp}`);
  expect(csv).toContain(
    [
      `${funnelName},1,Visited /,1,,`,
      `${funnelName},2,Visited /contact,1,100,0`,
      `${funnelName},3,Sent the contact form,1,100,0`,
      `${funnelName},4,Finished the AI Opportunity Finder quiz,0,0,1`,
    ].join("\r\n"),
  );
});
