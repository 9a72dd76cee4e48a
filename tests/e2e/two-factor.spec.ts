import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { adminHeaders, adminToken, expect, type Hydrated, test } from "./fixtures";
import { E2E_ADMIN } from "./support/env";

/**
 * Two-factor sign-in through the console: a member sets up an authenticator app on the Security
 * page (after confirming it's them), then signs in with a code the test computes from the secret
 * the page shows, at the server's real time; a recovery code works once.
 */

const PASSWORD = "a member's own long password";

/** A new member (an owner, so nothing is hidden), added through the API by the e2e admin. */
async function newMember(request: Parameters<typeof adminToken>[0]): Promise<string> {
  const email = `totp.${randomUUID().slice(0, 8)}@team.e2e.test`;
  const added = await request.post("/api/admin/admins", {
    headers: adminHeaders(await adminToken(request)),
    data: { email, password: PASSWORD, role: "owner", currentPassword: E2E_ADMIN.password },
  });
  expect(added.status(), await added.text()).toBe(201);
  return email;
}

/** The code of the authenticator app for the period after this one (the server accepts one either side). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function passwordStep(page: Page, hydrated: Hydrated, email: string) {
  // From the page itself: a console query answered 401 meanwhile goes there too, and would abort a page.goto.
  await page.evaluate(() => {
    localStorage.removeItem("adminToken");
    window.location.assign("/admin/login");
  });
  await expect(page).toHaveURL(/\/admin\/login$/);
  await hydrated(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByLabel("Authentication code")).toBeVisible();
}

test("a member sets up an authenticator app, signs in with its code, and uses a recovery code once", async ({
  page,
  request,
  hydrated,
  axe,
}) => {
  test.setTimeout(240_000);
  const email = await newMember(request);

  // Without a second factor, the password alone signs in, as before.
  await page.goto("/admin/login");
  await hydrated(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("link", { name: "Security" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await expect(page.getByRole("table").getByText("This browser")).toBeVisible();
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  // Adding a second factor is sensitive: the password first.
  const sudo = page.getByRole("alertdialog", { name: "Confirm it's you" });
  await sudo.getByLabel("Your password").fill(PASSWORD);
  await sudo.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await axe.expectNoViolations(page);

  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("code: does not match")).toBeVisible();
  await page.getByLabel("Code from the app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  await axe.expectNoViolations(page);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("10 of 10 recovery codes left")).toBeVisible();

  // Signing in now takes the password, then a code from the app.
  await passwordStep(page, hydrated, email);
  await axe.expectNoViolations(page);
  await page.getByLabel("Authentication code").fill("123456");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  await page.getByLabel("Authentication code").fill(await nextCode(secret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator("aside").getByText(`Signed in as ${email}`)).toBeVisible();

  // A recovery code signs in once; the second time it is refused.
  await passwordStep(page, hydrated, email);
  await page.getByLabel("Authentication code").fill(recovery[0]);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await passwordStep(page, hydrated, email);
  await page.getByLabel("Authentication code").fill(recovery[0]);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
