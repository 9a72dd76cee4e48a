import { createHmac } from "node:crypto";
import fs from "node:fs";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { expect, test } from "./fixtures";
import { sendContactForm } from "./support/contact-form";
import { E2E_CALCOM_SECRET } from "./support/env";

/**
 * The leads inbox end to end: a visitor writes through the contact form; an admin finds the
 * message at /admin/leads, sets it to Contacted, and after a reload the change is kept. The
 * filters and the CSV export follow, then a signed Cal.com booking for the same e-mail shows
 * as a confirmed booking on that lead; on a wide screen and on a phone.
 */

test.describe.configure({ timeout: 90_000 });

test("a contact message reaches the leads inbox; Contacted is kept after a reload; filters and CSV follow", async ({
  axe,
  browser,
  adminPage: page,
  hydrated,
}) => {
  const stamp = Date.now().toString(36);
  const visitor = {
    name: "Lucia Ortega",
    email: `lucia.${stamp}@ortega-dental.example`,
    message: `Our three clinics miss about 40 calls a day (ref ${stamp}). Could an AI receptionist book cleanings for us?`,
  };

  // ------------------------------------------------ the visitor writes (a tracked desktop browser)
  const visitorContext = await browser.newContext({ userAgent: BROWSER_UA });
  const visitorPage = await visitorContext.newPage();
  await sendContactForm(visitorPage, hydrated, visitor);
  await visitorContext.close();

  // ------------------------------------------------ the admin finds the message text
  await page.goto("/admin/leads");
  await expect(page.getByRole("link", { name: /^Leads\b/ })).toBeVisible();
  const search = page.getByLabel("Search");
  await search.fill(stamp); // applies after a pause in typing
  const row = page.getByRole("row").filter({ hasText: visitor.email });
  await expect(row).toContainText(`AI Voice Assistant: ${visitor.message}`);
  await expect(row).toContainText("Contact message");
  await expect(row).toContainText("New");
  await axe.expectNoViolations(page);

  await row.getByRole("link", { name: visitor.name }).click();
  const drawer = page.getByRole("dialog", { name: "Lead" });
  await expect(drawer.getByText(visitor.message, { exact: true })).toBeVisible();
  await expect(drawer).toContainText("Ortega Dental Group");
  const reply = drawer.getByRole("link", { name: "Reply by e-mail" });
  expect(await reply.getAttribute("href")).toBe(
    `mailto:${encodeURIComponent(visitor.email)}?subject=${encodeURIComponent("Re: your message to Meridian AI")}`,
  );
  // The journey is told as steps (each event batch was answered, so stored, before the visitor left).
  await expect(drawer.getByText("Started filling in the contact form")).toBeVisible();
  await expect(drawer.getByText("Sent the contact form")).toBeVisible();
  const raw = drawer.getByRole("region", { name: "Raw events of visit 1" });
  await expect(raw).toBeHidden();
  await drawer.getByText("Details (raw events)").click();
  await expect(raw).toContainText('"eventType": "form_submit"');

  // ------------------------------------------------ Contacted, kept after a reload
  await drawer.getByLabel("Status").selectOption("contacted");
  await drawer.getByLabel("Next follow-up").fill("2031-03-04");
  await drawer.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Lead updated", { exact: true })).toBeVisible();
  await expect(drawer.locator("span", { hasText: /^Contacted$/ })).toBeVisible();
  await axe.expectNoViolations(page);
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Lead" }).getByLabel("Status")).toHaveValue("contacted");
  await expect(page.getByRole("dialog", { name: "Lead" }).getByLabel("Next follow-up")).toHaveValue("2031-03-04");
  await page.keyboard.press("Escape");
  await expect(row).toContainText("Contacted");
  await expect(row).toContainText("Follow up Mar 4, 2031");

  // ------------------------------------------------ filters
  // Each applies as it changes.
  await page.getByLabel("Status").selectOption("new");
  await expect(page.getByText("No leads match your search or filters")).toBeVisible();
  await page.getByLabel("Status").selectOption("contacted");
  await page.getByLabel("Type").selectOption("contact");
  await expect(page).toHaveURL(/kind=contact/);
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(/status=contacted/);

  // ------------------------------------------------ the CSV follows the filters
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync(await download.path(), "utf8")
    .trim()
    .split("\r\n");
  expect(csv[0]).toMatch(
    /^received,type,status,lostReason,owner,followUpOn,dealValue,currency,expectedCloseOn,name,email,phone,company,enquiry,/,
  );
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(
    `Contact message,Contacted,,,2031-03-04,,,,${visitor.name},${visitor.email},,Ortega Dental Group,`,
  );
});

test("a signed Cal.com booking for a lead's e-mail shows as a confirmed booking on that lead", async ({
  adminPage: page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const visitor = { name: "Lucia Ortega", email: `lucia.${stamp}@ortega-dental.example` };
  const sent = await request.post("/api/contact", {
    data: {
      name: visitor.name,
      email: visitor.email,
      interest: "voice",
      message: `Our three clinics miss about 40 calls a day (ref ${stamp}).`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const booking = JSON.stringify({
    triggerEvent: "BOOKING_CREATED",
    createdAt: new Date().toISOString(),
    payload: {
      uid: `e2e-lead-${stamp}`,
      eventTitle: "Free consultation",
      startTime: "2031-03-06T15:00:00Z",
      endTime: "2031-03-06T15:30:00Z",
      attendees: [{ name: visitor.name, email: visitor.email, timeZone: "Europe/Madrid" }],
    },
  });
  const booked = await request.post("/api/webhooks/calcom", {
    headers: {
      "content-type": "application/json",
      "x-cal-signature-256": createHmac("sha256", E2E_CALCOM_SECRET).update(booking).digest("hex"),
    },
    data: booking,
  });
  expect(booked.status()).toBe(200);
  await page.goto(`/admin/leads?q=${stamp}`);
  await expect(
    page.getByRole("row").filter({ hasText: "Confirmed booking" }).filter({ hasText: visitor.email }),
  ).toBeVisible();
  await page.getByRole("row").filter({ hasText: "Contact message" }).getByRole("link", { name: visitor.name }).click();
  const withBooking = page.getByRole("dialog", { name: "Lead" });
  await expect(withBooking.getByText("Booked consultations")).toBeVisible();
  await expect(withBooking.getByText(/Confirmed booking:/)).toBeVisible();
});

test("the New count shows on the sidebar and the dashboard; on a phone the leads are cards", async ({
  axe,
  page: visitorPage,
  adminPage: page,
  hydrated,
}) => {
  const stamp = Date.now().toString(36);
  await sendContactForm(visitorPage, hydrated, {
    name: "Noah Brandt",
    email: `noah.${stamp}@brandt.example`,
    message: `Please call me about an AI voice line (ref ${stamp}).`,
  });
  await page.goto("/admin/dashboard");
  const banner = page.getByRole("link", { name: /\d+ new leads? to answer/ });
  await expect(banner).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Admin" }).first();
  await expect(sidebar.getByRole("link", { name: /^Leads\s*\d+ new$/ })).toBeVisible();
  await banner.click();
  await expect(page).toHaveURL(/\/admin\/leads\?status=new$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/leads?q=${stamp}`);
  const cards = page.getByRole("list", { name: "Leads, newest first" });
  await expect(cards.getByRole("listitem")).toHaveCount(1);
  await expect(cards).toContainText(`noah.${stamp}@brandt.example`);
  await expect(page.getByRole("table")).toBeHidden();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await axe.expectNoViolations(page);
});
