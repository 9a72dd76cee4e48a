/**
 * Malformed-request fuzzing of the public write API. Shared by the CI test (fixed seed) and
 * `scripts/fuzz.ts` (any seed, any number of runs).
 */

import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import type { Database } from "#server/db/client";

/** Every endpoint that accepts a body from anyone, and the kind of body it expects. */
export const FUZZ_TARGETS = [
  { url: "/api/contact", body: "json" },
  { url: "/api/admin/login", body: "json" },
  { url: "/api/admin/login/second-factor", body: "json" },
  { url: "/api/admin/login/second-factor/options", body: "json" },
  { url: "/api/admin/login/passkey", body: "json" },
  { url: "/api/journey/events", body: "json" },
  { url: "/api/journey/funnel", body: "json" },
  { url: "/api/journey/vitals", body: "json" },
  { url: "/api/client/sync", body: "json" },
  { url: "/api/tools/opportunity-results", body: "json" },
  { url: "/api/voice/chat", body: "json" },
  { url: "/api/voice/synthesize", body: "json" },
  { url: "/api/affiliate/track-referral", body: "json" },
  { url: "/api/affiliate/meeting-booked", body: "json" },
  { url: "/api/affiliate/register", body: "json" },
  { url: "/api/affiliate/login", body: "json" },
  { url: "/api/affiliate/confirm-email", body: "json" },
  { url: "/api/team/invitation", body: "json" },
  { url: "/api/team/invitation/accept", body: "json" },
  { url: "/api/shared/unlock", body: "json" },
  { url: "/api/webhooks/calcom", body: "json" },
  { url: "/api/webhooks/calendly", body: "json" },
  { url: "/api/voice/transcribe", body: "multipart" },
  { url: "/api/sales-applications", body: "multipart" },
] as const;

interface FuzzRequest {
  payload: string | Buffer;
  contentType: string;
  label: string;
}

const deep = (depth: number): unknown => (depth === 0 ? "x" : { a: deep(depth - 1) });
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BOUNDARY = "----fuzzboundary7MA4YWxkTrZu0gW";

/** JSON values that are never a valid body: wrong types, missing fields, junk keys, huge or deep values. */
const malformedJson: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc.anything({ maxDepth: 3 }).map((value) => ({
    payload: JSON.stringify(value ?? null) ?? "null",
    contentType: "application/json",
    label: "anything",
  })),
  fc
    .dictionary(
      fc.string({ maxLength: 12 }),
      fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 })),
    )
    .map((value) => ({ payload: JSON.stringify(value), contentType: "application/json", label: "wrong types" })),
  fc
    .integer({ min: 20, max: 2_000 })
    .map((depth) => ({ payload: JSON.stringify(deep(depth)), contentType: "application/json", label: "deep nesting" })),
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => ({
    payload: JSON.stringify({
      email: "x".repeat(n),
      message: "y".repeat(n),
      text: "z".repeat(n),
      events: "e".repeat(n),
    }),
    contentType: "application/json",
    label: "huge strings",
  })),
  fc
    .string({ maxLength: 40 })
    .map((text) => ({ payload: `{"email": ${text}`, contentType: "application/json", label: "truncated JSON" })),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
    payload: Buffer.concat([
      Buffer.from('{"text":"'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from(bytes),
      Buffer.from('"}'),
    ]),
    contentType: "application/json",
    label: "invalid UTF-8",
  })),
  fc
    .constantFrom("text/plain", "application/xml", "application/x-www-form-urlencoded", "image/png")
    .map((type) => ({ payload: "email=a@b.co&name=x", contentType: type, label: `content type ${type}` })),
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
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    label: "garbage file and missing fields",
  })),
  fc.string({ maxLength: 100 }).map((text) => ({
    payload: text,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    label: "not multipart at all",
  })),
  malformedJson,
);

const malformedRequest = (kind: "json" | "multipart") => (kind === "json" ? malformedJson : malformedMultipart);

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

interface FuzzFailure {
  url: string;
  label: string;
  status: number;
  body: string;
}

