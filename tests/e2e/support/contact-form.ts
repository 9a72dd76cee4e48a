import type { Page } from "@playwright/test";
import { expect, type Hydrated } from "../fixtures";

/** The answer to the tracking batch that carries the page's first event of `type`. */
export const trackedBatch = (page: Page, type: string) =>
  page.waitForResponse(
    (r) => r.url().endsWith("/api/journey/events") && (r.request().postData() ?? "").includes(`"${type}"`),
  );

export async function sendContactForm(
  page: Page,
  hydrated: Hydrated,
  visitor: { name: string; email: string; message: string; company?: string },
) {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  // Events leave in batches a moment after they happen, and the caller closes the page once the
  // message is sent: both batches must have arrived by then. (A batch sent as the page closes
  // goes out with the headless browser's own user agent, which the server drops as a bot's.)
  const started = trackedBatch(page, "form_start");
  const submitted = trackedBatch(page, "form_submit");
  await hydrated(page);
  await form.getByLabel(/^Name/).fill(visitor.name);
  await form.getByLabel(/^E-mail/).fill(visitor.email);
  await form.getByLabel("Company").fill(visitor.company ?? "Ortega Dental Group");
  await form.getByLabel("Solution of interest").selectOption("voice");
  await form.getByLabel("Message").fill(visitor.message);
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
  await form.getByRole("button", { name: /send/i }).click();
  expect((await sent).status()).toBe(201);
  expect((await started).ok()).toBe(true);
  expect((await submitted).ok()).toBe(true);
}
