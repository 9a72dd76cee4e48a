import type { APIRequestContext, Page } from "@playwright/test";
import { formatCurrency, formatDecimal, formatInteger, formatMonths, formatPercent } from "#common/format/number";
import { type CostInput, calculateCost } from "#common/tools/calculators/cost";
import { chartPoints, dashboardFigures, SAMPLE_DAYS, sampleSeries } from "#common/tools/calculators/dashboard";
import { calculateRoi, type RoiInput } from "#common/tools/calculators/roi";
import { type OpportunityAnswers, rankOpportunities } from "#common/tools/quiz/opportunity";
import { scoreReadiness } from "#common/tools/quiz/readiness";
import { CLIENT_COOKIE_NAME } from "#common/tracking-rules";
import { consultationCta } from "#content/calls-to-action";
import { industries, solutions } from "#content/solutions";
import { prebuiltSolutions } from "#content/solutions/prebuilt-solutions";
import {
  companySizeLabels,
  costDefaults,
  costResultCopy,
  costSolutionOptions,
  supportLevelCopy,
} from "#content/tools/cost";
import {
  dashboardIntro,
  dashboardMetricCopy,
  dashboardRangeLabels,
  sampleShapes,
  sampleValues,
} from "#content/tools/dashboard";
import { opportunityQuestions, opportunityResultCopy, QUIZ_FUNNEL, timeSinkLabels } from "#content/tools/opportunity";
import { readinessLevels, readinessQuestions } from "#content/tools/readiness";
import { roiDefaults, roiFieldCopy, roiResultCopy } from "#content/tools/roi";
import { demosPage } from "#content/voice/scenarios";
import {
  adminHeaders,
  adminToken,
  expect,
  expectNoHorizontalScroll,
  type Hydrated,
  holdRequests,
  test,
} from "./fixtures";
import { collectFunnel, stagesOf } from "./support/funnel";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Opens a tool page and waits for hydration, which must not fail (a prerender/browser mismatch throws here). */
async function open(page: Page, path: string, hydrated: Hydrated) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path);
  await hydrated(page);
  // The effects that run after hydration have run by the next frame's following task.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(errors).toEqual([]);
}

async function noNaN(page: Page) {
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).not.toMatch(/\bNaN\b|Infinity/);
}

/** The method card: heading and two sentences on show, the formula only once the disclosure is opened. */
async function expectFormulaBehindDisclosure(page: Page, id: string, formula: RegExp) {
  const card = page.locator(`section[aria-labelledby="${id}-title"]`);
  await expect(card.getByRole("heading", { name: "How we calculate" })).toBeVisible();
  await expect(card.getByText(formula)).toBeHidden();
  await card.getByText("Show the full formula").click();
  await expect(card.getByText(formula).first()).toBeVisible();
}

/**
 * Scrolls the page from top to bottom and checks at every step that the sticky result card
 * ends above the card after it; also that it did stick somewhere (else the check proves nothing).
 */
async function expectStickyCardClear(page: Page, resultCardId: string, nextCardId: string, mustStick = true) {
  const report = await page.evaluate(
    ({ resultCardId, nextCardId }) => {
      const card = document.querySelector(`section[aria-labelledby="${resultCardId}"]`) as HTMLElement;
      const next = document.querySelector(`section[aria-labelledby="${nextCardId}"]`) as HTMLElement;
      const overlaps: number[] = [];
      let stuckSteps = 0;
      let previous: { y: number; top: number } | null = null;
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let y = 0; y <= end; y += 40) {
        // Instant: the site scrolls smoothly, which would leave the page where it was for this measurement.
        window.scrollTo({ top: y, behavior: "instant" });
        const a = card.getBoundingClientRect();
        const b = next.getBoundingClientRect();
        if (a.bottom > b.top + 0.5) overlaps.push(window.scrollY);
        if (previous && window.scrollY > previous.y && Math.abs(a.top - previous.top) < 0.5) stuckSteps += 1;
        previous = { y: window.scrollY, top: a.top };
      }
      window.scrollTo({ top: 0, behavior: "instant" });
      return { overlaps, stuck: stuckSteps >= 3 };
    },
    { resultCardId, nextCardId },
  );
  expect(report.overlaps).toEqual([]);
  if (mustStick) expect(report.stuck).toBe(true);
}

