import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_COOKIE_NAME } from "#common/tracking-rules";
import { adminAuditLog } from "#server/db/schema/admin";
import { affiliateCommissions, affiliateReferrals, affiliates } from "#server/db/schema/affiliates";
import { signToken } from "#server/lib/tokens";
import { VISITOR_PROOF_COOKIE } from "#server/lib/visitor";
import { createTestApp, registerConfirmedPartner, type TestContext, testDatabases } from "#server/test-support";

const ADMIN = { email: "owner@example.com", password: "correct horse battery" };
/** Tracking ignores bots: these calls come from an ordinary desktop browser. */
const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

describe.each(testDatabases)("affiliate program on %s", (driver) => {
  let ctx: TestContext;
  let adminToken: string;
  let serial = 0;
  let calls = 0;

  // Each call from its own address: registration is rate-limited per address.
  const inject = (
    method: "GET" | "POST" | "PUT" | "PATCH",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as never,
      headers,
      remoteAddress: `10.6.${serial % 250}.${++calls % 250}`,
    });
  const asAdmin = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown) =>
    inject(method, url, payload, { authorization: `Bearer ${adminToken}` });
  const visitorCookie = (id: string) => ({
    cookie: `${CLIENT_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ id }))}`,
  });

  function registration(overrides: Record<string, unknown> = {}) {
    serial += 1;
    return {
      name: "Dana Partner",
      email: `dana${serial}@partners.example`,
      password: "long enough password",
      company: "Partner Studio",
      website: "https://partners.example",
      promotionMethod: "Newsletter to 4,000 operations managers and a monthly webinar.",
      payoutEmail: `payouts${serial}@partners.example`,
      ...overrides,
    };
  }

  /** Registers and confirms through the mailed link, as a new partner does (which signs in). */
  async function register(overrides: Record<string, unknown> = {}) {
    const data = registration(overrides);
    const token = await registerConfirmedPartner(ctx, data, `10.6.${serial % 250}.${++calls % 250}`);
    const me = await inject("GET", "/api/affiliate/me", undefined, { authorization: `Bearer ${token}` });
    return { token, affiliate: me.json() as { id: string; code: string; email: string; status: string } };
  }

  async function approvedAffiliate(overrides: Record<string, unknown> = {}) {
    const created = await register(overrides);
    const res = await asAdmin("POST", `/api/admin/affiliates/${created.affiliate.id}/status`, { action: "approve" });
    expect(res.statusCode, res.body).toBe(200);
    return created;
  }

  const track = (code: string, visitor?: string, body: Record<string, unknown> = {}) =>
    inject(
      "POST",
      "/api/affiliate/track-referral",
      { affiliateCode: code, customerEmail: "", customerName: "", ...body },
      visitor ? visitorCookie(visitor) : {},
    );

  const count = async (table: typeof affiliates | typeof affiliateReferrals | typeof affiliateCommissions) => {
    const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return Number(row.n);
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await inject("POST", "/api/admin/login", ADMIN);
    adminToken = login.json().token;
  });
  afterAll(() => ctx.close());

  describe("registration and sign-in", () => {
    it("registers a pending affiliate with a readable code made from the name, numbered when taken", async () => {
      const { affiliate, token } = await register({ name: "Zoë O'Brien-Ünal" });
      expect(affiliate.status).toBe("pending");
      expect(affiliate.code).toBe("zoe-obrien-unal");
      const second = await register({ name: "Zoe OBrien Unal" });
      expect(second.affiliate.code).toBe("zoe-obrien-unal-2");
      const availability = await inject("GET", "/api/affiliate/code-available?code=zoe-obrien-unal-2");
      expect(availability.json()).toEqual({
        code: "zoe-obrien-unal-2",
        available: false,
        suggestion: "zoe-obrien-unal-3",
      });
      // A name without Latin letters gets a random code free of look-alike characters.
      const other = await register({ name: "李小龍" });
      expect(other.affiliate.code).toMatch(/^[abcdefghjkmnpqrstuvwxyz23456789]{8}$/);
      const me = await inject("GET", "/api/affiliate/me", undefined, { authorization: `Bearer ${token}` });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        status: "pending",
        code: affiliate.code,
        commissionPercent: 10,
        attributionWindowDays: 90,
      });
      expect(me.json()).not.toHaveProperty("passwordHash");
    });

    it("keeps a chosen code when it is free and refuses a taken one", async () => {
      const code = `my-code-${serial + 1}`;
      const { affiliate } = await register({ code: code.toUpperCase() });
      expect(affiliate.code).toBe(code);
      const before = await count(affiliates);
      const taken = await inject("POST", "/api/affiliate/register", registration({ code }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ field: "code" });
      expect(await count(affiliates)).toBe(before);
      const availability = await inject("GET", `/api/affiliate/code-available?code=${code}`);
      expect(availability.json()).toEqual({ code, available: false, suggestion: "my-code" });
      const free = await inject("GET", `/api/affiliate/code-available?code=${code}-free`);
      expect(free.json()).toEqual({ code: `${code}-free`, available: true });
      const bad = await inject("GET", "/api/affiliate/code-available?code=Not%20valid!");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/^code: /);
    });

    it.each([
      ["name", { name: "" }],
      ["email", { email: "not-an-email" }],
      ["password", { password: "short" }],
      ["website", { website: "partners dot com" }],
      ["promotionMethod", { promotionMethod: "blog" }],
      ["payoutEmail", { payoutEmail: undefined }],
      ["code", { code: "a!" }],
    ])("answers 400 naming %s and stores nothing", async (field, overrides) => {
      const before = await count(affiliates);
      const res = await inject("POST", "/api/affiliate/register", registration(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(new RegExp(`^${field}: `));
      expect(await count(affiliates)).toBe(before);
    });

    it("signs in with e-mail and password; a wrong password gets 401", async () => {
      const data = registration();
      await registerConfirmedPartner(ctx, data, `10.6.${serial % 250}.${++calls % 250}`);
      const ok = await inject("POST", "/api/affiliate/login", {
        email: data.email.toUpperCase(),
        password: data.password,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().token).toEqual(expect.any(String));
      const wrong = await inject("POST", "/api/affiliate/login", { email: data.email, password: "wrong password" });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe("Incorrect e-mail or password.");
    });

    it("keeps the roles apart: an admin token cannot open the dashboard, nor an affiliate token the admin API", async () => {
      const { token } = await register();
      const dashboardWithAdmin = await inject("GET", "/api/affiliate/me/stats", undefined, {
        authorization: `Bearer ${adminToken}`,
      });
      expect(dashboardWithAdmin.statusCode).toBe(401);
      const adminWithAffiliate = await inject("GET", "/api/admin/affiliates", undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(adminWithAffiliate.statusCode).toBe(401);
      const tampered = `${token.slice(0, -3)}abc`;
      expect(
        (await inject("GET", "/api/affiliate/me", undefined, { authorization: `Bearer ${tampered}` })).statusCode,
      ).toBe(401);
      const expired = await signToken({ sub: randomUUID(), role: "affiliate", ver: 0 }, -1);
      expect(
        (await inject("GET", "/api/affiliate/me", undefined, { authorization: `Bearer ${expired}` })).statusCode,
      ).toBe(401);
    });

    it("lets the affiliate change the payout e-mail, validated", async () => {
      const { token } = await register();
      const auth = { authorization: `Bearer ${token}` };
      const currentPassword = "long enough password";
      const bad = await inject("PATCH", "/api/affiliate/me", { payoutEmail: "nope", currentPassword }, auth);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/^payoutEmail: /);
      const ok = await inject("PATCH", "/api/affiliate/me", { payoutEmail: "New@Pay.example", currentPassword }, auth);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().payoutEmail).toBe("new@pay.example");
    });

    it("approves new affiliates automatically when the program says so", async () => {
      const settings = (await asAdmin("GET", "/api/admin/affiliate-settings")) as { json(): Record<string, unknown> };
      await asAdmin("PUT", "/api/admin/affiliate-settings", { ...settings.json(), autoApprove: true });
      const { affiliate } = await register();
      expect(affiliate.status).toBe("approved");
      await asAdmin("PUT", "/api/admin/affiliate-settings", { ...settings.json(), autoApprove: false });
    });
  });

  describe("track-referral", () => {
    it("accepts only approved codes: unknown 404, pending and suspended 403, nothing stored", async () => {
      const pending = await register();
      const suspended = await approvedAffiliate();
      await asAdmin("POST", `/api/admin/affiliates/${suspended.affiliate.id}/status`, {
        action: "suspend",
        note: "Spam",
      });
      const before = await count(affiliateReferrals);
      const unknown = await track("no-such-code", randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe("affiliateCode: no affiliate uses this code");
      const notYet = await track(pending.affiliate.code, randomUUID());
      expect(notYet.statusCode).toBe(403);
      expect(notYet.json().error).toMatch(/not approved yet/);
      const off = await track(suspended.affiliate.code, randomUUID());
      expect(off.statusCode).toBe(403);
      expect(off.json().error).toMatch(/not active/);
      expect(await count(affiliateReferrals)).toBe(before);
    });

    it("answers 400 naming the field for bad input, storing nothing", async () => {
      const before = await count(affiliateReferrals);
      for (const [body, field] of [
        [{ customerEmail: "", customerName: "" }, "affiliateCode"],
        [{ affiliateCode: "UPPER CASE!", customerEmail: "", customerName: "" }, "affiliateCode"],
        [{ affiliateCode: "abc", customerEmail: "nope", customerName: "" }, "customerEmail"],
        [{ affiliateCode: "abc", customerEmail: "", customerName: 5 }, "customerName"],
      ] as const) {
        const res = await inject("POST", "/api/affiliate/track-referral", body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(new RegExp(`^${field}: `));
      }
      expect(await count(affiliateReferrals)).toBe(before);
    });

    it("is idempotent per visitor and gives unguessable ids", async () => {
      const { affiliate } = await approvedAffiliate();
      const visitor = randomUUID();
      const first = await track(affiliate.code, visitor);
      expect(first.statusCode).toBe(201);
      const again = await track(affiliate.code, visitor);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(first.json().referralId).toMatch(/^ref_[A-Za-z0-9_-]{32}$/);
      const other = await track(affiliate.code, randomUUID());
      expect(other.json().referralId).not.toBe(first.json().referralId);
    });

    it("keeps the first touch within the window, and lets a new one in after it", async () => {
      const a = await approvedAffiliate();
      const b = await approvedAffiliate();
      const visitor = randomUUID();
      const first = await track(a.affiliate.code, visitor);
      const second = await track(b.affiliate.code, visitor);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ referralId: first.json().referralId, affiliateCode: a.affiliate.code });

      // 91 days later the 90-day window has ended: the new code wins.
      await ctx.database.db
        .update(affiliateReferrals)
        .set({ clickedAt: new Date(Date.now() - 91 * 86_400_000) })
        .where(eq(affiliateReferrals.id, first.json().referralId));
      const later = await track(b.affiliate.code, visitor);
      expect(later.statusCode).toBe(201);
      expect(later.json().affiliateCode).toBe(b.affiliate.code);
      expect(later.json().referralId).not.toBe(first.json().referralId);

      // Meetings booked after the window are not credited.
      const late = await inject(
        "POST",
        "/api/affiliate/meeting-booked",
        { referralId: first.json().referralId, meetingDate: new Date().toISOString(), dealValue: "10000" },
        visitorCookie(visitor),
      );
      expect(late.statusCode).toBe(410);
    });

    /** A browser's first sync (the server binds the id to it), then the contact form it sends. */
    async function visitorSendsContactForm(id: string, email: string, name: string, affiliateCode?: string) {
      const now = new Date().toISOString();
      const sync = await inject(
        "POST",
        "/api/client/sync",
        {
          id,
          visitCount: 1,
          firstVisit: now,
          lastVisit: now,
          pageViews: ["/"],
          formSubmissions: [],
          consultationRequests: 0,
        },
        BROWSER,
      );
      expect(sync.statusCode, sync.body).toBe(200);
      const proof = sync.cookies.find((c) => c.name === VISITOR_PROOF_COOKIE);
      const res = await inject(
        "POST",
        "/api/contact",
        {
          name,
          email,
          interest: "voice",
          message: "Please call me about a voice assistant.",
          clientId: id,
          affiliateCode,
        },
        {
          cookie: `${CLIENT_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ id }))}; ${VISITOR_PROOF_COOKIE}=${proof?.value}`,
        },
      );
      expect(res.statusCode, res.body).toBe(201);
    }

    it("turns a referral into a lead when the visitor's form is accepted, and rejects self-referrals", async () => {
      const { affiliate, token } = await approvedAffiliate();
      const visitor = randomUUID();
      const self = randomUUID();
      const forged = randomUUID();
      await track(affiliate.code, visitor);
      await track(affiliate.code, self);
      await track(affiliate.code, forged);
      await visitorSendsContactForm(visitor, "buyer@customer.example", "Robin Buyer");
      await visitorSendsContactForm(self, affiliate.email.replace("@", "+test@").toUpperCase(), "Me");
      // An e-mail only claimed by the browser's record is not an accepted form: no lead.
      const now = new Date().toISOString();
      const claimed = {
        id: forged,
        visitCount: 1,
        firstVisit: now,
        lastVisit: now,
        pageViews: ["/"],
        formSubmissions: [],
        consultationRequests: 0,
        email: "claimed@customer.example",
      };
      expect((await inject("POST", "/api/client/sync", claimed, BROWSER)).statusCode).toBe(200);
      const stats = await inject("GET", "/api/affiliate/me/stats", undefined, { authorization: `Bearer ${token}` });
      expect(stats.statusCode).toBe(200);
      const body = stats.json();
      expect(body.totals).toMatchObject({ clicks: 3, leads: 1 });
      const statuses = body.recentReferrals
        .map((r: { status: string; customer: string }) => [r.status, r.customer])
        .sort();
      expect(statuses).toEqual([
        ["click", "Anonymous visitor"],
        ["lead", "Robin Buyer"],
        ["rejected", "M**"],
      ]);
      const rows = await ctx.database.db
        .select()
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.visitorId, self));
      expect(rows[0]).toMatchObject({ status: "rejected", rejectionReason: "self_referral" });
    });

    it("rejects a self-referral named in track-referral itself, on a new referral and on an earlier click alike", async () => {
      const { affiliate } = await approvedAffiliate();
      const own = affiliate.email.replace("@", "+promo@").toUpperCase();
      const fresh = randomUUID();
      expect((await track(affiliate.code, fresh, { customerEmail: own, customerName: "Me" })).statusCode).toBe(201);
      const clicked = randomUUID();
      expect((await track(affiliate.code, clicked)).statusCode).toBe(201);
      expect((await track(affiliate.code, clicked, { customerEmail: own, customerName: "Me" })).statusCode).toBe(200);
      const buyer = randomUUID();
      await track(affiliate.code, buyer);
      await track(affiliate.code, buyer, { customerEmail: "someone.else@customer.example", customerName: "Sam" });
      const rows = await ctx.database.db
        .select()
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.affiliateId, affiliate.id));
      const byVisitor = new Map(rows.map((r) => [r.visitorId, r]));
      expect(byVisitor.get(fresh)).toMatchObject({ status: "rejected", rejectionReason: "self_referral" });
      expect(byVisitor.get(clicked)).toMatchObject({ status: "rejected", rejectionReason: "self_referral" });
      expect(byVisitor.get(buyer)).toMatchObject({ status: "lead", rejectionReason: null });
    });

    it("keeps the first touch server-side: a later code in a form or a forged visitor cookie cannot take the visitor over", async () => {
      const a = await approvedAffiliate();
      const b = await approvedAffiliate();
      const visitor = randomUUID();
      const first = (await track(a.affiliate.code, visitor)).json();
      await visitorSendsContactForm(visitor, "casey@customer.example", "Casey Buyer", b.affiliate.code);
      const referrals = await ctx.database.db
        .select()
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.visitorId, visitor));
      expect(referrals).toHaveLength(1);
      expect(referrals[0]).toMatchObject({
        id: first.referralId,
        status: "lead",
        customerEmail: "casey@customer.example",
      });
      // The visitor's browser now holds the id: a call naming it without the proof is someone else.
      const stolen = await track(b.affiliate.code, visitor);
      expect(stolen.statusCode).toBe(201);
      const [row] = await ctx.database.db
        .select()
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.id, stolen.json().referralId));
      expect(row.visitorId).toBeNull();
    });

    it("counts one click per visitor, affiliate and day: repeated calls from one address without a visitor add nothing", async () => {
      const { affiliate } = await approvedAffiliate();
      const from = (address: string) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/affiliate/track-referral",
          payload: { affiliateCode: affiliate.code },
          remoteAddress: address,
        });
      const first = await from("10.77.0.1");
      expect(first.statusCode).toBe(201);
      for (let i = 0; i < 5; i++) {
        const again = await from("10.77.0.1");
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual(first.json());
      }
      expect((await from("10.77.0.2")).statusCode).toBe(201);
      const rows = await ctx.database.db
        .select()
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.affiliateId, affiliate.id));
      expect(rows).toHaveLength(2);
    });

    it("limits track-referral calls per address", async () => {
      const call = () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/affiliate/track-referral",
          payload: { affiliateCode: "no-such-code" },
          remoteAddress: "10.78.0.1",
        });
      for (let i = 0; i < 30; i++) expect((await call()).statusCode).toBe(404);
      const limited = await call();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatch(/^Too many requests/);
      expect(
        (
          await ctx.app.inject({
            method: "POST",
            url: "/api/affiliate/track-referral",
            payload: { affiliateCode: "no-such-code" },
            remoteAddress: "10.78.0.2",
          })
        ).statusCode,
      ).toBe(404);
    });

    it("masks customer names until the referral is a lead", async () => {
      const { affiliate, token } = await approvedAffiliate();
      await track(affiliate.code, undefined, { customerName: "Jordan Smith" });
      const stats = await inject("GET", "/api/affiliate/me/stats", undefined, { authorization: `Bearer ${token}` });
      expect(stats.json().recentReferrals[0]).toMatchObject({ status: "click", customer: "J**** S****" });
    });
  });

  describe("meeting-booked", () => {
    it("records once per referralId with the provisional value; a repeat returns the record", async () => {
      const { affiliate } = await approvedAffiliate();
      const visitor = randomUUID();
      const { referralId } = (await track(affiliate.code, visitor)).json();
      const meetingDate = "2030-01-02T10:00:00.000Z";
      const book = (date: string) =>
        inject(
          "POST",
          "/api/affiliate/meeting-booked",
          { referralId, meetingDate: date, dealValue: "10000" },
          visitorCookie(visitor),
        );
      const first = await book(meetingDate);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ referralId, status: "meeting_booked", meetingDate, dealValue: "10000" });
      const repeat = await book("2031-05-05T10:00:00.000Z");
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toMatchObject({ referralId, meetingDate, dealValue: "10000" });
      const [row] = await ctx.database.db
        .select()
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.id, referralId));
      expect(row).toMatchObject({ provisionalDealValueCents: 1_000_000, dealValueCents: null });
    });

    it("takes the report only from the browser the referral was tracked for", async () => {
      const { affiliate } = await approvedAffiliate();
      const visitor = randomUUID();
      const { referralId } = (await track(affiliate.code, visitor)).json();
      const body = { referralId, meetingDate: new Date().toISOString(), dealValue: "10000" };
      for (const headers of [{}, visitorCookie(randomUUID())]) {
        const other = await inject("POST", "/api/affiliate/meeting-booked", body, headers);
        expect(other.statusCode).toBe(403);
        expect(other.json()).toEqual({
          error: "referralId: this referral was tracked for another browser",
          field: "referralId",
        });
      }
      const [row] = await ctx.database.db
        .select()
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.id, referralId));
      expect(row).toMatchObject({ status: "click", meetingBookedAt: null });

      // A visitor without a tracking cookie (declined tracking) is known by its address.
      const fromAddress = (remoteAddress: string, url: string, payload: unknown) =>
        ctx.app.inject({ method: "POST", url, payload: payload as never, remoteAddress });
      const untracked = await fromAddress("10.99.1.1", "/api/affiliate/track-referral", {
        affiliateCode: affiliate.code,
        customerEmail: "",
        customerName: "",
      });
      const anonymous = { ...body, referralId: untracked.json().referralId };
      expect((await fromAddress("10.99.1.2", "/api/affiliate/meeting-booked", anonymous)).statusCode).toBe(403);
      expect((await fromAddress("10.99.1.1", "/api/affiliate/meeting-booked", anonymous)).statusCode).toBe(201);
    });

    it("answers 404 for an unknown referral and 400 naming the field for bad input", async () => {
      const unknown = await inject("POST", "/api/affiliate/meeting-booked", {
        referralId: "ref_guess",
        meetingDate: new Date().toISOString(),
        dealValue: "10000",
      });
      expect(unknown.statusCode).toBe(404);
      for (const [body, field] of [
        [{ meetingDate: new Date().toISOString(), dealValue: "10000" }, "referralId"],
        [{ referralId: "ref_x", meetingDate: "tomorrow", dealValue: "10000" }, "meetingDate"],
        [{ referralId: "ref_x", meetingDate: new Date().toISOString(), dealValue: 10000 }, "dealValue"],
      ] as const) {
        const res = await inject("POST", "/api/affiliate/meeting-booked", body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatch(new RegExp(`^${field}: `));
      }
    });

    it('refuses any deal value but the fixed "10000", storing nothing', async () => {
      const { affiliate } = await approvedAffiliate();
      const { referralId } = (await track(affiliate.code, randomUUID())).json();
      for (const dealValue of ["9999999999.99", "10000.00", "1", "0", "100000", ""]) {
        const res = await inject("POST", "/api/affiliate/meeting-booked", {
          referralId,
          meetingDate: new Date().toISOString(),
          dealValue,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'dealValue: must be "10000"', field: "dealValue" });
      }
      const [row] = await ctx.database.db
        .select()
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.id, referralId));
      expect(row).toMatchObject({ status: "click", meetingBookedAt: null, provisionalDealValueCents: null });
    });
  });

  describe("admin", () => {
    it("needs an admin token", async () => {
      expect((await inject("GET", "/api/admin/affiliates")).statusCode).toBe(401);
      expect(
        (await inject("POST", "/api/admin/affiliate-commissions/pay", { ids: [randomUUID()], payoutReference: "x" }))
          .statusCode,
      ).toBe(401);
    });

    it("lists affiliates by status with their figures, and audits every change", async () => {
      const { affiliate } = await register();
      const pending = await asAdmin("GET", "/api/admin/affiliates?status=pending");
      expect(pending.json().affiliates.map((a: { id: string }) => a.id)).toContain(affiliate.id);
      const badFilter = await asAdmin("GET", "/api/admin/affiliates?status=gone");
      expect(badFilter.statusCode).toBe(400);
      expect(badFilter.json().error).toMatch(/^status: /);

      const noNote = await asAdmin("POST", `/api/admin/affiliates/${affiliate.id}/status`, { action: "reject" });
      expect(noNote.statusCode).toBe(400);
      expect(noNote.json().error).toMatch(/^note: /);
      const rejected = await asAdmin("POST", `/api/admin/affiliates/${affiliate.id}/status`, {
        action: "reject",
        note: "No audience",
      });
      expect(rejected.json()).toMatchObject({ status: "rejected", statusNote: "No audience" });
      const suspendRejected = await asAdmin("POST", `/api/admin/affiliates/${affiliate.id}/status`, {
        action: "suspend",
      });
      expect(suspendRejected.statusCode).toBe(409);

      const rate = await asAdmin("PUT", `/api/admin/affiliates/${affiliate.id}/commission-rate`, {
        commissionRate: 150,
      });
      expect(rate.statusCode).toBe(400);
      expect(rate.json().error).toMatch(/^commissionRate: /);

      const audit = await ctx.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, "affiliate.reject"));
      expect(audit.some((e) => (e.details as { affiliateId?: string }).affiliateId === affiliate.id)).toBe(true);
    });

    it("walks a referral from won to a paid commission at the affiliate's own rate", async () => {
      const { affiliate, token } = await approvedAffiliate();
      await asAdmin("PUT", `/api/admin/affiliates/${affiliate.id}/commission-rate`, { commissionRate: 12.5 });
      const { referralId } = (
        await track(affiliate.code, randomUUID(), { customerEmail: "cto@buyer.example", customerName: "Sam Lee" })
      ).json();

      const commissionsBefore = await count(affiliateCommissions);
      const noValue = await asAdmin("POST", `/api/admin/affiliate-referrals/${referralId}/outcome`, { outcome: "won" });
      expect(noValue.statusCode).toBe(400);
      expect(noValue.json().error).toMatch(/^dealValue: /);
      expect(await count(affiliateCommissions)).toBe(commissionsBefore);

      const won = await asAdmin("POST", `/api/admin/affiliate-referrals/${referralId}/outcome`, {
        outcome: "won",
        dealValue: 24000,
      });
      expect(won.statusCode, won.body).toBe(200);
      expect(won.json().commission).toMatchObject({ status: "pending", amountCents: 300_000, ratePercent: 12.5 });
      const commissionId = won.json().commission.id;

      const auth = { authorization: `Bearer ${token}` };
      let stats = (await inject("GET", "/api/affiliate/me/stats", undefined, auth)).json();
      expect(stats.earnings).toEqual({ pendingCents: 300_000, approvedCents: 0, paidCents: 0 });
      expect(stats.totals.won).toBe(1);

      const payTooEarly = await asAdmin("POST", "/api/admin/affiliate-commissions/pay", {
        ids: [commissionId],
        payoutReference: "PP-1",
      });
      expect(payTooEarly.statusCode).toBe(409);
      const noRef = await asAdmin("POST", "/api/admin/affiliate-commissions/pay", { ids: [commissionId] });
      expect(noRef.statusCode).toBe(400);
      expect(noRef.json().error).toMatch(/^payoutReference: /);

      expect(
        (await asAdmin("POST", "/api/admin/affiliate-commissions/approve", { ids: [commissionId] })).statusCode,
      ).toBe(200);
      const paid = await asAdmin("POST", "/api/admin/affiliate-commissions/pay", {
        ids: [commissionId],
        payoutReference: "PP-2024-001",
      });
      expect(paid.statusCode).toBe(200);
      stats = (await inject("GET", "/api/affiliate/me/stats", undefined, auth)).json();
      expect(stats.earnings).toEqual({ pendingCents: 0, approvedCents: 0, paidCents: 300_000 });

      const relost = await asAdmin("POST", `/api/admin/affiliate-referrals/${referralId}/outcome`, { outcome: "lost" });
      expect(relost.statusCode).toBe(409);
      const list = await asAdmin("GET", "/api/admin/affiliate-commissions?status=paid");
      expect(list.json().commissions.find((c: { id: string }) => c.id === commissionId)).toMatchObject({
        payoutReference: "PP-2024-001",
      });
    });

    it("changes commissions in bulk all or nothing", async () => {
      const { affiliate } = await approvedAffiliate();
      const ids: string[] = [];
      for (const email of ["a@one.example", "b@two.example"]) {
        const { referralId } = (await track(affiliate.code, randomUUID(), { customerEmail: email })).json();
        const won = await asAdmin("POST", `/api/admin/affiliate-referrals/${referralId}/outcome`, {
          outcome: "won",
          dealValue: 1000,
        });
        ids.push(won.json().commission.id);
      }
      const missing = await asAdmin("POST", "/api/admin/affiliate-commissions/approve", {
        ids: [...ids, randomUUID()],
      });
      expect(missing.statusCode).toBe(404);
      const rows = await ctx.database.db
        .select()
        .from(affiliateCommissions)
        .where(eq(affiliateCommissions.affiliateId, affiliate.id));
      expect(rows.map((r) => r.status)).toEqual(["pending", "pending"]);
      const ok = await asAdmin("POST", "/api/admin/affiliate-commissions/approve", { ids });
      expect(ok.json().commissions.map((c: { status: string }) => c.status)).toEqual(["approved", "approved"]);
    });

    it("does not pay a self-referral", async () => {
      const { affiliate } = await approvedAffiliate();
      const { referralId } = (await track(affiliate.code, randomUUID(), { customerEmail: affiliate.email })).json();
      const res = await asAdmin("POST", `/api/admin/affiliate-referrals/${referralId}/outcome`, {
        outcome: "won",
        dealValue: 5000,
      });
      expect(res.statusCode).toBe(409);
    });

    it("validates program settings", async () => {
      const res = await asAdmin("PUT", "/api/admin/affiliate-settings", {
        defaultCommissionPercent: 10,
        attributionWindowDays: 0,
        autoApprove: false,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^attributionWindowDays: /);
      const ok = await asAdmin("PUT", "/api/admin/affiliate-settings", {
        defaultCommissionPercent: 10,
        attributionWindowDays: 30,
        autoApprove: false,
      });
      expect(ok.json()).toEqual({ defaultCommissionPercent: 10, attributionWindowDays: 30, autoApprove: false });
      await asAdmin("PUT", "/api/admin/affiliate-settings", {
        defaultCommissionPercent: 10,
        attributionWindowDays: 90,
        autoApprove: false,
      });
    });
  });
});
