import { createHmac } from "node:crypto";
import fs from "node:fs";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { confirmItsMe, expect, test } from "./fixtures";
import { sendContactForm } from "./support/contact-form";
import { E2E_CALCOM_SECRET } from "./support/env";

/**
 * The leads inbox end to end: a visitor writes through the contact form; an admin finds the
 * message at /admin/leads, sets it to Contacted, and after a reload the change is kept. The
 * filters and the CSV export follow. A quiz, a message and a signed Cal.com booking from one
 * person are one lead; two addresses of one person are merged by hand and the merge undone; on a
 * wide screen and on a phone.
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
  await confirmItsMe(page);
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

test("a quiz, a contact message and a signed Cal.com booking from one person are one lead with all three", async ({
  axe,
  adminPage: page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const visitor = { name: "Lucia Ortega", email: `lucia.${stamp}@ortega-dental.example` };
  // The quiz was taken with the address in capitals; the form and the booking wrote it plainly.
  const quiz = await request.post("/api/tools/opportunity-results", {
    headers: { "user-agent": BROWSER_UA },
    data: {
      email: ` ${visitor.email.toUpperCase()} `,
      answers: {
        industry: "healthcare",
        size: "small",
        timeSinks: ["calls", "scheduling"],
        channels: ["phone"],
        data: ["spreadsheets"],
        budget: "starter",
        timeline: "quarter",
      },
    },
  });
  expect(quiz.status(), await quiz.text()).toBeLessThan(300);
  const sent = await request.post("/api/contact", {
    headers: { "user-agent": BROWSER_UA },
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
  const rows = page.getByRole("row").filter({ hasText: visitor.email });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Confirmed booking");
  await expect(rows).toContainText("+2 earlier");
  await rows.getByRole("link", { name: visitor.name }).click();
  const lead = page.getByRole("dialog", { name: "Lead" });
  await expect(lead.getByText("3 enquiries, the latest")).toBeVisible();
  await expect(lead.getByText(/Confirmed booking:/)).toBeVisible();
  const others = lead.locator("section", {
    has: page.getByRole("heading", { name: "Other enquiries from this person" }),
  });
  await expect(others.getByText("Contact message")).toBeVisible();
  await expect(others.getByText(`Our three clinics miss about 40 calls a day (ref ${stamp}).`)).toBeVisible();
  await expect(others.getByText("Opportunity Finder", { exact: true })).toBeVisible();
  await axe.expectNoViolations(page);

  // The stage set on the person holds whichever of their enquiries is opened.
  await lead.getByLabel("Status").selectOption("contacted");
  await lead.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Lead updated", { exact: true })).toBeVisible();
  await lead.getByRole("button", { name: "Close lead" }).click();
  await expect(rows).toContainText("Contacted");
});

test("two addresses of one person merged by hand, then the merge undone", async ({ adminPage: page, request }) => {
  const stamp = Date.now().toString(36);
  const send = async (email: string, message: string) => {
    const sent = await request.post("/api/contact", {
      headers: { "user-agent": BROWSER_UA },
      data: { name: "Tomás Silva", email, company: "Silva Logistics", interest: "voice", message },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  };
  await send(`tomas.${stamp}@silva-logistics.example`, `Route planning for 40 trucks (ref ${stamp}).`);
  await send(`tsilva.${stamp}@home.example`, `Writing again from home (ref ${stamp}).`);

  await page.goto(`/admin/leads?q=${stamp}`);
  const rows = page.getByRole("row").filter({ hasText: "Tomás Silva" });
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: "silva-logistics" }).getByRole("link", { name: "Tomás Silva" }).click();
  const lead = page.getByRole("dialog", { name: "Lead" });
  await lead.getByLabel("Find a duplicate of this person").fill(`tsilva.${stamp}`);
  const found = lead.getByRole("list", { name: "Leads found" });
  await found.getByRole("button", { name: "Merge into this lead" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Merge these two leads?" });
  await expect(confirm).toContainText("No enquiry is deleted");
  await confirm.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(page.getByText("Merged", { exact: true })).toBeVisible();
  await expect(lead.getByText("2 enquiries, the latest")).toBeVisible();
  await expect(lead.getByText(`tsilva.${stamp}@home.example`).first()).toBeVisible();
  await lead.getByRole("button", { name: "Close lead" }).click();
  await expect(rows).toHaveCount(1);

  await rows.getByRole("link", { name: "Tomás Silva" }).click();
  await lead.getByRole("button", { name: "Undo merge" }).click();
  await expect(page.getByText("Merge undone", { exact: true })).toBeVisible();
  await lead.getByRole("button", { name: "Close lead" }).click();
  await expect(rows).toHaveCount(2);
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
