import { randomUUID } from "node:crypto";
import { invitationMessages } from "#common/team";
import { adminHeaders, adminToken, expect, test } from "./fixtures";
import { E2E_ADMIN, E2E_RECEIVER_PORTS } from "./support/env";

interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** What the test SMTP server (started with the e2e server) received. */
const mails = async (): Promise<Mail[]> =>
  (await fetch(`http://127.0.0.1:${E2E_RECEIVER_PORTS.inspect}/mails`)).json() as Promise<Mail[]>;

const tag = () => randomUUID().slice(0, 8);

test("an owner invites a Sales member by e-mail; the link in the mail lets them choose a password and signs them in, once", async ({
  adminPage: page,
  browser,
  hydrated,
  axe,
}) => {
  const email = `mira.${tag()}@team.e2e.test`;
  await page.goto("/admin/team");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Change role of / }).first()).toBeVisible();
  await axe.expectNoViolations(page);
  const form = page.locator("section", { has: page.getByRole("heading", { name: "Invite a member" }) });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Name").fill("Mira Okafor");
  await form.getByLabel("Role").selectOption("sales");
  await form.getByLabel(/Your password/).fill(E2E_ADMIN.password);
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByText(email)).toBeVisible({ timeout: 15_000 });

  // The mail reaches the SMTP server with the single-use link.
  const mailFor = async () => (await mails()).find((m) => m.to.includes(email));
  await expect.poll(mailFor, { timeout: 60_000 }).toBeTruthy();
  const mail = (await mailFor()) as Mail;
  expect(mail.subject).toContain("invited to the");
  expect(mail.text).toContain("Hello Mira Okafor,");
  expect(mail.text).toContain("as Sales");
  const link = mail.text.match(/https?:\/\/\S+\/admin\/invite#token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const { pathname, hash } = new URL(link as string);

  // The invitee, in a browser of their own, opens the link.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(pathname + hash);
  await hydrated(invitee);
  await expect(invitee.getByRole("heading", { name: "Join the team" })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible({ timeout: 15_000 });
  await expect(invitee.getByText("Sales", { exact: true })).toBeVisible();
  await axe.expectNoViolations(invitee);
  await invitee.getByLabel(/Choose a password/).fill("mira's own long password");
  await invitee.getByLabel("Repeat the password").fill("mira's own long password");
  await invitee.getByRole("button", { name: "Join and sign in" }).click();
  await expect(invitee).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
  const nav = invitee.getByRole("navigation", { name: "Admin" }).first();
  await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Journey analytics" })).toHaveCount(0);

  // The link works once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(pathname + hash);
  await expect(again.getByText(invitationMessages.used)).toBeVisible({ timeout: 15_000 });

  // The owner sees the new member with their role.
  await page.reload();
  const members = page.getByRole("table", { name: "Team members" });
  await expect(members.getByRole("row", { name: /Mira Okafor/ })).toContainText("Sales");
});

test("a Sales member is refused on analytics: 403 from the API, and the console hides it", async ({
  browser,
  request,
  hydrated,
}) => {
  const email = `sam.${tag()}@team.e2e.test`;
  const password = "sam's long sales password";
  const owner = adminHeaders(await adminToken(request));
  const added = await request.post("/api/admin/admins", {
    headers: owner,
    data: { email, name: "Sam Reyes", password, role: "sales", currentPassword: E2E_ADMIN.password },
  });
  expect(added.status(), await added.text()).toBe(201);
  const login = await request.post("/api/admin/login", { data: { email, password } });
  const token = ((await login.json()) as { token: string }).token;

  for (const url of ["/api/admin/analytics", "/api/admin/analytics/sessions"]) {
    const refused = await request.get(url, { headers: adminHeaders(token) });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: "Your role (Sales) does not allow this. Ask an owner of the team if you need it.",
    });
  }
  // What the role does open still answers.
  expect((await request.get("/api/admin/leads", { headers: adminHeaders(token) })).status()).toBe(200);

  const context = await browser.newContext();
  await context.addInitScript((t) => window.localStorage.setItem("adminToken", t), token);
  const page = await context.newPage();
  await page.goto("/admin/leads");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Admin" }).first();
  await expect(nav.getByRole("link", { name: "Leads" })).toBeVisible({ timeout: 15_000 });
  await expect(nav.getByRole("link", { name: "Journey analytics" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Redirects" })).toHaveCount(0);
  // Sales may export the people they work with.
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
  // Typed in by hand, the analytics page says why it shows nothing.
  await page.goto("/admin/journey-analytics");
  await expect(page.getByText(/Your role \(Sales\) does not allow this/).first()).toBeVisible({ timeout: 15_000 });
  await context.close();
});