/** Posts one crafted body; answers the response and its `error` message ("" when there is none). */
async function post(app: FastifyInstance, url: string, request: { payload: string | Buffer; contentType: string }) {
  const res = await app.inject({
    method: "POST",
    url,
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
  return { res, message };
}

/** Sends `runs` malformed bodies to one endpoint; returns the answers that were not a 4xx with a message. */
export async function fuzzEndpoint(
  app: FastifyInstance,
  target: (typeof FUZZ_TARGETS)[number],
  runs: number,
  seed: number,
): Promise<FuzzFailure[]> {
  const failures: FuzzFailure[] = [];
  const samples = fc.sample(malformedRequest(target.body), { numRuns: runs, seed });
  for (const request of samples) {
    const { res, message } = await post(app, target.url, request);
    if (res.statusCode < 400 || res.statusCode >= 500 || !message) {
      failures.push({ url: target.url, label: request.label, status: res.statusCode, body: res.body.slice(0, 200) });
    }
  }
  return failures;
}

// ---------------------------------------------------------------- text PostgreSQL cannot store

const SESSION = "sess_abc123def_1732300000000";
const VISITOR = "0b6f3c1e-6d0a-4c3e-9d38-2f1f0c2a9e11";

/** A body each endpoint would accept (or refuse only for a business reason), to carry one bad string at a time. */
const VALID_SAMPLES: Record<string, Record<string, unknown>> = {
  "/api/contact": {
    name: "Dana Whitfield",
    email: "dana@example.com",
    company: "Clinic",
    interest: "voice",
    message: "We would like a receptionist for our two clinics.",
  },
  "/api/admin/login": { email: "admin@example.com", password: "not the password" },
  "/api/admin/login/second-factor": { challenge: "not-a-challenge-token", code: "123456" },
  "/api/admin/login/second-factor/options": { challenge: "not-a-challenge-token" },
  "/api/admin/login/passkey": {
    passkey: {
      id: "bm90LWEtcGFzc2tleQ",
      rawId: "bm90LWEtcGFzc2tleQ",
      type: "public-key",
      response: {
        clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoibm9uZSJ9",
        authenticatorData: "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
        signature: "MEUCIQDnot-a-signature",
        userHandle: "bm90LWEtdXNlcg",
      },
      clientExtensionResults: {},
    },
  },
  "/api/team/invitation": { token: "an-invitation-token-of-a-link-0123456789abc" },
  "/api/team/invitation/accept": {
    token: "an-invitation-token-of-a-link-0123456789abc",
    password: "a long enough password 1",
  },
  "/api/shared/unlock": { token: "a-shared-link-key-of-an-address-0123456789abc", password: "not the password" },
  "/api/journey/events": {
    events: [
      {
        id: "6f1c1e1a-3b7c-4d7e-9a5e-0e6f0c1b2a3d",
        sessionId: SESSION,
        eventType: "button_click",
        page: "/pricing",
        element: "Book a call",
        details: '{"text":"Book"}',
      },
    ],
  },
  "/api/journey/vitals": {
    page: "/pricing",
    vitals: [
      { metric: "LCP", value: 1840 },
      { metric: "CLS", value: 0.04 },
    ],
  },
  "/api/journey/funnel": {
    sessionId: SESSION,
    funnelType: "contact_form",
    stage: "abandoned",
    dropoffReason: "closed the tab",
    page: "/contact",
  },
  "/api/client/sync": {
    id: VISITOR,
    visitCount: 1,
    firstVisit: "2026-01-01T00:00:00Z",
    lastVisit: "2026-01-01T00:00:00Z",
    pageViews: ["/"],
    formSubmissions: [],
    consultationRequests: 0,
    utmSource: "newsletter",
    name: "Dana",
  },
  "/api/tools/opportunity-results": {
    email: "dana@example.com",
    answers: {
      industry: "healthcare",
      size: "small",
      timeSinks: ["calls"],
      channels: ["phone"],
      data: ["crm"],
      budget: "starter",
      timeline: "now",
    },
  },
  "/api/voice/chat": {
    message: "What does a receptionist cost?",
    scenario: "virtual-receptionist",
    systemPrompt: "Be brief.",
    conversation: [{ speaker: "user", text: "Hello" }],
  },
  "/api/voice/synthesize": { text: "Hello there." },
  "/api/affiliate/track-referral": { affiliateCode: "no-such-code", customerEmail: "", customerName: "Dana" },
  "/api/affiliate/meeting-booked": {
    referralId: "ref_unknown",
    meetingDate: "2026-01-02T10:00:00Z",
    dealValue: "10000",
  },
  "/api/affiliate/register": {
    name: "Dana Whitfield",
    email: "dana@example.com",
    password: "a long enough password",
    company: "Partners",
    promotionMethod: "My newsletter for clinic owners, 4,000 readers.",
    payoutEmail: "pay@example.com",
  },
  "/api/affiliate/login": { email: "dana@example.com", password: "a long enough password" },
  "/api/affiliate/confirm-email": {
    token: "00000000-0000-4000-8000-000000000000.mdq1x2y3.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    password: "a long enough password",
  },
  "/api/voice/transcribe": { scenario: "virtual-receptionist" },
  "/api/sales-applications": {
    role: "account-executive",
    name: "Dana Whitfield",
    email: "dana@example.com",
    phone: "+1 555 013 2277",
    location: "Austin",
    yearsExperience: "6",
    industries: "Clinics",
    profileUrl: "https://www.linkedin.com/in/dana",
    motivation: "I have sold software subscriptions to clinics for six years and want to sell more.",
    consent: "true",
  },
};

/** The paths of every string in a JSON value ("events.0.page"). */
function stringPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === "string") return [prefix];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...prefix, String(i)]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...prefix, k]));
  return [];
}

