/**
 * Benchmark of the warm offline voice pipeline, printed as figures, never asserted.
 *
 *   flock /tmp/bench.lock node --import tsx scripts/bench/voice-pipeline.ts
 *   options (environment): BENCH_RUNS=11 BENCH_WARMUP=2 BENCH_SECONDS=3, and VOICE_ENGINE_NICENESS as
 *   the server reads it (default 10: on a machine busy with other work the engines then get less
 *   CPU, by design; 0 measures them at the same priority as everything else)
 *
 * First each stage on its own (the engines as the server runs them): PocketSphinx on a spoken
 * 16 kHz mono WAV of BENCH_SECONDS seconds (made by Flite, padded with silence), the scenario
 * responder, and the answer's speech (Flite in the speech processes, then MP3 encoding; the
 * Flite and encoder times are summed over the processes that spoke the answer's parts).
 * Then one whole talk turn as the browser makes it, through the real routes (app.inject, no
 * network): POST /api/voice/transcribe, then POST /api/voice/chat with the text heard, whose
 * answer carries the MP3 speech; with the spoken-answer cache off (every answer synthesised
 * and encoded again: the cost of a new answer) and on (the server's default: a repeated answer
 * comes from memory). The engines start once, as in the server; warm-up turns are not counted.
 * Prints medians, p90 and max wall times, the CPU time per turn (this process, the speech
 * processes and the PocketSphinx runs) and the machine's load average, because wall times are
 * only meaningful next to it.
 */
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import Fastify from "fastify";
import { voiceScenarios } from "../../content/voice-scenarios";
import { loadConfig } from "../../server/config";
import { registerErrorHandler } from "../../server/lib/error-handler";
import { readMp3 } from "../../server/modules/voice/mp3-info";
import { fliteWav } from "../../server/modules/voice/offline/flite-wav";
import { createOfflineProvider } from "../../server/modules/voice/offline/offline-provider";
import { respond } from "../../server/modules/voice/offline/responder";
import { PocketSphinx } from "../../server/modules/voice/offline/speech-to-text";
import { FliteSpeech } from "../../server/modules/voice/offline/text-to-speech";
import { voiceRoutes } from "../../server/modules/voice/routes";
import { speakable } from "../../server/modules/voice/speakable";
import { decodeWav, encodeWav } from "../../server/modules/voice/wav";

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
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
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="recording.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
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
  const rows: Record<"transcribe" | "reply" | "speech" | "flite" | "encode" | "total", number>[] = [];
  let heard = "";
  let answer = "";
  let seconds = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t0 = performance.now();
    heard = await recognizer.transcribe(wav);
    const t1 = performance.now();
    answer = respond({ message: heard || SAID, scenario: scenario.id, conversation: [{ speaker: "ai", text: scenario.initialMessage }] });
    const t2 = performance.now();
    const clip = await speech.synthesize(speakable(answer));
    const t3 = performance.now();
    seconds = clip.seconds;
    if (i >= WARMUP) {
      rows.push({
        transcribe: t1 - t0,
        reply: t2 - t1,
        speech: t3 - t2,
        flite: clip.timings.synthesisMs,
        encode: clip.timings.encodeMs,
        total: t3 - t0,
      });
    }
  }
  await speech.close();
  fs.rmSync(workDir, { recursive: true, force: true });
  console.log("");
  console.log(`stages on their own; ${RUNS} runs after ${WARMUP} warm-up runs; ${speech.processCount} speech processes`);
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
  ] as const) {
    const st = stats(rows.map((r) => r[key]));
    console.log(`${label.padEnd(38)} ${ms(st.median)} ${ms(st.p90)} ${ms(st.max)}`);
  }
}

async function pass(speechCacheSize: number) {
  const config = benchConfig;
  const app = Fastify();
  registerErrorHandler(app, config.BODY_LIMIT_BYTES);
  const startedAt = performance.now();
  const provider = createOfflineProvider({
    speechCacheSize,
    niceness: config.VOICE_ENGINE_NICENESS,
    onSpeechToTextUnavailable: (m) => console.error(`speech-to-text unavailable: ${m}`),
  });
  await app.register(voiceRoutes, { config, provider });
  await app.ready();
  const stt = await provider.speechToText();
  if (!stt.available) throw new Error(`PocketSphinx is not available: ${stt.message}`);
  // The first synthesis waits for the speech worker to be ready (start-up cost, not counted below).
  await provider.synthesize("Ready.");
  const startup = performance.now() - startedAt;

  const wav = utterance();
  const body = multipart(wav);
  const rows: { transcribe: number; chat: number; total: number }[] = [];
  let heard = "";
  let answer = "";
  let speechSeconds = 0;
  let cpu = 0;
  // The rate limiter keys on the address; give every request its own so the bench never hits it.
  let address = 0;
  const remoteAddress = () => `198.51.100.${(address++ % 250) + 1}`;

  for (let i = 0; i < WARMUP + RUNS; i++) {
    const c0 = cpuMs();
    const t0 = performance.now();
    const t = await app.inject({ method: "POST", url: "/api/voice/transcribe", ...body, remoteAddress: remoteAddress() });
    const t1 = performance.now();
    if (t.statusCode !== 200) throw new Error(`transcribe answered ${t.statusCode}: ${t.body}`);
    heard = t.json().text;
    const c = await app.inject({
      method: "POST",
      url: "/api/voice/chat",
      remoteAddress: remoteAddress(),
      payload: {
        message: heard || SAID,
        scenario: scenario.id,
        systemPrompt: scenario.systemPrompt,
        conversation: [{ speaker: "ai", text: scenario.initialMessage }],
      },
    });
    const t2 = performance.now();
    if (c.statusCode !== 200) throw new Error(`chat answered ${c.statusCode}: ${c.body}`);
    answer = c.json().text;
    speechSeconds = readMp3(Buffer.from(c.json().audio, "base64")).seconds;
    if (i >= WARMUP) {
      rows.push({ transcribe: t1 - t0, chat: t2 - t1, total: t2 - t0 });
      cpu += cpuMs() - c0;
    }
  }
  await app.close();

  console.log("");
  console.log(`pass: spoken-answer cache ${speechCacheSize > 0 ? `on (${speechCacheSize} answers)` : "off"}; ${RUNS} turns after ${WARMUP} warm-up turns`);
  console.log(`start-up (language model, engines ready): ${ms(startup)}`);
  console.log(`input: ${(wav.length - 44) / 32000} s of 16 kHz mono WAV saying "${SAID}"`);
  console.log(`load average now: ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}`);
  console.log(`heard: "${heard}"`);
  console.log(`answer: "${answer}" (${speechSeconds.toFixed(1)} s of MP3 speech)`);
  console.log("step                          median      p90      max");
  for (const [label, key] of [
    ["transcribe (PocketSphinx)", "transcribe"],
    ["chat: reply + speech (MP3)", "chat"],
    ["whole turn", "total"],
  ] as const) {
    const st = stats(rows.map((r) => r[key]));
    console.log(`${label.padEnd(28)} ${ms(st.median)} ${ms(st.p90)} ${ms(st.max)}`);
  }
  console.log(`CPU time per turn (mean):     ${ms(cpu / RUNS)}`);
}

async function main() {
  console.log("voice pipeline, offline provider");
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}; node ${process.version}`);
  console.log(`speech engines' niceness: ${benchConfig.VOICE_ENGINE_NICENESS}`);
  await stages(utterance());
  await pass(0);
  await pass(200);
  console.log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}`);
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
