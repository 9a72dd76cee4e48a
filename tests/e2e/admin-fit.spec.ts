/**
 * Every admin page and the partner dashboard, signed in, with long realistic names, e-mails and
 * companies, at 390, 1024, 1280 and 1440 px: nothing scrolls sideways, nothing is cut at the
 * viewport's edge, the document is no wider than the viewport, no table or card list splits a
 * word over two lines, no table is wider than its card, and (at 390 and 1440 px) axe-core finds
 * nothing. Each page is photographed at each width into test-results/admin-screens for a person
 * to look at. Also: the admin console's own visits never reach the visitor analytics.
 */
import fs from "node:fs";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { routeTable } from "#common/route-table";
import { BROWSER_UA, visitorSeed } from "#server/modules/admin/test-fixtures";
import { buildPdf } from "#server/modules/careers/test-fixtures";
import { adminToken, expect, test } from "./fixtures";
import { axeViolations, preloadAxe } from "./support/axe";
import { E2E_ADMIN } from "./support/env";
import { layoutBreaks } from "./support/word-splits";

const WIDTHS = [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;
/** Narrower desktop windows, checked by resizing the 1440 px page (as a person narrows a window). */
const NARROWER_DESKTOPS = [
  { name: "laptop", viewport: { width: 1280, height: 800 } },
  { name: "tablet", viewport: { width: 1024, height: 768 } },
] as const;

/** Every page of the console, from the route table (the login too: it stands outside the site). */
const ADMIN_PAGES = routeTable.map((r) => r.path).filter((path) => path.startsWith("/admin/"));
const SCREENS = "test-results/admin-screens";

/**
 * Data on every page: tracked visitors with contact details, leads, an approved partner, a sales
 * application, an admin and audit entries, with names, e-mails and companies as long as real ones get.
 */
async function seed(request: APIRequestContext) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  for (const call of visitorSeed(`fit${stamp}`).calls) {
    const res = await request.post(call.url, { data: call.payload, headers: { "user-agent": BROWSER_UA } });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const colleague = await request.post("/api/admin/admins", {
    data: {
      email: `alexandra.montgomery-whitfield.${stamp}@featherstonehaugh-logistics.example`,
      name: "Alexandra Montgomery-Whitfield",
      password: "colleague-password-123",
      currentPassword: E2E_ADMIN.password,
      role: "sales",
    },
    headers,
  });
  expect(colleague.status(), await colleague.text()).toBe(201);
  const message = await request.post("/api/contact", {
    data: {
      name: "Bartholomew Featherstonehaugh-Wolfeschlegel",
      email: `bartholomew.featherstonehaugh-wolfeschlegel.${stamp}@featherstonehaugh-logistics.example`,
      company: "Featherstonehaugh Logistics and Cold Chain Holdings International",
      phone: "+44 20 7946 0958",
      interest: "voice",
      message: "Our dispatch desk misses about forty calls a day across three depots; we want them answered.",
    },
  });
  expect(message.status(), await message.text()).toBe(201);
  const owned = await request.patch(`/api/admin/leads/contact:${(await message.json()).id}`, {
    data: { ownerId: (await colleague.json()).id, followUpOn: new Date().toISOString().slice(0, 10) },
    headers,
  });
  expect(owned.status(), await owned.text()).toBe(200);
  const application = await request.post("/api/sales-applications", {
    multipart: {
      role: "enterprise-account-executive",
      name: "Konstantinos Papadopoulos-Vandenberghe",
      email: `konstantinos.papadopoulos-vandenberghe.${stamp}@international-sales-recruiting.example`,
      phone: "+30 210 555 0199",
      location: "Thessaloniki, Greece (remote within Europe)",
      yearsExperience: "12",
      industries: "Third-party logistics, cold chain warehousing, industrial automation",
      profileUrl: "https://www.linkedin.com/in/konstantinos-papadopoulos-vandenberghe",
      motivation: "Twelve years of selling automation to logistics operators; I want to sell what I would have bought.",
      consent: "true",
      resume: {
        name: "Konstantinos-Papadopoulos-Vandenberghe-CV.pdf",
        mimeType: "application/pdf",
        buffer: buildPdf("CV"),
      },
    },
  });
  expect(application.status(), await application.text()).toBe(201);
  const partner = {
    name: "Maximiliana Featherstonehaugh-Partnerschaft",
    email: `maximiliana.featherstonehaugh.${stamp}@a-very-long-partner-domain.example`,
    password: "partner-password-123",
    company: "Featherstonehaugh Operations Newsletter International",
    website: "https://featherstonehaugh-operations-newsletter.example",
    promotionMethod: "A weekly newsletter to 4,000 operations managers, and a quarterly client workshop.",
    payoutEmail: `payouts.${stamp}@a-very-long-partner-domain.example`,
    code: `fit-${stamp}`,
  };
  expect((await request.post("/api/affiliate/register", { data: partner })).status()).toBe(202);
  const list = await request.get("/api/admin/affiliates", { headers });
  const found = ((await list.json()).affiliates as { id: string; code: string }[]).find((a) => a.code === partner.code);
  expect(found, "the new partner is listed").toBeTruthy();
  const approved = await request.post(`/api/admin/affiliates/${found?.id}/status`, {
    data: { action: "approve" },
    headers,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  // A redirect with a long path and a long target, made by the colleague with the long address.
  const redirect = await request.post("/api/admin/redirects", {
    data: {
      from: `/services/enterprise-voice-receptionist-for-multi-location-dental-groups-${stamp}`,
      to: `https://featherstonehaugh-operations-newsletter.example/archive/2024/voice-receptionists-${stamp}`,
    },
    headers,
  });
  expect(redirect.status(), await redirect.text()).toBe(201);
  return partner;
}

/** A browser context signed in as the admin (and, for the partner dashboard, as the partner). */
async function signedInPage(
  browser: Browser,
  request: APIRequestContext,
  viewport: { width: number; height: number },
  partner?: { email: string; password: string },
) {
  const context = await browser.newContext({ viewport, userAgent: BROWSER_UA });
  const admin = await adminToken(request);
  let affiliate: string | null = null;
  if (partner) {
    const login = await request.post("/api/affiliate/login", {
      data: { email: partner.email, password: partner.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    affiliate = (await login.json()).token;
  }
  await context.addInitScript(
    ([a, p]) => {
      window.localStorage.setItem("adminToken", a as string);
      if (p) window.localStorage.setItem("affiliateToken", p);
    },
    [admin, affiliate] as const,
  );
  const page = await context.newPage();
  await preloadAxe(page);
  return page;
}

async function freshPage(browser: Browser, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport, userAgent: BROWSER_UA })).newPage();
  await preloadAxe(page);
  return page;
}

/** The page has arrived: its heading shows and no skeleton or "Loading…" placeholder is left. */
async function settled(page: Page) {
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0, { timeout: 20_000 });
}

/**
 * Sideways trouble, in words: the document wider than the viewport, an element that scrolls
 * sideways, or a table cell, control or heading that sticks out past the viewport's edge.
 */
function sidewaysProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const cls =
        typeof el.className === "string" && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}`
          : "";
      return `${el.tagName.toLowerCase()}${id}${cls} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    };
    const problems: string[] = [];
    const width = window.innerWidth;
    const doc = document.documentElement;
    if (doc.scrollWidth > width) problems.push(`document is ${doc.scrollWidth} px wide in a ${width} px viewport`);
    for (const el of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      if ((style.overflowX === "auto" || style.overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    for (const el of document.body.querySelectorAll("table, th, td, button, a, input, select, h1, h2, h3")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || el.closest(".sr-only")) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      if (rect.right > width + 1 || rect.left < -1)
        problems.push(`${name(el)} reaches ${Math.round(rect.left)}..${Math.round(rect.right)} of ${width} px`);
    }
    return problems;
  });
}

