import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { type Database, openDatabase } from "#server/db/client";
import { runMigrations } from "#server/db/migrate";
import {
  createScratchDatabase,
  createTestApp,
  registerConfirmedPartner,
  type TestContext,
  testConfig,
  testDatabases,
} from "#server/test-support";
import { THROTTLE_RULES, waitMs } from "./throttle";

describe("the sign-in wait", () => {
  it("is free for the first failures, then doubles up to its cap", () => {
    const rule = THROTTLE_RULES.pair;
    const waits = Array.from({ length: 12 }, (_, n) => waitMs(rule, n));
    expect(waits.slice(0, rule.freeFailures)).toEqual(Array(rule.freeFailures).fill(0));
    expect(waits[rule.freeFailures]).toBe(rule.firstWaitMs);
    expect(waits[rule.freeFailures + 1]).toBe(2 * rule.firstWaitMs);
    expect(Math.max(...waits)).toBe(rule.maxWaitMs);
    // The account-wide wait, which its owner may meet too, never exceeds a minute.
    expect(waitMs(THROTTLE_RULES.account, 1_000)).toBe(60_000);
  });
});

const ADMIN = { email: "owner@example.com", password: "correct horse battery" };
/** Dozens of sign-ins, each a real scrypt check: room for a machine under several times normal load. */
const SLOW = 120_000;
const AFFILIATE_PASSWORD = "long enough password";

describe.each(testDatabases)("sign-in throttling on %s", (driver) => {
  let ctx: TestContext;
  let serial = 0;
  const adminLogin = (password: string, ip: string, email = ADMIN.email) =>
    ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password }, remoteAddress: ip });
  const affiliateLogin = (email: string, password: string, ip: string) =>
    ctx.app.inject({ method: "POST", url: "/api/affiliate/login", payload: { email, password }, remoteAddress: ip });

  async function registerAffiliate(): Promise<string> {
    serial += 1;
    const email = `partner${serial}@partners.example`;
    const data = {
      name: "Pat Partner",
      email,
      password: AFFILIATE_PASSWORD,
      promotionMethod: "A newsletter for operations managers, monthly.",
      payoutEmail: `pay${serial}@partners.example`,
    };
    await registerConfirmedPartner(ctx, data, `10.50.0.${serial}`);
    return email;
  }

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(() => ctx.close());

  it(
    "refuses a concurrent burst of 25 guesses whose 21st is the right password, checking only the first five",
    async () => {
      const ip = "10.1.0.1";
      const burst = Array.from({ length: 25 }, (_, i) =>
        adminLogin(i === 20 ? ADMIN.password : `wrong guess ${i}`, ip),
      );
      const answers = await Promise.all(burst);
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses).not.toContain(200);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      expect(answers[20].statusCode).toBe(429);
      // The right password from that address, afterwards, is still refused until the wait is over.
      const after = await adminLogin(ADMIN.password, ip);
      expect(after.statusCode).toBe(429);
      expect(Number(after.headers["retry-after"])).toBeGreaterThan(0);
      expect(after.json().error).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ (seconds|minutes?)\.$/);
    },
    SLOW,
  );

  it(
    "lets the real admin sign in from another address while an attacker's address is throttled",
    async () => {
      const attacker = "10.2.0.1";
      for (let i = 0; i < 8; i++) await adminLogin(`attacker guess ${i}`, attacker);
      expect((await adminLogin(ADMIN.password, attacker)).statusCode).toBe(429);
      const owner = await adminLogin(ADMIN.password, "10.2.0.2");
      expect(owner.statusCode).toBe(200);
      expect(owner.json().token).toEqual(expect.any(String));
    },
    SLOW,
  );

  it(
    "keeps admin and affiliate counters apart: an affiliate's typos do not throttle the admin",
    async () => {
      const office = "10.3.0.1";
      const email = await registerAffiliate();
      for (let i = 0; i < 30; i++)
        await affiliateLogin(i % 2 ? email : `typo${i}@partners.example`, `typo ${i}`, office);
      expect((await affiliateLogin(email, AFFILIATE_PASSWORD, office)).statusCode).toBe(429);
      // Same address, same e-mail as an admin would type: the admin sign-in has its own counters.
      expect((await adminLogin(ADMIN.password, office)).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    "stops an address that sprays many accounts, without touching those accounts elsewhere",
    async () => {
      const sprayer = "10.4.0.1";
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++)
        statuses.push((await adminLogin("Summer2026!", sprayer, `user${i}@example.com`)).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
      expect((await adminLogin(ADMIN.password, sprayer)).statusCode).toBe(429);
      expect((await adminLogin(ADMIN.password, "10.4.0.2")).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    "only slows an account guessed at from many addresses, and not from an address its owner used before",
    async () => {
      const second = { email: "second@example.com", password: "second admin password" };
      const { token } = (await adminLogin(ADMIN.password, "10.6.0.9")).json();
      const created = await ctx.app.inject({
        method: "POST",
        url: "/api/admin/admins",
        headers: { authorization: `Bearer ${token}` },
        payload: { ...second, currentPassword: ADMIN.password },
      });
      expect(created.statusCode).toBe(201);
      const known = "10.6.0.1";
      expect((await adminLogin(second.password, known, second.email)).statusCode).toBe(200);
      for (let i = 0; i < THROTTLE_RULES.account.freeFailures; i++) {
        expect((await adminLogin(`botnet guess ${i}`, `10.6.1.${i + 1}`, second.email)).statusCode).toBe(401);
      }
      const fresh = await adminLogin(second.password, "10.6.2.1", second.email);
      expect(fresh.statusCode).toBe(429);
      const wait = Number(fresh.headers["retry-after"]);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(THROTTLE_RULES.account.maxWaitMs / 1000);
      expect((await adminLogin(second.password, known, second.email)).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    "tells a throttled affiliate when to retry and that a password reset is the other way forward",
    async () => {
      const email = await registerAffiliate();
      const ip = "10.5.0.1";
      for (let i = 0; i < 5; i++) expect((await affiliateLogin(email, `wrong ${i}`, ip)).statusCode).toBe(401);
      const refused = await affiliateLogin(email, AFFILIATE_PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(25);
      expect(refused.json().error).toMatch(
        /^Too many failed sign-in attempts\. Try again in \d+ seconds, or reset your password\.$/,
      );
    },
    SLOW,
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("sign-in throttling across two servers on one PostgreSQL", () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
    drop = scratch.drop;
    const config = testConfig({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 5 });
      if (i === 0) await runMigrations(database);
      databases.push(database);
      const app = await buildApp({ config, database });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop?.();
  });

  it(
    "refuses a burst of 25 guesses split over both servers, the 21st right, checking only five",
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          apps[i % 2].inject({
            method: "POST",
            url: "/api/admin/login",
            remoteAddress: "10.9.0.1",
            payload: { email: ADMIN.email, password: i === 20 ? ADMIN.password : `wrong guess ${i}` },
          }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses).not.toContain(200);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    },
    SLOW,
  );
});
