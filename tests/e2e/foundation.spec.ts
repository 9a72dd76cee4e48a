import { consultationLabel, footerGroups, mainNavigation } from "#content/navigation";
import { pageMeta } from "#content/pages";
import { site } from "#content/site";
import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };

test.describe("navigation", () => {
  test("the desktop navigation lists the main pages in order", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const labels = await nav.locator("ul").first().getByRole("link").allInnerTexts();
    expect(labels).toEqual(mainNavigation.map((item) => item.label));
  });

  // One test per link, each from a page outside the list: a click is never made while the
  // previous link's page is still loading.
  for (const item of mainNavigation) {
    test(`the desktop navigation link "${item.label}" leads to its page`, async ({ page, hydrated }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/contact");
      await hydrated(page);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new URL(item.to, page.url()).toString());
      await expect(page).toHaveTitle(pageMeta[item.to].title);
    });
  }

  test("at a phone width the menu toggles and hides the desktop-only link", async ({ page, hydrated }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/about");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }),
    ).toBeHidden();

    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(
      `#${await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-controls")}`,
    );
    const labels = await menu.getByRole("link").allInnerTexts();
    expect(labels.map((l) => l.split("\n")[0].trim())).toEqual([
      ...mainNavigation.filter((item) => !item.desktopOnly).map((item) => item.label),
      consultationLabel,
    ]);
    expect(labels).not.toContain("ROI Calculator");

    await menu.getByRole("link", { name: "Security", exact: true }).click();
    await expect(page).toHaveURL(/\/security$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("the phone menu dims and locks the page, and Escape closes it back onto its toggle", async ({
    page,
    hydrated,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/about");
    const openButton = page.getByRole("button", { name: "Open menu" });
    const closeButton = page.getByRole("button", { name: "Close menu" });
    const backdrop = page.locator("[data-menu-backdrop]");
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    await hydrated(page);
    await openButton.click();
    await expect(closeButton).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await closeButton.getAttribute("aria-controls")}`);
    await expect(menu).toBeVisible();
    await expect(backdrop).toBeVisible();
    expect(await pageOverflow()).toBe("hidden");

    // Escape from inside the menu: closed, page unlocked, focus back on the toggle.
    await menu.getByRole("link", { name: "Security", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(backdrop).toBeHidden();
    await expect(openButton).toHaveAttribute("aria-expanded", "false");
    await expect(openButton).toBeFocused();
    expect(await pageOverflow()).not.toBe("hidden");
    await expect(page).toHaveURL(/\/about$/);

    // A tap on the dimmed page closes it too, and the page scrolls again.
    await openButton.click();
    await expect(backdrop).toBeVisible();
    await backdrop.click({ position: { x: 20, y: 700 } });
    await expect(menu).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("the Free Consultation button opens the scheduling page in a new tab", async ({ page, context }) => {
    await context.route(`${new URL(site.schedulingUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Scheduling</title>" }),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: consultationLabel });
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), button.click()]);
    await popup.waitForLoadState();
    // The link may carry the visitor's client id for matching the booking; the page is the same.
    const opened = new URL(popup.url());
    expect(opened.origin + opened.pathname).toBe(site.schedulingUrl);
    expect([...opened.searchParams.keys()].filter((key) => key !== "metadata[clientId]")).toEqual([]);
    expect(page.url()).toMatch(/\/about$/);
  });
});

test.describe("footer", () => {
  test("holds exactly the spec's links", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("navigation", { name: "Footer" });
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(footerGroups.flatMap((group) => group.links.map((link) => link.href)));
    await expect(page.getByRole("contentinfo")).toContainText("Copyright 2025");
  });

  for (const link of footerGroups.flatMap((group) => group.links).filter((l) => !l.external)) {
    test(`the link "${link.label}" leads to its page`, async ({ page, hydrated }) => {
      await page.goto(link.href === "/contact" ? "/about" : "/contact");
      await hydrated(page);
      await page
        .getByRole("navigation", { name: "Footer" })
        .getByRole("link", { name: link.label, exact: true })
        .click();
      await expect(page).toHaveURL(new URL(link.href, page.url()).toString());
      await expect(page).toHaveTitle(pageMeta[link.href].title);
    });
  }
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the spec's page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("a client-side navigation to an unknown path shows the same page", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/still-not-here");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  });
});
