/**
 * Benchmark of the warm offline voice pipeline, printed as figures, never asserted.
 *
 *   flock /tmp/bench.lock node --import tsx scripts/bench/voice-pipeline.ts
 *   options (environment): BENCH_RUNS=11 BENCH_WARMUP=2 BENCH_SECONDS=3 BENCH_GAP_MS=300,
 *   BENCH_SKIP_STAGES=1 (whole turns only), BENCH_BASELINE=<another checkout> (see below), and
 *   VOICE_ENGINE_NICENESS as the server reads it (default 10: on a machine busy with other work
 *   the engines then get less CPU, by design; 0 measures them at the same priority as the rest)
 *
 * First each stage on its own (the engines as the server runs them): PocketSphinx on a spoken
 * 16 kHz mono WAV of BENCH_SECONDS seconds (made by Flite, padded with silence), the scenario
 * responder, and the answer's speech (Flite in the speech processes, then MP3 encoding; the
 * Flite and encoder times are summed over the processes that spoke the answer's parts), whole
 * and its first sentence only.
 * Then one whole talk turn as the browser makes it, through the real routes (app.inject, no
 * network): POST /api/voice/transcribe, then POST /api/voice/chat with the text heard and
 * `parts: 2` (as the site's modal asks), whose answer carries the MP3 speech of its first sentence and the rest's text, then at once (the
 * browser asks while the first part plays) POST /api/voice/synthesize for the rest, which the
 * server has been speaking since it answered. The headline "warm turn" is the time to first
 * audio (transcribe + chat); the table also shows when the rest's audio is ready and the CPU
 * time of the whole turn, both parts' speech included. With the spoken-answer cache off (every
 * answer synthesised and encoded again: the cost of an answer never spoken before) and on (the
 * server's default: a repeated answer comes from memory). The engines start once, as in
 * the server; warm-up turns are not counted. Turns start BENCH_GAP_MS apart: a visitor cannot
 * ask again before the answer has played (Talk and Send stay disabled while it speaks), and the
 * speech processes use that pause to get their next Flite runs ready; BENCH_GAP_MS=0 runs the
 * turns back to back.
 *
 * With BENCH_BASELINE set to another checkout of the repository (for example
 * `git worktree add /tmp/voice-main main`, or `git archive main server common content
 * package.json` unpacked with a node_modules link), its voice routes run in the same process and
 * the two take turns, alternating which goes first, so both meet the same machine load; the
 * table then adds this checkout's median over the baseline's, and the median of the turn-by-turn
 * ratios. On a shared machine those ratios, not the absolute times, are the figures to quote.
 * A baseline whose chat call speaks the whole answer (no rest) has its first audio and its
 * "rest's audio ready" at the same moment.
 *
 * Prints medians, p90 and max wall times, the CPU time per turn (this process, the speech
 * processes and the PocketSphinx runs) and the machine's load average, because wall times are
 * only meaningful next to it.
 *
 * Last, Hands-free turns (BENCH_HANDS_FREE=0 leaves them out, BENCH_HANDS_FREE_ONLY=1 runs only
 * them): the same sentence, followed by silence, goes to the live-words stream (a real WebSocket
 * on a listening server) at the pace it is spoken, in 100 ms messages, while the browser's voice
 * activity detector (app/features/voice/recorder-worklet.js) hears it in 20 ms steps and, as the
 * modal does, sends `pause` at its short pause and `end` at the end of the turn; the final text
 * then goes to POST /api/voice/chat. The headline is the time from the end of the visitor's
 * speech (the last sample above -40 dBFS) to the first audio of the answer arriving: the
 * detector's end pause included. Measured with the text worked out at the pause (as the modal
 * does) and without (the final text only worked out at the end); the browser's MP3 decoding and
 * playback start are not in it.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import WebSocket from "ws";
import { VOICE_STREAM_PATH } from "#common/voice";
import { voiceScenarios } from "#content/voice/scenarios";
import { loadConfig } from "#server/config";
import { splitSpokenAnswer } from "#server/modules/voice/answer-speech";
import { respond } from "#server/modules/voice/dialog/responder";
import { fliteWav } from "#server/modules/voice/engines/offline/flite-wav";
import { PocketSphinx } from "#server/modules/voice/engines/offline/speech-to-text";
import { FliteSpeech } from "#server/modules/voice/engines/offline/text-to-speech";
import { readMp3 } from "#server/modules/voice/mp3-info";
import { speakable } from "#server/modules/voice/speakable";
import { decodeWav, encodeWav } from "#server/modules/voice/wav";

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 300);
const BASELINE = process.env.BENCH_BASELINE;
// Flite speaks it in 3.1 s, ending in silence: the 3-second cut keeps every word.
const SAID = "How much does it cost per month for my business";
const scenario = voiceScenarios.find((s) => s.id === "sales-assistant")!;
const benchConfig = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  SERVE_STATIC: "false",
  RATE_LIMIT_PER_MINUTE: "100000",
  VOICE_ENGINE_NICENESS: process.env.VOICE_ENGINE_NICENESS,
});

/** The sentence, centred in SECONDS seconds of audio (cut if the speech is longer). */
function utterance(): Buffer {
  // (The rms voice: a different speaker from the slt voice that answers.)
  const speech = decodeWav(fliteWav(SAID, "rms"));
  const total = Math.round(SECONDS * speech.sampleRate);
  const samples = new Int16Array(total);
  const lead = Math.max(0, Math.floor((total - speech.samples.length) / 2));
  samples.set(speech.samples.subarray(0, total - lead), lead);
  return encodeWav(samples, speech.sampleRate);
}

