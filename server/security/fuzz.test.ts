import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPdf } from "#server/modules/careers/test-fixtures";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { checkUnstorableText, costOfBodies, FUZZ_TARGETS, fuzzEndpoint, parseYardstickMillis, rowCounts } from "./fuzz";

/** Fixed seed: CI sees the same 1,000 bodies per endpoint every run (scripts/fuzz.ts varies it). */
const SEED = 20251122;
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** No limit in the way, and both booking webhooks set up (so their bodies reach the parser). */
const FUZZ_ENV = {
  RATE_LIMIT_PER_MINUTE: "10000000",
  CALCOM_WEBHOOK_SECRET: "fuzz-calcom-secret-0123456789",
  CALENDLY_WEBHOOK_SIGNING_KEY: "fuzz-calendly-key-0123456789",
};

describe("malformed bodies on every public write endpoint", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", FUZZ_ENV);
  });
  afterAll(() => ctx.close());

  it.each(FUZZ_TARGETS)(
    `$url answers ${RUNS} malformed bodies with a 4xx and a message, and stores nothing`,
    async (target) => {
      const before = await rowCounts(ctx.database);
      const failures = await fuzzEndpoint(ctx.app, target, RUNS, SEED);
      expect(failures.slice(0, 5)).toEqual([]);
      expect(await rowCounts(ctx.database)).toEqual(before);
    },
    120_000,
  );
});

/**
 * The largest CPU cost a body's shape may add to a request, in bare parses of the hardest body of
 * the same size on the same machine (deep nesting once cost hundreds of them and stalled the
 * whole server; a well-behaved endpoint costs a few).
 */
const MAX_BODY_COST_IN_PARSES = 12;

describe("bodies of costly shapes within the size limit", () => {
  let ctx: TestContext;
  let yardstick: number;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", FUZZ_ENV);
    yardstick = await parseYardstickMillis(ctx.config.BODY_LIMIT_BYTES);
  });
  afterAll(() => ctx.close());

  it.each(FUZZ_TARGETS.filter((target) => target.body === "json"))(
    `$url spends at most ${MAX_BODY_COST_IN_PARSES} bare parses of CPU on any of them beyond a tiny body, and answers 4xx`,
    async (target) => {
      const costs = await costOfBodies(ctx.app, target.url, ctx.config.BODY_LIMIT_BYTES, 7);
      const budget = MAX_BODY_COST_IN_PARSES * yardstick;
      expect(costs.filter((cost) => cost.millis > budget || cost.status < 400 || cost.status >= 500)).toEqual([]);
    },
    120_000,
  );
});

/** One second of 16 kHz mono silence: a valid upload, so only the text field is at fault. */
function silentWav(): Buffer {
  const samples = 16_000;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

const FILES: Record<string, { name: string; field: string; type: string; bytes: Buffer }> = {
  "/api/sales-applications": {
    name: "cv.pdf",
    field: "resume",
    type: "application/pdf",
    bytes: buildPdf("Dana Whitfield"),
  },
  "/api/voice/transcribe": { name: "a.wav", field: "audio", type: "audio/wav", bytes: silentWav() },
};

describe.each(testDatabases)("NUL characters and lone surrogates in any text field, on %s", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver, { RATE_LIMIT_PER_MINUTE: "10000000" });
  });
  afterAll(() => ctx.close());

  it.each(FUZZ_TARGETS)(
    "$url answers 400 naming the field and stores nothing",
    async (target) => {
      const before = await rowCounts(ctx.database);
      expect(await checkUnstorableText(ctx.app, target, FILES[target.url])).toEqual([]);
      expect(await rowCounts(ctx.database)).toEqual(before);
    },
    60_000,
  );
});
