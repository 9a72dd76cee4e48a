/**
 * Figures of the Hands-free voice activity detector (app/features/voice/recorder-worklet.js),
 * printed, never asserted:
 *
 *   node --import tsx scripts/bench/voice-activity.ts
 *
 * Recordings: every scenario's sample phrase spoken by Flite's rms and awb voices (the
 * visitors), 1.5 s of silence before and after, under background noise at -70, -55 and -45 dBFS;
 * 6 s of that noise alone; the AI's answers (Flite's slt voice, as the modal plays them) as the
 * echo left after the browser's echo cancellation, with the detector told the AI is speaking;
 * and a visitor talking over such an echo. While the AI speaks, the levels are those measured
 * through Chromium's own processing (echo cancellation, noise suppression, gain control) on the
 * e2e tests' microphone files: the visitor's loudest 20 ms at -7 dBFS, an echo left 20 dB down
 * lifted to -13 dBFS by the gain control; also an echo 6 dB louder than that.
 *
 * A false start is a start where nobody speaks, or a second start inside one spoken phrase (a
 * turn cut in two). Also printed: how late the detector notices the start of speech, and how
 * long after the last word it ends the turn (the end pause plus a frame).
 */
import { voiceScenarios } from "#content/voice/scenarios";
import { fliteWav } from "#server/modules/voice/engines/offline/flite-wav";
import { decodeWav } from "#server/modules/voice/wav";
// @ts-expect-error: a plain JavaScript module (it runs as an AudioWorklet in the browser).
import { VAD_DEFAULTS, VoiceActivityDetector } from "../../app/features/voice/recorder-worklet.js";

const RATE = 16_000;
const BLOCK = 128;

interface Event {
  type: "start" | "confirm" | "pause" | "resume" | "end";
  at: number;
  /** Where in the audio the detector decided (seconds). */
  decided: number;
}

function floatSamples(wav: Buffer): Float32Array {
  const { samples, sampleRate } = decodeWav(wav);
  if (sampleRate !== RATE) throw new Error(`expected ${RATE} Hz, got ${sampleRate}`);
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i] / 32768;
  return out;
}

/** Flite's own silence cut away. */
function trimmed(samples: Float32Array): Float32Array {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) < 0.01) first++;
  let end = samples.length;
  while (end > first && Math.abs(samples[end - 1]) < 0.01) end--;
  return samples.subarray(first, end);
}

/** A fixed-seed noise generator, so every run measures the same recordings. */
function noise(length: number, dbfs: number, seed = 1): Float32Array {
  const out = new Float32Array(length);
  // Uniform noise of RMS a has amplitude a·√3.
  const amplitude = 10 ** (dbfs / 20) * Math.sqrt(3);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1664525 + 1013904223) >>> 0;
    out[i] = ((state / 2 ** 32) * 2 - 1) * amplitude;
  }
  return out;
}

function mix(...parts: { samples: Float32Array; at: number; gain?: number }[]): Float32Array {
  const length = Math.max(...parts.map((p) => p.at + p.samples.length));
  const out = new Float32Array(length);
  for (const { samples, at, gain = 1 } of parts)
    for (let i = 0; i < samples.length; i++) out[at + i] += samples[i] * gain;
  return out;
}

function detect(samples: Float32Array, aiSpeaking = false): Event[] {
  const vad = new VoiceActivityDetector(RATE);
  vad.setAiSpeaking(aiSpeaking);
  const events: Event[] = [];
  for (let i = 0; i < samples.length; i += BLOCK) {
    const decided = Math.min(samples.length, i + BLOCK) / RATE;
    for (const event of vad.push(samples.subarray(i, i + BLOCK))) events.push({ ...event, decided });
  }
  return events;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};
const max = (values: number[]) => (values.length ? Math.max(...values) : Number.NaN);
const ms = (seconds: number) => `${Math.round(seconds * 1000)} ms`;

const phrases = voiceScenarios.flatMap((s) => s.samplePhrases);
const visitors = phrases.flatMap((text) =>
  (["rms", "awb"] as const).map((voice) => trimmed(floatSamples(fliteWav(text, voice)))),
);
const answers = voiceScenarios.map((s) => trimmed(floatSamples(fliteWav(s.initialMessage, "slt"))));
const pad = Math.round(1.5 * RATE);