async function checkLayout(page: Page, path: string, name: string) {
  // The picture first, so a failing page can be looked at too.
  fs.mkdirSync(SCREENS, { recursive: true });
  const file = path.slice(1).replace(/\//g, "-");
  await page.screenshot({ path: `${SCREENS}/${file}-${name}.png`, fullPage: true });
  expect(await sidewaysProblems(page), `${path} at ${name}`).toEqual([]);
  expect(await layoutBreaks(page), `${path} at ${name}`).toEqual([]);
}

async function checkPage(page: Page, path: string, name: string) {
  await page.goto(path);
  await settled(page);
  await checkLayout(page, path, name);
  expect(await axeViolations(page), `${path} at ${name}`).toEqual([]);
  if (name !== "desktop") return;
  for (const narrower of NARROWER_DESKTOPS) {
    await page.setViewportSize(narrower.viewport);
    // A table that no longer fits turns into cards after the resize is observed: wait for the layout to settle.
    await expect.poll(() => layoutBreaks(page), { message: `${path} at ${narrower.name}` }).toEqual([]);
    await checkLayout(page, path, narrower.name);
  }
}

test.describe("admin pages fit every screen and pass axe", () => {
  test.describe.configure({ timeout: 90_000 });
  let partner: Awaited<ReturnType<typeof seed>>;

  test.beforeAll(async ({ request }) => {
    partner = await seed(request);
  });

  for (const { name, viewport } of WIDTHS) {
    const widths = name === "desktop" ? "1440, 1280 and 1024 px" : `${viewport.width} px`;
    for (const path of ADMIN_PAGES) {
      test(`${path} at ${widths}`, async ({ browser, request }) => {
        // Signed in, the login page would go straight on to the console.
        const page =
          path === "/admin/login" ? await freshPage(browser, viewport) : await signedInPage(browser, request, viewport);
        await checkPage(page, path, name);
        await page.context().close();
      });
    }

    test(`/affiliate-dashboard of an approved partner at ${widths}`, async ({ browser, request }) => {
      const page = await signedInPage(browser, request, viewport, partner);
      await checkPage(page, "/affiliate-dashboard", name);
      await page.context().close();
    });
  }

  test("the admin sign-in stands outside the marketing site: no site navigation, consultation button or footer", async ({
    browser,
    request,
  }) => {
    const page = await freshPage(browser, WIDTHS[0].viewport);
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Free Consultation/i })).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await page.context().close();
    // Signed in, the console has its own navigation only.
    const console = await signedInPage(browser, request, WIDTHS[0].viewport);
    await console.goto("/admin/dashboard");
    await settled(console);
    await expect(console.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expect(console.getByRole("link", { name: /Free Consultation/i })).toHaveCount(0);
    await expect(console.locator("footer")).toHaveCount(0);
    await console.context().close();
  });
});

