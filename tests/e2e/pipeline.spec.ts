import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { expect, test } from "./fixtures";
import { E2E_ADMIN } from "./support/env";

/**
 * Working through the inbox: several leads selected and assigned, then moved to a stage, in one
 * step each (all or none); `j`/`k` move between leads, Enter opens one, Esc closes it.
 */

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test("select leads, assign them and move them to a stage at once; j and k walk the list, Enter opens, Esc closes", async ({
  adminPage: page,
  axe,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const names = ["Beatriz Okonkwo-Hallström", "Cornelius Abernathy", "Dagny Fitzwilliam"].map((n) => `${n} ${stamp}`);
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