function withValueAt(value: unknown, path: string[], replace: (s: string) => string): unknown {
  if (!path.length) return replace(value as string);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[path[0]] = withValueAt(copy[path[0]], path.slice(1), replace);
  return copy;
}

/** NUL, a lone high and a lone low surrogate: text PostgreSQL refuses (a 500 if it reaches the database). */
const UNSTORABLE_INSERTS = [
  { label: "NUL", insert: "\u0000" },
  { label: "lone high surrogate", insert: "\uD800" },
  { label: "lone low surrogate", insert: "\uDC00" },
] as const;

interface UnstorableCase extends FuzzRequest {
  field: string;
}

function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; field: string; type: string; bytes: Buffer },
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** For every string field of an endpoint's valid sample, one body per kind of unstorable text in that field. */
function unstorableCases(
  target: (typeof FUZZ_TARGETS)[number],
  file?: { name: string; field: string; type: string; bytes: Buffer },
): UnstorableCase[] {
  const sample = VALID_SAMPLES[target.url];
  // A multipart form carries UTF-8, which cannot encode a lone surrogate: only NUL applies there.
  const inserts = target.body === "json" ? UNSTORABLE_INSERTS : UNSTORABLE_INSERTS.slice(0, 1);
  return stringPaths(sample).flatMap((path) =>
    inserts.map(({ label, insert }) => {
      const body = withValueAt(sample, path, (s) => `${s.slice(0, 2)}${insert}${s.slice(2)}`) as Record<string, string>;
      const field = path.join(".");
      return target.body === "json"
        ? { field, label, payload: JSON.stringify(body), contentType: "application/json" }
        : {
            field,
            label,
            payload: multipartBody(body, file),
            contentType: `multipart/form-data; boundary=${BOUNDARY}`,
          };
    }),
  );
}

/** Sends every unstorable-text case to one endpoint; returns those not answered 400 with a message naming the field. */
export async function checkUnstorableText(
  app: FastifyInstance,
  target: (typeof FUZZ_TARGETS)[number],
  file?: { name: string; field: string; type: string; bytes: Buffer },
): Promise<FuzzFailure[]> {
  const failures: FuzzFailure[] = [];
  for (const request of unstorableCases(target, file)) {
    const { res, message } = await post(app, target.url, request);
    if (res.statusCode !== 400 || !message.startsWith(`${request.field}:`)) {
      failures.push({
        url: target.url,
        label: `${request.label} in ${request.field}`,
        status: res.statusCode,
        body: res.body.slice(0, 200),
      });
    }
  }
  return failures;
}

// ---------------------------------------------------------------- bodies that cost CPU

