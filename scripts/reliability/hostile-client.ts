/**
 * Hostile clients against the real server, next to one normal visitor (127.0.0.3), each hostile
 * one from a network of its own (127.0.9.2, and 127.0.1.2 to 127.0.6.2 for the voice engines);
 * TRUST_PROXY trusts only 127.0.8.2, the "proxy" that relays a rotating IPv6 /64.
 *
 * The visitor loads pages, posts journey events and syncs its client record, and every few
 * seconds takes a voice-demo turn: it transcribes a real spoken WAV (made with Flite), sends
 * the text heard to chat, and asks for speech. First for BASE_SECONDS on its own, then for
 * HOSTILE_SECONDS while the hostile clients send the worst inputs the limits allow:
 *   - 10 MB uploads to /api/voice/transcribe, and a minute of real speech (the longest accepted);
 *   - 2,000-character texts to /api/voice/synthesize;
 *   - six more addresses, each keeping two recognitions and two syntheses going;
 *   - sign-in bursts with wrong passwords, admin and affiliate;
 *   - forged /api/client/sync bodies (absurd counters, a visit in 2099, the visitor's own id);
 *   - JSON nested 120,000 levels deep (240 KB);
 *   - a rotating IPv6 /64 (a new address for every request, relayed by the trusted proxy);
 *   - slow bodies: connections that send a declared 100 KB body a byte a second;
 *   - receptionist spam: callback requests to the virtual receptionist, over and over.
 * Prints the visitor's p50/p99 for pages and API in both phases, its voice answers and whole voice
 * turns, what the hostile clients got, and checks the goals:
 *   - the visitor's p99 under 150 ms for pages and for API calls while under attack;
 *   - its voice requests succeed, or get 503 with Retry-After, and a whole turn (transcribe, chat,
 *     speech) takes under 3 s;
 *   - no 5xx other than those 503s, for anyone;
 *   - the server process never restarts.
 * The hostile client runs in a process of its own, so its work never delays the visitor's
 * measurements. Timings depend on the machine: run it on a quiet one and note the load average.
 *
 *   BUILD_DIR=build npm run build && node --import tsx scripts/reliability/hostile-client.ts
 *   options (environment): BASE_SECONDS=60 HOSTILE_SECONDS=60 LOAD_PORT=4306 DATABASE_URL=postgres://…
 */

import { fork } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { voiceScenarios } from "#content/voice/scenarios";
import { fliteWav } from "#server/modules/voice/engines/offline/flite-wav";
import { decodeWav, encodeWav } from "#server/modules/voice/wav";
import { type Answer, hasBuild, journeyEvent, percentile, request, sessionId, sleep, startServer } from "./harness";

const BASE_SECONDS = Number(process.env.BASE_SECONDS ?? 60);
const HOSTILE_SECONDS = Number(process.env.HOSTILE_SECONDS ?? 60);
const PORT = Number(process.env.LOAD_PORT ?? 4306);
const HOSTILE = "127.0.9.2";
const VISITOR = "127.0.0.3";
/** Six addresses, each in a network of its own: network limits alone cannot stop them. */
const VOICE_HOSTILES = [1, 2, 3, 4, 5, 6].map((n) => `127.0.${n}.2`);
/** The one proxy the server trusts: it relays the rotating IPv6 addresses. */
const PROXY = "127.0.8.2";
const SLOW = "127.0.7.2";
const GOAL_P99_MS = 150;
const GOAL_VOICE_TURN_MS = 3_000;
const PAGES = ["/", "/about", "/ai-voice", "/faq", "/contact", "/case-studies", "/implementation"];
const databaseUrl = process.env.DATABASE_URL;
const scenario = voiceScenarios[1];
const receptionist = voiceScenarios.find((s) => s.id === "virtual-receptionist") ?? voiceScenarios[0];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");

// ---- Inputs -----------------------------------------------------------------------------------

