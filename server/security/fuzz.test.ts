import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test-support";
import { FUZZ_TARGETS, fuzzEndpoint, rowCounts } from "./fuzz";

/** Fixed seed: CI sees the same 1,000 bodies per endpoint every run (scripts/fuzz.ts varies it). */
const SEED = 20251122;
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

describe("malformed bodies on every public write endpoint", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", {
      RATE_LIMIT_PER_MINUTE: "10000000",
      CALCOM_WEBHOOK_SECRET: "fuzz-calcom-secret-0123456789",
      CALENDLY_WEBHOOK_SIGNING_KEY: "fuzz-calendly-key-0123456789",
    });
  });
  afterAll(() => ctx.close());

  it.each(FUZZ_TARGETS)(`$url answers ${RUNS} malformed bodies with a 4xx and a message, and stores nothing`, async (target) => {
    const before = await rowCounts(ctx.database);
    const failures = await fuzzEndpoint(ctx.app, target, RUNS, SEED);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(await rowCounts(ctx.database)).toEqual(before);
  }, 120_000);
});
