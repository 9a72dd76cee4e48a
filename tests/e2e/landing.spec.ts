import type { Page } from "@playwright/test";
import { caseStudies } from "#content/case-studies";
import { customOfferings } from "#content/custom-offerings";
import { landingFaqs } from "#content/faqs";
import { caseStudiesSection, hero } from "#content/landing";
import { catalogTeaser, contactSection, processSection } from "#content/landing/sections";
import { pageMeta } from "#content/pages";
import { site } from "#content/site";
import { prebuiltSolutions } from "#content/solutions/prebuilt-solutions";
import { expect, expectNoHorizontalScroll, test } from "./fixtures";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const section = (page: Page, headingId: string) => page.locator(`section[aria-labelledby="${headingId}"]`);

test.describe("landing page", () => {
  test("shows the loading spinner with its text first, then removes it", async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { text: "", visibleAt: -1, hiddenAt: -1 };
      (window as unknown as { __loading: typeof seen }).__loading = seen;
      const sample = () => {
        const element = document.querySelector("[data-loading-screen]");
        const style = element ? getComputedStyle(element) : null;
        const visible = !!style && style.visibility !== "hidden" && style.opacity !== "0";
        if (visible && seen.visibleAt < 0) {
          seen.visibleAt = performance.now();
          seen.text = element?.textContent ?? "";
        }
        if (!visible && seen.visibleAt >= 0) seen.hiddenAt = performance.now();
        else requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await expect(page.locator("[data-loading-screen]")).toHaveCount(0);
    const seen = await page.evaluate(
      () => (window as unknown as { __loading: { text: string; visibleAt: number; hiddenAt: number } }).__loading,
    );
    expect(seen.text).toBe("Loading AI Solutions...");
    expect(seen.visibleAt).toBeGreaterThanOrEqual(0);
    // Shown for the spec's 300 ms (sampled per frame, so allow a frame or two of slack).
    expect(seen.hiddenAt - seen.visibleAt).toBeGreaterThanOrEqual(250);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("the prerendered HTML holds the whole page, the final counter values and the loading overlay", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Loading AI Solutions...");
    for (const metric of ["100+", "90%", "64%", "37%"]) {
      expect(html).toContain(`data-counter="${metric}">${metric}<`);
    }
    for (const faq of landingFaqs) expect(html).toContain(faq.question);
    expect(html).toContain("30 minutes • No commitment required");
  });

  test("has its title, description, canonical URL, Open Graph and Twitter tags", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(pageMeta["/"].title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", pageMeta["/"].description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.url}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", pageMeta["/"].title);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${site.url}/`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  });

  test("has a share image: absolute URL, size and alt text in its tags, served as a PNG cached for a year", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const image = page.locator('meta[property="og:image"]');
    await expect(image).toHaveAttribute("content", new RegExp(`^${site.url}/assets/share-home-[\\w-]+\\.png$`));
    const url = (await image.getAttribute("content")) ?? "";
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", url);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", /Custom AI Solutions/);
    const response = await request.get(new URL(url).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toContain("immutable");
  });

  test("sections come in the spec's order, hero first and contact last", async ({ page }) => {
    await page.goto("/");
    const order = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((s) => s.getAttribute("aria-labelledby")));
    expect(order).toEqual([
      "hero-heading",
      "case-studies-heading",
      "services-heading",
      "catalog-heading",
      "process-heading",
      "voice-demo-heading",
      "faq-heading",
      "contact-heading",
    ]);
  });

  test("hero: headline, client results, consultation button and quiz prompt", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const heroSection = section(page, "hero-heading");
    await expect(heroSection.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
    const results = await heroSection.locator("ul > li").allInnerTexts();
    expect(results.map((r) => r.replace(/\s+/g, " ").trim())).toEqual([
      "31% conversion boost",
      "86% win rate",
      "30+ hrs monthly savings",
    ]);
    const consultation = heroSection.getByRole("link", { name: /^Schedule Free Consultation/ });
    await expect(consultation).toHaveAttribute("href", site.schedulingUrl);
    await expect(consultation).toHaveAttribute("target", "_blank");
    const quiz = heroSection.getByRole("link", { name: /2-minute AI Opportunity Quiz/ });
    await quiz.click();
    await expect(page).toHaveURL(/\/ai-opportunity-finder$/);
  });

  test("case studies show every field and their counters land on the final values", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const cases = section(page, "case-studies-heading");
    // Below the fold the counters wait at zero until they are scrolled into view, then count up once.
    const counters = ["100+", "64%", "90%", "37%"].map((metric) => cases.locator(`[data-counter="${metric}"]`));
    await expect(counters[0]).toHaveText("0+");
    for (const study of caseStudies) {
      const card = cases.getByRole("article", { name: study.title });
      // The challenge and the solution wait behind the card's disclosure; the rest shows.
      await expect(card.getByText(study.challenge)).toBeHidden();
      await card.getByText(caseStudiesSection.storyLabel).click();
      for (const text of [
        study.industry,
        study.client,
        study.challenge,
        study.solution,
        study.quote,
        study.timeframe,
      ]) {
        await expect(card.getByText(text).first()).toBeVisible();
      }
      for (const result of study.results) await expect(card.getByText(result.label, { exact: true })).toBeVisible();
    }
    await counters[0].scrollIntoViewIfNeeded();
    await expect(counters[0]).not.toHaveText("0+");
    for (const [index, metric] of ["100+", "64%", "90%", "37%"].entries()) {
      await expect(counters[index]).toHaveText(metric, { timeout: 5_000 });
    }
    await expect(cases.getByText("hours saved weekly")).toBeVisible();
    await expect(cases.getByText("error reduction")).toBeVisible();
    await expect(cases.getByText("callback increase")).toBeVisible();
    await expect(cases.getByText("portfolio growth")).toBeVisible();
  });

  test("with reduced motion the counters show their final values at once", async ({ page, hydrated }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await hydrated(page);
    for (const metric of ["100+", "64%", "90%", "37%"]) {
      await expect(page.locator(`[data-counter="${metric}"]`)).toHaveText(metric);
    }
  });

  test("services: three custom offerings and six solution cards with every field and link", async ({ page }) => {
    await page.goto("/");
    const services = section(page, "services-heading");
    for (const offering of customOfferings)
      await expect(services.getByRole("heading", { name: offering.title })).toBeVisible();
    expect(customOfferings.map((o) => o.kind)).toEqual(["hardware", "software", "hybrid"]);

    const links = [];
    for (const solution of prebuiltSolutions) {
      const card = services.getByRole("article", { name: solution.title });
      // All six facets show on the card without a click, with at most four features.
      expect(solution.features.length).toBeLessThanOrEqual(4);
      for (const text of [
        "Problem solved",
        solution.problemSolved,
        "Built for",
        solution.targetBusinesses,
        "Cost savings",
        solution.roi.costSavings,
        "Performance gains",
        solution.roi.timeGains,
        "Payback period",
        solution.roi.paybackPeriod,
        ...solution.features,
      ]) {
        await expect(card.getByText(text, { exact: true }).first()).toBeVisible();
      }
      links.push(await card.getByRole("link").getAttribute("href"));
    }
    expect(links).toEqual([
      "/ai-voice",
      "/ai-security",
      "/legal-ai",
      "/ai-marketing",
      "/ai-seo",
      "/ai-business-intelligence",
    ]);
    const paybacks = await services.locator("[data-payback]").allInnerTexts();
    expect(paybacks).toHaveLength(6);
    expect(paybacks).toContain("1-2 months");
    expect(paybacks).toContain("6-8 months");

    await services.getByRole("link", { name: /AI Voice Assistant/ }).click();
    await expect(page).toHaveURL(/\/ai-voice$/);
  });

  test("catalog teaser and the three-step process", async ({ page }) => {
    await page.goto("/");
    const catalog = section(page, "catalog-heading");
    const stats = await catalog.locator("li").allInnerTexts();
    // The spec's rounded claim, with the catalog's exact size beside it.
    expect(stats.map((s) => s.replace(/\s+/g, " ").trim())).toEqual([
      "100+ solution ideas 104 in the catalog today",
      "15+ industry categories 16 covered today",
    ]);
    await expect(catalog.getByRole("link", { name: catalogTeaser.ctaLabel })).toHaveAttribute("href", "/solutions");

    const process = section(page, "process-heading");
    const steps = await process.locator("ol > li h3").allInnerTexts();
    expect(steps.map((s) => s.replace(/^Step \d:\s+/, "").trim())).toEqual([
      "Free Consultation",
      "Custom Development",
      "Launch & Support",
    ]);
    await expect(process.getByRole("heading", { name: processSection.whyHeading })).toBeVisible();
    for (const reason of processSection.why) await expect(process.getByText(reason)).toBeVisible();
  });

  test("FAQ: six cards, the first open, each toggling on its own; buttons and quick facts", async ({
    page,
    hydrated,
  }) => {
    await page.goto("/");
    const faq = section(page, "faq-heading");
    // Native disclosure widgets: they toggle before the scripts start as well as after.
    const toggles = faq.locator("details > summary");
    await expect(toggles).toHaveText(landingFaqs.map((f) => f.question));
    await hydrated(page);

    const expectOpen = async (states: boolean[]) => {
      for (const [index, open] of states.entries()) {
        await expect(faq.locator("details").nth(index)).toHaveJSProperty("open", open);
        const answer = faq.getByText(landingFaqs[index].answer);
        if (open) await expect(answer).toBeVisible();
        else await expect(answer).toBeHidden();
      }
    };
    await expectOpen([true, false, false, false, false, false]);
    await toggles.nth(2).click();
    await expectOpen([true, false, true, false, false, false]);
    await toggles.nth(0).click();
    await expectOpen([false, false, true, false, false, false]);
    // Keyboard works too.
    await toggles.nth(5).focus();
    await page.keyboard.press("Enter");
    await expectOpen([false, false, true, false, false, true]);
    await toggles.nth(2).click();
    await expectOpen([false, false, false, false, false, true]);

    const consultation = faq.getByRole("link", { name: /^Schedule Free Consultation/ });
    await expect(consultation).toHaveAttribute("href", site.schedulingUrl);
    await expect(consultation).toHaveAttribute("target", "_blank");
    await expect(faq.getByRole("link", { name: "View All FAQs" })).toHaveAttribute("href", "/faq");
    const facts = await faq.locator("ul").last().locator("li").allInnerTexts();
    expect(facts.map((f) => f.replace(/\s+/g, " ").trim())).toEqual([
      "86% average client win rate",
      "3-12 weeks implementation timeline",
      "$750/month starting investment",
    ]);
  });

  test("the FAQ answers state the spec's facts", () => {
    const answers = landingFaqs.map((f) => f.answer).join(" ");
    for (const fact of [
      "$750/month",
      "3-12 weeks",
      "pilot",
      "encryption",
      "access controls",
      "GDPR",
      "HIPAA",
      "30-minute",
      "100+",
      "15+",
    ]) {
      expect(answers).toContain(fact);
    }
  });

  test("contact section: anchor, what the visitor gets, button, note and links", async ({ page }) => {
    await page.goto("/#contact");
    const contact = page.locator("section#contact");
    await expect(contact).toBeInViewport();
    await expect(contact.getByRole("heading", { level: 2 })).toHaveText(contactSection.heading);
    const benefits = await contact.locator("ul").first().locator("li").allInnerTexts();
    expect(benefits.map((b) => b.trim())).toEqual([
      "Free business analysis",
      "Custom AI recommendations",
      "Unified dashboard access",
      "ROI projections",
      "Implementation roadmap",
    ]);
    const book = contact.getByRole("link", { name: /^Book Your Free Consultation/ });
    await expect(book).toHaveAttribute("href", site.schedulingUrl);
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(contact.getByText("30 minutes • No commitment required")).toBeVisible();
    await expect(contact.getByRole("link", { name: new RegExp(site.email.replace(/[.+]/g, "\\$&")) })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(contact.locator('a[href^="tel:"]')).toHaveAttribute(
      "href",
      `tel:${site.phone.replace(/[^\d+]/g, "")}`,
    );
    await expect(contact.locator('a[href^="tel:"]')).toContainText(site.phone);
  });

  test("the JSON-LD parses, its FAQPage matches the visible FAQ and the Organization has the contact details", async ({
    page,
  }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const faqPage = data.find((d) => d["@type"] === "FAQPage") as {
      mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
    };
    expect(faqPage).toBeDefined();

    const faq = section(page, "faq-heading");
    const questions = (await faq.locator("details > summary").allTextContents()).map((q) => q.trim());
    const answers = (await faq.locator("details > summary + *").allTextContents()).map((a) => a.trim());
    expect(questions).toHaveLength(6);
    expect(faqPage.mainEntity.map((q) => q.name)).toEqual(questions);
    expect(faqPage.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(answers);
    expect(faqPage.mainEntity.every((q) => q["@type"] === "Question" && q.acceptedAnswer["@type"] === "Answer")).toBe(
      true,
    );

    const organization = data.find((d) => d["@type"] === "Organization");
    expect(organization).toMatchObject({ name: site.name, email: site.email, telephone: site.phone });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`has no axe-core violations at ${viewport.width} px`, async ({ axe, page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(page.locator("[data-loading-screen]")).toHaveCount(0);
      await axe.expectNoViolations(page);
      await expectNoHorizontalScroll(page);
    });
  }
});
