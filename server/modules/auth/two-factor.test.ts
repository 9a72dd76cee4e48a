import { eq, sql } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions, adminTotp } from "#server/db/schema";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { withinSudoWindow } from "./sudo";

const OWNER = { email: "owner@example.com", password: "an owner's long password 1" };
const MEMBER = { email: "member@example.com", password: "a member's long password 2" };
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A code of the authenticator app `steps` periods from now (the server accepts one period either side). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe("the sudo window", () => {
  it("is open for ten minutes after a confirmation and shut before it or after", () => {
    const confirmed = new Date("2026-01-01T10:00:00Z");
    const at = (minutes: number) => new Date(confirmed.getTime() + minutes * 60_000);
    expect(withinSudoWindow(confirmed, at(0))).toBe(true);
    expect(withinSudoWindow(confirmed, at(9.99))).toBe(true);
    expect(withinSudoWindow(confirmed, at(10))).toBe(false);
    expect(withinSudoWindow(confirmed, at(-1))).toBe(false);
    expect(withinSudoWindow(null, at(0))).toBe(false);
  });
});

describe.each(testDatabases)("two-factor sign-in, sudo and sessions on %s", (driver) => {
  let ctx: TestContext;
  let ownerToken: string;

  const call = (method: string, url: string, token?: string, payload?: unknown, ip = "10.1.0.1", ua = DESKTOP) =>
    ctx.app.inject({
      method: method as "GET",
      url,
      remoteAddress: ip,
      headers: { "user-agent": ua, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const login = (who: { email: string; password: string }, ip = "10.1.0.1", ua = DESKTOP) =>
    call("POST", "/api/admin/login", undefined, who, ip, ua);
  const confirm = (token: string, password: string) =>
    call("POST", "/api/admin/me/confirm", token, { currentPassword: password });

  /** Sets up the authenticator app of the token's member; answers its secret and recovery codes. */
  async function setUpTotp(token: string, password: string) {
    expect((await confirm(token, password)).statusCode).toBe(204);
    const start = await call("POST", "/api/admin/me/two-factor/totp/start", token);
    expect(start.statusCode).toBe(200);
    const { secret } = start.json();
    const enable = await call("POST", "/api/admin/me/two-factor/totp/enable", token, { code: await codeAt(secret) });
    expect(enable.statusCode).toBe(200);
    return { secret: secret as string, recoveryCodes: enable.json().recoveryCodes as string[] };
  }

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
    ownerToken = (await login(OWNER)).json().token;
    const created = await call("POST", "/api/admin/admins", ownerToken, {
      ...MEMBER,
      role: "sales",
      currentPassword: OWNER.password,
    });
    expect(created.statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  it("sets up TOTP only after a confirmation and a matching code, keeps the secret sealed, then asks for a code at sign-in", async () => {
    const token = (await login(MEMBER)).json().token;
    // A fresh sign-in is not a confirmation: a stolen token alone cannot add a second factor.
    const refused = await call("POST", "/api/admin/me/two-factor/totp/start", token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().field).toBe("sudo");

    expect((await confirm(token, MEMBER.password)).statusCode).toBe(204);
    const start = await call("POST", "/api/admin/me/two-factor/totp/start", token);
    const setup = start.json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.qrSvg).toContain("<svg");
    const wrong = await call("POST", "/api/admin/me/two-factor/totp/enable", token, { code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe("code");
    const enable = await call("POST", "/api/admin/me/two-factor/totp/enable", token, {
      code: await codeAt(setup.secret),
    });
    expect(enable.statusCode).toBe(200);
    const codes: string[] = enable.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Neither the secret nor a recovery code is stored as it is, nor answered again.
    const stored = await ctx.database.db.select().from(adminTotp);
    expect(JSON.stringify(stored)).not.toContain(setup.secret);
    const rows = await ctx.database.db.execute(sql`SELECT code_hash FROM admin_recovery_codes`);
    expect(JSON.stringify(rows)).not.toContain(codes[0]);
    const status = await call("GET", "/api/admin/me/two-factor", token);
    expect(status.json()).toEqual({ totp: true, recoveryCodesLeft: 10, passkeys: 0, required: false });
    expect(status.body).not.toContain(setup.secret);

    // The password alone now yields a challenge, which is no session.
    const first = await login(MEMBER);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(["challenge", "methods"]);
    const { challenge } = first.json();
    expect((await call("GET", "/api/admin/me", challenge)).statusCode).toBe(401);

    // The code that enabled the app cannot be replayed; the next one signs in, once.
    const replayed = await call("POST", "/api/admin/login/second-factor", undefined, {
      challenge,
      code: await codeAt(setup.secret),
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().field).toBe("code");
    const next = await codeAt(setup.secret, 1);
    const second = await call("POST", "/api/admin/login/second-factor", undefined, { challenge, code: next });
    expect(second.statusCode).toBe(200);
    expect((await call("GET", "/api/admin/me", second.json().token)).json().email).toBe(MEMBER.email);
    const again = await call("POST", "/api/admin/login/second-factor", undefined, { challenge, code: next });
    expect(again.statusCode).toBe(401);
    const garbage = await call("POST", "/api/admin/login/second-factor", undefined, { challenge: "x", code: next });
    expect(garbage.statusCode).toBe(401);

    // Recovery codes: each once, whatever the case and spacing.
    const viaRecovery = async (code: string) =>
      call("POST", "/api/admin/login/second-factor", undefined, {
        challenge: (await login(MEMBER)).json().challenge,
        code,
      });
    expect((await viaRecovery(` ${codes[3].toUpperCase()} `)).statusCode).toBe(200);
    const reused = await viaRecovery(codes[3]);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toMatch(/not right/);
    expect((await call("GET", "/api/admin/me/two-factor", token)).json().recoveryCodesLeft).toBe(9);
  });

  it("counts a wrong second-step code like a wrong password: the throttle stops the sixth try, even a right one", async () => {
    const partner = { email: "throttle@example.com", password: "a throttled member's password 3" };
    await call("POST", "/api/admin/admins", ownerToken, {
      ...partner,
      role: "viewer",
      currentPassword: OWNER.password,
    });
    const { secret } = await setUpTotp((await login(partner, "10.2.0.1")).json().token, partner.password);
    const ip = "10.2.0.9";
    const challenge = (await login(partner, ip)).json().challenge;
    // The password step stays counted until a code completes it: with four wrong codes, five failures.
    for (let i = 0; i < 4; i++) {
      const res = await call("POST", "/api/admin/login/second-factor", undefined, { challenge, code: "111111" }, ip);
      expect(res.statusCode).toBe(401);
    }
    const right = await call(
      "POST",
      "/api/admin/login/second-factor",
      undefined,
      { challenge, code: await codeAt(secret, 1) },
      ip,
    );
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    // One counter for both steps: the password step from that address is held too.
    expect((await login(partner, ip)).statusCode).toBe(429);
    // The member from their usual address is not.
    expect((await login(partner, "10.2.0.1")).statusCode).toBe(200);
  });

  it("does not let a known password reset the count of wrong codes", async () => {
    const victim = { email: "leaked@example.com", password: "a password that leaked once 6" };
    await call("POST", "/api/admin/admins", ownerToken, { ...victim, role: "viewer", currentPassword: OWNER.password });
    const { secret } = await setUpTotp((await login(victim, "10.3.0.1")).json().token, victim.password);
    const ip = "10.3.0.9";
    const wrongCode = async () =>
      (
        await call(
          "POST",
          "/api/admin/login/second-factor",
          undefined,
          { challenge: (await login(victim, ip)).json().challenge, code: "222222" },
          ip,
        )
      ).statusCode;
    // Password, wrong code; password, wrong code: four failures, each right password included.
    expect(await wrongCode()).toBe(401);
    expect(await wrongCode()).toBe(401);
    const challenge = (await login(victim, ip)).json().challenge;
    const guess = () => call("POST", "/api/admin/login/second-factor", undefined, { challenge, code: "333333" }, ip);
    // The fifth failure is free, the sixth attempt waits.
    expect((await guess()).statusCode).toBe(429);
    // A right code from the member's usual address signs in, and settles both steps there.
    const usual = (await login(victim, "10.3.0.1")).json().challenge;
    const signedIn = await call(
      "POST",
      "/api/admin/login/second-factor",
      undefined,
      { challenge: usual, code: await codeAt(secret, 1) },
      "10.3.0.1",
    );
    expect(signedIn.statusCode).toBe(200);
  });

  it("opens sensitive actions for ten minutes after a confirmation, by password or code, and no longer", async () => {
    const token = (await login(OWNER)).json().token;
    const exportCsv = () => call("GET", "/api/admin/leads/export.csv", token);
    const refused = await exportCsv();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Confirm it's you/), field: "sudo" });
    expect((await call("DELETE", "/api/admin/clients/nobody", token)).json().field).toBe("sudo");

    const wrong = await confirm(token, "not the password at all");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe("currentPassword");
    expect((await call("POST", "/api/admin/me/confirm", token, {})).statusCode).toBe(400);
    expect((await confirm(token, OWNER.password)).statusCode).toBe(204);
    expect((await exportCsv()).statusCode).toBe(200);

    // The session's confirmation, moved back in time: 9 minutes still passes, 11 does not.
    const sid = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).sid as string;
    const confirmedAgo = (minutes: number) =>
      ctx.database.db
        .update(adminSessions)
        .set({ confirmedAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(adminSessions.id, sid));
    await confirmedAgo(9);
    expect((await exportCsv()).statusCode).toBe(200);
    await confirmedAgo(11);
    expect((await exportCsv()).statusCode).toBe(403);

    // A code from the authenticator app confirms as well as the password.
    const { secret } = await setUpTotp(token, OWNER.password);
    await confirmedAgo(11);
    expect((await call("POST", "/api/admin/me/confirm", token, { code: "123456" })).statusCode).toBe(400);
    expect((await call("POST", "/api/admin/me/confirm", token, { code: await codeAt(secret, 1) })).statusCode).toBe(
      204,
    );
    expect((await exportCsv()).statusCode).toBe(200);
    // Another session of the same member is not confirmed by this one.
    const code = await codeAt(secret, -1);
    const other = await call("POST", "/api/admin/login/second-factor", undefined, {
      challenge: (await login(OWNER)).json().challenge,
      code,
    });
    // The step before was already passed by the confirmation: a replay is refused.
    expect(other.statusCode).toBe(401);
  });

  it("lists a member's sessions with device and masked address, and ends one at once", async () => {
    const member = { email: "sessions@example.com", password: "a member with two devices 4" };
    await call("POST", "/api/admin/admins", ownerToken, { ...member, role: "viewer", currentPassword: OWNER.password });
    const laptop = (await login(member, "203.0.113.77", DESKTOP)).json().token;
    const phone = (await login(member, "198.51.100.23", PHONE)).json().token;
    const list = await call("GET", "/api/admin/me/sessions", laptop);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: string; current: boolean; browser: string; os: string; address: string }[];
    expect(items).toHaveLength(2);
    const mine = items.find((s) => s.current);
    const theirs = items.find((s) => !s.current);
    expect(mine).toMatchObject({ browser: "Chrome", os: "Windows", address: "203.0.113.x" });
    expect(theirs).toMatchObject({ browser: "Safari", os: "iOS", address: "198.51.100.x" });
    expect(list.body).not.toContain("203.0.113.77");

    expect((await call("GET", "/api/admin/me", phone)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/me/sessions/${theirs?.id}`, laptop)).statusCode).toBe(204);
    expect((await call("GET", "/api/admin/me", phone)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/me", laptop)).statusCode).toBe(200);
    // Someone else's session cannot be ended by id.
    const ownerSid = JSON.parse(Buffer.from(ownerToken.split(".")[1], "base64url").toString()).sid;
    expect((await call("DELETE", `/api/admin/me/sessions/${ownerSid}`, laptop)).statusCode).toBe(404);
    expect((await call("GET", "/api/admin/me", ownerToken)).statusCode).toBe(200);

    // Signing out here ends this browser's session only.
    const kiosk = (await login(member, "192.0.2.9")).json().token;
    expect((await call("POST", "/api/admin/sign-out", kiosk)).statusCode).toBe(204);
    expect((await call("GET", "/api/admin/me", kiosk)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/me", laptop)).statusCode).toBe(200);

    // Signing out everywhere ends them all.
    const tablet = (await login(member, "192.0.2.5")).json().token;
    const out = await call("POST", "/api/admin/sign-out-everywhere", laptop, { currentPassword: member.password });
    expect(out.statusCode).toBe(204);
    for (const token of [laptop, tablet]) expect((await call("GET", "/api/admin/me", token)).statusCode).toBe(401);
    const left = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM admin_sessions s JOIN admins a ON a.id = s.admin_id WHERE a.email = ${member.email}`,
    );
    expect(Number((left as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(0);
  });

  it("lets an owner require a second factor: a member without one can only set it up until they do", async () => {
    const member = { email: "required@example.com", password: "a member told to add 2FA 5" };
    await call("POST", "/api/admin/admins", ownerToken, { ...member, role: "sales", currentPassword: OWNER.password });
    // The owner set up an app in the sudo test (the rule needs the owner to have one).
    const owner = ownerToken;
    await ctx.database.db.update(adminSessions).set({ confirmedAt: null });
    expect((await call("PUT", "/api/admin/settings/two-factor", owner, { required: true })).json().field).toBe("sudo");
    expect((await confirm(owner, OWNER.password)).statusCode).toBe(204);
    expect((await call("PUT", "/api/admin/settings/two-factor", owner, { required: "yes" })).statusCode).toBe(400);
    expect((await call("PUT", "/api/admin/settings/two-factor", owner, { required: true })).statusCode).toBe(200);

    const first = (await login(member)).json();
    expect(first.twoFactorSetupRequired).toBe(true);
    const blocked = await call("GET", "/api/admin/leads", first.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().field).toBe("twoFactorSetup");
    expect((await call("GET", "/api/admin/me/two-factor", first.token)).json()).toMatchObject({
      totp: false,
      required: true,
    });
    await setUpTotp(first.token, member.password);
    expect((await call("GET", "/api/admin/leads", first.token)).statusCode).toBe(200);
    // While it is required, nobody turns theirs off.
    expect((await call("DELETE", "/api/admin/me/two-factor/totp", first.token)).statusCode).toBe(409);
    await call("PUT", "/api/admin/settings/two-factor", owner, { required: false });
  });
});