function multipart(wav: Buffer) {
  const boundary = "----voice-bench";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="scenario"\r\n\r\n${scenario.id}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="recording.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    ),
    wav,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1] };
};
const ms = (v: number) => `${v.toFixed(0).padStart(5)} ms`;

const TICK_MS = 10; // Linux clock ticks (USER_HZ = 100)

/** utime + stime of a process from /proc, in ms (0 once it is gone). */
function processCpuMs(pid: number | "self", waitedChildren = false): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // Fields 14-15 (utime, stime) and 16-17 (cutime, cstime: children already waited for).
    const own = Number(fields[11]) + Number(fields[12]);
    const children = waitedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return (own + children) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The live child processes of this process (the speech processes). */
function childPids(): number[] {
  const pids: number[] = [];
  for (const task of fs.readdirSync("/proc/self/task")) {
    const list = fs.readFileSync(`/proc/self/task/${task}/children`, "utf8").trim();
    if (list) pids.push(...list.split(" ").map(Number));
  }
  return pids;
}

/**
 * CPU milliseconds used so far by this process (all threads), its finished children, and its
 * live child processes (the speech and recognition processes) with their finished children
 * (the PocketSphinx runs).
 */
function cpuMs(): number {
  return processCpuMs("self", true) + childPids().reduce((sum, pid) => sum + processCpuMs(pid, true), 0);
}

