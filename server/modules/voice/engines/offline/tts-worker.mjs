// Speech synthesis in a child process (see text-to-speech.ts): Flite (WASI) makes a 16 kHz WAV,
// LAME (compiled to WebAssembly, kept warm) turns it into MP3 at the same rate, mono, so nothing
// is resampled. Plain JavaScript so it runs the same under Node, tsx and Vitest.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { WASI } from "node:wasi";
import { createEncoder } from "wasm-media-encoders";

const { wasmPath, encoderPath, workDir, voice, vbrQuality } = JSON.parse(process.argv[2]);
const flite = new WebAssembly.Module(fs.readFileSync(wasmPath));
const encoder = await createEncoder("audio/mpeg", fs.readFileSync(encoderPath));

/**
 * A Flite run made ready ahead of its job: instantiating the module sets up its 20 MB of
 * memory, which takes a good part of a short answer's time, so it happens while the process
 * is idle. The text is only known later: the run's arguments are read through our own
 * args_get when it starts, not fixed when it is made.
 */
function prepareRun() {
  const name = `${randomUUID()}.wav`;
  const wasi = new WASI({ version: "preview1", args: [], preopens: { "/out": workDir }, returnOnExit: true });
  const imports = wasi.getImportObject();
  const run = { name, wasi, instance: null, args: [] };
  const encoded = () => run.args.map((arg) => Buffer.from(`${arg}\0`));
  const memory = () => new Uint8Array(run.instance.exports.memory.buffer);
  imports.wasi_snapshot_preview1 = {
    ...imports.wasi_snapshot_preview1,
    args_sizes_get(countPtr, sizePtr) {
      const view = new DataView(run.instance.exports.memory.buffer);
      const args = encoded();
      view.setUint32(countPtr, args.length, true);
      view.setUint32(
        sizePtr,
        args.reduce((sum, a) => sum + a.length, 0),
        true,
      );
      return 0;
    },
    args_get(argvPtr, bufPtr) {
      const view = new DataView(run.instance.exports.memory.buffer);
      let at = bufPtr;
      for (const [i, arg] of encoded().entries()) {
        view.setUint32(argvPtr + i * 4, at, true);
        memory().set(arg, at);
        at += arg.length;
      }
      return 0;
    },
  };
  run.instance = new WebAssembly.Instance(flite, imports);
  return run;
}

let nextRun = null;

function fliteWav(text) {
  const run = nextRun ?? prepareRun();
  nextRun = null;
  run.args = ["flite", "-voice", voice, "-t", text, "-o", `/out/${run.name}`];
  const code = run.wasi.start(run.instance);
  const file = path.join(workDir, run.name);
  try {
    if (code !== 0) throw new Error(`flite exited with code ${code}`);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The WAV's 16-bit mono samples as floats in [-1, 1), and its rate. */
function pcmOf(wav) {
  let offset = 12;
  let rate = 16000;
  while (offset + 8 <= wav.length) {
    const id = wav.toString("ascii", offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === "fmt ") rate = wav.readUInt32LE(offset + 12);
    if (id === "data") {
      const start = offset + 8;
      const count = Math.floor((Math.min(wav.length, start + size) - start) / 2);
      // A copy starts at offset 0, so a 16-bit view of it is aligned (the file's bytes may not be).
      const pcm = new Int16Array(Uint8Array.prototype.slice.call(wav, start, start + count * 2).buffer);
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) samples[i] = pcm[i] / 32768;
      return { rate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("flite produced no audio");
}

/** Below this level (about -40 dBFS) a sample counts as silence. */
const QUIET = 0.01;

/**
 * Cuts Flite's silence at a join down to `keep` seconds: a part that is followed by another
 * loses most of its trailing silence, a part that follows another most of its leading
 * silence, so a split answer pauses between its parts about as long as Flite does between
 * sentences (the encoder adds its own few frames of delay at each join).
 */
function trimmed({ rate, samples }, { start, end }, keep = 0.05) {
  let from = 0;
  let to = samples.length;
  if (start) {
    while (from < to && Math.abs(samples[from]) < QUIET) from++;
    from = Math.max(0, from - Math.round(keep * rate));
  }
  if (end) {
    while (to > from && Math.abs(samples[to - 1]) < QUIET) to--;
    to = Math.min(samples.length, to + Math.round(keep * rate));
  }
  return { rate, samples: samples.subarray(from, to) };
}

/**
 * Variable-bitrate mono MP3 at the speech's own rate (16 kHz: MPEG-2 Layer III). LAME's VBR
 * takes about a quarter less time here than its constant bitrate, at about the same size.
 */
function mp3Of({ rate, samples }) {
  encoder.configure({ channels: 1, sampleRate: rate, outputSampleRate: rate, vbrQuality });
  const chunks = [];
  const block = 16384;
  for (let i = 0; i < samples.length; i += block) {
    // The encoder owns the returned bytes until its next call: copy them.
    const out = encoder.encode([samples.subarray(i, i + block)]);
    if (out.length) chunks.push(Buffer.from(out));
  }
  const tail = encoder.finalize();
  if (tail.length) chunks.push(Buffer.from(tail));
  return Buffer.concat(chunks);
}

function speak(text, joins = {}) {
  const t0 = performance.now();
  const pcm = trimmed(pcmOf(fliteWav(text)), joins);
  const t1 = performance.now();
  const mp3 = mp3Of(pcm);
  const t2 = performance.now();
  return { mp3, seconds: pcm.samples.length / pcm.rate, synthesisMs: t1 - t0, encodeMs: t2 - t1 };
}

const reply = (message) => {
  if (process.connected) process.send(message, () => undefined);
};

// Each job makes a Flite instance with its own WebAssembly memory. V8 does not feel those
// memories' reservations as pressure, and after a few jobs the process aborted (SIGABRT, no
// message: nodejs/node#52402). Collecting after each answer, once it is sent, frees them.
const collect = () => globalThis.gc?.();
/** After an answer is sent: free the last run's memory, then make the next run ready. */
const idle = () => {
  collect();
  nextRun ??= prepareRun();
};

process.on("message", ({ id, text, joins }) => {
  try {
    reply({ id, ...speak(text, joins) });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
  setImmediate(idle);
});
// The parent going away ends this process too.
process.on("disconnect", () => process.exit(0));
// A few sentences before saying ready (words, numbers, a question, a join): V8 compiles
// WebAssembly functions on their first call, so the first visitor's answer then runs warm.
speak("Ready. Plans start at 750 dollars a month, and take 3 to 12 weeks. Shall I book a call?", {
  start: true,
  end: true,
});
idle();
reply({ ready: true });
