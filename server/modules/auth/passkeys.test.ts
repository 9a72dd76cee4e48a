import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPasskeys, webauthnChallenges } from "#server/db/schema";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { relyingParty } from "./passkeys";

const OWNER = { email: "owner@example.com", password: "an owner's long password 1" };
const ANNA = { email: "anna@example.com", password: "anna's long password 22" };
const BEN = { email: "ben@example.com", password: "ben's long password 333" };

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const u32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

/** What a browser adds around an authenticator's answer; each can be bent to play an attacker. */
interface Ceremony {
  origin?: string;
  rpId?: string;
  userVerified?: boolean;
  counter?: number;
  userHandle?: string;
}

/**
 * A software authenticator: one ES256 key pair per credential, "none" attestation, and a
 * signature counter it moves forward itself unless told otherwise. What Chromium's virtual
 * authenticator does in the end-to-end test, here with every field under the test's control.
 */
class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  counter = 0;
  /** The user handle the site gave at registration (a discoverable credential keeps it). */
  userHandle = "";

  constructor(private readonly site: { origin: string; rpId: string }) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x as string)],
      [-3, isoBase64URL.toBuffer(jwk.y as string)],
    ]);
    this.cosePublicKey = isoCBOR.encode(cose);
  }

  get id() {
    return b64(this.credentialId);
  }

  private clientData(type: string, challenge: string, c: Ceremony) {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: c.origin ?? this.site.origin, crossOrigin: false }),
      "utf8",
    );
  }

  private flags(c: Ceremony, attested = false) {
    return 0x01 | (c.userVerified === false ? 0 : 0x04) | (attested ? 0x40 : 0);
  }

  /** navigator.credentials.create for `options` (a registration challenge from the server). */
  create(options: { challenge: string; user: { id: string } }, c: Ceremony = {}) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(c.rpId ?? this.site.rpId),
      Buffer.from([this.flags(c, true)]),
      u32(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.cosePublicKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64(this.clientData("webauthn.create", options.challenge, c)),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get for `options` (an authentication challenge from the server). */
  get(options: { challenge: string }, c: Ceremony = {}) {
    if (c.counter === undefined) this.counter += 1;
    const counter = c.counter ?? this.counter;
    const authData = Buffer.concat([sha256(c.rpId ?? this.site.rpId), Buffer.from([this.flags(c)]), u32(counter)]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, c);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: c.userHandle ?? this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}

describe.each(testDatabases)("passkeys on %s", (driver) => {
  let ctx: TestContext;
  let site: { origin: string; rpId: string };
  let ownerToken: string;
  let ip = 0;
  /** A fresh address per test, so one test's throttle counts never reach another's. */
  const nextAddress = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

  const call = (method: string, url: string, token?: string, payload?: unknown, address = "10.8.0.1") =>
    ctx.app.inject({
      method: method as "GET",
      url,
      remoteAddress: address,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const login = (who: { email: string; password: string }, address = "10.8.0.1") =>
    call("POST", "/api/admin/login", undefined, who, address);
  const confirm = (token: string, password: string) =>
    call("POST", "/api/admin/me/confirm", token, { currentPassword: password });

  /** A new Viewer of the team, with no second factor yet. */
  async function newMember(name: string) {
    const who = { email: `${name}@example.com`, password: `${name}'s long password 123` };
    const created = await call("POST", "/api/admin/admins", ownerToken, {
      ...who,
      role: "viewer",
      currentPassword: OWNER.password,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { ...who, id: created.json().id as string };
  }

  /** A member's token from the password alone (a member without a second factor). */
  async function tokenOf(who: { email: string; password: string }) {
    const res = await login(who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  }

  /** Registers a new software passkey for the token's member under `name` (confirming first). */
  async function addPasskey(token: string, password: string, name: string) {
    expect((await confirm(token, password)).statusCode).toBe(204);
    const authenticator = new SoftAuthenticator(site);
    const options = await call("POST", "/api/admin/me/passkeys/options", token);
    expect(options.statusCode, options.body).toBe(200);
    const added = await call("POST", "/api/admin/me/passkeys", token, {
      name,
      response: authenticator.create(options.json()),
    });
    expect(added.statusCode, added.body).toBe(201);
    return { authenticator, id: added.json().id as string };
  }

  /** A sign-in with the passkey alone: its options, the authenticator's answer, the server's verdict. */
  async function passkeySignIn(authenticator: SoftAuthenticator, c: Ceremony = {}, address = nextAddress()) {
    const options = await call("GET", "/api/admin/login/passkey/options", undefined, undefined, address);
    expect(options.statusCode).toBe(200);
    return call(
      "POST",
      "/api/admin/login/passkey",
      undefined,
      { passkey: authenticator.get(options.json(), c) },
      address,
    );
  }

  /** The password step, then the passkey as the second step. */
  async function secondStep(
    who: { email: string; password: string },
    authenticator: SoftAuthenticator,
    c: Ceremony = {},
  ) {
    const address = nextAddress();
    const first = await login(who, address);
    expect(first.statusCode).toBe(200);
    const { challenge, methods } = first.json();
    expect(methods).toContain("passkey");
    const options = await call("POST", "/api/admin/login/second-factor/options", undefined, { challenge }, address);
    expect(options.statusCode, options.body).toBe(200);
    return call(
      "POST",
      "/api/admin/login/second-factor",
      undefined,
      { challenge, passkey: authenticator.get(options.json(), c) },
      address,
    );
  }

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
    const rp = relyingParty(ctx.config);
    site = { origin: rp.origin, rpId: rp.id };
    ownerToken = await tokenOf(OWNER);
    for (const member of [ANNA, BEN]) {
      const created = await call("POST", "/api/admin/admins", ownerToken, {
        ...member,
        role: "sales",
        currentPassword: OWNER.password,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  it("binds passkeys to localhost on the server's port unless SITE_URL names the site", () => {
    expect(relyingParty({ PORT: 4100, SITE_URL: undefined })).toMatchObject({
      id: "localhost",
      origin: "http://localhost:4100",
    });
    expect(relyingParty({ PORT: 4100, SITE_URL: "https://www.example.com/" })).toMatchObject({
      id: "www.example.com",
      origin: "https://www.example.com",
    });
  });

  it("registers named passkeys behind a confirmation, each challenge once, and lists them with their dates", async () => {
    const token = await tokenOf(ANNA);
    // A fresh sign-in is no confirmation: a stolen token alone cannot add a way in.
    const refused = await call("POST", "/api/admin/me/passkeys/options", token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().field).toBe("sudo");

    expect((await confirm(token, ANNA.password)).statusCode).toBe(204);
    const options = (await call("POST", "/api/admin/me/passkeys/options", token)).json();
    expect(options.rp).toEqual({ id: "localhost", name: expect.any(String) });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required" });
    // Algorithms every authenticator has, none whose signatures outgrow the body's bounds.
    expect(options.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toEqual([-8, -7, -257]);
    const authenticator = new SoftAuthenticator(site);
    const response = authenticator.create(options);
    const added = await call("POST", "/api/admin/me/passkeys", token, { name: "Work laptop", response });
    expect(added.statusCode, added.body).toBe(201);
    // The same answer again: its challenge is gone.
    const replay = await call("POST", "/api/admin/me/passkeys", token, { name: "Again", response });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().field).toBe("passkey");

    const second = await call("POST", "/api/admin/me/passkeys/options", token);
    // The key already held is excluded from the next registration.
    expect(second.json().excludeCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    const phone = new SoftAuthenticator(site);
    expect(
      (await call("POST", "/api/admin/me/passkeys", token, { name: "Phone", response: phone.create(second.json()) }))
        .statusCode,
    ).toBe(201);

    const list = (await call("GET", "/api/admin/me/passkeys", token)).json().items;
    expect(list.map((p: { name: string }) => p.name)).toEqual(["Work laptop", "Phone"]);
    expect(list[0]).toMatchObject({ lastUsedAt: null, createdAt: expect.any(String) });
    const [stored] = await ctx.database.db
      .select()
      .from(adminPasskeys)
      .where(eq(adminPasskeys.credentialId, authenticator.id));
    expect(stored).toMatchObject({ counter: 0, transports: ["internal"] });
    expect(stored?.publicKey.length).toBeGreaterThan(50);

    // Another member's token sees none of them and cannot remove them.
    const benToken = await tokenOf(BEN);
    expect((await call("GET", "/api/admin/me/passkeys", benToken)).json().items).toEqual([]);
    expect((await confirm(benToken, BEN.password)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/me/passkeys/${list[0].id}`, benToken)).statusCode).toBe(404);
  });

  it("refuses a registration signed for another origin or relying party, or answered after its challenge expired", async () => {
    const token = await tokenOf(BEN);
    expect((await confirm(token, BEN.password)).statusCode).toBe(204);
    const register = async (c: Ceremony, expire = false) => {
      const options = (await call("POST", "/api/admin/me/passkeys/options", token)).json();
      if (expire)
        await ctx.database.db
          .update(webauthnChallenges)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(webauthnChallenges.challenge, options.challenge));
      const response = new SoftAuthenticator(site).create(options, c);
      return call("POST", "/api/admin/me/passkeys", token, { name: "Key", response });
    };
    expect((await register({ origin: "https://evil.example" })).statusCode).toBe(400);
    expect((await register({ rpId: "evil.example" })).statusCode).toBe(400);
    expect((await register({}, true)).statusCode).toBe(400);
    expect((await call("GET", "/api/admin/me/passkeys", token)).json().items).toEqual([]);
    // A challenge the server never issued is refused too.
    const forged = new SoftAuthenticator(site).create({ challenge: b64(randomBytes(32)), user: { id: "eA" } });
    expect((await call("POST", "/api/admin/me/passkeys", token, { name: "Key", response: forged })).statusCode).toBe(
      400,
    );
  });

  it("signs in with a passkey alone, user verified, and refuses a replay, a going-back counter and a foreign origin", async () => {
    const token = await tokenOf(OWNER);
    const { authenticator } = await addPasskey(token, OWNER.password, "Owner's key");

    const options = await call("GET", "/api/admin/login/passkey/options");
    expect(options.headers["cache-control"]).toBe("no-store");
    expect(options.json()).toMatchObject({ rpId: "localhost", userVerification: "required" });
    expect(options.json().allowCredentials ?? []).toEqual([]);
    const assertion = authenticator.get(options.json());
    const signed = await call("POST", "/api/admin/login/passkey", undefined, { passkey: assertion });
    expect(signed.statusCode, signed.body).toBe(200);
    const me = await call("GET", "/api/admin/me", signed.json().token);
    expect(me.json().email).toBe(OWNER.email);
    // The same signature again: its challenge was used.
    expect((await call("POST", "/api/admin/login/passkey", undefined, { passkey: assertion })).statusCode).toBe(401);

    // Without user verification a passkey is only a possession: not enough in place of a password.
    expect((await passkeySignIn(authenticator, { userVerified: false })).statusCode).toBe(401);
    // A counter that does not move forward is a copied key.
    const stalled = await passkeySignIn(authenticator, { counter: 1 });
    expect(stalled.statusCode).toBe(401);
    expect(stalled.json()).toMatchObject({ field: "passkey" });
    // Signed on another site, or for another relying party.
    expect((await passkeySignIn(authenticator, { origin: "https://evil.example" })).statusCode).toBe(401);
    expect((await passkeySignIn(authenticator, { rpId: "evil.example" })).statusCode).toBe(401);
    // A user handle that does not name the passkey's owner.
    expect((await passkeySignIn(authenticator, { userHandle: b64(randomBytes(16)) })).statusCode).toBe(401);
    // A challenge that expired before it was answered.
    const late = (await call("GET", "/api/admin/login/passkey/options")).json();
    await ctx.database.db
      .update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.challenge, late.challenge));
    expect(
      (await call("POST", "/api/admin/login/passkey", undefined, { passkey: authenticator.get(late) })).statusCode,
    ).toBe(401);

    const ok = await passkeySignIn(authenticator);
    expect(ok.statusCode, ok.body).toBe(200);
    const [stored] = await ctx.database.db
      .select()
      .from(adminPasskeys)
      .where(eq(adminPasskeys.credentialId, authenticator.id));
    expect(stored?.counter).toBe(authenticator.counter);
    expect(stored?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("takes a passkey as the second step, only the member's own, and a challenge of another purpose never", async () => {
    const GUS = await newMember("gus");
    const HAL = await newMember("hal");
    const gusToken = await tokenOf(GUS);
    const gus = await addPasskey(gusToken, GUS.password, "Gus's key");
    const halToken = await tokenOf(HAL);
    const hal = await addPasskey(halToken, HAL.password, "Hal's key");

    const first = await login(GUS, nextAddress());
    expect(first.json()).toMatchObject({ methods: ["passkey"] });
    expect(first.json().token).toBeUndefined();
    const passed = await secondStep(GUS, gus.authenticator);
    expect(passed.statusCode, passed.body).toBe(200);
    expect((await call("GET", "/api/admin/me", passed.json().token)).json().email).toBe(GUS.email);

    // Hal's passkey on Gus's second step: refused, though it is a valid passkey of the site.
    const foreign = await secondStep(GUS, hal.authenticator);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().field).toBe("passkey");
    // Nor can Hal confirm a sensitive action of Gus's session with his.
    const options = await call("POST", "/api/admin/me/confirm/passkey-options", gusToken);
    expect(options.json().allowCredentials.map((c: { id: string }) => c.id)).toEqual([gus.authenticator.id]);
    const borrowed = await call("POST", "/api/admin/me/confirm", gusToken, {
      passkey: hal.authenticator.get(options.json()),
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().field).toBe("passkey");

    // A challenge issued for a sign-in without an e-mail does not pass a second step.
    const address = nextAddress();
    const step = (await login(GUS, address)).json();
    const signInOptions = (await call("GET", "/api/admin/login/passkey/options")).json();
    const crossed = await call(
      "POST",
      "/api/admin/login/second-factor",
      undefined,
      { challenge: step.challenge, passkey: gus.authenticator.get(signInOptions) },
      address,
    );
    expect(crossed.statusCode).toBe(401);
    // And the second step's options need a valid password step.
    const noStep = await call("POST", "/api/admin/login/second-factor/options", undefined, { challenge: "x.y.z" });
    expect(noStep.statusCode).toBe(401);
  });

  it("confirms a sensitive action with a passkey, and a removed passkey signs nothing in any more", async () => {
    const who = await newMember("cleo");
    const token = await tokenOf(who);
    const { authenticator, id } = await addPasskey(token, who.password, "Cleo's key");
    // A new sign-in (a fresh session, not yet confirmed) confirms with the passkey.
    const session = (await secondStep(who, authenticator)).json().token as string;
    expect((await call("DELETE", `/api/admin/me/passkeys/${id}`, session)).json().field).toBe("sudo");
    const options = (await call("POST", "/api/admin/me/confirm/passkey-options", session)).json();
    const confirmed = await call("POST", "/api/admin/me/confirm", session, { passkey: authenticator.get(options) });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await call("DELETE", `/api/admin/me/passkeys/${id}`, session)).statusCode).toBe(204);

    expect((await call("GET", "/api/admin/me/passkeys", session)).json().items).toEqual([]);
    expect((await passkeySignIn(authenticator)).statusCode).toBe(401);
    // With no second factor left, the password alone signs in again.
    expect((await login(who)).json().token).toEqual(expect.any(String));
  });

  it("counts a failed passkey sign-in like a wrong password, and waits out a throttled one before checking", async () => {
    const who = await newMember("dora");
    const { authenticator } = await addPasskey(await tokenOf(who), who.password, "Dora's key");
    const address = nextAddress();
    // Five failures of one address at one account are free; the sixth attempt waits.
    for (let i = 0; i < 5; i++)
      expect((await passkeySignIn(authenticator, { origin: "https://evil.example" }, address)).statusCode).toBe(401);
    const throttled = await passkeySignIn(authenticator, {}, address);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    // The same account's password from that address waits too: one counter for every way in.
    expect((await login(who, address)).statusCode).toBe(429);
    // From elsewhere the right passkey still signs in.
    expect((await passkeySignIn(authenticator)).statusCode).toBe(200);

    // A passkey nobody holds counts against the address that tries it.
    const stranger = new SoftAuthenticator(site);
    stranger.userHandle = b64(randomBytes(16));
    const strangerAddress = nextAddress();
    for (let i = 0; i < 5; i++) expect((await passkeySignIn(stranger, {}, strangerAddress)).statusCode).toBe(401);
    expect((await passkeySignIn(stranger, {}, strangerAddress)).statusCode).toBe(429);
  });

  it("refuses a deactivated member's passkey", async () => {
    const who = await newMember("eli");
    const { authenticator } = await addPasskey(await tokenOf(who), who.password, "Eli's key");
    const off = await call("POST", `/api/admin/team/${who.id}/deactivate`, ownerToken, {
      currentPassword: OWNER.password,
    });
    expect(off.statusCode, off.body).toBe(204);
    const refused = await passkeySignIn(authenticator);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/deactivated/);
    // The password step already says so, before any second step.
    expect((await login(who, nextAddress())).statusCode).toBe(403);
  });

  it("counts a passkey as a second factor for the team's rule, and keeps the last one while the rule holds", async () => {
    const who = await newMember("finn");
    const token = await tokenOf(who);
    expect((await confirm(ownerToken, OWNER.password)).statusCode).toBe(204);
    expect((await call("PUT", "/api/admin/settings/two-factor", ownerToken, { required: true })).statusCode).toBe(200);
    try {
      // Without a second factor the member may only set one up: a passkey is one.
      expect((await call("GET", "/api/admin/dashboard", token)).json().field).toBe("twoFactorSetup");
      const { authenticator, id } = await addPasskey(token, who.password, "Finn's key");
      expect((await call("GET", "/api/admin/dashboard", token)).statusCode).toBe(200);
      const status = (await call("GET", "/api/admin/me/two-factor", token)).json();
      expect(status).toMatchObject({ totp: false, passkeys: 1, required: true });
      // A passkey sign-in of a member who meets the rule asks for nothing more.
      expect((await passkeySignIn(authenticator)).json().twoFactorSetupRequired).toBeUndefined();
      const removed = await call("DELETE", `/api/admin/me/passkeys/${id}`, token);
      expect(removed.statusCode).toBe(409);
      expect((await call("GET", "/api/admin/me/passkeys", token)).json().items).toHaveLength(1);
    } finally {
      await call("PUT", "/api/admin/settings/two-factor", ownerToken, { required: false });
    }
  });

  it("answers malformed passkey bodies 400 naming the field, and needs a name for a new passkey", async () => {
    const token = await tokenOf(BEN);
    expect((await confirm(token, BEN.password)).statusCode).toBe(204);
    const options = (await call("POST", "/api/admin/me/passkeys/options", token)).json();
    const response = new SoftAuthenticator(site).create(options);
    const unnamed = await call("POST", "/api/admin/me/passkeys", token, { name: "  ", response });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().field).toBe("name");
    const bad = await call("POST", "/api/admin/login/passkey", undefined, {
      passkey: { ...response, response: { clientDataJSON: "not base64url!" } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toMatch(/^passkey\.response\./);
  });
});
