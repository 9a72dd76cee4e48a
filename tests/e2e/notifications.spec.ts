import { createHmac, randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { CLIENT_COOKIE_NAME } from "#common/tracking-rules";
import { contactPage } from "#content/contact";
import { site } from "#content/site";
import { expect, test } from "./fixtures";
import { axeViolations, preloadAxe } from "./support/axe";
import { E2E_CALCOM_SECRET, E2E_NOTIFY, E2E_RECEIVER_PORTS } from "./support/env";

interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}
interface Webhook {
  id: string;
  body: string;
  signatureValid: boolean;
}

/** What the test SMTP server and webhook receiver (started with the e2e server) received. */
const received = async <T>(what: "mails" | "webhooks"): Promise<T[]> =>
  (await fetch(`http://127.0.0.1:${E2E_RECEIVER_PORTS.inspect}/${what}`)).json() as Promise<T[]>;

const clientIdOf = async (context: BrowserContext): Promise<string | null> => {
  const cookie = (await context.cookies()).find((c) => c.name === CLIENT_COOKIE_NAME);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { id: string }).id : null;
};

const field = (page: Page, label: string) =>
  page.getByRole("form", { name: "Contact form" }).getByLabel(new RegExp(`^${label}\\b`));

test("a contact message reaches the team by e-mail and signed webhook; a signed Cal.com booking for the same e-mail is a confirmed booking", async ({
  page,
  adminPage,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const email = `nora.${tag}@clinic.example`;
  const message = `We want an AI receptionist for our two clinics (${tag}).`;
  const labels = contactPage.form.labels;

  // 1. A visitor sends the contact form.
  await page.goto("/contact");
  await field(page, labels.name).fill("Nora Lindqvist");
  await field(page, labels.email).fill(email);
  await field(page, labels.company).fill("Lindqvist Dental");
  await field(page, labels.interest).selectOption("voice");
  await field(page, labels.message).fill(message);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST"),
    page.getByRole("button", { name: contactPage.form.submit }).click(),
  ]);
  expect(response.status()).toBe(201);
  const leadId = (await response.json()).id as string;
  await expect(page.getByRole("heading", { name: contactPage.form.sentTitle })).toBeVisible();
  const clientId = await clientIdOf(context);
  expect(clientId).toMatch(/^[0-9a-f-]{36}$/);

  // 2. The mail arrives at the test SMTP server, and a signed webhook at the receiver.
  const mailFor = async () => (await received<Mail>("mails")).find((m) => m.text.includes(message));
  await expect.poll(mailFor, { timeout: 30_000 }).toBeTruthy();
  const mail = (await mailFor())!;
  expect(mail.to).toEqual([E2E_NOTIFY.to]);
  expect(mail.subject).toBe("New contact message from Nora Lindqvist");
  expect(mail.text).toContain(`E-mail: ${email}`);
  expect(mail.text).toContain("Company: Lindqvist Dental");
  expect(mail.text).toContain(`${site.url}/admin/leads?lead=${leadId}`);
  expect(mail.html).toContain(message);

  const hookFor = async (type: string) =>
    (await received<Webhook>("webhooks")).find((w) => {
      const body = JSON.parse(w.body);
      return body.type === type && body.data.person.email === email;
    });
  await expect.poll(() => hookFor("lead.created"), { timeout: 30_000 }).toBeTruthy();
  const hook = (await hookFor("lead.created"))!;
  expect(hook.signatureValid).toBe(true);
  expect(JSON.parse(hook.body).data).toMatchObject({ id: leadId, clientId, source: "contact_form" });

  // 3. A signed Cal.com booking for the same e-mail is stored as a confirmed booking of this visitor.
  const raw = JSON.stringify({
    triggerEvent: "BOOKING_CREATED",
    createdAt: new Date().toISOString(),
    payload: {
      uid: `e2e-${tag}`,
      eventTitle: "Free consultation",
      startTime: "2026-12-08T14:00:00Z",
      endTime: "2026-12-08T14:30:00Z",
      attendees: [{ name: "Nora Lindqvist", email: email.toUpperCase(), timeZone: "Europe/Stockholm" }],
    },
  });
  const signature = createHmac("sha256", E2E_CALCOM_SECRET).update(raw).digest("hex");
  const unsigned = await request.post("/api/webhooks/calcom", {
    headers: { "content-type": "application/json" },
    data: raw,
  });
  expect(unsigned.status()).toBe(401);
  const booked = await request.post("/api/webhooks/calcom", {
    headers: { "content-type": "application/json", "x-cal-signature-256": signature },
    data: raw,
  });
  expect(booked.status()).toBe(200);
  expect(await booked.json()).toMatchObject({ received: true, status: "confirmed", duplicate: false, clientId });
  const again = await request.post("/api/webhooks/calcom", {
    headers: { "content-type": "application/json", "x-cal-signature-256": signature },
    data: raw,
  });
  expect((await again.json()).duplicate).toBe(true);
  await expect.poll(async () => (await hookFor("booking.confirmed"))?.signatureValid, { timeout: 30_000 }).toBe(true);

  // The visitor's record in the console shows it as a booked consultation.
  await adminPage.goto(`/admin/clients?client=${clientId}`);
  const drawer = adminPage.getByRole("dialog");
  await expect(drawer.getByRole("heading", { name: "Booked consultations (1)" })).toBeVisible();
  await expect(drawer.getByText(/Confirmed · Free consultation on/)).toBeVisible();
});

test("a consultation link hands the visitor's client id to the scheduling page without holding up the click", async ({
  page,
  context,
}) => {
  // The scheduling page is on the internet; here it answers locally, so the tab's URL can be read.
  await context.route(`${new URL(site.schedulingUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Scheduling</title>" }),
  );
  await page.goto("/");
  await expect.poll(() => clientIdOf(context)).toMatch(/^[0-9a-f-]{36}$/);
  const clientId = await clientIdOf(context);
  const link = page.locator("main a[data-scheduling-link]").first();
  await expect(link).toHaveAttribute("href", site.schedulingUrl);
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  const opened = new URL(tab.url());
  expect(opened.origin + opened.pathname).toBe(site.schedulingUrl);
  expect(opened.searchParams.get("metadata[clientId]")).toBe(clientId);
});

test("the settings page shows the setup, the delivery log and sends a test e-mail", async ({
  adminPage: page,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const sent = await request.post("/api/contact", {
    data: {
      name: `Ola Log ${tag}`,
      email: `ola.${tag}@example.com`,
      interest: "voice",
      message: "Please list me in the delivery log.",
    },
  });
  expect(sent.status()).toBe(201);
  await preloadAxe(page);
  await page.goto("/admin/settings");

  const panel = page.locator("section", { has: page.getByRole("heading", { name: "Notifications", exact: true }) });
  await expect(panel.getByText(`To ${E2E_NOTIFY.to} from`)).toBeVisible();
  await expect(
    panel.getByText(/Signed POSTs \(Standard Webhooks\) to http:\/\/127\.0\.0\.1:\d+\/hooks\/leads/),
  ).toBeVisible();
  await expect(panel).not.toContainText("notify-secret");
  // Both deliveries of the message reach "Delivered" (the log follows them while they are pending).
  const rows = panel.getByRole("row", { name: new RegExp(`New contact message from Ola Log ${tag}`) });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Delivered" })).toHaveCount(2, { timeout: 30_000 });

  await panel.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test e-mail sent" })).toBeVisible();
  await expect
    .poll(async () => (await received<Mail>("mails")).some((m) => m.subject === `Test e-mail from ${site.name}`))
    .toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});
