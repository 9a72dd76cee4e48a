import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminHeaders, confirmItsMe, expect, type Hydrated, test } from "./fixtures";
import { E2E_ADMIN, E2E_PORT } from "./support/env";

/**
 * Passkeys through the console with Chromium's virtual authenticator (a platform authenticator
 * that holds discoverable credentials and verifies the user at once): one is added on the Security
 * page, then used as the second step after the password, and alone instead of the password; a
 * removed one signs nothing in.
 *
 * Browsers accept no IP address as a passkey's relying party, and the server binds passkeys to
 * localhost on its port when SITE_URL is unset: this spec opens the site at localhost.
 */
test.use({ baseURL: `http://localhost:${E2E_PORT}` });

const PASSWORD = "a member's own long password";

/** The server's own address for API calls: Node may resolve localhost to ::1, where it does not listen. */
const API = `http://127.0.0.1:${E2E_PORT}`;

/** A new Sales member, added through the API by the e2e admin. */
async function newMember(request: APIRequestContext): Promise<string> {
  const email = `passkey.${randomUUID().slice(0, 8)}@team.e2e.test`;
  const login = await request.post(`${API}/api/admin/login`, { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const added = await request.post(`${API}/api/admin/admins`, {
    headers: adminHeaders((await login.json()).token),
    data: { email, password: PASSWORD, role: "sales", currentPassword: E2E_ADMIN.password },
  });
  expect(added.status(), await added.text()).toBe(201);
  return email;
}

/** A virtual platform authenticator in this page's browser, with the user verified on every use. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  return { credentials };
}

/**
 * Forgets the token and opens the sign-in page from the page itself: a console query answered 401
 * meanwhile sends the page there too, where a page.goto racing it would be aborted.
 */
async function signOut(page: Page, hydrated: Hydrated) {
  await page.evaluate(() => {
    localStorage.removeItem("adminToken");
    window.location.assign("/admin/login");
  });
  await expect(page).toHaveURL(/\/admin\/login$/);
  await hydrated(page);
}

/** Signs in with the password (no second factor yet) and adds a passkey named `name` on the Security page. */
async function addPasskeyOnSecurityPage(page: Page, hydrated: Hydrated, email: string, name: string) {
  await page.goto("/admin/login");
  await hydrated(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("link", { name: "Security" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();

  await page.getByRole("button", { name: "Add a passkey" }).click();
  await page.getByLabel("Name of the new passkey").fill(name);
  await page.getByRole("button", { name: "Create passkey" }).click();
  // Adding a way to sign in is sensitive: the password first.
  await confirmItsMe(page, PASSWORD);
  // A table, or cards where the panel is narrow: either way named "Your passkeys".
  const passkeys = page.getByLabel("Your passkeys");
  await expect(passkeys).toContainText(name);
  await expect(passkeys).toContainText("Not yet");
}

test("a passkey added on the Security page is the second step after the password", async ({
  page,
  request,
  hydrated,
  axe,
}) => {
  test.setTimeout(180_000);
  const authenticator = await addVirtualAuthenticator(page);
  const email = await newMember(request);
  await addPasskeyOnSecurityPage(page, hydrated, email, "Work laptop");
  // The browser made a discoverable passkey, and the site kept only its public half.
  expect(await authenticator.credentials()).toHaveLength(1);
  await expect(page.getByText("On with passkeys. Signing in asks for one of your passkeys")).toBeVisible();
  await axe.expectNoViolations(page);

  await signOut(page, hydrated);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The password is not enough any more: the passkey is asked for, and no code field is shown.
  const usePasskey = page.getByRole("button", { name: "Use your passkey" });
  await expect(usePasskey).toBeVisible();
  await expect(page.getByLabel("Authentication code")).toHaveCount(0);
  await axe.expectNoViolations(page);
  await usePasskey.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("link", { name: "Security" }).first().click();
  const passkeys = page.getByLabel("Your passkeys");
  await expect(passkeys).toContainText("Work laptop");
  // Last used: now, no longer "Not yet".
  await expect(passkeys).not.toContainText("Not yet");
});

test("a passkey signs in alone instead of the password, confirms a sensitive action, and once removed signs nothing in", async ({
  page,
  request,
  hydrated,
}) => {
  test.setTimeout(180_000);
  await addVirtualAuthenticator(page);
  const email = await newMember(request);
  await addPasskeyOnSecurityPage(page, hydrated, email, "Phone");

  await signOut(page, hydrated);
  // No e-mail, no password: the browser offers the passkey it holds for this site.
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("link", { name: "Security" }).first().click();

  // A new session has not confirmed yet: removing asks, and the passkey itself answers.
  await page.getByRole("button", { name: "Remove passkey: Phone" }).click();
  const sudo = page.getByRole("alertdialog", { name: "Confirm it's you" });
  await sudo.getByRole("button", { name: "Use your passkey" }).click();
  await expect(sudo).toBeHidden();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();

  await signOut(page, hydrated);
  // The authenticator still holds it, but the site no longer accepts it.
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("That passkey was not accepted");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