/** Each stage on its own: PocketSphinx, the responder, Flite + MP3 in the speech processes. */
async function stages(wav: Buffer) {
  const workDir = fs.mkdtempSync(`${os.tmpdir()}/voice-bench-`);
  const recognizer = await PocketSphinx.create({ workDir });
  const speech = new FliteSpeech({ workDir, niceness: benchConfig.VOICE_ENGINE_NICENESS });
  await speech.ready;
  const rows: Record<"transcribe" | "reply" | "speech" | "flite" | "encode" | "total" | "first", number>[] = [];
  let heard = "";
  let answer = "";
  let seconds = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t0 = performance.now();
    heard = await recognizer.transcribe(wav);
    const t1 = performance.now();
    answer = respond({
      message: heard || SAID,
      scenario: scenario.id,
      conversation: [{ speaker: "ai", text: scenario.initialMessage }],
    });
    const t2 = performance.now();
    const clip = await speech.synthesize(speakable(answer));
    const t3 = performance.now();
    seconds = clip.seconds;
    // What the chat call now speaks before it answers: the first sentence only.
    await speech.synthesize(speakable(splitSpokenAnswer(answer).first));
    const t4 = performance.now();
    if (i >= WARMUP) {
      rows.push({
        transcribe: t1 - t0,
        reply: t2 - t1,
        speech: t3 - t2,
        flite: clip.timings.synthesisMs,
        encode: clip.timings.encodeMs,
        total: t3 - t0,
        first: t4 - t3,
      });
    }
  }
  await speech.close();
  fs.rmSync(workDir, { recursive: true, force: true });
  console.log("");
  console.log(
    `stages on their own; ${RUNS} runs after ${WARMUP} warm-up runs; ${speech.processCount} speech processes`,
  );
  console.log(`heard: "${heard}"`);
  console.log(`answer: "${answer}" (${seconds.toFixed(1)} s of speech)`);
  console.log("stage                                   median      p90      max");
  for (const [label, key] of [
    ["transcribe (PocketSphinx)", "transcribe"],
    ["reply (scenario responder)", "reply"],
    ["speech, wall (Flite + MP3, parallel)", "speech"],
    ["  Flite, summed over processes", "flite"],
    ["  MP3 encoding, summed over processes", "encode"],
    ["all three", "total"],
    ["speech of the first part only, wall", "first"],
  ] as const) {
    const st = stats(rows.map((r) => r[key]));
    console.log(`${label.padEnd(38)} ${ms(st.median)} ${ms(st.p90)} ${ms(st.max)}`);
  }
}

interface TurnRow {
  transcribe: number;
  chat: number;
  /** Transcribe + chat: the first part's speech is in the browser (the headline figure). */
  firstAudio: number;
  /** Until the rest's speech is in the browser too (the same as firstAudio for a one-part answer). */
  restReady: number;
  cpu: number;
}

/** One checkout's voice routes on their own Fastify app, engines started and warm. */
interface Side {
  label: string;
  app: FastifyInstance;
  startup: number;
  rows: TurnRow[];
  heard: string;
  answer: string;
  /** Seconds of the first part's speech, and of the whole answer's. */
  firstSeconds: number;
  speechSeconds: number;
}

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Starts the offline voice routes of the checkout in `root` (this one, or BENCH_BASELINE). */
async function startSide(label: string, root: string, speechCacheSize: number): Promise<Side> {
  const load = (file: string) => import(pathToFileURL(path.join(root, file)).href);
  const { voiceRoutes } = await load("server/modules/voice/routes.ts");
  const { createOfflineProvider } = await load("server/modules/voice/engines/offline/offline-provider.ts");
  const { registerErrorHandler } = await load("server/lib/error-handler.ts");
  const config = benchConfig;
  const app = Fastify();
  registerErrorHandler(app, config.BODY_LIMIT_BYTES);
  const startedAt = performance.now();
  const provider = createOfflineProvider({
    speechCacheSize,
    niceness: config.VOICE_ENGINE_NICENESS,
    onSpeechToTextUnavailable: (m: string) => console.error(`speech-to-text unavailable: ${m}`),
  });
  await app.register(voiceRoutes, { config, provider });
  await app.ready();
  const stt = await provider.speechToText();
  if (!stt.available) throw new Error(`PocketSphinx is not available: ${stt.message}`);
  // The first synthesis waits for the speech processes to be ready (start-up cost, not counted below).
  await provider.synthesize("Ready.");
  return {
    label,
    app,
    startup: performance.now() - startedAt,
    rows: [],
    heard: "",
    answer: "",
    firstSeconds: 0,
    speechSeconds: 0,
  };
}

// The rate limiter keys on the address; give every turn its own so the bench never hits it
// (one address a turn: the rest of an answer is handed only to the address that got it).
let address = 0;
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;

/**
 * One talk turn as the browser makes it: the recording to text, then the text to an answer with
 * its first part's speech, then (at once, while that would play) the rest's speech.
 */
