import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "#server/lib/passwords";
import { signToken } from "#server/lib/tokens";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";

const ADMIN = { email: "Owner@Example.com", password: "correct horse battery" };
const SECRET = "test-secret-test-secret-test-secret-0123456789";

describe("password hashing", () => {
  it("verifies the right password only, and salts every hash", async () => {
    const a = await hashPassword("s3cret-password!");
    const b = await hashPassword("s3cret-password!");
    expect(a).not.toBe(b);
    expect(a.startsWith("scrypt$")).toBe(true);
    expect(await verifyPassword("s3cret-password!", a)).toBe(true);
    expect(await verifyPassword("s3cret-password?", a)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });
});

describe.each(testDatabases)("admin authentication on %s", (driver) => {
  let ctx: TestContext;
  const login = (email: string, password: string, ip = "10.0.0.1") =>
    ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password }, remoteAddress: ip });

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(() => ctx.close());

  it("creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD and signs in with a token that expires in 8 hours", async () => {
    const res = await login("owner@example.com", ADMIN.password);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(Object.keys(res.json())).toEqual(["token"]);
    const payload = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
    expect(payload.exp - payload.iat).toBe(8 * 3600);
    const me = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: payload.sub, email: "owner@example.com", name: null, role: "owner" });
  });

  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    const unknown = await login("nobody@example.com", ADMIN.password, "10.0.0.2");
    const wrong = await login(ADMIN.email, "wrong password!!", "10.0.0.3");
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error).toBe("Incorrect e-mail or password.");
  });

  it("answers 400 naming the field for a missing e-mail", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: { password: "x" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^email: /);
  });

  it("answers 401 for a missing, garbage, tampered, expired or wrong-role token", async () => {
    const { token } = (await login(ADMIN.email, ADMIN.password, "10.0.0.4")).json();
    const [h, p, s] = token.split(".");
    const payload = JSON.parse(Buffer.from(p, "base64url").toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 3600 })).toString("base64url")}.${s}`;
    const now = Math.floor(Date.now() / 1000);
    // The admin's own token in every claim but its time (issued two hours ago for one), or its role.
    const expired = await signToken(
      { sub: payload.sub, role: "admin", ver: payload.ver },
      1,
      () => Date.now() - 7_200_000,
    );
    const otherKey = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(payload.sub)
      .setIssuer("custom-ai-site")
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    const affiliate = await signToken({ sub: payload.sub, role: "affiliate", ver: payload.ver }, 1);
    for (const header of [
      undefined,
      "Bearer garbage",
      `Bearer ${tampered}`,
      `Bearer ${expired}`,
      `Bearer ${otherKey}`,
      `Bearer ${affiliate}`,
    ]) {
      const res = await ctx.app.inject({
        method: "GET",
        url: "/api/admin/me",
        headers: header ? { authorization: header } : {},
      });
      expect(res.statusCode, String(header)).toBe(401);
    }
  });
});

describe.each(testDatabases)("admin token revocation on %s", (driver) => {
  let ctx: TestContext;
  let ip = 0;
  const login = (password = ADMIN.password) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: ADMIN.email, password },
      remoteAddress: `10.20.0.${++ip}`,
    });
  const me = (token: string) =>
    ctx.app.inject({ method: "GET", url: "/api/admin/me", headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(() => ctx.close());

  it("refuses a validly signed token that carries no token version", async () => {
    const { token } = (await login()).json();
    const sub = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).sub;
    const now = Math.floor(Date.now() / 1000);
    const unversioned = await new SignJWT({ role: "admin" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(sub)
      .setIssuer("custom-ai-site")
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(SECRET));
    expect((await me(unversioned)).statusCode).toBe(401);
  });

  it("signs the admin out everywhere: every token of theirs stops working at once", async () => {
    const laptop = (await login()).json().token;
    const phone = (await login()).json().token;
    const signOut = (payload?: object) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/admin/sign-out-everywhere",
        headers: { authorization: `Bearer ${laptop}` },
        payload,
        remoteAddress: "10.21.0.7",
      });
    // A stolen token alone cannot lock the owner out: the password is asked again.
    const bare = await signOut();
    expect(bare.statusCode).toBe(400);
    expect(bare.json().field).toBe("currentPassword");
    const guessed = await signOut({ currentPassword: "a guess from a stolen token" });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json().error).toBe("currentPassword: is not your current password");
    expect((await me(phone)).statusCode).toBe(200);
    const out = await signOut({ currentPassword: ADMIN.password });
    expect(out.statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me((await login()).json().token)).statusCode).toBe(200);
  });

  it("revokes older tokens on a password change and keeps the changing session signed in", async () => {
    const other = (await login()).json().token;
    const current = (await login()).json().token;
    const change = (body: object) =>
      ctx.app.inject({
        method: "PUT",
        url: "/api/admin/settings/password",
        headers: { authorization: `Bearer ${current}` },
        payload: body,
        remoteAddress: "10.21.0.1",
      });
    const wrong = await change({ currentPassword: "not my password", newPassword: "a brand new admin password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe("currentPassword");
    const changed = await change({ currentPassword: ADMIN.password, newPassword: "a brand new admin password" });
    expect(changed.statusCode).toBe(200);
    expect((await me(changed.json().token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    expect((await login("a brand new admin password")).statusCode).toBe(200);
  });

  it("counts wrong current passwords like failed sign-ins, so a stolen token cannot guess the password", async () => {
    const { token } = (await login("a brand new admin password")).json();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: "PUT",
        url: "/api/admin/settings/password",
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword: `guess ${i}`, newPassword: "whatever new password" },
        remoteAddress: "10.22.0.1",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
