import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliateAccount } from "#content/affiliates";
import { adminAuditLog } from "#server/db/schema/admin";
import { affiliates } from "#server/db/schema/affiliates";
import { affiliatePasswordResets } from "#server/db/schema/auth";
import { notifications } from "#server/db/schema/notifications";
import {
  createTestApp,
  partnerConfirmationSecret,
  registerConfirmedPartner,
  type TestContext,
  testDatabases,
} from "#server/test-support";

const ADMIN = { email: "owner@example.com", password: "correct horse battery" };
const PASSWORD = "long enough password";

describe.each(testDatabases)("affiliate accounts on %s", (driver) => {
  let ctx: TestContext;
  let adminToken: string;
  let serial = 0;
  let calls = 0;

  type Method = "GET" | "POST" | "PUT" | "PATCH";
  const inject = (method: Method, url: string, payload?: unknown, token?: string) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as never,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: `10.60.${serial % 250}.${++calls % 250}`,
    });
  const login = (email: string, password: string) => inject("POST", "/api/affiliate/login", { email, password });

  function registration(overrides: Record<string, unknown> = {}) {
    serial += 1;
    return {
      name: "Robin Partner",
      email: `robin${serial}@partners.example`,
      password: PASSWORD,
      promotionMethod: "A newsletter for operations managers, every month.",
      payoutEmail: `pay${serial}@partners.example`,
      ...overrides,
    };
  }

  /** A registered, confirmed, approved and signed-in affiliate. */
  async function affiliate() {
    const data = registration();
    const token = await registerConfirmedPartner(ctx, data);
    const id = (await inject("GET", "/api/affiliate/me", undefined, token)).json().id as string;
    expect(
      (await inject("POST", `/api/admin/affiliates/${id}/status`, { action: "approve" }, adminToken)).statusCode,
    ).toBe(200);
    return { id, email: data.email, token };
  }

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    adminToken = (await inject("POST", "/api/admin/login", ADMIN)).json().token;
  });
  afterAll(() => ctx.close());

  /** The partner e-mails the outbox holds for an address: their kinds, oldest first. */
  async function mailsTo(email: string) {
    const rows = await ctx.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(
        and(eq(notifications.type, "affiliate.account"), sql`${notifications.data}->'person'->>'email' = ${email}`),
      )
      .orderBy(notifications.createdAt);
    return rows.map((r) => (r.data as { partnerEmail: { kind: string } }).partnerEmail.kind);
  }

  it("does not tell whether an e-mail has an account: applying, then signing in, looks the same for a known and a new e-mail", async () => {
    const owner = registration();
    await registerConfirmedPartner(ctx, owner);
    const attacker = { password: "an attacker's password", name: "Mallory" };
    const known = await inject("POST", "/api/affiliate/register", { ...owner, ...attacker });
    const unknown = registration(attacker);
    const fresh = await inject("POST", "/api/affiliate/register", unknown);
    expect(known.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    expect(known.json()).toEqual(fresh.json());
    expect(known.json()).toEqual({ message: affiliateAccount.registrationReceived });
    expect(known.headers["cache-control"]).toBe(fresh.headers["cache-control"]);
    // The attacker's own password opens neither: the new account waits for its e-mail's owner.
    const knownSignIn = await login(owner.email, attacker.password);
    const freshSignIn = await login(unknown.email, attacker.password);
    expect(knownSignIn.statusCode).toBe(401);
    expect(freshSignIn.statusCode).toBe(401);
    expect(knownSignIn.json()).toEqual(freshSignIn.json());
    // What differs goes to the e-mail's owner: a notice to the known one, a link to the new one.
    expect(await mailsTo(owner.email)).toEqual(["confirm", "alreadyRegistered"]);
    expect(await mailsTo(unknown.email)).toEqual(["confirm"]);
    const notes = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "affiliate.registration_with_existing_email"));
    expect(notes.map((n) => n.adminEmail)).toContain(owner.email);
    // The known account is untouched.
    const ownerSignIn = await login(owner.email, PASSWORD);
    expect(ownerSignIn.statusCode).toBe(200);
    expect((await inject("GET", "/api/affiliate/me", undefined, ownerSignIn.json().token)).json().name).toBe(
      "Robin Partner",
    );
  });

  it("confirms a new account only through the mailed link and its password, then signs in", async () => {
    const data = registration();
    await inject("POST", "/api/affiliate/register", data);
    const secret = await partnerConfirmationSecret(ctx.database, data.email);
    const confirm = (token: string, password: string) =>
      inject("POST", "/api/affiliate/confirm-email", { token, password });
    const tampered = `${secret.slice(0, -2)}${secret.endsWith("AA") ? "BB" : "AA"}`;
    const forged = await confirm(tampered, PASSWORD);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ field: "token" });
    expect((await confirm(secret, "not the password")).statusCode).toBe(401);
    expect((await login(data.email, PASSWORD)).statusCode).toBe(401);
    const confirmed = await confirm(secret, PASSWORD);
    expect(confirmed.statusCode).toBe(200);
    expect((await inject("GET", "/api/affiliate/me", undefined, confirmed.json().token)).json().email).toBe(data.email);
    expect((await login(data.email, PASSWORD)).statusCode).toBe(200);
  });

  it("lets a later application replace an unconfirmed one, so an address cannot be held by whoever applied first", async () => {
    const squatter = registration({ password: "the squatter's password", name: "Mallory" });
    await inject("POST", "/api/affiliate/register", squatter);
    const squattersLink = await partnerConfirmationSecret(ctx.database, squatter.email);
    // The owner's application replaces the account and mails a new link; the squatter's link (made
    // for the squatter's password) no longer confirms anything.
    await inject("POST", "/api/affiliate/register", { ...squatter, password: PASSWORD, name: "Robin Partner" });
    const ownersLink = await partnerConfirmationSecret(ctx.database, squatter.email);
    expect(ownersLink).not.toBe(squattersLink);
    const stale = await inject("POST", "/api/affiliate/confirm-email", {
      token: squattersLink,
      password: "the squatter's password",
    });
    expect(stale.statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(affiliates).where(eq(affiliates.email, squatter.email));
    expect(row.name).toBe("Robin Partner");
    expect(row.emailConfirmedAt).toBeNull();
    const owner = await inject("POST", "/api/affiliate/confirm-email", { token: ownersLink, password: PASSWORD });
    expect(owner.statusCode).toBe(200);
    // A few applications a day reach one address, not more: anyone can apply with anyone's e-mail.
    for (let i = 0; i < 3; i++) await inject("POST", "/api/affiliate/register", squatter);
    expect(await mailsTo(squatter.email)).toEqual(["confirm", "confirm", "alreadyRegistered"]);
  });

  it("lets an approved application sign in even if its confirmation e-mail never arrived", async () => {
    const data = registration();
    await inject("POST", "/api/affiliate/register", data);
    const [row] = await ctx.database.db.select().from(affiliates).where(eq(affiliates.email, data.email));
    expect((await login(data.email, PASSWORD)).statusCode).toBe(401);
    const approved = await inject("POST", `/api/admin/affiliates/${row.id}/status`, { action: "approve" }, adminToken);
    expect(approved.statusCode).toBe(200);
    expect((await login(data.email, PASSWORD)).statusCode).toBe(200);
  });

  it("changes the payout e-mail only with the current password", async () => {
    const { token } = await affiliate();
    const missing = await inject("PATCH", "/api/affiliate/me", { payoutEmail: "thief@evil.example" }, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^currentPassword: /);
    const wrong = await inject(
      "PATCH",
      "/api/affiliate/me",
      { payoutEmail: "thief@evil.example", currentPassword: "a guess" },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: "currentPassword" });
    expect((await inject("GET", "/api/affiliate/me", undefined, token)).json().payoutEmail).not.toBe(
      "thief@evil.example",
    );
    const ok = await inject(
      "PATCH",
      "/api/affiliate/me",
      { payoutEmail: "new@pay.example", currentPassword: PASSWORD },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().payoutEmail).toBe("new@pay.example");
  });

  it("cuts a suspended affiliate off the API at once, and tells them at sign-in", async () => {
    const { id, email, token } = await affiliate();
    await inject("POST", `/api/admin/affiliates/${id}/status`, { action: "suspend", note: "Spam" }, adminToken);
    for (const url of ["/api/affiliate/me", "/api/affiliate/me/stats"]) {
      expect((await inject("GET", url, undefined, token)).statusCode).toBe(401);
    }
    const signIn = await login(email, PASSWORD);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toMatch(/suspended/);
    expect(signIn.json()).not.toHaveProperty("token");
    await inject("POST", `/api/admin/affiliates/${id}/status`, { action: "reinstate" }, adminToken);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("signs the affiliate out everywhere, by themselves or by an admin", async () => {
    const { id, email, token } = await affiliate();
    const second = (await login(email, PASSWORD)).json().token as string;
    expect((await inject("POST", "/api/affiliate/me/sign-out-everywhere", undefined, token)).statusCode).toBe(204);
    expect((await inject("GET", "/api/affiliate/me", undefined, token)).statusCode).toBe(401);
    expect((await inject("GET", "/api/affiliate/me", undefined, second)).statusCode).toBe(401);
    const third = (await login(email, PASSWORD)).json().token as string;
    expect((await inject("GET", "/api/affiliate/me", undefined, third)).statusCode).toBe(200);
    expect(
      (await inject("POST", `/api/admin/affiliates/${id}/sign-out-everywhere`, undefined, adminToken)).statusCode,
    ).toBe(204);
    expect((await inject("GET", "/api/affiliate/me", undefined, third)).statusCode).toBe(401);
  });

  describe("password reset", () => {
    const resetSecret = (path: string) => path.split("#reset=")[1];

    it("answers every reset request the same way and shows the real one to the admins", async () => {
      const { id, email } = await affiliate();
      const known = await inject("POST", "/api/affiliate/password-reset", { email });
      const unknown = await inject("POST", "/api/affiliate/password-reset", { email: "nobody@partners.example" });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json()).toEqual({ message: affiliateAccount.resetRequestReceived });
      const listed = (await inject("GET", "/api/admin/affiliates", undefined, adminToken)).json().affiliates as {
        id: string;
        passwordResetRequestedAt: string | null;
      }[];
      expect(listed.find((a) => a.id === id)?.passwordResetRequestedAt).toEqual(expect.any(String));
      expect((await inject("POST", "/api/affiliate/password-reset", { email: "not an e-mail" })).statusCode).toBe(400);
    });

    it("sets a new password through a single-use link an admin made, revoking older tokens", async () => {
      const { id, email, token } = await affiliate();
      await inject("POST", "/api/affiliate/password-reset", { email });
      const link = await inject("POST", `/api/admin/affiliates/${id}/password-reset-link`, undefined, adminToken);
      expect(link.statusCode).toBe(200);
      expect(link.headers["cache-control"]).toBe("no-store");
      const { path, expiresAt } = link.json() as { path: string; expiresAt: string };
      expect(path).toMatch(/^\/affiliate-dashboard#reset=[A-Za-z0-9_-]{43}$/);
      expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
      const [stored] = await ctx.database.db
        .select()
        .from(affiliatePasswordResets)
        .where(eq(affiliatePasswordResets.affiliateId, id));
      expect(stored.tokenHash).not.toContain(resetSecret(path));

      const newPassword = "a brand new password";
      const used = await inject("POST", "/api/affiliate/password-reset/confirm", {
        token: resetSecret(path),
        newPassword,
      });
      expect(used.statusCode).toBe(200);
      expect(used.headers["cache-control"]).toBe("no-store");
      expect((await inject("GET", "/api/affiliate/me", undefined, used.json().token)).statusCode).toBe(200);
      expect((await inject("GET", "/api/affiliate/me", undefined, token)).statusCode).toBe(401);
      expect((await login(email, PASSWORD)).statusCode).toBe(401);
      expect((await login(email, newPassword)).statusCode).toBe(200);

      const twice = await inject("POST", "/api/affiliate/password-reset/confirm", {
        token: resetSecret(path),
        newPassword: "yet another password",
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error).toMatch(/^token: /);
      const [row] = await ctx.database.db.select().from(affiliates).where(eq(affiliates.id, id));
      expect(row.passwordResetRequestedAt).toBeNull();
    });

    it("refuses an expired link, a replaced link and a made-up one", async () => {
      const { id } = await affiliate();
      const make = async () =>
        resetSecret(
          (await inject("POST", `/api/admin/affiliates/${id}/password-reset-link`, undefined, adminToken)).json().path,
        );
      const replaced = await make();
      const current = await make();
      const confirm = (secret: string) =>
        inject("POST", "/api/affiliate/password-reset/confirm", {
          token: secret,
          newPassword: "another good password",
        });
      expect((await confirm(replaced)).statusCode).toBe(400);
      expect((await confirm("A".repeat(43))).statusCode).toBe(400);
      await ctx.database.db
        .update(affiliatePasswordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(affiliatePasswordResets.affiliateId, id));
      expect((await confirm(current)).statusCode).toBe(400);
    });

    it("lets one of two simultaneous uses of a link succeed, never both", async () => {
      const { id } = await affiliate();
      const secret = resetSecret(
        (await inject("POST", `/api/admin/affiliates/${id}/password-reset-link`, undefined, adminToken)).json().path,
      );
      const answers = await Promise.all(
        ["first new password", "second new password"].map((newPassword) =>
          inject("POST", "/api/affiliate/password-reset/confirm", { token: secret, newPassword }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    });
  });
});
