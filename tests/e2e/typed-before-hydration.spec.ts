// A visitor who types into a form before its scripts start keeps what they typed: the form takes
// the values already in its fields when it hydrates, and a quiz the answers already chosen (the
// calculators' tests are in page-loading.spec.ts).
import { applicationForm } from "#content/careers";
import { opportunityQuestions } from "#content/tools/opportunity";
import { readinessDimensions, readinessQuestions } from "#content/tools/readiness";
import { expect, openWithScriptsHeld, test } from "./fixtures";

test("partner sign-up: what was typed before the scripts started is what the form sends", async ({
  page,
  hydrated,
}) => {
  const scripts = await openWithScriptsHeld(page, "/affiliate-register");
  const typed = {
    name: "Priya Raman",
    email: `early-${Date.now()}@partner.test`,
    password: "an early partner password 1",
    payoutEmail: "payouts@partner.test",
    promotionMethod: "A newsletter for operations leaders at logistics firms, about 8,000 readers.",
  };
  await page.getByLabel(/^Full name/).fill(typed.name);
  await page.getByLabel(/^E-mail/).fill(typed.email);
  await page.getByLabel(/^Password/).fill(typed.password);
  await page.getByLabel(/^Payout e-mail/).fill(typed.payoutEmail);
  await page.getByLabel(/^How you will promote us/).fill(typed.promotionMethod);
  expect(scripts.asked()).toBe(true);

  scripts.release();
  await hydrated(page);
  await expect(page.getByLabel(/^Full name/)).toHaveValue(typed.name);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/affiliate/register") && r.method() === "POST");
  await page.getByRole("button", { name: "Apply now" }).click();
  expect((await sent).postDataJSON()).toMatchObject(typed);
});

test("sales application: text typed before the scripts started is kept and counted", async ({ page, hydrated }) => {
  const scripts = await openWithScriptsHeld(page, "/sales-careers");
  const form = page.getByRole("form", { name: "Sales application" });
  const answer =
    "I have sold logistics software for six years and want to sell what actually changes how a team works.";
  await form.getByLabel(applicationForm.labels.name).fill("Jonas Weber");
  await form.getByLabel(applicationForm.labels.email).fill("jonas.weber@example.com");
  await form.getByLabel(applicationForm.labels.motivation).fill(answer);
  expect(scripts.asked()).toBe(true);

  scripts.release();
  await hydrated(page);
  await expect(form.getByLabel(applicationForm.labels.name)).toHaveValue("Jonas Weber");
  await expect(form.getByLabel(applicationForm.labels.motivation)).toHaveValue(answer);
  // The live count reads the form's state: it counts the early answer, not an empty field.
  await expect(form.getByTestId("motivation-count")).toContainText(String(answer.length));
  // Sent without a résumé: the form names what is missing, and not the fields typed early.
  await form.getByRole("button", { name: applicationForm.submit }).click();
  await expect(form.locator(`[aria-invalid="true"]`).first()).toBeVisible();
  await expect(form.getByLabel(applicationForm.labels.name)).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(applicationForm.labels.email)).not.toHaveAttribute("aria-invalid", "true");
});

test("opportunity finder: an answer chosen before the scripts started is the quiz's answer", async ({
  page,
  hydrated,
}) => {
  const scripts = await openWithScriptsHeld(page, "/ai-opportunity-finder");
  const [industry, size] = opportunityQuestions;
  const early = page.getByRole("radio", { name: industry.options[2].label, exact: true });
  await early.check();
  expect(scripts.asked()).toBe(true);

  scripts.release();
  await hydrated(page);
  await expect(early).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: size.title })).toBeFocused();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio", { name: industry.options[2].label, exact: true })).toBeChecked();
});

test("readiness assessment: answers chosen before the scripts started are counted", async ({ page, hydrated }) => {
  const scripts = await openWithScriptsHeld(page, "/ai-readiness-assessment");
  const [first, second] = Object.values(readinessDimensions);
  const stepOne = readinessQuestions.filter((q) => q.dimension === readinessQuestions[0].dimension);
  const choice = (index: number) =>
    page
      .getByRole("group", { name: `${index + 1}. ${stepOne[index].text}` })
      .getByRole("radio", { name: stepOne[index].options[1], exact: true });
  await expect(page.getByRole("heading", { name: first.name, exact: true })).toBeVisible();
  for (const [index] of stepOne.entries()) await choice(index).check();
  expect(scripts.asked()).toBe(true);

  scripts.release();
  await hydrated(page);
  for (const [index] of stepOne.entries()) await expect(choice(index)).toBeChecked();
  await expect(page.getByRole("progressbar", { name: "Questions answered" })).toHaveAttribute(
    "aria-valuetext",
    `${stepOne.length} of ${readinessQuestions.length} questions answered`,
  );
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: second.name, exact: true })).toBeVisible();
});
