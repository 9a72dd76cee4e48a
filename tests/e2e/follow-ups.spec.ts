import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { adminToken, expect, test } from "./fixtures";
import { E2E_ADMIN, E2E_RECEIVER_PORTS } from "./support/env";

/**
 * Nothing forgotten: a lead whose follow-up date has passed shows on the dashboard as overdue and
 * in the inbox's "Follow-up due" view, which lives in the address so it can be shared as a link;
 * its owner is reminded by e-mail when it falls due; an admin can ask for a daily digest. The
 * e-mails arrive at the real SMTP server the e2e site notifies.
 */

test.describe.configure({ timeout: 150_000 });

interface Mail {
  to: string[];
  subject: string;
  text: string;
}
test.use({ viewport: { width: 1440, height: 900 } });

test("an overdue follow-up shows on the dashboard and in the Follow-up due view, kept in the address", async ({
  adminPage: page,
  axe,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Rosalind Achterberg ${stamp}`;
  const sent = await request.post("/api/contact", {
    headers: { "user-agent": BROWSER_UA },
    data: {
      name,
      email: `rosalind.${stamp}@achterberg-logistics.example`,
      company: "Achterberg Logistics",
      interest: "voice",
      message: "Our dispatch line rings all night. Could an assistant take the calls?",
    },
  });
  expect(sent.status()).toBe(201);
  const id = `contact:${(await sent.json()).id}`;
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const token = await adminToken(request);
  const set = await request.patch(`/api/admin/leads/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: "contacted", followUpOn: yesterday },
  });
  expect(set.status()).toBe(200);

  await page.goto("/admin/dashboard");
  const due = page.getByTestId("follow-ups-due");
  await expect(due).toContainText(/Overdue: \d+ follow-ups?/);
  await due.click();
  await expect(page).toHaveURL(/\/admin\/leads\?view=due$/);
  await expect(page.getByRole("button", { name: "Follow-up due", pressed: true })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Contacted");
  await axe.expectNoViolations(page);

  // Another view leaves it out; the link to the due view brings it back.
  await page.getByRole("button", { name: "Hot, unanswered after 24 h" }).click();
  await expect(page).toHaveURL(/view=hot-unanswered/);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await page.goto("/admin/leads?view=due");
  await expect(row).toBeVisible();

  // Once the follow-up moves to next week it is no longer due.
  await request.patch(`/api/admin/leads/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { followUpOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) },
  });
  await page.reload();
  await expect(page.getByRole("button", { name: "Follow-up due", pressed: true })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("the owner of a lead whose follow-up falls due today gets one reminder e-mail with a link to the lead", async ({
  adminPage: page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Ingrid Vasquez-Lindqvist ${stamp}`;
  const sent = await request.post("/api/contact", {
    headers: { "user-agent": BROWSER_UA },
    data: {
      name,
      email: `ingrid.${stamp}@lindqvist-veterinary.example`,
      company: "Lindqvist Veterinary Partners",
      interest: "voice",
      message: "We lose bookings when the front desk is busy. Can we talk this week?",
    },
  });
  expect(sent.status()).toBe(201);
  const id = `contact:${(await sent.json()).id}`;

  // The admin takes the lead and plans to call back today, in the lead's drawer.
  await page.goto(`/admin/leads?lead=${encodeURIComponent(id)}`);
  const drawer = page.getByRole("dialog", { name: "Lead" });
  await drawer.getByLabel("Owner").selectOption({ label: E2E_ADMIN.email });
  await drawer.getByLabel("Next follow-up").fill(new Date().toISOString().slice(0, 10));
  await drawer.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Lead updated", { exact: true })).toBeVisible();

  // The server looks for due follow-ups every 30 s and the outbox sends what it found.
  const reminders = async () =>
    ((await (await fetch(`http://127.0.0.1:${E2E_RECEIVER_PORTS.inspect}/mails`)).json()) as Mail[]).filter(
      (m) => m.subject === `Follow-up due today: ${name}`,
    );
  await expect.poll(async () => (await reminders()).length, { timeout: 120_000, intervals: [2_000] }).toBe(1);
  const [mail] = await reminders();
  expect(mail.to).toEqual([E2E_ADMIN.email]);
  expect(mail.text).toContain("Company: Lindqvist Veterinary Partners");
  const link = mail.text.match(/Open it in the console: (\S+)/)?.[1] ?? "";
  expect(decodeURIComponent(new URL(link).search)).toBe(`?lead=${id}`);
});

test("an admin turns on the daily digest in the settings and receives it by e-mail", async ({ adminPage: page }) => {
  await page.goto("/admin/settings");
  const form = page.getByRole("form", { name: "Daily digest" });
  await expect(form.getByLabel("Send it to me at")).toHaveValue("");
  // The first hour of the day: it is due at once, today.
  await form.getByLabel("Send it to me at").selectOption({ label: "00:00 UTC" });
  await form.getByRole("button", { name: "Save digest" }).click();
  await expect(page.getByText("It arrives daily at 00:00 UTC.", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: "Daily digest" }).getByLabel("Send it to me at")).toHaveValue("0");

  const digests = async () =>
    ((await (await fetch(`http://127.0.0.1:${E2E_RECEIVER_PORTS.inspect}/mails`)).json()) as Mail[]).filter((m) =>
      m.subject.startsWith("Your daily digest:"),
    );
  await expect.poll(async () => (await digests()).length, { timeout: 120_000, intervals: [2_000] }).toBe(1);
  const [mail] = await digests();
  expect(mail.to).toEqual([E2E_ADMIN.email]);
  expect(mail.subject).toMatch(/^Your daily digest: \d+ new leads?, \d+ follow-ups? due, \d+ hot leads? to answer$/);
  for (const part of [
    "New leads in the last 24 hours",
    "Your follow-ups",
    "Hot leads nobody has answered",
    "Yesterday (",
  ])
    expect(mail.text).toContain(part);

  await page.getByRole("form", { name: "Daily digest" }).getByLabel("Send it to me at").selectOption("");
  await page.getByRole("button", { name: "Save digest" }).click();
  await expect(page.getByText("No digest will be sent to you.", { exact: true })).toBeVisible();
});