const BOUNDARY = "----hostile-client";
function transcribeBody(wav: Buffer) {
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="scenario"\r\n\r\n${scenario.id}\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio"; filename="recording.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    ),
    wav,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { body, headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** The visitor's question, spoken by Flite. */
const question = transcribeBody(fliteWav("How much does it cost per month", "rms"));
/** 10 MB of "WAV". */
const tenMegabytes = transcribeBody(
  Buffer.concat([encodeWav(new Int16Array(0), 16000), Buffer.alloc(10 * 1024 * 1024)]),
);
/** 59.5 s of real speech: the longest recording accepted, and the costliest to recognise. */
const minuteOfSpeech = (() => {
  const speech = decodeWav(
    fliteWav(
      "Our team builds custom assistants for small businesses. We answer the phone, book meetings and follow up by email. Most projects take three to twelve weeks.",
      "rms",
    ),
  );
  const samples = new Int16Array(Math.round(59.5 * 16000));
  for (let at = 0; at < samples.length; at += speech.samples.length)
    samples.set(speech.samples.subarray(0, samples.length - at), at);
  return transcribeBody(encodeWav(samples, 16000));
})();
/** 2,000 characters without a sentence end, different each time (no cache hits). */
const longText = (n: number) =>
  Array.from({ length: 60 }, (_, i) => `then step ${i + 1} of plan ${n} comes along`)
    .join(" ")
    .slice(0, 2000);

/** JSON nested 120,000 levels deep: 240 KB, within the body limit. */
const deepJson = {
  body: Buffer.from(`${"[".repeat(120_000)}${"]".repeat(120_000)}`),
  headers: { "content-type": "application/json" },
};
/** A JSON body from a fresh address of one IPv6 /64, as the trusted proxy relays it. */
const fromRotatingSixtyFour = (body: unknown) => ({
  body: Buffer.from(JSON.stringify(body)),
  headers: {
    "content-type": "application/json",
    "x-forwarded-for": `2001:db8:66:1:${randomBytes(8).toString("hex").match(/.{4}/g)?.join(":")}`,
  },
});

/** Opens a connection that declares a 100 KB body and sends it a byte a second until the server ends it. */
function slowBody(book: Book, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect({ host: "127.0.0.1", port: PORT, localAddress: SLOW });
    let timer: NodeJS.Timeout | undefined;
    let finished = false;
    const done = (outcome: string) => {
      if (finished) return;
      finished = true;
      clearInterval(timer);
      socket.destroy();
      note(book, "slow body", outcome, performance.now() - started);
      resolve();
    };
    socket.on("connect", () => {
      socket.write(
        "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
      );
      timer = setInterval(() => {
        if (performance.now() > deadline) done("stopped by the client");
        else socket.write(" ");
      }, 1_000);
    });
    socket.on("data", (chunk) => done(`answered ${chunk.toString("latin1").split(" ")[1]}`));
    socket.on("error", () => done("closed"));
    socket.on("close", () => done("closed"));
  });
}

// ---- Bookkeeping ------------------------------------------------------------------------------

interface Kind {
  latencies: number[];
  statuses: Record<string, number>;
}
type Book = Map<string, Kind>;
const note = (book: Book, kind: string, status: number | string, ms = 0) => {
  const entry = book.get(kind) ?? { latencies: [], statuses: {} };
  book.set(kind, entry);
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  entry.latencies.push(ms);
};
/** Requests that failed a goal: a 5xx other than voice 503 + Retry-After, or a broken connection. */
const violations: string[] = [];

async function send(
  book: Book,
  kind: string,
  from: string,
  method: string,
  url: string,
  body?: unknown,
  raw?: { body: Buffer; headers: Record<string, string> },
) {
  try {
    const answer = await request(PORT, method, url, body, 60_000, { localAddress: from, raw });
    note(book, kind, answer.status, answer.ms);
    const voice = url.startsWith("/api/voice/");
    if (answer.status >= 500 && !(voice && answer.status === 503 && answer.headers["retry-after"])) {
      violations.push(`${from} ${method} ${url}: ${answer.status} ${answer.body.slice(0, 120)}`);
    }
    return answer;
  } catch (error) {
    note(book, kind, (error as Error).message);
    // A refused upload may be cut off while it is still being sent: only the visitor's count.
    if (from === VISITOR) violations.push(`${from} ${method} ${url}: ${(error as Error).message}`);
    return null;
  }
}

// ---- The normal visitor -----------------------------------------------------------------------

async function visitor(book: Book, seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  const id = randomUUID();
  const session = sessionId();
  const firstVisit = new Date().toISOString();
  const browsing = async () => {
    for (let n = 1; performance.now() < deadline; n++) {
      await send(book, "page", VISITOR, "GET", PAGES[n % PAGES.length]);
      await send(book, "api", VISITOR, "POST", "/api/journey/events", {
        events: [{ ...journeyEvent(session), page: PAGES[n % PAGES.length] }],
      });
      if (n % 3 === 0) {
        await send(book, "api", VISITOR, "POST", "/api/client/sync", {
          id,
          visitCount: 1,
          firstVisit,
          lastVisit: new Date().toISOString(),
          pageViews: PAGES.slice(0, Math.min(PAGES.length, n)),
          formSubmissions: [],
          consultationRequests: 0,
        });
      }
      await sleep(400); // reading time
    }
  };
  // The demo's turns go on beside the page loads (a slow voice answer must not hide page latency).
  const talking = async () => {
    while (performance.now() < deadline) {
      const next = performance.now() + 8_000;
      await voiceTurn(book);
      await sleep(Math.max(0, next - performance.now()));
    }
  };
  await Promise.all([browsing(), talking()]);
}

