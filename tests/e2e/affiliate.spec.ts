/**
 * The affiliate program end to end, in a real browser against the real server:
 * a partner registers, an admin approves, a visitor arrives with ?ref=CODE (stored as affiliateRef,
 * reported by track-referral), clicks the hero's consultation button (meeting-booked
 * payload), writes through the contact form, the admin marks the deal won, the commission
 * shows as pending in the partner's dashboard, and the admin approves and pays it.
 */
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { site } from "#content/site";
import { adminHeaders, adminToken, expect, test } from "./fixtures";
import { E2E_RECEIVER_PORTS } from "./support/env";
import { collectFunnel, stagesOf } from "./support/funnel";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * A partner applies and signs in through the API, as the sign-up page does (the application's
 * answer is the same for a new and a known e-mail, so it carries no token).
 */
async function registerPartner(request: APIRequestContext, data: Record<string, string>) {
  const applied = await request.post("/api/affiliate/register", { data });
  expect(applied.status(), await applied.text()).toBe(202);
  // Signing in before the e-mail is confirmed is refused, as for an e-mail with no account.
  const early = await request.post("/api/affiliate/login", { data: { email: data.email, password: data.password } });
  expect(early.status(), await early.text()).toBe(401);
  const confirmed = await request.post("/api/affiliate/confirm-email", {
    data: { token: await confirmationToken(data.email), password: data.password },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { token } = (await confirmed.json()) as { token: string };
  const me = await request.get("/api/affiliate/me", { headers: { authorization: `Bearer ${token}` } });
  return { token, affiliate: (await me.json()) as { id: string; code: string } };
}

/** The secret of the confirmation link mailed to a new partner, from the test SMTP server. */
async function confirmationToken(email: string): Promise<string> {
  let token = "";
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`http://127.0.0.1:${E2E_RECEIVER_PORTS.inspect}/mails`)).json()) as {
          to: string[];
          text: string;
        }[];
        const mail = mails.find((m) => m.to.includes(email) && m.text.includes("#confirm="));
        token = mail ? decodeURIComponent(/#confirm=([^\s"<]+)/.exec(mail.text)?.[1] ?? "") : "";
        return token;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  return token;
}

/** Keeps the external scheduling page (a new tab) off the network. */
async function stubSchedulingPage(context: BrowserContext) {
  const origin = new URL(site.schedulingUrl).origin;
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Scheduling</title>" }),
  );
}

/** An affiliate's row in the table (wide screens) or card (phones), whichever shows. */
function affiliateRow(page: Page, code: string) {
  return page
    .getByRole("region", { name: "Affiliates", exact: true })
    .locator("tr, li")
    .filter({ visible: true })
    .filter({ hasText: code });
}

/** The toast that reports an action's result. */
function toastOf(page: Page, text: string) {
  return page.getByRole("status").filter({ hasText: text });
}