async function turn(side: Side, body: ReturnType<typeof multipart>): Promise<TurnRow> {
  const remoteAddress = nextAddress();
  const c0 = cpuMs();
  const t0 = performance.now();
  const t = await side.app.inject({ method: "POST", url: "/api/voice/transcribe", ...body, remoteAddress });
  const t1 = performance.now();
  if (t.statusCode !== 200) throw new Error(`${side.label}: transcribe answered ${t.statusCode}: ${t.body}`);
  side.heard = t.json().text;
  const c = await side.app.inject({
    method: "POST",
    url: "/api/voice/chat",
    remoteAddress,
    payload: {
      message: side.heard || SAID,
      scenario: scenario.id,
      systemPrompt: scenario.systemPrompt,
      conversation: [{ speaker: "ai", text: scenario.initialMessage }],
      // As the site's modal asks: the first sentence's speech now, the rest while it plays
      // (a checkout without the field ignores it and answers in two parts anyway).
      parts: 2,
    },
  });
  const t2 = performance.now();
  if (c.statusCode !== 200) throw new Error(`${side.label}: chat answered ${c.statusCode}: ${c.body}`);
  const answer = c.json() as { text: string; audio: string; rest?: string };
  side.answer = answer.text;
  side.firstSeconds = readMp3(Buffer.from(answer.audio, "base64")).seconds;
  side.speechSeconds = side.firstSeconds;
  // A checkout that speaks the whole answer in the chat call (the baseline on main) has no rest.
  let t3 = t2;
  if (answer.rest) {
    const r = await side.app.inject({
      method: "POST",
      url: "/api/voice/synthesize",
      remoteAddress,
      payload: { text: answer.rest },
    });
    t3 = performance.now();
    if (r.statusCode !== 200) throw new Error(`${side.label}: synthesize answered ${r.statusCode}: ${r.body}`);
    side.speechSeconds += readMp3(Buffer.from(r.json().audio, "base64")).seconds;
  }
  return { transcribe: t1 - t0, chat: t2 - t1, firstAudio: t2 - t0, restReady: t3 - t0, cpu: cpuMs() - c0 };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whole turns through the routes, this checkout and (with BENCH_BASELINE) the baseline taking
 * turns in alternating order, so both meet the same machine load.
 */
async function pass(speechCacheSize: number) {
  const sides = [await startSide("this checkout", here, speechCacheSize)];
  if (BASELINE) sides.push(await startSide("baseline", path.resolve(BASELINE), speechCacheSize));
  const body = multipart(utterance());
  const loadBefore = os.loadavg();
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (const side of i % 2 ? [...sides].reverse() : sides) {
      // A visitor's next question comes after the answer has been heard: the engines are idle by then.
      await pause(GAP_MS);
      const row = await turn(side, body);
      if (i >= WARMUP) side.rows.push(row);
    }
  }
  for (const side of sides) await side.app.close();

  console.log("");
  console.log(
    `pass: spoken-answer cache ${speechCacheSize > 0 ? `on (${speechCacheSize} answers)` : "off"}; ${RUNS} turns after ${WARMUP} warm-up turns, ${GAP_MS} ms apart`,
  );
  if (BASELINE) console.log(`this checkout and the baseline (${BASELINE}) take turns, alternating which goes first`);
  console.log(`input: ${SECONDS} s of 16 kHz mono WAV saying "${SAID}"`);
  console.log(
    `load average before / after: ${loadBefore.map((l) => l.toFixed(1)).join(" / ")}  →  ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}`,
  );
  for (const side of sides) {
    console.log(`${side.label}: start-up ${ms(side.startup)}; heard "${side.heard}"`);
    console.log(
      `  answer: "${side.answer}" (${side.speechSeconds.toFixed(1)} s of MP3 speech, ${side.firstSeconds < side.speechSeconds ? `the first part ${side.firstSeconds.toFixed(1)} s` : "in one part"})`,
    );
  }
  const header = sides.map((s) => s.label.padStart(24)).join("  ");
  console.log(`${"".padEnd(28)} ${header}${BASELINE ? "   this / baseline" : ""}`);
  console.log(
    `${"step".padEnd(28)} ${sides.map(() => "  median      p90      max").join("  ")}${BASELINE ? "   medians  pairs" : ""}`,
  );
  for (const [label, key] of [
    ["transcribe (PocketSphinx)", "transcribe"],
    ["chat: reply + first speech", "chat"],
    ["first audio (warm turn)", "firstAudio"],
    ["rest's audio ready", "restReady"],
    ["CPU time per turn", "cpu"],
  ] as const) {
    const cells = sides.map((side) => {
      const st = stats(side.rows.map((r) => r[key]));
      return `${ms(st.median)} ${ms(st.p90)} ${ms(st.max)}`;
    });
    let ratio = "";
    if (BASELINE) {
      const [mine, base] = sides.map((side) => stats(side.rows.map((r) => r[key])).median);
      // Turn i of this checkout against turn i of the baseline: robust to the load drifting.
      const pairs = stats(sides[0].rows.map((r, i) => r[key] / Math.max(1, sides[1].rows[i][key]))).median;
      ratio = `   ${(mine / Math.max(1, base)).toFixed(2).padStart(7)}  ${pairs.toFixed(2).padStart(5)}`;
    }
    console.log(`${label.padEnd(28)} ${cells.join("  ")}${ratio}`);
  }
  const mine = stats(sides[0].rows.map((r) => r.firstAudio));
  const rest = stats(sides[0].rows.map((r) => r.restReady));
  console.log(
    `→ warm turn (time to first audio), ${speechCacheSize > 0 ? "repeated answer (cached speech)" : "new answer (uncached speech)"}: median ${mine.median.toFixed(0)} ms, p90 ${mine.p90.toFixed(0)} ms; the rest's audio ready at median ${rest.median.toFixed(0)} ms, p90 ${rest.p90.toFixed(0)} ms`,
  );
}

