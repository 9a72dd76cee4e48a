/**
 * Malformed-request fuzzing of the public write API. Shared by the CI test (fixed seed) and
 * `scripts/fuzz.ts` (any seed, any number of runs).
 */
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** Every endpoint that accepts a body from anyone, and the kind of body it expects. */
export const FUZZ_TARGETS = [
  { url: "/api/contact", body: "json" },
  { url: "/api/admin/login", body: "json" },
  { url: "/api/journey/events", body: "json" },
  { url: "/api/journey/funnel", body: "json" },
  { url: "/api/client/sync", body: "json" },
  { url: "/api/tools/opportunity-results", body: "json" },
  { url: "/api/voice/chat", body: "json" },
  { url: "/api/voice/synthesize", body: "json" },
  { url: "/api/affiliate/track-referral", body: "json" },
  { url: "/api/affiliate/meeting-booked", body: "json" },
  { url: "/api/affiliate/register", body: "json" },
  { url: "/api/affiliate/login", body: "json" },
  { url: "/api/webhooks/calcom", body: "json" },
  { url: "/api/webhooks/calendly", body: "json" },
  { url: "/api/voice/transcribe", body: "multipart" },
  { url: "/api/sales-applications", body: "multipart" },
] as const;

export interface FuzzRequest {
  payload: string | Buffer;
  contentType: string;
  label: string;
}

const deep = (depth: number): unknown => (depth === 0 ? "x" : { a: deep(depth - 1) });
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BOUNDARY = "----fuzzboundary7MA4YWxkTrZu0gW";

/** JSON values that are never a valid body: wrong types, missing fields, junk keys, huge or deep values. */
const malformedJson: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc.anything({ maxDepth: 3 }).map((value) => ({ payload: JSON.stringify(value ?? null) ?? "null", contentType: "application/json", label: "anything" })),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 })))
    .map((value) => ({ payload: JSON.stringify(value), contentType: "application/json", label: "wrong types" })),
  fc.integer({ min: 20, max: 2_000 }).map((depth) => ({ payload: JSON.stringify(deep(depth)), contentType: "application/json", label: "deep nesting" })),
  fc
    .integer({ min: 10_000, max: 200_000 })
    .map((n) => ({ payload: JSON.stringify({ email: "x".repeat(n), message: "y".repeat(n), text: "z".repeat(n), events: "e".repeat(n) }), contentType: "application/json", label: "huge strings" })),
  fc.string({ maxLength: 40 }).map((text) => ({ payload: `{"email": ${text}`, contentType: "application/json", label: "truncated JSON" })),
  fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((bytes) => ({ payload: Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(bytes), Buffer.from('"}')]), contentType: "application/json", label: "invalid UTF-8" })),
  fc.constantFrom("text/plain", "application/xml", "application/x-www-form-urlencoded", "image/png").map((type) => ({ payload: "email=a@b.co&name=x", contentType: type, label: `content type ${type}` })),
);

/** Multipart bodies that are cut short, miss fields or carry the wrong parts. */
const malformedMultipart: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc.string({ maxLength: 200 }).map((text) => ({
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="scenario"\r\n\r\n${text}`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    label: "truncated multipart",
  })),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => ({
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    label: "garbage file and missing fields",
  })),
  fc.string({ maxLength: 100 }).map((text) => ({ payload: text, contentType: `multipart/form-data; boundary=${BOUNDARY}`, label: "not multipart at all" })),
  malformedJson,
);

export const malformedRequest = (kind: "json" | "multipart") => (kind === "json" ? malformedJson : malformedMultipart);

/** Rows per table, except the bookkeeping tables that any request may touch (rate limits, throttles, salts). */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rowsOf<{ table_name: string }>(tables)) {
    if (/rate_limit|throttle|salt|migrations/.test(table_name)) continue;
    const result = await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table_name}"`));
    counts[table_name] = Number(rowsOf<{ n: number }>(result)[0].n);
  }
  return counts;
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

export interface FuzzFailure {
  url: string;
  label: string;
  status: number;
  body: string;
}

/** Sends `runs` malformed bodies to one endpoint; returns the answers that were not a 4xx with a message. */
export async function fuzzEndpoint(app: FastifyInstance, target: (typeof FUZZ_TARGETS)[number], runs: number, seed: number): Promise<FuzzFailure[]> {
  const failures: FuzzFailure[] = [];
  const samples = fc.sample(malformedRequest(target.body), { numRuns: runs, seed });
  for (const request of samples) {
    const res = await app.inject({
      method: "POST",
      url: target.url,
      payload: request.payload,
      // A browser's user agent: tracking answers bots 202 without looking at the body.
      headers: { "content-type": request.contentType, "user-agent": BROWSER_UA },
      // A fresh address per request: the per-address limits are tested elsewhere.
      remoteAddress: `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}`,
    });
    let message = "";
    try {
      message = String(res.json().error ?? "");
    } catch {
      message = "";
    }
    if (res.statusCode < 400 || res.statusCode >= 500 || !message) {
      failures.push({ url: target.url, label: request.label, status: res.statusCode, body: res.body.slice(0, 200) });
    }
  }
  return failures;
}
