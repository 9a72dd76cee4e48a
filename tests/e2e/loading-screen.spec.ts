import type { Page } from "@playwright/test";
import { LOADING_SCREEN_MS } from "#common/constants";
import { loadingText } from "#content/landing";
import { expect, test } from "./fixtures";

interface Timeline {
  /** When the screen was in the document, each rendering step before the first paint (when, and whether the screen was there), when its fade began (animation start + delay), and the page's paints. */
  insertedAt: number;
  frames: { at: number; screen: boolean }[];
  fadeStartsAt: number;
  text: string;
  firstPaint: number;
  lcp: { at: number; inScreen: boolean }[];
}

/**
 * Records, inside the page, when the loading screen appears, when its fade began (read from its own
 * animation, so the figure does not depend on when an event or a frame happened to run), the first
 * paint and the Largest Contentful Paint candidates.
 */
async function recordTimeline(page: Page) {
  await page.addInitScript(() => {
    const seen = {
      insertedAt: -1,
      frames: [] as { at: number; screen: boolean }[],
      fadeStartsAt: -1,
      text: "",
      firstPaint: -1,
      lcp: [] as { at: number; inScreen: boolean }[],
    };
    Object.assign(window, { __timeline: seen });
    const screen = () => document.querySelector<HTMLElement>("[data-loading-screen]");
    // The parser may put the screen in the document before its text (a slow machine parses in
    // smaller steps): the text is read again at every change while the screen is there.
    new MutationObserver(() => {
      const element = screen();
      if (!element) return;
      if (seen.insertedAt < 0) seen.insertedAt = performance.now();
      seen.text = element.textContent ?? "";
    }).observe(document, { childList: true, subtree: true, characterData: true });
    // Animation callbacks run in each rendering step, before its paint: the screen is there for the
    // first paint if it is there in the last step that began before that paint. (A step can come
    // before the screen is parsed and paint nothing; and a timestamp taken by the observer above can
    // come after the paint's on a loaded machine, though the element did not.)
    const frame = () => {
      seen.frames.push({ at: performance.now(), screen: screen() !== null });
      if (seen.firstPaint < 0 || seen.frames.length < 3) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    // Fires once the fade has begun; the animation itself says when that was.
    document.addEventListener(
      "animationstart",
      (event) => {
        const element = event.target as HTMLElement;
        if (event.animationName !== "fade-out" || !element.matches("[data-loading-screen]")) return;
        const fade = element.getAnimations().find((a) => (a as CSSAnimation).animationName === "fade-out");
        if (fade?.startTime != null)
          seen.fadeStartsAt = Number(fade.startTime) + Number(fade.effect?.getTiming().delay ?? 0);
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === "first-paint") seen.firstPaint = entry.startTime;
    }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        seen.lcp.push({ at: entry.startTime, inScreen: !!entry.element?.closest("[data-loading-screen]") });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

async function timelineAfterFade(page: Page): Promise<Timeline> {
  await expect(page.locator("[data-loading-screen]")).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline.firstPaint))
    .toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline);
}

function expectShownFromFirstPaint(timeline: Timeline) {
  expect(timeline.text).toBe(loadingText);
  // In the page before its first paint, and its fade begins no earlier than 300 ms after that paint.
  expect(timeline.insertedAt).toBeGreaterThanOrEqual(0);
  expect(timeline.frames.filter((f) => f.at <= timeline.firstPaint).at(-1)?.screen).toBe(true);
  expect(timeline.fadeStartsAt).toBeGreaterThan(0);
  expect(timeline.fadeStartsAt - timeline.firstPaint).toBeGreaterThanOrEqual(LOADING_SCREEN_MS);
  // The page's own content paints underneath, so its Largest Contentful Paint is the content's own
  // paint and not the screen (the screen's text is only the first candidate).
  expect(timeline.lcp.at(-1)?.inScreen).toBe(false);
}

test.describe("landing page loading screen", () => {
  // Several page loads and client-side steps each: room for a machine at several times normal load.
  test.describe.configure({ timeout: 90_000 });

  test("is visible for 300 ms from the first paint, and the content's LCP is not held back", async ({ page }) => {
    await recordTimeline(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    expectShownFromFirstPaint(await timelineAfterFade(page));
  });

  test("also on a slow machine: CPU four times slower and the scripts held back", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // The app's scripts arrive late, so the first paint and the app's start are far apart.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await recordTimeline(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    expectShownFromFirstPaint(await timelineAfterFade(page));
  });

  test("after a client-side navigation to the home page it is timed by the app and removed", async ({
    page,
    hydrated,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("[data-loading-screen]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
