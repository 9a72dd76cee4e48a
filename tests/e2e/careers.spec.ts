/**
 * Sales careers end to end, in a real browser against the real server: the public
 * page, the application with a real PDF (validated in the browser, stored by the API, counted
 * on the client record, its funnel reported), and the admin review: the list with filters and
 * search, the workflow, notes, the résumé download and the deletion.
 */
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { careersFaq, compensation, hiringSteps, salesRoles } from "#content/careers";
import { buildPdf } from "#server/modules/careers/test-fixtures";
import { adminToken, confirmItsMe, expect, test } from "./fixtures";
import { E2E_ADMIN } from "./support/env";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a5b10000000049454e44ae426082",
  "hex",
);
const MOTIVATION =
  "I have sold subscriptions to clinics and law firms for years and want to sell products that pay for themselves within months.";

interface Applicant {
  name: string;
  email: string;
  role: (typeof salesRoles)[number];
}

/** Fills every field of the application as a visitor would. */
async function fillApplication(page: Page, who: Applicant, resume: { name: string; mimeType: string; buffer: Buffer }) {
  const form = page.getByRole("form", { name: "Sales application" });
  await form.getByLabel("Role", { exact: true }).selectOption(who.role.id);
  await form.getByLabel("Full name").fill(who.name);
  await form.getByLabel("E-mail").fill(who.email);
  await form.getByLabel("Phone").fill("+1 (555) 013-2277");
  await form.getByLabel("Location (city and country)").fill("Austin, Texas, USA");
  await form.getByLabel("Years of sales experience").fill("6");
  // Typed as people do, without https://: the form and the server make it a whole address.
  await form.getByLabel("LinkedIn or portfolio URL").fill("www.linkedin.com/in/e2e-applicant");
  await form.getByLabel("Industries you have sold into").fill("Healthcare clinics, legal services");
  await form.getByLabel("Résumé (PDF or DOCX, at most 5 MB)").setInputFiles(resume);
  await form.getByLabel("Why this role?").fill(MOTIVATION);
  await form.getByLabel(/I agree that my application data is processed/).check();
  return form;
}

