import { readFile } from "node:fs/promises";
import { adminHeaders, adminToken, expect, test } from "./fixtures";
import { E2E_ADMIN } from "./support/env";
import { visitInOwnBrowser as visit } from "./support/visits";

/**
 * Analytics reports that reach people: a panel's CSV holds what the panel shows under the page's
 * filters; a shared link asks for its password in a browser of its own, shows the visitors chart,
 * the goals read-only and nobody's name, and stops at once when revoked.
 */

test("a panel's CSV download holds the rows the page's filters leave", async ({
  browser,
  adminPage: page,
  hydrated,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const source = `csvsource${stamp}`;
  await visit(browser, `/ai-for-small-business?utm_source=${source}&utm_campaign=kept-${stamp}`);
  await visit(browser, `/ai-for-small-business?utm_source=other${stamp}&utm_campaign=dropped-${stamp}`);

  await page.goto(`/admin/journey-analytics?period=today&f=utmSource:is:${source}`);
  await hydrated(page);
  const sources = page.locator("section", {
    has: page.getByRole("heading", { name: "Sources", exact: true, level: 2 }),
  });
  await sources.getByRole("button", { name: "Campaign", exact: true }).click();
  // The summaries catch up in the background: reload until the visit's row is there.
  await expect(async () => {
    await page.reload();
    await sources.getByRole("button", { name: "Campaign", exact: true }).click();
    await expect(sources.getByRole("row", { name: new RegExp(`^kept-${stamp} `) })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  const downloading = page.waitForEvent("download");
  await sources.getByRole("button", { name: "Download CSV of Sources by campaign" }).press("Enter");
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`analytics-sources-campaign-${today}-to-${today}.csv`);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain(`Filtered: Source is ${source}`);
  expect(csv).toContain("Campaign,Visits");
  expect(csv).toContain(`kept-${stamp},1`);
  expect(csv).not.toContain(`dropped-${stamp}`);
});

test("a shared link asks for its password, shows the visitors chart, the goals and no person, and is refused once revoked", async ({
  browser,
  adminPage: page,
  hydrated,
  request,
  axe,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  // A lead with a name and an e-mail: the shared view must show neither.
  const person = { name: `Shared Viewtest ${stamp}`, email: `shared.viewtest.${stamp}@client.example` };
  const message = await request.post("/api/contact", {
    data: { ...person, company: "Viewtest Ltd", interest: "voice", message: "Please call me about a voice agent." },
  });
  expect(message.status(), await message.text()).toBe(201);
  await visit(browser, `/ai-voice?utm_source=shared${stamp}`);
  const headers = adminHeaders(await adminToken(request));
  const goalName = `Shared goal ${stamp}`;
  const goal = await request.post("/api/admin/analytics/goals", {
    headers,
    data: { name: goalName, kind: "page", target: "/ai-voice" },
  });
  expect(goal.status(), await goal.text()).toBe(201);

  await page.goto("/admin/settings");
  await hydrated(page);
  const panel = page.locator("section", {
    has: page.getByRole("heading", { name: "Shared analytics links", exact: true }),
  });
  await panel.getByLabel("Who it is for").fill(`Investors ${stamp}`);
  await panel.getByLabel("Link password").fill("quarterly figures 2026");
  await panel.getByLabel("Your own password").fill(E2E_ADMIN.password);
  await panel.getByRole("button", { name: "Create link" }).click();
  const address = panel.getByRole("textbox", { name: `The link for Investors ${stamp}` });
  await expect(address).toHaveValue(/\/shared-analytics#key=/, { timeout: 30_000 });
  const url = new URL(await address.inputValue());

  // Someone else's browser: no admin token, nothing but the link.
  const context = await browser.newContext();
  const viewer = await context.newPage();
  const calls: string[] = [];
  viewer.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) calls.push(new URL(r.url()).pathname);
  });
  const served = await viewer.goto(`${url.pathname}${url.hash}`);
  // Kept out of search engines from the first byte, before any script runs.
  expect(served?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await hydrated(viewer);
  await expect(viewer.getByRole("heading", { name: "Shared analytics" })).toBeVisible();
  await expect(viewer.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await viewer.getByLabel("Password").fill("not the password");
  await viewer.getByRole("button", { name: "Open the analytics" }).click();
  await expect(viewer.getByText("Incorrect password.")).toBeVisible();
  await viewer.getByLabel("Password").fill("quarterly figures 2026");
  await viewer.getByRole("button", { name: "Open the analytics" }).click();

  await expect(viewer.getByRole("heading", { name: "Site analytics" })).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByText(`Read-only analytics, shared with Investors ${stamp}`)).toBeVisible();
  const chart = viewer.getByRole("figure", { name: "Visitors and page views" });
  await expect(chart).toBeVisible();
  // The chart plots the visitors of each day: today's point is there.
  await expect(chart.getByRole("list", { name: "Legend" })).toContainText("Visitors");
  await expect(viewer.locator("section", { has: viewer.getByRole("heading", { name: "Top pages" }) })).toBeVisible();
  // The goals panel, read-only: the goal's row with its figures, and nothing to click in it.
  const goals = viewer.locator("section", { has: viewer.getByRole("heading", { name: "Goals", exact: true }) });
  await expect(goals.getByRole("row", { name: new RegExp(`^${goalName} Visited /ai-voice \\d+ `) })).toBeVisible();
  await expect(goals.getByRole("button")).toHaveCount(0);
  const html = (await viewer.content()).toLowerCase();
  expect(html).not.toContain(person.name.toLowerCase());
  expect(html).not.toContain(person.email);
  expect(calls.filter((path) => path.startsWith("/api/admin"))).toEqual([]);
  await axe.expectNoViolations(viewer);

  // Revoked in the console: the open view is refused on its next request.
  const row = panel.getByRole("listitem").filter({ hasText: `Investors ${stamp}` });
  await row.getByRole("button", { name: `Revoke the link for Investors ${stamp}` }).click();
  await page.getByRole("button", { name: "Revoke link" }).click();
  await expect(row.getByText("Revoked", { exact: true })).toBeVisible();
  await viewer.getByRole("button", { name: "Last 7 days" }).click();
  await expect(viewer.getByText("This link has been revoked. Ask whoever shared it for a new one.")).toBeVisible();
  await expect(viewer.getByRole("heading", { name: "Site analytics" })).toHaveCount(0);
  await expect(viewer.getByLabel("Password")).toHaveCount(0);
  // Opened afresh, the link is refused when its password is given.
  const again = await context.newPage();
  await again.goto(`${url.pathname}${url.hash}`);
  await hydrated(again);
  await again.getByLabel("Password").fill("quarterly figures 2026");
  await again.getByRole("button", { name: "Open the analytics" }).click();
  await expect(again.getByText("This link has been revoked. Ask whoever shared it for a new one.")).toBeVisible();
  await context.close();
  const removed = await request.delete(`/api/admin/analytics/goals/${(await goal.json()).id}`, { headers });
  expect(removed.status()).toBe(204);
});