async function adminClient(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/admin/clients/${id}`, { headers: adminHeaders(await adminToken(request)) });
  return res.ok() ? res.json() : null;
}

const quizAnswers: OpportunityAnswers = {
  industry: "healthcare",
  size: "small",
  timeSinks: ["calls", "scheduling"],
  channels: ["phone", "web"],
  data: ["crm"],
  budget: "starter",
  timeline: "now",
};
const industryName = industries.find((i) => i.slug === quizAnswers.industry)?.name ?? "";
const optionLabel = (id: keyof OpportunityAnswers, value: string) =>
  opportunityQuestions.find((q) => q.id === id)?.options.find((o) => o.value === value)?.label ?? value;

async function answerQuestion(page: Page, id: keyof OpportunityAnswers, values: string[]) {
  const question = opportunityQuestions.find((q) => q.id === id);
  if (!question) throw new Error(id);
  await expect(page.getByRole("heading", { name: question.title })).toBeVisible();
  for (const value of values)
    await page.getByRole(question.multiple ? "checkbox" : "radio", { name: optionLabel(id, value) }).check();
  await page.getByRole("button", { name: /^(Next|See my opportunities)/ }).click();
}

test.describe("AI Opportunity Quiz", () => {
  test("is prerendered with its intro and the first question", async ({ request }) => {
    const html = await (await request.get("/ai-opportunity-finder")).text();
    expect(html).toContain("Find where AI pays off first in your business");
    expect(html).toContain(opportunityQuestions[0].title);
    expect(html).toContain("Question 1 of 7");
  });

  test("validates, resumes after a reload, ranks ideas like the pure function and records the e-mail on the client record", async ({
    axe,
    page,
    request,
    hydrated,
  }) => {
    test.setTimeout(60_000);
    const funnel = collectFunnel(page);
    await page.setViewportSize(PHONE);
    await open(page, "/ai-opportunity-finder", hydrated);
    await expect(page.getByText("Question 1 of 7")).toBeVisible();

    // Next without an answer: an inline message, and the quiz stays on question 1.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toHaveText("Choose your industry");
    await expect(page.getByText("Question 1 of 7")).toBeVisible();

    // Keyboard: arrow keys choose a radio, Enter goes on.
    await page.getByRole("radio", { name: industryName }).check();
    await page.getByRole("radio", { name: industryName }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Question 2 of 7")).toBeVisible();
    await expect(page.getByRole("heading", { name: opportunityQuestions[1].title })).toBeFocused();

    await answerQuestion(page, "size", [quizAnswers.size]);
    await answerQuestion(page, "timeSinks", quizAnswers.timeSinks);
    await expect(page.getByText("Question 4 of 7")).toBeVisible();

    // A reload carries on at question 4 with the earlier answers kept.
    await page.reload();
    await hydrated(page);
    await expect(page.getByText("Question 4 of 7")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Question 3 of 7")).toBeVisible();
    for (const sink of quizAnswers.timeSinks)
      await expect(page.getByRole("checkbox", { name: timeSinkLabels[sink].label })).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();

    await answerQuestion(
      page,
      "channels",
      quizAnswers.channels.map((c) => c),
    );
    await answerQuestion(page, "data", quizAnswers.data);
    await answerQuestion(page, "budget", [quizAnswers.budget]);
    await answerQuestion(page, "timeline", [quizAnswers.timeline]);

    // The result: the same ideas and order as the pure function gives, labelled by how close each comes to the best.
    const expected = rankOpportunities(quizAnswers, solutions);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(expected.length).toBeLessThanOrEqual(5);
    const items = page.getByTestId("quiz-results").locator(":scope > li");
    await expect(items).toHaveCount(expected.length);
    expect(await items.evaluateAll((els) => els.map((el) => el.getAttribute("data-slug")))).toEqual(
      expected.map((e) => e.slug),
    );
    for (const [index, entry] of expected.entries()) {
      const item = items.nth(index);
      await expect(item.getByTestId("quiz-match")).toHaveText(opportunityResultCopy.matchLabels[entry.match]);
      // No "44% fit": a percentage reads as a grade.
      await expect(item).not.toContainText(/\d+ ?%/);
      const idea = solutions.find((s) => s.slug === entry.slug);
      await expect(item.getByRole("link", { name: new RegExp(idea?.title ?? "") })).toHaveAttribute(
        "href",
        `/solution/${entry.slug}`,
      );
      await expect(item.getByRole("list", { name: /^Why / }).getByRole("listitem").first()).toBeVisible();
    }
    await expect(items.first().getByTestId("quiz-match")).toHaveText("Best match");
    await expect(page.locator("#main").getByRole("link", { name: consultationCta })).toBeVisible();
    await expectFormulaBehindDisclosure(page, "quiz-method", /40 for your industry/);
    await noNaN(page);
    await axe.expectNoViolations(page);
    await expectNoHorizontalScroll(page);

    // Funnel: awareness, every question, then purchase with the top fit as value.
    await expect
      .poll(() => funnel.filter((f) => f.funnelType === QUIZ_FUNNEL).map((f) => f.stage))
      .toEqual(
        expect.arrayContaining([
          "awareness",
          ...opportunityQuestions.map((q, i) => `question_${i + 1}_${q.id}`),
          "purchase",
        ]),
      );
    expect(funnel.find((f) => f.stage === "purchase")?.conversionValue).toBe(expected[0].fit);

    // E-mail capture: a wrong address gets an inline message, a good one reaches the client record.
    const email = page.getByLabel("Work e-mail");
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Save my result" }).click();
    await expect(page.getByText("Enter a valid e-mail address, like name@company.com")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/tools/opportunity-results") && r.request().method() === "POST",
    );
    await email.fill("Owner@Clinic.Example");
    await page.getByRole("button", { name: "Save my result" }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    expect((await response.json()).ideas).toEqual(expected.map(({ slug, fit }) => ({ slug, fit })));
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

    const cookie = (await page.context().cookies()).find((c) => c.name === CLIENT_COOKIE_NAME);
    expect(cookie).toBeDefined();
    const clientId = JSON.parse(decodeURIComponent(cookie?.value ?? "{}")).id as string;
    await expect
      .poll(async () => {
        const client = await adminClient(request, clientId);
        return client
          ? { email: client.email, forms: client.formSubmissions.map((f: { form: string }) => f.form) }
          : null;
      })
      // The record takes the e-mail from the form the server accepted, as that form stored it.
      .toEqual({ email: "owner@clinic.example", forms: ["ai-opportunity-finder"] });
    const client = await adminClient(request, clientId);
    // +25 contact details, +15 form submission, +2 per page viewed.
    expect(client.leadScore).toBeGreaterThanOrEqual(25 + 15 + 2);
  });

  test("reports abandoned with the last question reached when the visitor leaves", async ({ page, hydrated }) => {
    const funnel = collectFunnel(page);
    await page.setViewportSize(DESKTOP);
    await open(page, "/ai-opportunity-finder", hydrated);
    await answerQuestion(page, "industry", [quizAnswers.industry]);
    await expect(page.getByText("Question 2 of 7")).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect
      .poll(() => funnel.find((f) => f.funnelType === QUIZ_FUNNEL && f.stage === "abandoned")?.dropoffReason)
      .toBe("Left at question 2 of 7: Company size");
  });
});

test.describe("AI readiness assessment", () => {
  // Points chosen per question: a spread that leaves two clearly weakest dimensions.
  const points = [0, 1, 0, 3, 3, 2, 2, 3, 2, 1, 1, 0, 3, 3, 3];
  const answers = Object.fromEntries(readinessQuestions.map((q, i) => [q.id, points[i]]));
  const expected = scoreReadiness(readinessQuestions, answers);

  test("scores like the pure function, prints, and a share link restores the result", async ({
    axe,
    page,
    context,
    request,
    hydrated,
  }) => {
    const html = await (await request.get("/ai-readiness-assessment")).text();
    expect(html).toContain("How ready is your business for AI?");
    expect(html).toContain(readinessQuestions[0].text);

    await page.setViewportSize(PHONE);
    await open(page, "/ai-readiness-assessment", hydrated);
    // Next with nothing answered names each missing question.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Choose an answer to continue.")).toHaveCount(3);
    for (const [index, question] of readinessQuestions.entries()) {
      if (index > 0 && index % 3 === 0) await page.getByRole("button", { name: "Next" }).click();
      await page
        .getByRole("group", { name: question.text })
        .getByRole("radio", { name: question.options[points[index]] })
        .check();
    }
    await page.getByRole("button", { name: "See my result" }).click();

    await expect(page.getByTestId("readiness-overall")).toHaveText(`${expected.overall}/100`);
    // The visitor's own result, with its share code now in the address: not a "shared result".
    await expect(page).toHaveURL(/\?r=[0-3x]{15}$/);
    await expect(page.getByRole("heading", { name: "Your AI readiness" })).toBeVisible();
    await expect(page.getByText("You are looking at a shared result.")).toHaveCount(0);
    await expect(page.getByTestId("readiness-level")).toHaveText(readinessLevels[expected.level].name);
    for (const d of expected.dimensions)
      await expect(page.getByTestId(`readiness-dimension-${d.id}`)).toContainText(`${d.score}/100`);
    await expect(page.getByRole("heading", { name: "Next steps for your weakest areas" })).toBeVisible();
    await noNaN(page);
    await axe.expectNoViolations(page);
    await expectNoHorizontalScroll(page);

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole("button", { name: "Print result" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // On paper: the result and the method, without the buttons and the call to action.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("readiness-overall")).toBeVisible();
    await expect(page.getByRole("button", { name: "Print result" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Talk it through with us" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "How the score works" })).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    const url = page.url();
    expect(url).toMatch(/\?r=[0-3x]{15}$/);
    const other = await context.newPage();
    await open(other, url, hydrated);
    await expect(other.getByText("You are looking at a shared result.")).toBeVisible();
    await expect(other.getByTestId("readiness-overall")).toHaveText(`${expected.overall}/100`);
  });
});

test.describe("ROI calculator", () => {
  const input: RoiInput = {
    ...roiDefaults,
    solution: "marketing",
    teamSize: 12,
    hoursPerWeek: 7.5,
    hourlyCost: 42,
    monthlyLeads: 340,
    conversionRate: 4.5,
    customerValue: 1200,
    conversionUplift: 20,
    monthlySubscription: 1500,
    implementationWeeks: 8,
  };

  test("is prerendered with its intro, formulas and defaults", async ({ request }) => {
    const html = await (await request.get("/roi-overview")).text();
    expect(html).toContain("What would AI be worth to your business?");
    expect(html).toContain("How we calculate");
    expect(html).toContain("people × hours per week × 52 ÷ 12");
    expect(html).toContain("31%");
  });

  test("computes like the pure function, validates inline and never shows NaN", async ({ axe, page, hydrated }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, "/roi-overview", hydrated);
    const solution = prebuiltSolutions.find((s) => s.slug === input.solution);
    await page.getByRole("radio", { name: solution?.title }).check();
    for (const field of Object.keys(roiFieldCopy) as (keyof typeof roiFieldCopy)[]) {
      await page.getByLabel(roiFieldCopy[field].label, { exact: true }).fill(String(input[field]));
    }
    const r = calculateRoi(input);
    await expect(page.getByTestId("roi-hours")).toHaveText(formatInteger(r.hoursSavedMonthly));
    await expect(page.getByTestId("roi-cost")).toHaveText(formatCurrency(r.costSavedMonthly));
    await expect(page.getByTestId("roi-revenue")).toHaveText(formatCurrency(r.addedRevenueMonthly));
    await expect(page.getByTestId("roi-net")).toHaveText(formatCurrency(r.netBenefitMonthly));
    await expect(page.getByTestId("roi-payback")).toHaveText(
      r.paybackMonths === null ? "None" : formatMonths(r.paybackMonths),
    );
    await expect(page.getByTestId("roi-year")).toHaveText(formatCurrency(r.months[11].cumulative));
    await expect(page.getByText(`${formatDecimal(r.addedConversionsMonthly)} more customers a month`)).toBeVisible();

    // The chart's table alternative holds the 12 months.
    await page.getByText("Show the figures as a table").click();
    const rows = page.getByRole("table", { name: "Running total over the first 12 months" }).locator("tbody tr");
    await expect(rows).toHaveCount(12);
    await expect(rows.nth(11)).toContainText(formatCurrency(r.months[11].cumulative));
    await axe.expectNoViolations(page);
    await expectNoHorizontalScroll(page);

    // An empty field: a message beside it, and the last valid estimate stays, dimmed, naming the field.
    const result = page.getByTestId("roi-result");
    const heightBefore = (await result.boundingBox())?.height ?? 0;
    const team = page.getByLabel(roiFieldCopy.teamSize.label, { exact: true });
    await team.fill("");
    await expect(page.getByText("Enter the team size as a number")).toBeVisible();
    const notice = page.getByTestId("stale-notice");
    await expect(notice).toHaveText(
      `Showing your last valid estimate. Fix ${roiFieldCopy.teamSize.label} to update it.`,
    );
    await expect(page.getByTestId("roi-net")).toHaveText(formatCurrency(r.netBenefitMonthly));
    await expect(result.locator("[data-stale]")).toHaveCSS("opacity", "0.5");
    // No jump: the card grows by the notice only (it used to collapse by about 700 px).
    expect(Math.abs(((await result.boundingBox())?.height ?? 0) - heightBefore)).toBeLessThan(120);
    await noNaN(page);
    // Two bad fields are both named, and each name takes the visitor to its field.
    await page.getByLabel(roiFieldCopy.hourlyCost.label, { exact: true }).fill("-5");
    await expect(notice).toHaveText(
      `Showing your last valid estimate. Fix ${roiFieldCopy.teamSize.label} and ${roiFieldCopy.hourlyCost.label} to update it.`,
    );
    await notice.getByRole("button", { name: roiFieldCopy.hourlyCost.label }).click();
    await expect(page.getByLabel(roiFieldCopy.hourlyCost.label, { exact: true })).toBeFocused();
    await page.getByLabel(roiFieldCopy.hourlyCost.label, { exact: true }).fill(String(input.hourlyCost));
    await team.fill("0");
    await expect(page.getByText("The team size must be at least 1")).toBeVisible();
    await team.fill("100000");
    await expect(notice).toHaveCount(0);
    await expect(result.locator("[data-stale]")).toHaveCount(0);
    await page.getByLabel(roiFieldCopy.customerValue.label, { exact: true }).fill("10000000");
    await expect(page.getByTestId("roi-net")).toBeVisible();
    await noNaN(page);
  });

  test("shows the prerendered chart until its code arrives, then the live chart with the current figures", async ({
    page,
    hydrated,
  }) => {
    const { release, asked } = await holdRequests(page, /\/assets\/chart-[^/]+\.js$/);
    await page.setViewportSize(DESKTOP);
    await open(page, "/roi-overview", hydrated);
    const chart = page.getByRole("figure", { name: roiResultCopy.chartTitle });
    // Where the chart sits in its (sticky) result card and how tall it is: the swap must not move it.
    const place = () =>
      chart.evaluate((figure) => {
        const box = figure.getBoundingClientRect();
        const card = (figure.closest("[data-testid=roi-result]") as HTMLElement).getBoundingClientRect();
        return { top: box.top - card.top, height: box.height, cardHeight: card.height };
      });
    const before = await place();
    await expect(chart.locator("[data-chart-point]")).toHaveCount(12);
    const team = page.getByLabel(roiFieldCopy.teamSize.label, { exact: true });
    await team.fill("12");
    await expect.poll(asked).toBe(true);
    release();
    const last = formatCurrency(calculateRoi({ ...roiDefaults, teamSize: 12 }).months[11].cumulative);
    // The table under the chart (folded away, so found by its rows) follows the new figures once live.
    await expect(chart.locator("tbody tr").nth(11)).toContainText(last);
    // The live chart answers the keyboard: the last month's figures on focus.
    await chart.locator("[data-chart-point]").last().focus();
    await expect(chart.getByRole("tooltip")).toContainText(last);
    expect(await place()).toEqual(before);
  });

  test("renders without its checks, and checks a change made before they arrive as soon as they do", async ({
    page,
    hydrated,
  }) => {
    // Hold the schema module (and with it zod) until the visitor has typed.
    const { release, asked } = await holdRequests(page, /\/assets\/roi-schema-[^/]+\.js$/);
    await page.setViewportSize(DESKTOP);
    await open(page, "/roi-overview", hydrated);
    await expect(page.getByTestId("roi-net")).toHaveText(formatCurrency(calculateRoi(roiDefaults).netBenefitMonthly));
    const team = page.getByLabel(roiFieldCopy.teamSize.label, { exact: true });
    await team.fill("0");
    await expect.poll(asked).toBe(true);
    // Until the checks arrive nothing is judged: the estimate stays as it was, with no notice.
    await expect(page.getByTestId("stale-notice")).toHaveCount(0);
    release();
    await expect(page.getByText("The team size must be at least 1")).toBeVisible();
    await expect(page.getByTestId("stale-notice")).toHaveText(
      `Showing your last valid estimate. Fix ${roiFieldCopy.teamSize.label} to update it.`,
    );
    await team.fill("12");
    await expect(page.getByTestId("stale-notice")).toHaveCount(0);
    await expect(page.getByTestId("roi-net")).toHaveText(
      formatCurrency(calculateRoi({ ...roiDefaults, teamSize: 12 }).netBenefitMonthly),
    );
  });
});

test.describe("AI cost calculator", () => {
  const input: CostInput = {
    solutions: ["voice", "security", "custom"],
    companySize: "51-200",
    integrations: 5,
    onPremise: true,
    sites: 3,
    support: "priority",
  };

  test("estimates like the pure function, within $750/month and 3-12 weeks", async ({
    axe,
    page,
    request,
    hydrated,
  }) => {
    const html = await (await request.get("/ai-cost-calculator")).text();
    expect(html).toContain("Estimate your monthly subscription");
    expect(html).toContain("$750/month");

    await page.setViewportSize(PHONE);
    await open(page, "/ai-cost-calculator", hydrated);
    for (const option of costSolutionOptions) {
      const box = page.getByRole("checkbox", { name: option.label });
      if (input.solutions.includes(option.id)) await box.check();
      else await box.uncheck();
    }
    await page.getByLabel("Company size").selectOption({ label: companySizeLabels[input.companySize] });
    await page.getByLabel("Systems to connect").fill(String(input.integrations));
    await page.getByRole("checkbox", { name: /On-premise hardware/ }).check();
    await page.getByLabel("Sites with hardware").fill(String(input.sites));
    await page.getByRole("radio", { name: supportLevelCopy[input.support].label }).check();

    const c = calculateCost(input);
    expect(c.monthlyLow).toBeGreaterThanOrEqual(750);
    expect(c.weeksLow).toBeGreaterThanOrEqual(3);
    expect(c.weeksHigh).toBeLessThanOrEqual(12);
    await expect(page.getByTestId("cost-range")).toHaveText(
      `${formatCurrency(c.monthlyLow)}–${formatCurrency(c.monthlyHigh)}/month`,
    );
    await expect(page.getByTestId("cost-weeks")).toHaveText(`${c.weeksLow}-${c.weeksHigh} weeks`);
    const breakdown = page.getByRole("table", { name: "Breakdown" });
    await expect(breakdown.locator("tbody tr")).toHaveCount(c.lines.length + 1);
    await expect(breakdown).toContainText(formatCurrency(c.subtotal));
    await axe.expectNoViolations(page);
    await expectNoHorizontalScroll(page);

    // No solution chosen: an inline message, and the last estimate stays, dimmed, naming the question.
    for (const id of input.solutions) {
      await page.getByRole("checkbox", { name: costSolutionOptions.find((o) => o.id === id)?.label }).uncheck();
    }
    await expect(page.getByText("Choose at least one solution")).toBeVisible();
    await expect(page.getByTestId("stale-notice")).toHaveText(
      "Showing your last valid estimate. Fix Which solutions do you want? to update it.",
    );
    // The last valid answers had only the last solution left ticked.
    const last = calculateCost({ ...input, solutions: input.solutions.slice(-1) });
    await expect(page.getByTestId("cost-range")).toHaveText(
      `${formatCurrency(last.monthlyLow)}–${formatCurrency(last.monthlyHigh)}/month`,
    );
    await noNaN(page);
  });

  test("reports its funnel: awareness, the first change, and purchase with the estimate on a consultation request", async ({
    page,
    hydrated,
  }) => {
    const funnel = collectFunnel(page);
    const events: { eventType: string; details?: string | null }[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/journey/events") && request.method() === "POST")
        events.push(...request.postDataJSON().events);
    });
    await open(page, "/ai-cost-calculator", hydrated);
    await expect.poll(() => stagesOf(funnel, "cost_calculator")).toEqual(["awareness"]);
    await page.getByLabel("Systems to connect").fill("4");
    await page.getByLabel("Systems to connect").fill("5");
    await expect.poll(() => stagesOf(funnel, "cost_calculator")).toEqual(["awareness", "inputs_changed"]);

    // The scheduling page is another site: keep the click on this page.
    const cta = page.locator("#main").getByRole("link", { name: costResultCopy.ctaButton });
    await cta.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
    await cta.click();
    await expect.poll(() => stagesOf(funnel, "cost_calculator")).toEqual(["awareness", "inputs_changed", "purchase"]);
    const purchase = funnel.find((f) => f.funnelType === "cost_calculator" && f.stage === "purchase");
    expect(purchase?.conversionValue).toBe(calculateCost({ ...costDefaults, integrations: 5 }).monthlyLow);
    // The inputs go with the request, for the lead's story (the server computes the estimate again).
    await expect
      .poll(() =>
        events
          .filter((e) => e.eventType === "demo_usage" && e.details?.includes('"consultation"'))
          .map((e) => JSON.parse(e.details ?? "{}")),
      )
      .toEqual([{ tool: "cost-calculator", action: "consultation", inputs: { ...costDefaults, integrations: 5 } }]);
  });
});

test.describe("Unified dashboard preview", () => {
  const series = {
    calls: sampleSeries(sampleShapes.calls, SAMPLE_DAYS, sampleShapes.calls.seed),
    leads: sampleSeries(sampleShapes.leads, SAMPLE_DAYS, sampleShapes.leads.seed),
    hours: sampleSeries(sampleShapes.hours, SAMPLE_DAYS, sampleShapes.hours.seed),
  };

  test("is labelled as sample data and its figures follow the chosen range", async ({
    axe,
    page,
    request,
    hydrated,
  }) => {
    const html = await (await request.get("/enterprise-dashboard")).text();
    expect(html).toContain(dashboardIntro.title);
    expect(html).toContain(dashboardIntro.sampleNote);

    await page.setViewportSize(DESKTOP);
    await open(page, "/enterprise-dashboard", hydrated);
    await expect(page.getByText(dashboardIntro.sampleNote)).toBeVisible();
    const roiToDate = formatPercent(dashboardFigures(series, 30, sampleValues).roiPercent);
    for (const range of [30, 7, 90] as const) {
      const radio = page.getByRole("radio", { name: dashboardRangeLabels[range] });
      await page.locator("label").filter({ has: radio }).click();
      await expect(radio).toBeChecked();
      const f = dashboardFigures(series, range, sampleValues);
      await expect(page.getByTestId("dash-calls")).toHaveText(formatInteger(f.calls));
      await expect(page.getByTestId("dash-leads")).toHaveText(formatInteger(f.leads));
      await expect(page.getByTestId("dash-hours")).toHaveText(formatInteger(f.hours));
      // ROI to date is since the start: the range does not change it.
      await expect(page.getByTestId("dash-roi")).toHaveText(roiToDate);
      // Every key figure shows its change with its direction, against the range before.
      for (const [id, change] of [
        ["dash-calls", f.callsChangePercent],
        ["dash-leads", f.leadsChangePercent],
        ["dash-hours", f.hoursChangePercent],
        ["dash-roi", f.roiChangePoints],
      ] as const) {
        expect(change).not.toBeNull();
        const shown = Math.round((change ?? 0) * 10) / 10;
        const direction = shown > 0 ? "up" : shown < 0 ? "down" : "flat";
        const chip = page.getByTestId(`${id}-change`).locator("[data-direction]");
        await expect(chip).toHaveAttribute("data-direction", direction);
        const amount = id === "dash-roi" ? `${formatInteger(Math.abs(shown))} pts` : formatPercent(Math.abs(shown));
        await expect(chip).toHaveText(
          `${direction === "flat" ? "unchanged," : direction} ${direction === "up" ? "+" : direction === "down" ? "−" : "±"}${amount}`,
        );
      }
      const points = chartPoints(series.calls, range);
      const table = page.getByRole("table", { name: /^Calls handled per /, includeHidden: true });
      await expect(table.locator("tbody tr")).toHaveCount(points.length);
    }
    await expect(page.getByText(dashboardMetricCopy.roi.label, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Alerts" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your solutions" })).toBeVisible();
    await noNaN(page);
    await axe.expectNoViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

test.describe("tool pages on a phone", () => {
  for (const path of [
    "/ai-opportunity-finder",
    "/ai-readiness-assessment",
    "/roi-overview",
    "/ai-cost-calculator",
    "/enterprise-dashboard",
  ]) {
    test(`${path} has no axe violations and no sideways scroll at 390 px`, async ({ axe, page, hydrated }) => {
      await page.setViewportSize(PHONE);
      await open(page, path, hydrated);
      await axe.expectNoViolations(page);
      await expectNoHorizontalScroll(page);
    });
  }
});

test.describe("calculator layout", () => {
  for (const { path, result, method } of [
    { path: "/roi-overview", result: "roi-result-title", method: "roi-method-title" },
    { path: "/ai-cost-calculator", result: "cost-result-title", method: "cost-method-title" },
  ]) {
    test(`${path}: the sticky result card never overlaps the card below it at desktop width`, async ({
      page,
      hydrated,
    }) => {
      await page.setViewportSize(DESKTOP);
      await open(page, path, hydrated);
      await expectStickyCardClear(page, result, method);
      // With the full formula open, the column may leave the card no room to travel; still no overlap.
      await page.getByText("Show the full formula").click();
      await expectStickyCardClear(page, result, method, false);
    });
  }

  test("the ROI calculator's method is two sentences with the formula behind a disclosure", async ({
    page,
    hydrated,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, "/roi-overview", hydrated);
    await expectFormulaBehindDisclosure(page, "roi-method", /people × hours per week × 52 ÷ 12/);
  });

  test("the ROI calculator on a phone keeps a summary bar on screen while the visitor fills in the figures", async ({
    axe,
    page,
    hydrated,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/roi-overview", hydrated);
    const bar = page.getByTestId("roi-summary-bar");
    const netOf = (i: RoiInput) => formatCurrency(calculateRoi(i).netBenefitMonthly);
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(netOf(roiDefaults));
    // Far down the inputs, the bar is still at the bottom of the screen and follows each change.
    await page.getByLabel(roiFieldCopy.customerValue.label, { exact: true }).fill("900");
    await expect(bar).toContainText(netOf({ ...roiDefaults, customerValue: 900 }));
    await expect(bar).toBeInViewport();
    expect(await bar.evaluate((el) => Math.round(el.getBoundingClientRect().bottom) - window.innerHeight)).toBe(0);
    // Its link goes to the full estimate.
    await bar.getByRole("link", { name: "See the estimate" }).click();
    await expect(page.getByRole("heading", { name: "Your estimate" })).toBeInViewport();
    await axe.expectNoViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

test.describe("Live demos page", () => {
  test("gives a clear entry to every tool and to the voice demo, at phone width", async ({ page, hydrated }) => {
    await page.setViewportSize(PHONE);
    await open(page, "/demos", hydrated);
    const list = page.getByRole("list", { name: "Demos and tools" });
    for (const path of [
      "/roi-overview",
      "/ai-cost-calculator",
      "/ai-readiness-assessment",
      "/ai-opportunity-finder",
      "/enterprise-dashboard",
    ]) {
      const item = demosPage.tools.items.find((i) => i.to === path);
      expect(item, path).toBeDefined();
      const link = list.getByRole("link", { name: `${item?.cta}: ${item?.title}` });
      await expect(link).toHaveAttribute("href", path);
      await expect(list.getByRole("heading", { name: item?.title })).toBeVisible();
    }
    const voice = list.getByRole("button", { name: demosPage.tools.voice.cta });
    await expect(voice).toBeVisible();
    await hydrated(page);
    await voice.click();
    await expect(page.getByRole("dialog", { name: "AI Voice Demo" })).toBeVisible();
    await page.keyboard.press("Escape");
    // Each tool's page answers.
    for (const item of demosPage.tools.items) {
      const res = await page.request.get(item.to);
      expect(res.status(), item.to).toBe(200);
    }
  });
});
