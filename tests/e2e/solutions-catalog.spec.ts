import type { Page } from "@playwright/test";
import { solutionPath } from "#common/route-table";
import { getIndustry, industries, type SolutionIdea, searchTextOf, solutions } from "#content/solutions";
import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const FIRST_LOAD = 12;

/** Marks the document, so a test can tell that a later step happened without a page load. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __samePage: true }));
const samePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

/** An idea not among the cards shown and a word of it that only its full text holds (not its card). */
function hiddenIdeaAndWord(shown: string[]): { idea: SolutionIdea; word: string } {
  for (const idea of solutions.filter((s) => !shown.includes(s.title))) {
    const card = `${idea.title} ${idea.summary}`.toLowerCase();
    const word = searchTextOf(idea)
      .split(/[^a-z]+/)
      .find((w) => w.length >= 7 && !card.includes(w));
    if (word) return { idea, word };
  }
  throw new Error("no idea with a word beyond its card");
}

test.describe("solutions catalog", () => {
  // Several page loads and client-side steps each: room for a machine at several times normal load.
  test.describe.configure({ timeout: 90_000 });

  test("at 390 px /solutions is under 15,000 px tall on first load, search first, and links every idea in its HTML", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/solutions")).text();
    for (const idea of solutions) expect(html, idea.slug).toContain(`href="${solutionPath(idea.slug)}"`);

    await page.setViewportSize(PHONE);
    await page.goto("/solutions");
    const cards = page.locator("#catalog article");
    await expect(cards).toHaveCount(FIRST_LOAD);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(15_000);

    // The search and filters come before the first result and stay in view while the results scroll.
    const search = page.getByRole("searchbox", { name: "Search ideas" });
    const searchBox = await search.boundingBox();
    const firstCard = await cards.first().boundingBox();
    expect(searchBox && firstCard && searchBox.y < firstCard.y).toBe(true);
    await cards.nth(FIRST_LOAD - 1).scrollIntoViewIfNeeded();
    await expect(async () => {
      const box = await search.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    }).toPass();
  });

  test("search finds ideas beyond the first 12 and Show more adds 12 at a time, without a page load", async ({
    page,
    hydrated,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/solutions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI solutions catalog");
    const count = page.locator("#catalog p[aria-live]");
    await expect(count).toHaveText(`Showing ${FIRST_LOAD} of ${solutions.length} ideas`);
    const cards = page.locator("#catalog article");
    // The first ones come from as many industries.
    const shown = await cards.getByRole("heading").allTextContents();
    expect(new Set(shown.map((title) => solutions.find((s) => s.title === title)?.industry)).size).toBe(FIRST_LOAD);
    const { idea, word } = hiddenIdeaAndWord(shown);
    await expect(cards.getByRole("link", { name: idea.title, exact: true })).toHaveCount(0);
    await markPage(page);

    const more = page.getByRole("button", { name: `Show ${FIRST_LOAD} more ideas` });
    await hydrated(page);
    await more.click();
    await expect(cards).toHaveCount(2 * FIRST_LOAD);
    await expect(count).toHaveText(`Showing ${2 * FIRST_LOAD} of ${solutions.length} ideas`);
    // Keyboard focus lands on the first of the new ideas.
    await expect(cards.nth(FIRST_LOAD).getByRole("link")).toBeFocused();

    // A word that only the idea's full text holds (fetched once the visitor searches) finds it.
    await page.getByLabel("Search ideas").fill(word);
    await expect(cards.getByRole("link", { name: idea.title, exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await page.getByLabel("Search ideas").fill("zzqx nothing like this");
    await expect(page.getByText("No idea matches this filter yet.")).toBeVisible();
    expect(await samePage(page)).toBe(true);
  });

  test("filters by industry and type, shares the filter in the URL, then opens an idea's page", async ({
    page,
    hydrated,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/solutions");
    const count = page.locator("#catalog p[aria-live]");
    const cards = page.locator("#catalog article");
    await markPage(page);

    const industry = industries.find((i) => i.slug === "manufacturing");
    const inIndustry = solutions.filter((s) => s.industry === "manufacturing");
    await hydrated(page);
    await page.getByLabel("Industry", { exact: true }).selectOption("manufacturing");
    await expect(count).toHaveText(new RegExp(`^${inIndustry.length} of ${solutions.length} ideas match`));
    await expect(cards).toHaveCount(Math.min(inIndustry.length, FIRST_LOAD));
    await expect(page.getByText(industry?.description ?? "-")).toBeVisible();
    await expect(page).toHaveURL(/industry=manufacturing/);

    const hardware = inIndustry.filter((s) => s.type === "hardware");
    await page.getByLabel("Type", { exact: true }).selectOption("hardware");
    await expect(cards).toHaveCount(hardware.length);
    for (const idea of hardware) await expect(cards.getByRole("link", { name: idea.title })).toBeVisible();

    // The shared URL shows the same filtered list.
    const shared = await browserPageAt(page, page.url());
    await expect(shared.locator("#catalog article")).toHaveCount(hardware.length);
    await shared.close();

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(count).toHaveText(`Showing ${FIRST_LOAD} of ${solutions.length} ideas`);
    await page.getByLabel("Industry", { exact: true }).selectOption("retail");
    const idea = solutions.find((s) => s.industry === "retail");
    if (!idea) throw new Error("no retail idea");
    await cards.getByRole("link", { name: idea.title, exact: true }).click();
    await expect(page).toHaveURL(solutionPath(idea.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(idea.title);
    await expect(page.getByText(idea.problem)).toBeVisible();
    await expect(page.getByText(getIndustry(idea.industry)?.name ?? "", { exact: false }).first()).toBeVisible();
    expect(await samePage(page)).toBe(true);
  });

  test("the index lists every idea by industry and its links navigate within the app", async ({ page, hydrated }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/solutions");
    const index = page.locator('section[aria-labelledby="idea-index-heading"]');
    await expect(index.locator("details")).toHaveCount(industries.length);
    await expect(index.locator('a[href^="/solution/"]')).toHaveCount(solutions.length);
    const last = solutions[solutions.length - 1];
    const group = index
      .locator("details")
      .filter({ has: page.getByText(getIndustry(last.industry)?.name ?? "-", { exact: true }) });
    await markPage(page);
    // A link followed before the page hydrates is a full page load: wait for the app first.
    await hydrated(page);
    await group.locator("summary").click();
    await group.getByRole("link", { name: last.title, exact: true }).click();
    await expect(page).toHaveURL(solutionPath(last.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.title);
    expect(await samePage(page)).toBe(true);
  });
});

/** The same URL in a fresh tab of the same browser context. */
async function browserPageAt(page: Page, url: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.setViewportSize(DESKTOP);
  await other.goto(url);
  return other;
}