/**
 * The admin console's own visits never reach the visitor analytics. One test per console page
 * (a walk through all of them in one test outran its timeout on a loaded CI machine): a visitor's
 * page first, so tracking is seen working in this browser; then the console page; then a
 * visitor's page again, so whatever the console page sends as it unloads is sent before the
 * server is asked.
 */
test.describe("admin console visits never reach the visitor analytics", () => {
  test.describe.configure({ timeout: 60_000 });
  // A desktop browser the tracking counts (not a headless one, which it drops as a bot).
  test.use({ viewport: WIDTHS[0].viewport, userAgent: BROWSER_UA });

  async function trackedBodies(page: Page) {
    const tracked: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/(journey|client)\//.test(new URL(r.url()).pathname)) tracked.push(r.postData() ?? "");
    });
    return tracked;
  }

  async function visitorPage(page: Page, tracked: string[], path: string) {
    const before = tracked.filter((body) => body.includes(`"${path}"`)).length;
    await page.goto(path);
    await expect.poll(() => tracked.filter((body) => body.includes(`"${path}"`)).length).toBeGreaterThan(before);
  }

  async function expectNoAdminPathInAnalytics(request: APIRequestContext, page: Page) {
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    // This tab's own session as the server stored it: its visits to /faq are there (so the checks
    // below look at tracked data), and none of its console pages. Not the top pages: which ten
    // lead depends on every other test's visits.
    const sessionId = await page.evaluate(() => sessionStorage.getItem("journey_session_id"));
    const sessionPages = async () => {
      const res = await request.get(`/api/admin/analytics/sessions/${encodeURIComponent(sessionId ?? "")}`, {
        headers,
      });
      return res.ok() ? ((await res.json()).events as { page: string }[]).map((e) => e.page) : [];
    };
    await expect.poll(sessionPages).toContain("/faq");
    expect((await sessionPages()).filter((p) => p.startsWith("/admin"))).toEqual([]);
    const analytics = await (await request.get("/api/admin/analytics", { headers })).json();
    const labels = [...analytics.topPages, ...analytics.entryPages, ...analytics.exitPages].map(
      (r: { label: string }) => r.label,
    );
    expect(labels.filter((l: string) => l.startsWith("/admin"))).toEqual([]);
    const sessions = await (await request.get("/api/admin/analytics/sessions", { headers })).json();
    expect(sessions.items.filter((s: { entryPage: string }) => s.entryPage.startsWith("/admin"))).toEqual([]);
  }

  for (const path of ADMIN_PAGES.filter((p) => p !== "/admin/login")) {
    test(path, async ({ adminPage: page, request }) => {
      const tracked = await trackedBodies(page);
      await visitorPage(page, tracked, "/faq");
      await page.goto(path);
      await settled(page);
      await visitorPage(page, tracked, "/faq");
      expect(tracked.filter((body) => /"\/admin/.test(body))).toEqual([]);
      await expectNoAdminPathInAnalytics(request, page);
    });
  }

  test("moving between console pages in the app, as an admin does", async ({ adminPage: page, request }) => {
    const tracked = await trackedBodies(page);
    await visitorPage(page, tracked, "/faq");
    await page.goto("/admin/dashboard");
    await settled(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Clients" }).click();
    await settled(page);
    await visitorPage(page, tracked, "/faq");
    expect(tracked.filter((body) => /"\/admin/.test(body))).toEqual([]);
    await expectNoAdminPathInAnalytics(request, page);
  });
});