console.log(`Voice activity detector: end pause ${VAD_DEFAULTS.endPauseMs} ms, ${phrases.length * 2} spoken phrases\n`);
for (const level of [-70, -55, -45]) {
  let falseStarts = 0;
  let missed = 0;
  const onsetDelays: number[] = [];
  const endDelays: number[] = [];
  visitors.forEach((speech, n) => {
    const recording = mix(
      { samples: noise(speech.length + 2 * pad, level, n + 1), at: 0 },
      { samples: speech, at: pad },
    );
    const events = detect(recording);
    const starts = events.filter((e) => e.type === "start");
    const inside = starts.filter((e) => e.at >= pad / RATE - 0.05 && e.at <= (pad + speech.length) / RATE);
    falseStarts += starts.length - Math.min(1, inside.length);
    if (inside.length === 0) missed++;
    else onsetDelays.push(inside[0].decided - pad / RATE);
    const end = events.find((e) => e.type === "end");
    if (end) endDelays.push(end.decided - (pad + speech.length) / RATE);
  });
  const quiet = detect(noise(6 * RATE, level, 99)).filter((e) => e.type === "start").length;
  console.log(
    `noise ${level} dBFS: false starts ${falseStarts}/${visitors.length} phrases, ${quiet} in 6 s of noise alone; missed ${missed}; ` +
      `start noticed at +${ms(median(onsetDelays))} (max ${ms(max(onsetDelays))}); turn ends ${ms(median(endDelays))} after the last word (max ${ms(max(endDelays))})`,
  );
}

/** The gain that puts a recording's loudest 20 ms frame at `dbfs`. */
function gainTo(samples: Float32Array, dbfs: number): number {
  let loudest = 0;
  for (let i = 0; i + 320 <= samples.length; i += 320) {
    let energy = 0;
    for (let j = i; j < i + 320; j++) energy += samples[j] * samples[j];
    loudest = Math.max(loudest, energy / 320);
  }
  return 10 ** (dbfs / 20) / Math.sqrt(loudest);
}

for (const echoPeakDb of [-13, -7]) {
  let echoStarts = 0;
  for (const [n, answer] of answers.entries()) {
    const recording = mix(
      { samples: noise(answer.length + 2 * pad, -55, n + 7), at: 0 },
      { samples: answer, at: pad, gain: gainTo(answer, echoPeakDb) },
    );
    echoStarts += detect(recording, true).filter((e) => e.type === "start").length;
  }
  let heard = 0;
  const delays: number[] = [];
  for (const [n, speech] of visitors.entries()) {
    const answer = answers[n % answers.length];
    const at = pad + Math.round(0.8 * RATE);
    const recording = mix(
      { samples: noise(answer.length + 2 * pad, -55, n + 11), at: 0 },
      { samples: answer, at: pad, gain: gainTo(answer, echoPeakDb) },
      { samples: speech, at, gain: gainTo(speech, -7) },
    );
    const start = detect(recording, true).find((e) => e.type === "start" && e.at >= at / RATE - 0.05);
    if (start && start.at <= (at + speech.length) / RATE) {
      heard++;
      delays.push(start.decided - at / RATE);
    }
  }
  console.log(
    `AI's own voice as an echo peaking at ${echoPeakDb} dBFS while it speaks: ${echoStarts} false starts in ${answers.length} answers ` +
      `(${Math.round(answers.reduce((sum, a) => sum + a.length, 0) / RATE)} s); a visitor talking over it heard ${heard}/${visitors.length}, ` +
      `start noticed at +${ms(median(delays))} (max ${ms(max(delays))})`,
  );
}

// Barge-in: speech over the AI interrupts once it lasts confirmMs; a backchannel pauses the AI and lets it go on.
const backchannels = ["okay", "mm hm", "yes", "right", "uh huh"].flatMap((text) =>
  (["rms", "awb"] as const).map((voice) => ({ text, speech: trimmed(floatSamples(fliteWav(text, voice))) })),
);
const confirmedIn = (speech: Float32Array) =>
  detect(
    mix(
      { samples: noise(speech.length + 2 * pad, -55, 5), at: 0 },
      { samples: speech, at: pad, gain: gainTo(speech, -7) },
    ),
    true,
  ).some((e) => e.type === "confirm");
const interrupting = backchannels.filter((b) => confirmedIn(b.speech));
console.log(
  `Backchannels (${backchannels.map((b) => `${b.text} ${ms(b.speech.length / RATE)}`).join(", ")}): ` +
    `${interrupting.length}/${backchannels.length} would interrupt${interrupting.length ? ` (${interrupting.map((b) => b.text).join(", ")})` : ""}; ` +
    `spoken phrases that interrupt: ${visitors.filter(confirmedIn).length}/${visitors.length}`,
);
