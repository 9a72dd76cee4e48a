/**
 * The affiliate program end to end, in a real browser against the real server:
 * a partner registers, an admin approves, a visitor arrives with ?ref=CODE (stored as affiliateRef,
 * reported by track-referral), clicks the hero's consultation button (meeting-booked
 * payload), writes through the contact form, the admin marks the deal won, the commission
 * shows as pending in the partner's dashboard, and the admin approves and pays it.
 */
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, type BrowserContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { site } from "../../content/site";
import { E2E_ADMIN } from "./support/env";
import { collectFunnel, stagesOf } from "./support/funnel";

// Several server round trips per step on a shared, busy machine: wait a little longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** An admin browser context, signed in through the API (the login page has its own tests). */
async function adminContext(browser: Browser, request: APIRequestContext): Promise<BrowserContext> {
  const login = await request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript((t) => window.localStorage.setItem("adminToken", t), token);
  return context;
}

/**
 * A partner applies and signs in through the API, as the sign-up page does (the application's
 * answer is the same for a new and a known e-mail, so it carries no token).
 */
async function registerPartner(request: APIRequestContext, data: Record<string, string>) {
  const applied = await request.post("/api/affiliate/register", { data });
  expect(applied.status(), await applied.text()).toBe(202);
  const login = await request.post("/api/affiliate/login", { data: { email: data.email, password: data.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const me = await request.get("/api/affiliate/me", { headers: { authorization: `Bearer ${token}` } });
  return { token, affiliate: (await me.json()) as { id: string; code: string } };
}

/** Keeps the external scheduling page (a new tab) off the network. */
async function stubSchedulingPage(context: BrowserContext) {
  const origin = new URL(site.schedulingUrl).origin;
  await context.route(`${origin}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Scheduling</title>" }));
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

function affiliateRow(page: Page, code: string) {
  return page.locator(`tr[data-affiliate="${code}"]`);
}

test.describe("affiliate program", () => {
  test.describe.configure({ mode: "serial" });

  const stamp = Date.now().toString(36);
  const partner = {
    name: "Robin Partner",
    email: `robin.${stamp}@partners.example`,
    password: "partner-password-123",
    company: "Ops Newsletter",
    website: "https://ops-newsletter.example",
    promotion: "A weekly newsletter to 4,000 operations managers, and a quarterly client workshop.",
    payoutEmail: `payouts.${stamp}@partners.example`,
    code: `robin-${stamp}`,
  };
  const visitor = { name: "Avery Quinn", email: `avery.${stamp}@client.example` };

  test("the whole path: register, approve, referred visit, meeting, lead, won, pending commission, paid", async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);

    // ------------------------------------------------ the partner registers
    const partnerContext = await browser.newContext({ viewport: DESKTOP });
    const partnerPage = await partnerContext.newPage();
    const funnel = collectFunnel(partnerPage);
    const terms = partnerPage.waitForResponse((r) => r.url().endsWith("/api/affiliate/program"));
    await partnerPage.goto("/affiliate-register");
    await terms; // the form is hydrated once the live program terms are asked for
    const form = partnerPage.getByRole("form", { name: "Affiliate application" });
    await form.getByRole("button", { name: "Apply now" }).click();
    // Validated in the browser: nothing sent, each required field named.
    await expect(form.getByText("Full name must be at least 2 characters")).toBeVisible();
    await form.getByLabel("Full name").fill(partner.name);
    await form.getByLabel("Company").fill(partner.company);
    await form.getByLabel(/^E-mail/).fill(partner.email);
    await form.getByLabel("Password").fill(partner.password);
    await form.getByLabel("Website").fill(partner.website);
    await form.getByLabel("Payout e-mail").fill(partner.payoutEmail);
    await form.getByLabel("How you will promote us").fill(partner.promotion);
    await form.getByLabel(/^Referral code/).fill(partner.code);
    await form.getByRole("button", { name: "Apply now" }).click();
    await expect(partnerPage).toHaveURL(/\/affiliate-dashboard$/);
    await expect(partnerPage.getByRole("heading", { name: /Status: pending/ })).toBeVisible();
    await expect(partnerPage.getByRole("textbox", { name: "Referral link" })).toHaveValue(new RegExp(`/\\?ref=${partner.code}$`));
    // The registration funnel: the refused empty form, then purchase (a partner brings no value yet).
    await expect.poll(() => stagesOf(funnel, "affiliate_registration")).toEqual(["awareness", "form_started", "invalid_fields", "purchase"]);

    // Before approval the code tracks nothing: the server refuses it and the visitor sees nothing.
    const early = await request.post("/api/affiliate/track-referral", {
      data: { affiliateCode: partner.code, customerEmail: "", customerName: "" },
    });
    expect(early.status()).toBe(403);

    // ------------------------------------------------ the admin approves
    const admin = await adminContext(browser, request);
    const adminPage = await admin.newPage();
    await adminPage.goto("/admin/affiliates");
    await adminPage.getByLabel("Status", { exact: true }).first().selectOption("pending");
    const row = affiliateRow(adminPage, partner.code);
    await expect(row).toContainText(partner.name);
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `Manage ${partner.name}` }).click();
    await adminPage.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(adminPage.getByRole("status").first()).toContainText(`${partner.name}: approve done.`);
    await adminPage.getByLabel("Status", { exact: true }).first().selectOption("approved");
    await expect(affiliateRow(adminPage, partner.code).getByText("Approved", { exact: true })).toBeVisible();

    // ------------------------------------------------ a visitor arrives with ?ref=CODE
    const visitorContext = await browser.newContext({ viewport: DESKTOP });
    await stubSchedulingPage(visitorContext);
    const visitorPage = await visitorContext.newPage();
    const trackCalls: unknown[] = [];
    const meetingCalls: unknown[] = [];
    visitorPage.on("request", (r) => {
      if (r.url().endsWith("/api/affiliate/track-referral")) trackCalls.push(r.postDataJSON());
      if (r.url().endsWith("/api/affiliate/meeting-booked")) meetingCalls.push(r.postDataJSON());
    });
    const tracked = visitorPage.waitForResponse((r) => r.url().endsWith("/api/affiliate/track-referral"));
    await visitorPage.goto(`/?ref=${partner.code}`);
    const trackResponse = await tracked;
    expect(trackResponse.status()).toBe(201);
    const { referralId } = (await trackResponse.json()) as { referralId: string };
    expect(referralId).toMatch(/^ref_[A-Za-z0-9_-]{32}$/);
    expect(trackCalls).toEqual([{ affiliateCode: partner.code, customerEmail: "", customerName: "" }]);
    expect(trackResponse.request().headers()["content-type"]).toContain("application/json");
    await expect
      .poll(() => visitorPage.evaluate(() => [localStorage.getItem("affiliateRef"), localStorage.getItem("referralId")]))
      .toEqual([partner.code, referralId]);

    // ------------------------------------------------ the hero's consultation click
    const hero = visitorPage.locator('section[aria-labelledby="hero-heading"]');
    const meeting = visitorPage.waitForRequest((r) => r.url().endsWith("/api/affiliate/meeting-booked"));
    const before = Date.now();
    const popup = visitorPage.waitForEvent("popup");
    await hero.getByRole("link", { name: /Schedule Free Consultation/ }).click();
    await (await popup).close();
    const meetingRequest = await meeting;
    const payload = meetingRequest.postDataJSON() as { referralId: string; meetingDate: string; dealValue: unknown };
    expect(Object.keys(payload).sort()).toEqual(["dealValue", "meetingDate", "referralId"]);
    expect(payload.referralId).toBe(referralId);
    expect(payload.dealValue).toBe("10000");
    expect(payload.meetingDate).toBe(new Date(payload.meetingDate).toISOString());
    expect(Date.parse(payload.meetingDate)).toBeGreaterThanOrEqual(before - 1000);
    const meetingResponse = await meetingRequest.response();
    expect(meetingResponse?.status()).toBe(201);

    // The same visitor with the same code gets the same referralId (idempotent per visitor).
    const same = visitorPage.waitForResponse((r) => r.url().endsWith("/api/affiliate/track-referral"));
    await visitorPage.goto(`/?ref=${partner.code}`);
    const sameResponse = await same;
    expect(sameResponse.status()).toBe(200);
    expect(((await sameResponse.json()) as { referralId: string }).referralId).toBe(referralId);

    // Coming back with another code keeps the first touch, and sends track-referral once per load.
    const again = visitorPage.waitForResponse((r) => r.url().endsWith("/api/affiliate/track-referral"));
    await visitorPage.goto("/?ref=someone-else");
    expect((await again).status()).toBe(404);
    expect(trackCalls).toHaveLength(3);
    await expect
      .poll(() => visitorPage.evaluate(() => [localStorage.getItem("affiliateRef"), localStorage.getItem("referralId")]))
      .toEqual([partner.code, referralId]);
    expect(meetingCalls).toHaveLength(1);

    // A later link of another approved partner does not replace the first touch either.
    const adminHeaders = { authorization: `Bearer ${await adminPage.evaluate(() => localStorage.getItem("adminToken"))}` };
    const rival = await registerPartner(request, {
      name: "Rival Partner",
      email: `rival.${stamp}@partners.example`,
      password: "partner-password-123",
      promotionMethod: "Cold outreach to regional logistics firms.",
      payoutEmail: `rival.${stamp}@partners.example`,
      code: `rival-${stamp}`,
    });
    const rivalId = rival.affiliate.id;
    const approveRival = await request.post(`/api/admin/affiliates/${rivalId}/status`, { data: { action: "approve" }, headers: adminHeaders });
    expect(approveRival.status()).toBe(200);
    const rivalVisit = visitorPage.waitForResponse((r) => r.url().endsWith("/api/affiliate/track-referral"));
    await visitorPage.goto(`/?ref=rival-${stamp}`);
    const rivalResponse = await rivalVisit;
    expect(rivalResponse.status()).toBe(200);
    expect(await rivalResponse.json()).toEqual({ referralId, affiliateCode: partner.code });
    await expect
      .poll(() => visitorPage.evaluate(() => [localStorage.getItem("affiliateRef"), localStorage.getItem("referralId")]))
      .toEqual([partner.code, referralId]);

    // ------------------------------------------------ the visitor writes through the contact form
    await visitorPage.goto("/contact");
    const contact = visitorPage.getByRole("form", { name: "Contact form" });
    await expect(async () => {
      // Typing only sticks once the form is hydrated.
      await contact.getByLabel(/^Name/).fill(visitor.name);
      await expect(contact.getByLabel(/^Name/)).toHaveValue(visitor.name, { timeout: 500 });
    }).toPass();
    await contact.getByLabel(/^E-mail/).fill(visitor.email);
    await contact.getByLabel("Company").fill("Quinn Logistics");
    await contact.getByLabel("Solution of interest").selectOption("voice");
    await contact.getByLabel("Message").fill("We answer 300 calls a day and would like an AI receptionist for the overflow.");
    const sent = visitorPage.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
    await contact.getByRole("button", { name: /send/i }).click();
    expect((await sent).status()).toBe(201);

    // ------------------------------------------------ the admin marks the deal won
    await adminPage.reload();
    const approvedRow = affiliateRow(adminPage, partner.code);
    await expect(approvedRow.locator("td").nth(3)).toHaveText("1"); // clicks
    await expect(approvedRow.locator("td").nth(4)).toHaveText("1"); // leads
    await expect(approvedRow.locator("td").nth(5)).toHaveText("1"); // meetings
    await approvedRow.getByRole("button", { name: `Manage ${partner.name}` }).click();
    const referrals = adminPage.getByRole("region", { name: `Referrals of ${partner.name}` });
    const referralRow = referrals.getByRole("row").filter({ hasText: visitor.email });
    await expect(referralRow).toContainText(visitor.name);
    await expect(referralRow).toContainText("Meeting booked");
    await expect(referralRow).toContainText("$10,000.00 (provisional)");
    await expect(referralRow.getByLabel("Deal value ($)")).toHaveValue("10000");
    await referralRow.getByLabel("Deal value ($)").fill("24000");
    await referralRow.getByRole("button", { name: "Mark won" }).click();
    await expect(adminPage.getByRole("status").first()).toContainText("Deal marked won: $2,400.00 commission pending.");
    await expect(referralRow).toContainText("$2,400.00 · Pending");

    // ------------------------------------------------ the partner sees the pending commission
    await partnerPage.reload();
    await expect(partnerPage.getByRole("heading", { name: /Status: approved/ })).toBeVisible();
    const earnings = partnerPage.locator('section[aria-labelledby="earnings-title"]');
    // The figures come with the stats call; allow for a busy machine.
    await expect(earnings).toBeVisible({ timeout: 20_000 });
    await expect(earnings.locator("div").filter({ hasText: /^Pending/ })).toContainText("$2,400.00");
    await expect(earnings.locator("div").filter({ hasText: /^Paid/ })).toContainText("$0.00");
    const recent = partnerPage.locator('section[aria-labelledby="referrals-title"]');
    await expect(recent.getByRole("row").filter({ hasText: visitor.name })).toContainText("$2,400.00 (Pending)");

    // ------------------------------------------------ the admin approves and pays it
    const commissions = adminPage.getByRole("region", { name: "Commissions" });
    const commissionRow = commissions.getByRole("row").filter({ hasText: partner.payoutEmail });
    await expect(commissionRow).toContainText("$24,000.00 × 10%");
    await commissionRow.getByRole("button", { name: "Approve" }).click();
    await expect(adminPage.getByRole("status").first()).toContainText("1 commission approved ($2,400.00).");
    await expect(commissionRow).toContainText("Approved");
    await commissionRow.getByRole("checkbox").check();
    await commissions.getByRole("button", { name: "Mark selected paid" }).click();
    await expect(commissions.getByRole("alert")).toContainText("Payout reference is required");
    await commissions.getByLabel("Payout reference").fill(`TRF-${stamp}`);
    await commissions.getByRole("button", { name: "Mark selected paid" }).click();
    await expect(adminPage.getByRole("status").first()).toContainText("1 commission marked paid ($2,400.00).");
    await expect(commissionRow).toContainText(`TRF-${stamp}`);
    await expect(commissionRow).toContainText("Paid");

    await partnerPage.reload();
    await expect(earnings).toBeVisible({ timeout: 20_000 });
    await expect(earnings.locator("div").filter({ hasText: /^Paid/ })).toContainText("$2,400.00");
    await expect(earnings.locator("div").filter({ hasText: /^Pending/ })).toContainText("$0.00");

    // Every change is in the audit log.
    const adminToken = await adminPage.evaluate(() => localStorage.getItem("adminToken"));
    const audit = await request.get("/api/admin/audit-log", { headers: { authorization: `Bearer ${adminToken}` } });
    expect(audit.status()).toBe(200);
    const auditText = await audit.text();
    for (const action of ["affiliate.registered", "affiliate.approve", "affiliate.referral_won", "affiliate.commissions_approved", "affiliate.commissions_paid"]) {
      expect(auditText).toContain(action);
    }

    await Promise.all([partnerContext.close(), admin.close(), visitorContext.close()]);
  });

  test("the admin rejects with a note, suspends and reinstates; only an approved code tracks", async ({ browser, request }) => {
    test.setTimeout(90_000);
    const stamp3 = Date.now().toString(36);
    const apply = async (name: string) => {
      return registerPartner(request, {
        name,
        email: `${name.split(" ")[0].toLowerCase()}.${stamp3}@partners.example`,
        password: "partner-password-123",
        promotionMethod: "Posts in two Slack communities for operations leaders.",
        payoutEmail: `pay.${name.split(" ")[0].toLowerCase()}.${stamp3}@partners.example`,
      });
    };
    const rejected = await apply("Casey Reject");
    const suspended = await apply("Morgan Suspend");
    const trackStatus = async (code: string) =>
      (await request.post("/api/affiliate/track-referral", { data: { affiliateCode: code, customerEmail: "", customerName: "" } })).status();

    const admin = await adminContext(browser, request);
    const page = await admin.newPage();
    await page.goto("/admin/affiliates");
    const manage = async (name: string, code: string) => {
      await affiliateRow(page, code).getByRole("button", { name: `Manage ${name}` }).click();
      return page.getByRole("region", { name: new RegExp(`^${name}`) });
    };

    let panel = await manage("Casey Reject", rejected.affiliate.code);
    await panel.getByRole("button", { name: "Reject" }).click();
    await expect(panel.getByRole("alert")).toContainText("Note is required when rejecting");
    await panel.getByLabel(/Note to the affiliate/).fill("Please tell us more about your audience.");
    await panel.getByRole("button", { name: "Reject" }).click();
    await expect(affiliateRow(page, rejected.affiliate.code).getByText("Rejected", { exact: true })).toBeVisible();
    expect(await trackStatus(rejected.affiliate.code)).toBe(403);

    panel = await manage("Morgan Suspend", suspended.affiliate.code);
    await panel.getByRole("button", { name: "Approve" }).click();
    await expect(affiliateRow(page, suspended.affiliate.code).getByText("Approved", { exact: true })).toBeVisible();
    expect(await trackStatus(suspended.affiliate.code)).toBe(201);
    await panel.getByLabel(/Note to the affiliate/).fill("Paid ads on our brand name.");
    await panel.getByRole("button", { name: "Suspend" }).click();
    await expect(affiliateRow(page, suspended.affiliate.code).getByText("Suspended", { exact: true })).toBeVisible();
    expect(await trackStatus(suspended.affiliate.code)).toBe(403);
    await panel.getByRole("button", { name: "Reinstate" }).click();
    await expect(affiliateRow(page, suspended.affiliate.code).getByText("Approved", { exact: true })).toBeVisible();

    // The rejected partner sees the decision and the note in the dashboard.
    const partner = await browser.newContext({ viewport: DESKTOP });
    await partner.addInitScript((t) => window.localStorage.setItem("affiliateToken", t), rejected.token);
    const partnerPage = await partner.newPage();
    await partnerPage.goto("/affiliate-dashboard");
    await expect(partnerPage.getByRole("heading", { name: /Status: rejected/ })).toBeVisible();
    await expect(partnerPage.getByText("Note from our team: Please tell us more about your audience.")).toBeVisible();
    await Promise.all([admin.close(), partner.close()]);
  });

  test("role separation in the browser: an admin token does not open the partner dashboard", async ({ browser, request }) => {
    const admin = await adminContext(browser, request);
    const page = await admin.newPage();
    await page.goto("/affiliate-dashboard");
    await expect(page.getByRole("heading", { name: "Partner sign-in" })).toBeVisible();
    await admin.close();
  });

  test("a partner who forgot the password asks for a reset, the admin makes a link, the partner chooses a new password", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const stamp4 = Date.now().toString(36);
    const email = `jamie.${stamp4}@partners.example`;
    const { token: oldToken } = await registerPartner(request, {
      name: "Jamie Forgetful",
      email,
      password: "partner-password-123",
      promotionMethod: "A podcast for warehouse managers, every other week.",
      payoutEmail: email,
    });

    const partner = await browser.newContext({ viewport: DESKTOP });
    const partnerPage = await partner.newPage();
    await partnerPage.goto("/affiliate-dashboard");
    await partnerPage.getByRole("button", { name: "Forgot your password?" }).click();
    const ask = partnerPage.getByRole("form", { name: "Reset your password" });
    await ask.getByLabel("E-mail").fill(email);
    await ask.getByRole("button", { name: "Ask for a reset link" }).click();
    await expect(ask.getByRole("status")).toHaveText(/our team has your request/);

    const admin = await adminContext(browser, request);
    const page = await admin.newPage();
    await page.goto("/admin/affiliates");
    const row = page.locator("tr", { hasText: email });
    await expect(row.getByText("Reset requested")).toBeVisible();
    await row.getByRole("button", { name: "Manage Jamie Forgetful" }).click();
    const panel = page.getByRole("region", { name: /^Jamie Forgetful/ });
    await panel.getByRole("button", { name: "Create a reset link" }).click();
    const link = panel.getByLabel(/^Reset link, valid until/);
    await expect(link).toHaveValue(/\/affiliate-dashboard#reset=[A-Za-z0-9_-]{43}$/);
    const url = await link.inputValue();

    await partnerPage.goto(url);
    const reset = partnerPage.getByRole("form", { name: "Choose a new password" });
    await reset.getByLabel("New password").fill("a fresh partner password");
    await reset.getByRole("button", { name: "Save the new password and sign in" }).click();
    await expect(partnerPage.getByRole("heading", { name: /Status: pending/ })).toBeVisible();
    await expect(partnerPage).toHaveURL(/\/affiliate-dashboard$/);
    // The old session is over, the link is spent, the new password works.
    expect((await request.get("/api/affiliate/me", { headers: { authorization: `Bearer ${oldToken}` } })).status()).toBe(401);
    const reused = await request.post("/api/affiliate/password-reset/confirm", {
      data: { token: url.split("#reset=")[1], newPassword: "another fresh password" },
    });
    expect(reused.status()).toBe(400);
    const signIn = await request.post("/api/affiliate/login", { data: { email, password: "a fresh partner password" } });
    expect(signIn.status()).toBe(200);

    // Sign out everywhere ends this browser's session too.
    await partnerPage.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(partnerPage.getByRole("heading", { name: "Partner sign-in" })).toBeVisible();
    const signedInElsewhere = (await signIn.json()) as { token: string };
    expect((await request.get("/api/affiliate/me", { headers: { authorization: `Bearer ${signedInElsewhere.token}` } })).status()).toBe(401);
    await Promise.all([admin.close(), partner.close()]);
  });

  test("a stored code without a referralId: the hero click opens the scheduling page at once, then track-referral and meeting-booked follow", async ({
    browser,
    request,
  }) => {
    const stamp5 = Date.now().toString(36);
    const { affiliate } = await registerPartner(request, {
      name: "Jordan Late",
      email: `jordan.${stamp5}@partners.example`,
      password: "partner-password-123",
      promotionMethod: "A podcast for owners of small logistics firms.",
      payoutEmail: `pay.jordan.${stamp5}@partners.example`,
    });
    const login = await request.post("/api/admin/login", { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const approved = await request.post(`/api/admin/affiliates/${affiliate.id}/status`, {
      data: { action: "approve" },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    const context = await browser.newContext({ viewport: DESKTOP });
    await stubSchedulingPage(context);
    const page = await context.newPage();
    // The referral call on arrival fails (a network error): only affiliateRef is stored.
    let failArrival = true;
    let releaseReferral: () => void = () => {};
    const referralHeld = new Promise<void>((resolve) => {
      releaseReferral = resolve;
    });
    await page.route("**/api/affiliate/track-referral", async (route) => {
      if (failArrival) {
        failArrival = false;
        return route.abort("connectionreset");
      }
      // The click's own referral call is held until the scheduling page has opened.
      await referralHeld;
      await route.continue();
    });
    const failed = page.waitForEvent("requestfailed", (r) => r.url().endsWith("/api/affiliate/track-referral"));
    await page.goto(`/?ref=${affiliate.code}`);
    await failed;
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem("affiliateRef"), localStorage.getItem("referralId")]))
      .toEqual([affiliate.code, null]);

    const referral = page.waitForResponse((r) => r.url().endsWith("/api/affiliate/track-referral"));
    const meeting = page.waitForResponse((r) => r.url().endsWith("/api/affiliate/meeting-booked"));
    const popup = page.waitForEvent("popup");
    await page.locator('section[aria-labelledby="hero-heading"]').getByRole("link", { name: /Schedule Free Consultation/ }).click();
    // The new tab opens while the referral call is still held.
    const scheduling = await popup;
    expect(scheduling.url()).toContain(new URL(site.schedulingUrl).host);
    releaseReferral();
    const referralAnswer = await referral;
    expect(referralAnswer.status()).toBe(201);
    expect(referralAnswer.request().postDataJSON()).toEqual({ affiliateCode: affiliate.code, customerEmail: "", customerName: "" });
    const { referralId } = (await referralAnswer.json()) as { referralId: string };
    const meetingAnswer = await meeting;
    expect(meetingAnswer.status()).toBe(201);
    expect(meetingAnswer.request().postDataJSON()).toMatchObject({ referralId, dealValue: "10000" });
    expect(await page.evaluate(() => localStorage.getItem("referralId"))).toBe(referralId);
    await context.close();
  });

  test("a pending or unknown code is stored nowhere and the visitor sees nothing", async ({ page }) => {
    const tracked = page.waitForResponse((r) => r.url().endsWith("/api/affiliate/track-referral"));
    await page.goto("/?ref=nobody-here");
    expect((await tracked).status()).toBe(404);
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem("affiliateRef"), localStorage.getItem("referralId")]))
      .toEqual([null, null]);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`pages pass axe at ${viewport.width} px`, async ({ browser, request }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto("/affiliate-register");
      await expect(page.getByRole("form", { name: "Affiliate application" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/affiliate-dashboard");
      await expect(page.getByRole("heading", { name: "Partner sign-in" })).toBeVisible();
      await expectNoAxeViolations(page);
      // Signed in: the dashboard itself.
      const stamp2 = `${viewport.width}-${Date.now().toString(36)}`;
      const { token } = await registerPartner(request, {
        name: "Axe Partner",
        email: `axe.${stamp2}@partners.example`,
        password: "partner-password-123",
        promotionMethod: "LinkedIn posts to a network of 2,000 operations leaders.",
        payoutEmail: `axe.${stamp2}@partners.example`,
      });
      await page.evaluate((t) => localStorage.setItem("affiliateToken", t), token);
      await page.reload();
      await expect(page.getByRole("heading", { name: "Earnings" })).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();

      const admin = await adminContext(browser, request);
      const adminPage = await admin.newPage();
      await adminPage.setViewportSize(viewport);
      await adminPage.goto("/admin/affiliates");
      await expect(adminPage.getByRole("heading", { name: "Affiliates", level: 2 })).toBeVisible();
      await adminPage.getByRole("button", { name: /^Manage/ }).first().click();
      await expect(adminPage.getByRole("heading", { name: "Referrals" })).toBeVisible();
      await expectNoAxeViolations(adminPage);
      await admin.close();
    });
  }
});