test.describe("the sales careers page", () => {
  test("shows the roles, the work, pay from content, hiring steps and the FAQ, at phone and desktop widths", async ({
    axe,
    page,
  }) => {
    test.setTimeout(60_000);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto("/sales-careers");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sell custom AI that pays for itself");
      await expect(page.getByText("from $750/month").first()).toBeVisible();
      for (const role of salesRoles)
        await expect(page.getByRole("heading", { name: role.title, level: 3, exact: true })).toBeVisible();
      for (const heading of [
        "What the work is",
        "Who succeeds here",
        "How compensation works",
        "How hiring works",
        "Questions from applicants",
      ]) {
        await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
      }
      await expect(page.getByText(`${compensation.firstYearRatePercent}%`, { exact: true })).toBeVisible();
      await expect(page.getByText(`${compensation.residualRatePercent}%`, { exact: true })).toBeVisible();
      for (const [index, step] of hiringSteps.steps.entries()) {
        await expect(
          page.getByRole("heading", { name: `Step ${index + 1}: ${step.title}`, exact: true }),
        ).toBeVisible();
      }

      const first = careersFaq.items[0];
      const question = page.getByRole("button", { name: first.question });
      await expect(question).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByText(first.answer)).toBeHidden();
      await question.click();
      await expect(question).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByText(first.answer)).toBeVisible();
      await axe.expectNoViolations(page);
    }
  });

  test("the prerendered HTML holds the page's text and the form, before any script runs", async ({ request }) => {
    const html = await (await request.get("/sales-careers")).text();
    for (const role of salesRoles) expect(html).toContain(role.title.replace(/&/g, "&amp;"));
    expect(html).toContain("How compensation works");
    expect(html).toContain('aria-label="Sales application"');
    expect(html).toContain('"@type":"FAQPage"');
  });

  test("a role card's apply button chooses that role in the form and moves focus to it", async ({ page, hydrated }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/sales-careers");
    // The role buttons work once React has hydrated the page (the prerendered page paints first).
    await hydrated(page);
    const role = salesRoles[3];
    await page.getByRole("button", { name: `Apply for this role: ${role.title}` }).click();
    const select = page.getByRole("form", { name: "Sales application" }).getByLabel("Role", { exact: true });
    await expect(select).toBeFocused();
    await expect(select).toHaveValue(role.id);
    await expect(select).toBeInViewport();
    // Every role's name fits the closed list on a phone (none is cut off).
    const overflow = await select.evaluate((el) => {
      const list = el as HTMLSelectElement;
      const style = getComputedStyle(list);
      const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
      context.font = style.font;
      const room = list.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 24;
      return [...list.options].filter((o) => context.measureText(o.text).width > room).map((o) => o.text);
    });
    expect(overflow).toEqual([]);
  });

  test("validates in the browser with accessible messages, and refuses a renamed non-PDF", async ({ axe, page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/sales-careers#apply");
    const form = page.getByRole("form", { name: "Sales application" });
    const send = form.getByRole("button", { name: "Send application" });
    await expect(send).toBeEnabled();
    await send.click();

    await expect(form.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
    const name = form.getByLabel("Full name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Full name is required");
    await expect(form.getByLabel("Why this role?")).toHaveAccessibleDescription(/Your answer is required/);
    await expect(
      form.getByText("Consent is required: tick the box to agree to the processing of your data"),
    ).toBeVisible();

    await form.getByLabel("E-mail").fill("dana@");
    await form.getByLabel("E-mail").blur();
    await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription("E-mail must be a valid e-mail address");

    // A PNG renamed to .pdf is refused from its bytes, before anything is sent.
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/sales-applications")) sent.push(r.url());
    });
    const drop = form.getByTestId("resume-drop");
    await form
      .getByLabel("Résumé (PDF or DOCX, at most 5 MB)")
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PNG });
    await send.click();
    await expect(form.getByText("The résumé must be a PDF or DOCX file")).toBeVisible();
    // The refused file's box turns red, like every other invalid field.
    await expect(drop).toHaveCSS("border-top-style", "solid");
    const redBorder = await form.getByLabel("Full name").evaluate((el) => getComputedStyle(el).borderTopColor);
    await expect(drop).toHaveCSS("border-top-color", redBorder);
    expect(sent).toEqual([]);

    // The 50-character answer counts as the visitor types.
    const answer = form.getByLabel("Why this role?");
    await answer.fill("I like selling.");
    await expect(form.getByTestId("motivation-count")).toHaveText("15 of at least 50 characters");
    await answer.fill(MOTIVATION);
    await expect(form.getByTestId("motivation-count")).toHaveText(`${MOTIVATION.trim().length} characters`);
    await axe.expectNoViolations(page);
  });
});

