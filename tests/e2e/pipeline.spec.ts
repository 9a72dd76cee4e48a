import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import type { LeadListResponse } from "#common/leads";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { adminHeaders, adminToken, confirmItsMe, expect, test } from "./fixtures";
import { E2E_ADMIN } from "./support/env";

/**
 * Working through the inbox: several leads selected and assigned, then moved to a stage, in one
 * step each (all or none); `j`/`k` move between leads, Enter opens one, Esc closes it. The board:
 * deals moved across the stages by mouse and by keyboard, with each stage's count and value.
 */

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

async function sendLeads(request: APIRequestContext, names: string[], stamp: string) {
  for (const [i, name] of names.entries()) {
    const sent = await request.post("/api/contact", {
      headers: { "user-agent": BROWSER_UA },
      data: {
        name,
        email: `lead${i}.${stamp}@northwind-holdings.example`,
        company: "Northwind Holdings",
        interest: "voice",
        message: `Lead ${i} of a batch: we would like a call about after-hours answering (${stamp}).`,
      },
    });
    expect(sent.status()).toBe(201);
  }
}

test("select leads, assign them and move them to a stage at once; j and k walk the list, Enter opens, Esc closes", async ({
  adminPage: page,
  axe,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const names = ["Beatriz Okonkwo-Hallström", "Cornelius Abernathy", "Dagny Fitzwilliam"].map((n) => `${n} ${stamp}`);
  await sendLeads(request, names, stamp);

  await page.goto(`/admin/leads?q=${stamp}`);
  const rows = page.getByRole("row").filter({ hasText: stamp });
  await expect(rows).toHaveCount(3);
  await page.getByRole("checkbox", { name: `Select ${names[0]}` }).check();
  await page.getByRole("checkbox", { name: `Select ${names[2]}` }).check();
  const bar = page.getByRole("toolbar", { name: "Selected leads" });
  await expect(bar).toContainText("2 leads selected");
  await axe.expectNoViolations(page);

  await bar.getByLabel("Assign to").selectOption({ label: E2E_ADMIN.email });
  await bar.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("2 leads updated", { exact: true })).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(rows.filter({ hasText: E2E_ADMIN.email })).toHaveCount(2);

  await page.getByRole("checkbox", { name: `Select ${names[0]}` }).check();
  await page.getByRole("checkbox", { name: `Select ${names[1]}` }).check();
  await bar.getByLabel("Move to").selectOption("lost");
  await expect(bar.getByRole("button", { name: "Move" })).toBeDisabled();
  await bar.getByLabel("Why were they lost?").fill("Went with their phone company's bundle");
  await bar.getByRole("button", { name: "Move" }).click();
  await expect(rows.filter({ hasText: "Lost" })).toHaveCount(2);
  await expect(rows.filter({ hasText: names[2] })).toContainText("New");

  // The keyboard: j from nowhere takes the first lead, j again the next, k back; Enter opens it.
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: names[2] })).toBeFocused();
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: names[1] })).toBeFocused();
  await page.keyboard.press("k");
  await expect(page.getByRole("link", { name: names[2] })).toBeFocused();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Lead" });
  await expect(drawer).toContainText(names[2]);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

test("the board: a deal dragged to another stage, another moved by keyboard, each stage's count and value follow", async ({
  adminPage: page,
  axe,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const names = ["Ingrid Vasquez-Lindqvist", "Tobias Achterberg"].map((n) => `${n} ${stamp}`);
  await sendLeads(request, names, stamp);
  const token = await adminToken(request);
  const found = await request.get(`/api/admin/leads?q=${stamp}`, { headers: adminHeaders(token) });
  const ids = Object.fromEntries(((await found.json()) as LeadListResponse).items.map((l) => [l.name, l.id]));
  for (const [name, dealValue] of [
    [names[0], 48_000],
    [names[1], 12_500],
  ] as const) {
    const set = await request.patch(`/api/admin/leads/${encodeURIComponent(ids[name])}`, {
      headers: adminHeaders(token),
      data: { dealValue },
    });
    expect(set.status()).toBe(200);
  }

  // Only this test's deals (the search filter), so the totals are known.
  await page.goto(`/admin/leads?q=${stamp}`);
  await page.getByRole("button", { name: "Board" }).click();
  await expect(page).toHaveURL(/view=board/);
  const stage = (label: string) => page.getByRole("region", { name: label, exact: true });
  const card = (name: string) => page.locator("[data-card]").filter({ hasText: name });
  await expect(stage("New")).toContainText("2 deals");
  await expect(stage("New")).toContainText("$60,500");
  await axe.expectNoViolations(page);

  // By mouse: Ingrid's card dragged onto Qualified.
  const from = await card(names[0]).boundingBox();
  const to = await stage("Qualified").boundingBox();
  if (!from || !to) throw new Error("the card or the column is not on screen");
  await page.mouse.move(from.x + 20, from.y + from.height - 12);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + from.height, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
  await expect(stage("Qualified").locator("[data-card]")).toContainText(names[0]);
  await expect(stage("Qualified")).toContainText("1 deal");
  await expect(stage("Qualified")).toContainText("$48,000");
  await expect(stage("New")).toContainText("$12,500");

  // By keyboard: the right arrow on Tobias's "Move to" button moves him one stage on, and keeps the focus.
  const move = page.getByRole("button", { name: `Move ${names[1]} to…` });
  await move.focus();
  await page.keyboard.press("ArrowRight");
  await expect(stage("Contacted").locator("[data-card]")).toContainText(names[1]);
  await expect(move).toBeFocused();
  await expect(page.getByText(`${names[1]} moved to Contacted.`)).toBeAttached();
  // The menu: Lost asks for the reason first.
  await move.press("Enter");
  await page.getByRole("menuitem", { name: "Lost" }).click();
  const ask = page.getByRole("alertdialog", { name: `Mark ${names[1]} as lost` });
  await ask.getByLabel("Why was it lost?").fill("Budget moved to next year");
  await ask.getByRole("button", { name: "Mark as lost" }).click();
  await expect(stage("Lost").locator("[data-card]")).toContainText(names[1]);
  await expect(stage("Contacted")).toContainText("0 deals");

  // The board's CSV holds the deals its filters match (its "view" is a layout, not a filter).
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  await confirmItsMe(page);
  const csv = fs
    .readFileSync(await (await download).path(), "utf8")
    .trim()
    .split("\r\n");
  expect(csv).toHaveLength(3);
  expect(csv.slice(1).join("\n")).toContain(names[0]);

  // Saved on the server: the list view shows the new stages after a reload.
  await page.reload();
  await expect(stage("Qualified").locator("[data-card]")).toContainText(names[0]);
  await page.getByRole("button", { name: "List" }).click();
  await expect(page.getByRole("row").filter({ hasText: names[1] })).toContainText("Lost");
  await expect(page.getByRole("row").filter({ hasText: names[0] })).toContainText("Qualified");
});