/** One talk turn as the demo makes it: transcribe, chat with the text heard, then speech on its own. */
async function voiceTurn(book: Book) {
  const started = performance.now();
  await voiceTurnSteps(book);
  note(book, "voice: whole turn", "done", performance.now() - started);
}

async function voiceTurnSteps(book: Book) {
  const heard = await send(book, "voice: transcribe", VISITOR, "POST", "/api/voice/transcribe", undefined, question);
  const text = heard?.status === 200 ? (JSON.parse(heard.body) as { text: string }).text : "";
  if (heard?.status === 200 && !/cost/.test(text)) violations.push(`the visitor's question was heard as "${text}"`);
  await send(book, "voice: chat", VISITOR, "POST", "/api/voice/chat", {
    message: text || "How much does it cost per month?",
    scenario: scenario.id,
    systemPrompt: scenario.systemPrompt,
    conversation: [{ speaker: "ai", text: scenario.initialMessage }],
  });
  await send(book, "voice: synthesize", VISITOR, "POST", "/api/voice/synthesize", {
    text: "Thanks for calling. How can I help you today?",
  });
}

// ---- The hostile client -----------------------------------------------------------------------

async function hostile(book: Book, seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  const until = async (step: (i: number) => Promise<unknown>) => {
    for (let i = 0; performance.now() < deadline; i++) await step(i);
  };
  let texts = 0;
  const twice = <T>(make: () => T) => [make(), make()];
  await Promise.all([
    ...VOICE_HOSTILES.flatMap((address) => [
      ...twice(() =>
        until(() => send(book, "six: speech", address, "POST", "/api/voice/transcribe", undefined, minuteOfSpeech)),
      ),
      ...twice(() =>
        until(() =>
          send(book, "six: 2,000 characters", address, "POST", "/api/voice/synthesize", { text: longText(texts++) }),
        ),
      ),
    ]),
    until(() => send(book, "deep JSON", HOSTILE, "POST", "/api/journey/events", undefined, deepJson)),
    until((i) =>
      send(
        book,
        "rotating /64",
        PROXY,
        "POST",
        "/api/contact",
        undefined,
        fromRotatingSixtyFour({
          name: "Rotating Sender",
          email: `rotating${i}@example.com`,
          interest: "voice",
          message: "One more message from yet another address of the same /64.",
        }),
      ),
    ),
    ...Array.from({ length: 20 }, () => until(() => slowBody(book, deadline))),
    until((i) =>
      send(book, "receptionist spam", HOSTILE, "POST", "/api/voice/chat", {
        message: `Yes, please call me back. I am Caller ${i} of Spam Ltd, my number is 555 01${String(i % 100).padStart(2, "0")}.`,
        scenario: receptionist.id,
        systemPrompt: receptionist.systemPrompt,
        conversation: [{ speaker: "ai", text: receptionist.initialMessage }],
      }),
    ),
    until(() => send(book, "10 MB upload", HOSTILE, "POST", "/api/voice/transcribe", undefined, tenMegabytes)),
    until(() => send(book, "10 MB upload", HOSTILE, "POST", "/api/voice/transcribe", undefined, tenMegabytes)),
    until(() => send(book, "60 s of speech", HOSTILE, "POST", "/api/voice/transcribe", undefined, minuteOfSpeech)),
    until(() => send(book, "2,000 characters", HOSTILE, "POST", "/api/voice/synthesize", { text: longText(texts++) })),
    until(() => send(book, "2,000 characters", HOSTILE, "POST", "/api/voice/synthesize", { text: longText(texts++) })),
    until(async (i) => {
      // A burst of 20 wrong guesses, admin and affiliate, then a breath.
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          j % 2
            ? send(book, "sign-in burst", HOSTILE, "POST", "/api/admin/login", {
                email: "admin@example.com",
                password: `guess-${i}-${j}-wrong`,
              })
            : send(book, "sign-in burst", HOSTILE, "POST", "/api/affiliate/login", {
                email: "partner@example.com",
                password: `guess-${i}-${j}-wrong`,
              }),
        ),
      );
      await sleep(500);
    }),
    until(() =>
      send(book, "forged sync", HOSTILE, "POST", "/api/client/sync", {
        id: randomUUID(),
        visitCount: 1_000_000,
        firstVisit: "2000-01-01T00:00:00.000Z",
        lastVisit: "2099-12-31T00:00:00.000Z",
        pageViews: PAGES,
        formSubmissions: [],
        consultationRequests: 100_000,
        leadScore: 5_000_048,
        email: "forged@example.com",
        name: "Forged",
      }),
    ),
  ]);
}