/** Repeats `unit` (joined by commas) as often as fits in `bytes` with the given frame around it. */
function filled(open: string, unit: (i: number) => string, close: string, bytes: number): string {
  const parts: string[] = [];
  let size = open.length + close.length;
  for (let i = 0; ; i++) {
    const next = unit(i);
    if (size + next.length + 1 > bytes) break;
    parts.push(next);
    size += next.length + 1;
  }
  return `${open}${parts.join(",")}${close}`;
}

/**
 * The shapes that cost a JSON body the most work, each as large as the body limit allows: deep
 * nesting, wide objects, long strings (plain, escaped, and with a bad character at the very end),
 * many keys and many small arrays.
 */
function costlyBodies(limitBytes: number): { label: string; payload: string }[] {
  const room = limitBytes - 64;
  const half = Math.floor(room / 2);
  return [
    { label: "deep arrays", payload: `${"[".repeat(half)}${"]".repeat(half)}` },
    { label: "deep objects", payload: `${'{"a":'.repeat(Math.floor(room / 6))}1${"}".repeat(Math.floor(room / 6))}` },
    { label: "nesting at the limit", payload: filled("[", () => `${"[".repeat(31)}${"]".repeat(31)}`, "]", room) },
    { label: "wide object", payload: filled("{", (i) => `"k${i}":0`, "}", room) },
    { label: "long string", payload: JSON.stringify({ message: "x".repeat(room - 20) }) },
    { label: "escaped string", payload: `{"message":"${"\\u00e9".repeat(Math.floor((room - 20) / 6))}"}` },
    { label: "bad character last", payload: JSON.stringify({ message: `${"y".repeat(room - 40)}\u0000` }) },
    { label: "many keys", payload: filled('{"events":[', (i) => `{"a${i % 10}":1,"b":2,"c":3,"d":"x"}`, "]}", room) },
    { label: "many small arrays", payload: filled('{"events":[', () => "[1]", "]}", room) },
    { label: "many small strings", payload: filled('{"events":[', () => '"ab"', "]}", room) },
  ];
}

/** CPU (user + system, milliseconds) the process spends on one request, server and injecting client alike. */
async function cpuMillisOf(run: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await run();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

/** The least CPU of `tries` posts of one body (the least: a garbage collection or a neighbour's burst is noise). */
async function leastCpuMillis(app: FastifyInstance, url: string, payload: string, tries: number) {
  let millis = Number.POSITIVE_INFINITY;
  let status = 0;
  for (let i = 0; i < tries; i++) {
    const spent = await cpuMillisOf(async () => {
      status = (await post(app, url, { payload, contentType: "application/json" })).res.statusCode;
    });
    millis = Math.min(millis, spent);
  }
  return { millis, status };
}

/**
 * The yardstick for a body's cost on this machine: the least CPU of a bare `JSON.parse` of the
 * body-limit-sized body that is hardest to parse. A request must parse its body anyway, so a cost
 * stated in these units holds on a slow machine as on a fast one; the nesting walk that once
 * stalled the server cost hundreds of them.
 */
export async function parseYardstickMillis(limitBytes: number, tries = 7): Promise<number> {
  const hardest = costlyBodies(limitBytes).find((body) => body.label === "many keys")?.payload ?? "{}";
  let millis = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tries; i++) millis = Math.min(millis, await cpuMillisOf(async () => JSON.parse(hardest)));
  return millis;
}

/**
 * For each costly body, the CPU it costs one endpoint beyond a tiny body `{}` (which carries the
 * work every request does whatever its body: limiter round trips, hooks, the answer), and the
 * status it got. `tries` of each, the least counted.
 */
export async function costOfBodies(
  app: FastifyInstance,
  url: string,
  limitBytes: number,
  tries = 5,
): Promise<{ label: string; millis: number; status: number }[]> {
  const tiny = await leastCpuMillis(app, url, "{}", tries);
  const costs: { label: string; millis: number; status: number }[] = [];
  for (const { label, payload } of costlyBodies(limitBytes)) {
    const { millis, status } = await leastCpuMillis(app, url, payload, tries);
    costs.push({ label, millis: Math.round((millis - tiny.millis) * 100) / 100, status });
  }
  return costs;
}