test.describe("affiliate program", () => {
  test.use({ viewport: DESKTOP });

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
    adminPage,
    request,
    hydrated,
  }) => {
    test.setTimeout(180_000);

    // ------------------------------------------------ the partner registers
    const partnerContext = await browser.newContext({ viewport: DESKTOP });
    const partnerPage = await partnerContext.newPage();
    const funnel = collectFunnel(partnerPage);
    const terms = partnerPage.waitForResponse((r) => r.url().endsWith("/api/affiliate/program"));
    await partnerPage.goto("/affiliate-register");
    await terms;
    await hydrated(partnerPage);
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
    // The answer is the same for a new and a known e-mail: check your inbox.
    await expect(partnerPage.getByRole("status").filter({ hasText: "open the link in it" })).toBeVisible();
    // The mailed link, with the password chosen, confirms the e-mail and signs the partner in.
    await partnerPage.goto(
      `/affiliate-dashboard#confirm=${encodeURIComponent(await confirmationToken(partner.email))}`,
    );
    await partnerPage.getByLabel("Password").fill(partner.password);
    await partnerPage.getByRole("button", { name: "Confirm and sign in" }).click();
    await expect(partnerPage.getByRole("heading", { name: /Status: pending/ })).toBeVisible();
    await expect(partnerPage.getByRole("textbox", { name: "Referral link" })).toHaveValue(
      new RegExp(`/\\?ref=${partner.code}$`),
    );
    // The registration funnel: the refused empty form, then purchase (a partner brings no value yet).
    await expect
      .poll(() => stagesOf(funnel, "affiliate_registration"))
      .toEqual(["awareness", "form_started", "invalid_fields", "purchase"]);

    // Before approval the code tracks nothing: the server refuses it and the visitor sees nothing.
    const early = await request.post("/api/affiliate/track-referral", {
      data: { affiliateCode: partner.code, customerEmail: "", customerName: "" },
    });
    expect(early.status()).toBe(403);

    // ------------------------------------------------ the admin approves
    await adminPage.goto("/admin/affiliates");
    await adminPage.getByLabel("Status", { exact: true }).first().selectOption("pending");
    const row = affiliateRow(adminPage, partner.code);
    await expect(row).toContainText(partner.name);
    await expect(row.getByText("Pending", { exact: true })).toBeVisible();
    // Approved in its own row, told by a toast (no banner at the top of the page).
    await row.getByRole("button", { name: `Approve ${partner.name}` }).click();
    await expect(toastOf(adminPage, `${partner.name} approved`)).toBeVisible();
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
      .poll(() =>
        visitorPage.evaluate(() => [localStorage.getItem("affiliateRef"), localStorage.getItem("referralId")]),
      )
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
      .poll(() =>
        visitorPage.evaluate(() => [localStorage.getItem("affiliateRef"), localStorage.getItem("referralId")]),
      )
      .toEqual([partner.code, referralId]);
    expect(meetingCalls).toHaveLength(1);

    // A later link of another approved partner does not replace the first touch either.
    const adminHeaders = {
      authorization: `Bearer ${await adminPage.evaluate(() => localStorage.getItem("adminToken"))}`,
    };
    const rival = await registerPartner(request, {
      name: "Rival Partner",
      email: `rival.${stamp}@partners.example`,
      password: "partner-password-123",
      promotionMethod: "Cold outreach to regional logistics firms.",
      payoutEmail: `rival.${stamp}@partners.example`,
      code: `rival-${stamp}`,
    });
    const rivalId = rival.affiliate.id;
    const approveRival = await request.post(`/api/admin/affiliates/${rivalId}/status`, {
      data: { action: "approve" },
      headers: adminHeaders,
    });
    expect(approveRival.status()).toBe(200);
    const rivalVisit = visitorPage.waitForResponse((r) => r.url().endsWith("/api/affiliate/track-referral"));
    await visitorPage.goto(`/?ref=rival-${stamp}`);
    const rivalResponse = await rivalVisit;
    expect(rivalResponse.status()).toBe(200);
    expect(await rivalResponse.json()).toEqual({ referralId, affiliateCode: partner.code });
    await expect
      .poll(() =>
        visitorPage.evaluate(() => [localStorage.getItem("affiliateRef"), localStorage.getItem("referralId")]),
      )
      .toEqual([partner.code, referralId]);

    // ------------------------------------------------ the visitor writes through the contact form
    await visitorPage.goto("/contact");
    const contact = visitorPage.getByRole("form", { name: "Contact form" });
    await hydrated(visitorPage);
    await contact.getByLabel(/^Name/).fill(visitor.name);
    await contact.getByLabel(/^E-mail/).fill(visitor.email);
    await contact.getByLabel("Company").fill("Quinn Logistics");
    await contact.getByLabel("Solution of interest").selectOption("voice");
    await contact
      .getByLabel("Message")
      .fill("We answer 300 calls a day and would like an AI receptionist for the overflow.");
    const sent = visitorPage.waitForResponse(
      (r) => r.url().endsWith("/api/contact") && r.request().method() === "POST",
    );
    await contact.getByRole("button", { name: /send/i }).click();
    expect((await sent).status()).toBe(201);

    // ------------------------------------------------ the admin marks the deal won
    await adminPage.reload();
    const approvedRow = affiliateRow(adminPage, partner.code);
    await expect(approvedRow.locator("td").nth(2)).toHaveText("1"); // clicks
    await expect(approvedRow.locator("td").nth(3)).toHaveText("1"); // leads
    await expect(approvedRow.locator("td").nth(4)).toHaveText("1"); // meetings
    await approvedRow.getByRole("button", { name: `Manage ${partner.name}` }).click();
    const drawer = adminPage.getByRole("dialog", { name: partner.name });
    const referrals = drawer.getByRole("region", { name: `Referrals of ${partner.name}` });
    const referralRow = referrals.getByRole("listitem").filter({ hasText: visitor.email });
    await expect(referralRow).toContainText(visitor.name);
    await expect(referralRow).toContainText("Meeting booked");
    await expect(referralRow).toContainText("$10,000.00 (provisional)");
    await expect(referralRow.getByLabel("Deal value ($)")).toHaveValue("10000");
    await referralRow.getByLabel("Deal value ($)").fill("24000");
    await referralRow.getByRole("button", { name: "Mark won" }).click();
    await expect(toastOf(adminPage, "Deal marked won: $2,400.00 commission pending")).toBeVisible();
    await expect(referralRow).toContainText("$2,400.00 · Pending");
    // (Escape would first dismiss the toast, the topmost layer.)
    await drawer.getByRole("button", { name: `Close ${partner.name}` }).click();
    await expect(drawer).toBeHidden();

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
    const bulkBar = commissions.getByRole("toolbar", { name: "Selected commissions" });
    await expect(commissionRow).toContainText("$24,000.00 × 10%");
    await commissionRow.getByRole("button", { name: "Approve" }).click();
    await expect(toastOf(adminPage, "1 commission approved ($2,400.00)")).toBeVisible();
    await expect(commissionRow).toContainText("Approved");
    // The bulk-action bar shows only while something is selected.
    await expect(bulkBar).toBeHidden();
    await commissionRow.getByRole("checkbox").check();
    await expect(bulkBar).toBeVisible();
    await expect(bulkBar).toContainText("1 selected · $2,400.00");
    await bulkBar.getByRole("button", { name: "Mark selected paid" }).click();
    await expect(bulkBar.getByRole("alert")).toContainText("Payout reference is required");
    await bulkBar.getByLabel("Payout reference").fill(`TRF-${stamp}`);
    await bulkBar.getByRole("button", { name: "Mark selected paid" }).click();
    await expect(toastOf(adminPage, "1 commission marked paid ($2,400.00)")).toBeVisible();
    await expect(commissionRow).toContainText(`TRF-${stamp}`);
    await expect(commissionRow).toContainText("Paid");
    await expect(bulkBar).toBeHidden();

    await partnerPage.reload();
    await expect(earnings).toBeVisible({ timeout: 20_000 });
    await expect(earnings.locator("div").filter({ hasText: /^Paid/ })).toContainText("$2,400.00");
    await expect(earnings.locator("div").filter({ hasText: /^Pending/ })).toContainText("$0.00");

    // Every change is in the audit log.
    const adminToken = await adminPage.evaluate(() => localStorage.getItem("adminToken"));
    const audit = await request.get("/api/admin/audit-log", { headers: { authorization: `Bearer ${adminToken}` } });
    expect(audit.status()).toBe(200);
    const auditText = await audit.text();
    for (const action of [
      "affiliate.registered",
      "affiliate.approve",
      "affiliate.referral_won",
      "affiliate.commissions_approved",
      "affiliate.commissions_paid",
    ]) {
      expect(auditText).toContain(action);
    }

    await Promise.all([partnerContext.close(), visitorContext.close()]);
  });

  test("the admin rejects with a note, suspends and reinstates; only an approved code tracks", async ({
    browser,
    adminPage: page,
    request,
  }) => {
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
      (
        await request.post("/api/affiliate/track-referral", {
          data: { affiliateCode: code, customerEmail: "", customerName: "" },
        })
      ).status();

    await page.goto("/admin/affiliates");
    // Rejected from its row: a dialog asks for the note the applicant will read.
    await affiliateRow(page, rejected.affiliate.code).getByRole("button", { name: "Reject Casey Reject" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Reject Casey Reject?" });
    await dialog.getByRole("button", { name: "Reject application" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Write a note to reject");
    await dialog.getByLabel("Note to the applicant").fill("Please tell us more about your audience.");
    await dialog.getByRole("button", { name: "Reject application" }).click();
    await expect(toastOf(page, "Casey Reject rejected")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(affiliateRow(page, rejected.affiliate.code).getByText("Rejected", { exact: true })).toBeVisible();
    expect(await trackStatus(rejected.affiliate.code)).toBe(403);

    await affiliateRow(page, suspended.affiliate.code).getByRole("button", { name: "Approve Morgan Suspend" }).click();
    await expect(toastOf(page, "Morgan Suspend approved")).toBeVisible();
    await expect(affiliateRow(page, suspended.affiliate.code).getByText("Approved", { exact: true })).toBeVisible();
    expect(await trackStatus(suspended.affiliate.code)).toBe(201);
    // The drawer opens beside the list, with the row's affiliate.
    await affiliateRow(page, suspended.affiliate.code).getByRole("button", { name: "Manage Morgan Suspend" }).click();
    const panel = page.getByRole("dialog", { name: "Morgan Suspend" });
    await expect(panel).toBeVisible();
    await panel.getByLabel(/Note to the affiliate/).fill("Paid ads on our brand name.");
    await panel.getByRole("button", { name: "Suspend", exact: true }).click();
    await expect(toastOf(page, "Morgan Suspend suspended")).toBeVisible();
    await expect(panel.getByText("Suspended", { exact: true })).toBeVisible();
    expect(await trackStatus(suspended.affiliate.code)).toBe(403);
    await panel.getByRole("button", { name: "Reinstate", exact: true }).click();
    await expect(panel.getByText("Approved", { exact: true })).toBeVisible();
    await panel.getByRole("button", { name: "Close Morgan Suspend" }).click();
    await expect(affiliateRow(page, suspended.affiliate.code).getByText("Approved", { exact: true })).toBeVisible();

    // The rejected partner sees the decision and the note in the dashboard.
    const partner = await browser.newContext({ viewport: DESKTOP });
    await partner.addInitScript((t) => window.localStorage.setItem("affiliateToken", t), rejected.token);
    const partnerPage = await partner.newPage();
    await partnerPage.goto("/affiliate-dashboard");
    await expect(partnerPage.getByRole("heading", { name: /Status: rejected/ })).toBeVisible();
    await expect(partnerPage.getByText("Note from our team: Please tell us more about your audience.")).toBeVisible();
    await partner.close();
  });

  test("role separation in the browser: an admin token does not open the partner dashboard", async ({
    adminPage: page,
  }) => {
    await page.goto("/affiliate-dashboard");
    await expect(page.getByRole("heading", { name: "Partner sign-in" })).toBeVisible();
  });

  test("a partner who forgot the password asks for a reset, the admin makes a link, the partner chooses a new password", async ({
    browser,
    adminPage: page,
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

    await page.goto("/admin/affiliates");
    const row = page.locator("tr", { hasText: email });
    await expect(row.getByText("Reset requested")).toBeVisible();
    await row.getByRole("button", { name: "Manage Jamie Forgetful" }).click();
    const panel = page.getByRole("dialog", { name: "Jamie Forgetful" });
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
    expect(
      (await request.get("/api/affiliate/me", { headers: { authorization: `Bearer ${oldToken}` } })).status(),
    ).toBe(401);
    const reused = await request.post("/api/affiliate/password-reset/confirm", {
      data: { token: url.split("#reset=")[1], newPassword: "another fresh password" },
    });
    expect(reused.status()).toBe(400);
    const signIn = await request.post("/api/affiliate/login", {
      data: { email, password: "a fresh partner password" },
    });
    expect(signIn.status()).toBe(200);

    // Sign out everywhere ends this browser's session too.
    await partnerPage.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(partnerPage.getByRole("heading", { name: "Partner sign-in" })).toBeVisible();
    const signedInElsewhere = (await signIn.json()) as { token: string };
    expect(
      (
        await request.get("/api/affiliate/me", { headers: { authorization: `Bearer ${signedInElsewhere.token}` } })
      ).status(),
    ).toBe(401);
    await partner.close();
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
    const approved = await request.post(`/api/admin/affiliates/${affiliate.id}/status`, {
      data: { action: "approve" },
      headers: adminHeaders(await adminToken(request)),
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
    await page
      .locator('section[aria-labelledby="hero-heading"]')
      .getByRole("link", { name: /Schedule Free Consultation/ })
      .click();
    // The new tab opens while the referral call is still held.
    const scheduling = await popup;
    expect(scheduling.url()).toContain(new URL(site.schedulingUrl).host);
    releaseReferral();
    const referralAnswer = await referral;
    expect(referralAnswer.status()).toBe(201);
    expect(referralAnswer.request().postDataJSON()).toEqual({
      affiliateCode: affiliate.code,
      customerEmail: "",
      customerName: "",
    });
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

  test("registration proposes a readable code from the name and says live whether it is free", async ({
    browser,
    request,
    hydrated,
  }) => {
    const stamp6 = Date.now().toString(36);
    const name = `Taylor ${stamp6}`;
    const proposal = `taylor-${stamp6}`;
    // Someone already has the code the name gives.
    await registerPartner(request, {
      name: "Another Partner",
      email: `another.${stamp6}@partners.example`,
      password: "partner-password-123",
      promotionMethod: "Talks at regional chambers of commerce.",
      payoutEmail: `another.${stamp6}@partners.example`,
      code: proposal,
    });
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const terms = page.waitForResponse((r) => r.url().endsWith("/api/affiliate/program"));
    await page.goto("/affiliate-register");
    await terms;
    const form = page.getByRole("form", { name: "Affiliate application" });
    const code = form.getByLabel(/^Referral code/);
    await hydrated(page);
    await form.getByLabel("Full name").fill(name);
    // The name's code is taken: the next free one is proposed instead.
    await expect(code).toHaveValue(`${proposal}-2`);
    await expect(form.getByText(`${proposal} is taken, so we propose ${proposal}-2. It is free.`)).toBeVisible();
    // A code the applicant types is checked as they type; a taken one offers the free variant.
    await code.fill(proposal);
    await expect(form.getByText(`${proposal} is taken.`, { exact: true })).toBeVisible();
    await form.getByRole("button", { name: `Use ${proposal}-2` }).click();
    await expect(code).toHaveValue(`${proposal}-2`);
    await expect(form.getByText(`${proposal}-2 is free.`)).toBeVisible();
    await expect(form.getByText(`Your link: `)).toContainText(`/?ref=${proposal}-2`);
    // A changed name no longer overwrites a code the applicant chose.
    await form.getByLabel("Full name").fill(`${name} Jr`);
    await expect(code).toHaveValue(`${proposal}-2`);
    await context.close();
  });

  test("the partner dashboard: 30-day range pressed, the partner area's own frame, the link de-emphasised while pending", async ({
    browser,
    request,
  }) => {
    const stamp7 = Date.now().toString(36);
    const { token } = await registerPartner(request, {
      name: "Riley Pending",
      email: `riley.${stamp7}@partners.example`,
      password: "partner-password-123",
      promotionMethod: "A newsletter for independent accountants.",
      payoutEmail: `riley.${stamp7}@partners.example`,
    });
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript((t) => window.localStorage.setItem("affiliateToken", t), token);
    const page = await context.newPage();
    await page.goto("/affiliate-dashboard");
    const presets = page.getByRole("group", { name: "Quick ranges" });
    await expect(presets.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(presets.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "false");
    // The presets stay on one line on a phone.
    const heights = await presets
      .getByRole("button")
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(heights).size).toBe(1);
    const stats = page.waitForResponse((r) => r.url().includes("/api/affiliate/me/stats"));
    await presets.getByRole("button", { name: "Last 7 days" }).click();
    await stats;
    await expect(presets.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
    await expect(presets.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "false");
    // Pending: the link does not count yet, and says so.
    await expect(page.getByText("This link starts counting once your application is approved.")).toBeVisible();
    // The partner area has its own frame: no marketing navigation call to action or footer.
    await expect(page.getByRole("link", { name: "Back to the website" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Consultation/ })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toContainText("Questions about the partner program?");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Partner sign-in" })).toBeVisible();
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`pages pass axe at ${viewport.width} px`, async ({ axe, browser, adminPage, request }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto("/affiliate-register");
      await expect(page.getByRole("form", { name: "Affiliate application" })).toBeVisible();
      await axe.expectNoViolations(page);
      await page.goto("/affiliate-dashboard");
      await expect(page.getByRole("heading", { name: "Partner sign-in" })).toBeVisible();
      await axe.expectNoViolations(page);
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
      await axe.expectNoViolations(page);
      await context.close();

      await adminPage.setViewportSize(viewport);
      await adminPage.goto("/admin/affiliates");
      await expect(adminPage.getByRole("heading", { name: "Affiliates", level: 2 })).toBeVisible();
      // Every "Manage" button lies inside the viewport, and nothing scrolls sideways.
      const manageButtons = adminPage.getByRole("button", { name: /^Manage/ });
      await expect(manageButtons.first()).toBeVisible();
      for (const box of await manageButtons.evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0),
      )) {
        expect(box.right).toBeLessThanOrEqual(viewport.width);
      }
      await expect
        .poll(() => adminPage.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport.width);
      await manageButtons.first().click();
      await expect(adminPage.getByRole("dialog").getByRole("heading", { name: "Referrals" })).toBeVisible();
      expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await axe.expectNoViolations(adminPage);
    });
  }
});