/** The hostile client in its own process: it reports what it got and any goal it broke. */
function hostileProcess(seconds: number): Promise<{ book: Book; violations: string[] }> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["--hostile", String(seconds)], {
      serialization: "advanced",
      execArgv: ["--import", "tsx"],
    });
    child.once("message", (message) => resolve(message as { book: Book; violations: string[] }));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the hostile client stopped (exit code ${code})`)));
  });
}

if (process.argv[2] === "--hostile") {
  const book: Book = new Map();
  await hostile(book, Number(process.argv[3]));
  process.send?.({ book, violations }, () => process.exit(0));
  await new Promise(() => {});
}

// ---- Run --------------------------------------------------------------------------------------

function print(title: string, book: Book) {
  console.log(title);
  for (const [kind, k] of book) {
    console.log(
      `  ${kind.padEnd(20)} ${String(k.latencies.length).padStart(6)} requests  p50 ${percentile(k.latencies, 50).toFixed(1).padStart(7)} ms  ` +
        `p99 ${percentile(k.latencies, 99).toFixed(1).padStart(7)} ms  ${JSON.stringify(k.statuses)}`,
    );
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-client-"));
if (!hasBuild()) console.warn("No build found: page loads will answer 404 JSON. Run `npm run build` first.");
console.log(
  `hostile client: machine ${os.cpus().length} cores, load average ${load()}; ${databaseUrl ? "PostgreSQL" : "PGlite"}`,
);
// The server's own limits, as in production (the harness default lifts the rate limit).
const server = await startServer({
  port: PORT,
  databaseUrl,
  dataDir,
  // Half the default request timeout: the server, not the client, ends the slow bodies within the phase.
  env: { RATE_LIMIT_PER_MINUTE: "600", TRUST_PROXY: PROXY, REQUEST_TIMEOUT_MS: "30000" },
});
const pid = server.process.pid;
// One turn to warm the engines, not counted.
await voiceTurn(new Map());

const alone: Book = new Map();
await visitor(alone, BASE_SECONDS);
const loadAlone = load();

const attacked: Book = new Map();
const [, { book: attacker, violations: hostileViolations }] = await Promise.all([
  visitor(attacked, HOSTILE_SECONDS),
  hostileProcess(HOSTILE_SECONDS),
]);
violations.push(...hostileViolations);
const loadAttacked = load();

const health: Answer | null = await request(PORT, "GET", "/api/health").catch(() => null);
const alive = server.process.exitCode === null && server.process.pid === pid && health?.status === 200;
await server.stop();

console.log("");
print(`normal visitor alone (${BASE_SECONDS} s; load average at the end ${loadAlone})`, alone);
print(
  `normal visitor with the hostile client (${HOSTILE_SECONDS} s; load average at the end ${loadAttacked})`,
  attacked,
);
print("hostile client", attacker);

const p99 = (book: Book, kind: string) => percentile(book.get(kind)?.latencies ?? [], 99);
const voiceOk = [...attacked]
  .filter(([kind]) => kind.startsWith("voice") && kind !== "voice: whole turn")
  .every(([, k]) => Object.keys(k.statuses).every((s) => s === "200" || s === "503"));
const goals: [string, boolean][] = [
  [
    `visitor's page p99 under attack ${p99(attacked, "page").toFixed(1)} ms < ${GOAL_P99_MS} ms`,
    p99(attacked, "page") < GOAL_P99_MS,
  ],
  [
    `visitor's API p99 under attack ${p99(attacked, "api").toFixed(1)} ms < ${GOAL_P99_MS} ms`,
    p99(attacked, "api") < GOAL_P99_MS,
  ],
  ["visitor's voice requests answered 200 or 503 with Retry-After", voiceOk],
  [
    `visitor's slowest whole voice turn under attack ${Math.max(...(attacked.get("voice: whole turn")?.latencies ?? [Infinity])).toFixed(0)} ms < ${GOAL_VOICE_TURN_MS} ms`,
    Math.max(...(attacked.get("voice: whole turn")?.latencies ?? [Infinity])) < GOAL_VOICE_TURN_MS,
  ],
  [`no other 5xx for anyone, no broken connection for the visitor (${violations.length})`, violations.length === 0],
  ["the server process never restarted", alive],
];
console.log("");
for (const line of violations.slice(0, 10)) console.log(`  ! ${line}`);
for (const [goal, met] of goals) console.log(`${met ? "met   " : "MISSED"} ${goal}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(goals.every(([, met]) => met) ? 0 : 1);
