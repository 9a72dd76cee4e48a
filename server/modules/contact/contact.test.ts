import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { affiliateReferrals, affiliates } from "#server/db/schema/affiliates";
import { contactMessages } from "#server/db/schema/contact";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

const valid = {
  name: "Dana Whitfield",
  email: "Dana@Example.com",
  phone: "+1 (555) 010-7788",
  company: "Whitfield Plumbing",
  interest: "voice",
  message: "We miss calls while on jobs. Could a voice assistant book visits for us?",
};

describe.each(testDatabases)("POST /api/contact on %s", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.delete(contactMessages);
  });

  const post = (payload: unknown) =>
    ctx.app.inject({ method: "POST", url: "/api/contact", payload: payload as object });
  const stored = () => ctx.database.db.select().from(contactMessages);

  it("stores a valid message and answers 201 with its id", async () => {
    const clientId = "8a6e0f5e-7c1b-4b1a-9d55-3f1f2b6b9c10";
    const res = await post({ ...valid, clientId, affiliateCode: "Partner-42" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.receivedAt)).not.toBeNaN();
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      name: "Dana Whitfield",
      email: "dana@example.com",
      phone: "+1 (555) 010-7788",
      company: "Whitfield Plumbing",
      interest: "voice",
      clientId,
      affiliateCode: "partner-42",
      status: "new",
    });
  });

  it("turns a referred visitor into the affiliate's lead, and credits no one for an unknown code", async () => {
    const [affiliate] = await ctx.database.db
      .insert(affiliates)
      .values({
        name: "Pat Partner",
        email: "pat@partners.example",
        passwordHash: "not-used",
        promotionMethod: "Newsletter",
        payoutEmail: "pat@partners.example",
        code: "pat-partner",
        status: "approved",
      })
      .returning({ id: affiliates.id });
    const clientId = "1d4c7a52-5f0e-4c55-8f3e-2a9b6c1d0e77";
    const res = await post({ ...valid, clientId, affiliateCode: "PAT-PARTNER" });
    expect(res.statusCode).toBe(201);
    const referrals = await ctx.database.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.affiliateId, affiliate.id));
    expect(referrals).toHaveLength(1);
    expect(referrals[0]).toMatchObject({
      visitorId: clientId,
      customerEmail: "dana@example.com",
      customerName: "Dana Whitfield",
      status: "lead",
    });

    const unknown = await post({ ...valid, affiliateCode: "nobody-here" });
    expect(unknown.statusCode).toBe(201);
    expect(await stored()).toHaveLength(2);
    expect(await ctx.database.db.select().from(affiliateReferrals)).toHaveLength(1);
  });

  it("accepts a message without the optional fields", async () => {
    const { phone: _p, company: _c, ...required } = valid;
    const res = await post({ ...required, phone: "", company: "  " });
    expect(res.statusCode).toBe(201);
    const [row] = await stored();
    expect(row.phone).toBeNull();
    expect(row.company).toBeNull();
  });

  it.each([
    [{ name: "" }, "name: is required"],
    [{ email: "not-an-email" }, "email: must be a valid e-mail address"],
    [{ phone: "call me maybe" }, "phone: must be a phone number"],
    [{ interest: "time-travel" }, "interest: must be one of the listed solutions"],
    [{ message: "Hi" }, "message: must be at least 10 characters"],
    [{ message: "x".repeat(5001) }, "message: must be at most 5000 characters"],
    [{ clientId: "abc" }, "clientId: must be a client id"],
    [{ affiliateCode: "no spaces!" }, "affiliateCode: must be a referral code"],
  ])("refuses %o with 400 naming the field, and stores nothing", async (change, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(res.json().field).toBe(message.split(":")[0]);
    expect(await stored()).toHaveLength(0);
  });

  it("refuses a missing field, a non-object and invalid JSON with 400", async () => {
    const { email: _e, ...noEmail } = valid;
    const missing = await post(noEmail);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^email: /);

    const array = await post([valid]);
    expect(array.statusCode).toBe(400);

    const broken = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toContain("body");
    expect(await stored()).toHaveLength(0);
  });
});