interface HandsFreeRow {
  /** End of speech to the detector's end of turn. */
  detector: number;
  /** End of turn to the final text. */
  final: number;
  chat: number;
  /** End of speech to the answer's first audio (the headline). */
  firstAudio: number;
}

/** One Hands-free turn: the sentence streamed at its own pace, the detector deciding, then the answer. */
async function handsFreeTurn(app: FastifyInstance, samples: Int16Array, rate: number, ahead: boolean) {
  // @ts-expect-error: a plain JavaScript module (an AudioWorklet in the browser).
  const { VoiceActivityDetector } = await import("../../app/features/voice/recorder-worklet.js");
  const detector = new VoiceActivityDetector(rate);
  let speechEnd = samples.length;
  while (speechEnd > 0 && Math.abs(samples[speechEnd - 1]) <= 330) speechEnd--;
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${VOICE_STREAM_PATH}?scenario=${scenario.id}`);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  const final = new Promise<{ text: string; at: number }>((resolve, reject) => {
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as { type: string; text: string };
      if (message.type === "final") resolve({ text: message.text, at: performance.now() });
    });
    socket.once("close", (code, reason) => reject(new Error(`stream closed ${code} ${reason}`)));
  });
  final.catch(() => undefined);
  const step = Math.round(rate * 0.02);
  const t0 = performance.now();
  let unsent: Int16Array[] = [];
  let held = false;
  let endAt = 0;
  for (let at = 0; at < samples.length && !endAt; at += step) {
    const wait = t0 + ((at + step) / rate) * 1000 - performance.now();
    if (wait > 0) await pause(wait);
    const block = samples.subarray(at, at + step);
    unsent.push(block);
    const floats = Float32Array.from(block, (v) => v / 32768);
    for (const event of detector.push(floats) as { type: string }[]) {
      if (event.type === "pause" && ahead) {
        socket.send(Buffer.from(Int16Array.from(unsent.flatMap((b) => [...b])).buffer));
        unsent = [];
        socket.send(JSON.stringify({ type: "pause" }));
        held = true;
      } else if (event.type === "resume") held = false;
      else if (event.type === "end") endAt = performance.now();
    }
    const pending = unsent.reduce((sum, b) => sum + b.length, 0);
    if (!held && (pending >= rate * 0.1 || endAt)) {
      socket.send(Buffer.from(Int16Array.from(unsent.flatMap((b) => [...b])).buffer));
      unsent = [];
    }
  }
  if (!endAt) throw new Error("the detector never ended the turn: add silence after the sentence");
  socket.send(JSON.stringify({ type: "end" }));
  const heard = await final;
  const chat = await app.inject({
    method: "POST",
    url: "/api/voice/chat",
    remoteAddress: nextAddress(),
    payload: {
      message: heard.text || SAID,
      scenario: scenario.id,
      systemPrompt: scenario.systemPrompt,
      conversation: [{ speaker: "ai", text: scenario.initialMessage }],
      parts: 2,
    },
  });
  const answered = performance.now();
  if (chat.statusCode !== 200) throw new Error(`chat answered ${chat.statusCode}: ${chat.body}`);
  const spokeUntil = t0 + (speechEnd / rate) * 1000;
  socket.close();
  return {
    heard: heard.text,
    row: {
      detector: endAt - spokeUntil,
      final: heard.at - endAt,
      chat: answered - heard.at,
      firstAudio: answered - spokeUntil,
    } satisfies HandsFreeRow,
  };
}

/** Hands-free turns, with and without the text worked out at the pause, taking turns. */
async function handsFreePass(speechCacheSize: number) {
  const side = await startSide("this checkout", here, speechCacheSize);
  await side.app.listen({ port: 0, host: "127.0.0.1" });
  const wav = decodeWav(utterance());
  // The end pause needs silence after the sentence.
  const samples = new Int16Array(wav.samples.length + Math.round(1.5 * wav.sampleRate));
  samples.set(wav.samples);
  const rows: Record<"ahead" | "atEnd", HandsFreeRow[]> = { ahead: [], atEnd: [] };
  let heard = "";
  const loadBefore = os.loadavg();
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (const ahead of i % 2 ? [false, true] : [true, false]) {
      await pause(GAP_MS);
      const turn = await handsFreeTurn(side.app, samples, wav.sampleRate, ahead);
      heard = turn.heard;
      if (i >= WARMUP) rows[ahead ? "ahead" : "atEnd"].push(turn.row);
    }
  }
  await side.app.close();
  console.log("");
  console.log(
    `Hands-free: spoken-answer cache ${speechCacheSize > 0 ? "on" : "off"}; ${RUNS} turns each after ${WARMUP} warm-up turns; heard "${heard}"`,
  );
  console.log(
    `load average before / after: ${loadBefore.map((l) => l.toFixed(1)).join(" / ")}  →  ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}`,
  );
  console.log(`${"".padEnd(36)} ${"text at the pause".padStart(26)}  ${"text at the end".padStart(26)}`);
  console.log(`${"step".padEnd(36)} ${["", ""].map(() => "  median      p90      max").join("  ")}`);
  for (const [label, key] of [
    ["end of speech → detector's end", "detector"],
    ["end of turn → final text", "final"],
    ["chat: reply + first speech", "chat"],
    ["end of speech → first audio", "firstAudio"],
  ] as const) {
    const cells = (["ahead", "atEnd"] as const).map((k) => {
      const st = stats(rows[k].map((r) => r[key]));
      return `${ms(st.median)} ${ms(st.p90)} ${ms(st.max)}`;
    });
    console.log(`${label.padEnd(36)} ${cells.join("  ")}`);
  }
  const headline = stats(rows.ahead.map((r) => r.firstAudio));
  console.log(
    `→ Hands-free, end of speech to first audio (detector included): median ${headline.median.toFixed(0)} ms, p90 ${headline.p90.toFixed(0)} ms`,
  );
}

async function main() {
  console.log("voice pipeline, offline provider");
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}; node ${process.version}`,
  );
  console.log(`speech engines' niceness: ${benchConfig.VOICE_ENGINE_NICENESS}`);
  if (!process.env.BENCH_HANDS_FREE_ONLY) {
    if (!process.env.BENCH_SKIP_STAGES) await stages(utterance());
    await pass(0);
    await pass(200);
  }
  if (process.env.BENCH_HANDS_FREE !== "0") {
    await handsFreePass(0);
    await handsFreePass(200);
  }
  console.log(
    `\nload average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}`,
  );
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