test.describe("an application, from the careers page to the admin review", () => {
  test("apply with a real PDF; review it in the admin list; move it through the workflow; download it; delete it", async ({
    axe,
    page,
    adminPage: admin,
    request,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const who: Applicant = { name: `Dana Whitfield ${stamp}`, email: `dana.${stamp}@example.com`, role: salesRoles[1] };
    const pdf = buildPdf(`${who.name} — résumé`);

    // ——— the visitor applies ———
    const funnel: { stage: string; funnelType: string }[] = [];
    const syncs: { formSubmissions?: { form: string }[]; email?: string }[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/journey/funnel")) funnel.push(r.postDataJSON());
      if (r.url().endsWith("/api/client/sync")) syncs.push(r.postDataJSON());
    });
    await page.setViewportSize(PHONE);
    await page.goto("/sales-careers");
    const form = await fillApplication(page, who, { name: "Dana CV.pdf", mimeType: "application/pdf", buffer: pdf });
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/sales-applications") && r.request().method() === "POST"),
      form.getByRole("button", { name: "Send application" }).click(),
    ]);
    expect(answer.status()).toBe(201);
    const id = ((await answer.json()) as { id: string }).id;
    const confirmation = page.getByRole("status").filter({ hasText: "Thank you, your application is in" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(`${who.name} · ${who.role.title}`);
    await expect(confirmation).toBeFocused();
    await axe.expectNoViolations(page);

    // It counts as a form submission on the client record, and its funnel stages are reported.
    await expect
      .poll(() => syncs.some((s) => s.formSubmissions?.some((f) => f.form === "sales-application")))
      .toBe(true);
    expect(syncs.at(-1)?.email).toBe(who.email);
    await expect
      .poll(() => funnel.filter((f) => f.funnelType === "sales_application").map((f) => f.stage))
      .toEqual(expect.arrayContaining(["awareness", "form_started", "resume_attached", "purchase"]));

    // A second application from the same e-mail gets the same confirmation: the form never
    // tells anyone that this address applied already (only the first one is kept, checked below).
    await page.goto("/sales-careers");
    const again = await fillApplication(
      page,
      { ...who, role: salesRoles[0] },
      { name: "cv.pdf", mimeType: "application/pdf", buffer: pdf },
    );
    await again.getByRole("button", { name: "Send application" }).click();
    const sameAnswer = page.getByRole("status").filter({ hasText: "Thank you, your application is in" });
    await expect(sameAnswer).toContainText(`${who.name} · ${salesRoles[0].title}`);

    // ——— the admin finds it in the list ———
    const token = await adminToken(request);
    await admin.setViewportSize(DESKTOP);
    await admin.goto("/admin/sales-applications");
    await expect(admin.getByRole("heading", { name: "Sales Applications", level: 1 })).toBeVisible();
    const row = admin.getByRole("row").filter({ hasText: who.email });
    await expect(row).toHaveCount(1);
    await expect(row).toBeVisible();
    await expect(row).toContainText("New");
    await axe.expectNoViolations(admin);

    // Search by name (any case), then narrow by role and by status; the search stays while filtering.
    const search = admin.getByLabel("Search by name or e-mail");
    await search.fill(who.name.toUpperCase());
    await admin.getByRole("button", { name: "Search" }).click();
    await expect(admin.getByRole("row")).toHaveCount(2);
    await expect(row).toBeVisible();
    await admin.getByLabel("Role", { exact: true }).selectOption({ label: who.role.title });
    await expect(admin).toHaveURL(/role=enterprise-account-executive/);
    await expect(row).toBeVisible();
    await admin.getByLabel("Role", { exact: true }).selectOption({ label: salesRoles[0].title });
    await expect(admin.getByText("No application matches these filters.")).toBeVisible();
    await admin.getByLabel("Role", { exact: true }).selectOption({ label: "All roles" });
    await admin.getByLabel("Status").selectOption({ label: "Hired" });
    await expect(admin.getByText("No application matches these filters.")).toBeVisible();
    await admin.getByLabel("Status").selectOption({ label: "New" });
    await expect(row).toBeVisible();
    await admin.getByRole("button", { name: "Clear filters" }).click();
    await expect(search).toHaveValue("");
    await search.fill(`nobody-${stamp}@example.com`);
    await admin.getByRole("button", { name: "Search" }).click();
    await expect(admin.getByText("No application matches these filters.")).toBeVisible();
    await search.fill(who.email);
    await admin.getByRole("button", { name: "Search" }).click();
    await expect(admin.getByRole("row")).toHaveCount(2);

    // ——— the detail view holds every field ———
    await row.getByRole("link", { name: who.name }).click();
    await expect(admin.getByRole("heading", { name: who.name, level: 1 })).toBeFocused();
    for (const text of [
      who.email,
      "+1 (555) 013-2277",
      "Austin, Texas, USA",
      "Healthcare clinics, legal services",
      // Typed without https://, stored whole.
      "https://www.linkedin.com/in/e2e-applicant",
      MOTIVATION,
      "Dana-CV.pdf",
    ]) {
      await expect(admin.getByRole("main")).toContainText(text);
    }
    await axe.expectNoViolations(admin);

    // ——— the workflow: one step at a time ———
    const workflow = admin.getByRole("list", { name: "Workflow" });
    await expect(workflow.locator('[aria-current="step"]')).toHaveText("New");
    await expect(admin.getByRole("button", { name: "Move to Interview" })).toHaveCount(0);
    for (const step of ["Reviewing", "Interview", "Offer"]) {
      await admin.getByRole("button", { name: `Move to ${step}` }).click();
      await expect(workflow.locator('[aria-current="step"]')).toHaveText(step);
    }
    await admin.getByLabel("Add a note").fill("Strong discovery questions in the role-play.");
    await admin.getByRole("button", { name: "Add note" }).click();
    await expect(admin.getByRole("list", { name: "Notes" })).toContainText(
      "Strong discovery questions in the role-play.",
    );
    await expect(admin.getByRole("list", { name: "Notes" })).toContainText(E2E_ADMIN.email);
    await admin.getByRole("button", { name: "Move to Hired" }).click();
    await expect(workflow.locator('[aria-current="step"]')).toHaveText("Hired");
    await expect(admin.getByText("This application is hired: the decision is final.")).toBeVisible();
    await expect(admin.getByRole("button", { name: "Reject" })).toHaveCount(0);
    const history = admin.getByRole("list", { name: "History" });
    for (const line of [
      "Application received (PDF résumé)",
      "Status changed from New to Reviewing",
      "Status changed from Reviewing to Interview",
      "Status changed from Interview to Offer",
      "Note added",
      "Status changed from Offer to Hired",
    ]) {
      await expect(history).toContainText(line);
    }

    // ——— the résumé downloads as a file, byte for byte ———
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("button", { name: "Download résumé" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Dana-CV.pdf");
    expect(fs.readFileSync(await download.path()).equals(pdf)).toBe(true);
    await expect(history).toContainText("Résumé downloaded");
    const direct = await request.get(`/api/admin/sales-applications/${id}/resume`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(direct.headers()["content-disposition"]).toBe('attachment; filename="Dana-CV.pdf"');

    // Every change is in the console's audit log.
    const audit = await request.get("/api/admin/audit-log", { headers: { authorization: `Bearer ${token}` } });
    const mine = ((await audit.json()).items as { action: string; details: { applicationId?: string } }[])
      .filter((e) => e.details.applicationId === id)
      .map((e) => e.action);
    expect(mine.sort()).toEqual([
      "sales_application.note_added",
      // the browser's download and the direct request above
      "sales_application.resume_downloaded",
      "sales_application.resume_downloaded",
      ...Array(4).fill("sales_application.status_changed"),
    ]);

    // ——— deleting removes the application and its file ———
    await admin.getByRole("button", { name: "Delete application" }).click();
    await expect(admin.getByRole("group", { name: "Confirm deletion" })).toBeVisible();
    await admin.getByRole("button", { name: "Delete permanently" }).click();
    // Erasure is a sensitive action: the console asks for the password again first.
    await confirmItsMe(admin);
    await expect(admin.getByRole("heading", { name: "Sales Applications", level: 1 })).toBeVisible();
    await expect(admin.getByRole("row").filter({ hasText: who.email })).toHaveCount(0);
    const gone = await request.get(`/api/admin/sales-applications/${id}/resume`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.status()).toBe(404);
  });

  test("an application can be rejected at any step, after a confirmation", async ({ axe, page, adminPage: admin }) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    const who: Applicant = { name: `Rene Okafor ${stamp}`, email: `rene.${stamp}@example.com`, role: salesRoles[2] };
    await page.setViewportSize(DESKTOP);
    await page.goto("/sales-careers");
    const form = await fillApplication(page, who, {
      name: "rene.pdf",
      mimeType: "application/pdf",
      buffer: buildPdf(who.name),
    });
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByText("Thank you, your application is in")).toBeVisible();

    await admin.setViewportSize(PHONE);
    await admin.goto(`/admin/sales-applications?q=${encodeURIComponent(who.email)}`);
    await admin.getByRole("link", { name: who.name }).click();
    await admin.getByRole("button", { name: "Move to Reviewing" }).click();
    await admin.getByRole("button", { name: "Reject" }).click();
    await admin.getByRole("button", { name: "Yes, reject" }).click();
    await expect(admin.getByRole("list", { name: "Workflow" }).locator('[aria-current="step"]')).toHaveText("Rejected");
    await expect(admin.getByText("This application is rejected: the decision is final.")).toBeVisible();
    await axe.expectNoViolations(admin);

    await admin.getByRole("link", { name: "All applications" }).click();
    await expect(admin).toHaveURL(new RegExp(`q=${encodeURIComponent(who.email).replace(/\./g, "\\.")}`));
    // At a phone width the list is a list of cards rather than a table.
    await expect(admin.getByRole("table")).toBeHidden();
    const card = admin
      .getByRole("list", { name: "Sales applications, newest first" })
      .getByRole("listitem")
      .filter({ hasText: who.email });
    await expect(card).toContainText("Rejected");
    await expect(card).toContainText("Sales Development Representative");
  });
});
