/**
 * Benchmark of the warm offline voice pipeline (issue 7), printed as figures, never asserted.
 *
 *   node --import tsx scripts/bench/voice-pipeline.ts
 *   options (environment): BENCH_RUNS=11 BENCH_WARMUP=2 BENCH_SECONDS=3
 *
 * One talk turn as the browser makes it, through the real routes (app.inject, no network):
 * POST /api/voice/transcribe with a spoken 16 kHz mono WAV of BENCH_SECONDS seconds (made by
 * Flite, padded with silence), then POST /api/voice/chat with the text heard, whose answer
 * carries the MP3 speech. The engines start once, as in the server; the warm-up turns are
 * not counted. Two passes: with the spoken-answer cache off (every answer synthesised and
 * MP3-encoded again: the cost of a new answer) and on (the server's default: a repeated
 * answer is served from memory). Prints each step's median, p90 and max wall time, the CPU
 * time per turn (this process, its speech worker and the PocketSphinx child processes), and
 * the machine's load average, because wall times are only meaningful next to it.
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
import { voiceRoutes } from "../../server/modules/voice/routes";
import { decodeWav, encodeWav } from "../../server/modules/voice/wav";

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SAID = "How much does it cost per month for a small business";
const scenario = voiceScenarios.find((s) => s.id === "sales-assistant")!;

/** The sentence, centred in SECONDS seconds of audio (cut if the speech is longer). */
function utterance(): Buffer {
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

/** CPU milliseconds used so far by this process (all threads) and its finished child processes. */
function cpuMs(): number {
  const own = process.cpuUsage();
  // /proc/self/stat fields 16 and 17: cutime and cstime of waited-for children, in clock ticks.
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  const children = (Number(fields[13]) + Number(fields[14])) * 10;
  return (own.user + own.system) / 1000 + children;
}

async function pass(speechCacheSize: number) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SERVE_STATIC: "false", RATE_LIMIT_PER_MINUTE: "100000" });
  const app = Fastify();
  registerErrorHandler(app, config.BODY_LIMIT_BYTES);
  const startedAt = performance.now();
  const provider = createOfflineProvider({ speechCacheSize, onSpeechToTextUnavailable: (m) => console.error(`speech-to-text unavailable: ${m}`) });
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
  await pass(0);
  await pass(200);
  console.log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}`);
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
