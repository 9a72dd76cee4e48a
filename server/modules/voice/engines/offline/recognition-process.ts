import { type ChildProcess, fork } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { childEnvironment } from "#server/lib/child-environment";
import { lowerPriority } from "#server/modules/voice/job-limits";
import { WavFormatError } from "#server/modules/voice/wav";
import type { RecognitionJob, RecognitionReply } from "./recognition-worker";
import { type PocketSphinxOptions, SpeechToTextUnavailable } from "./speech-to-text";

/** The recogniser failed or ran over its time on this recording (never retried: the recording may be the cause). */
class RecognitionFailed extends Error {}

interface Pending {
  resolve(text: string): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** How long past its own time limit a job may take before the parent gives up on the process. */
const GRACE_MS = 2_000;

/**
 * The recognition child process: it builds the demo's language model once, at start-up, then
 * decodes, resamples and transcribes each upload (the recogniser itself runs as a further
 * program). Started when the server starts; restarted on the next job after it dies.
 */
export class RecognitionProcess {
  private child: ChildProcess | null = null;
  private starting: Promise<ChildProcess> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Resolves once recognition works here; rejects with SpeechToTextUnavailable when it cannot. */
  readonly ready: Promise<void>;

  constructor(
    private readonly settings: PocketSphinxOptions & { niceness?: number },
    private readonly timeoutMs = settings.timeoutMs ?? 15_000,
  ) {
    this.ready = this.process().then(() => undefined);
    this.ready.catch(() => undefined);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  private process(): Promise<ChildProcess> {
    if (this.child) return Promise.resolve(this.child);
    this.starting ??= this.spawn().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private spawn(): Promise<ChildProcess> {
    // TypeScript through tsx, which the server itself runs on.
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
    const child = fork(
      fileURLToPath(new URL("./recognition-worker.ts", import.meta.url)),
      [JSON.stringify(this.settings)],
      {
        serialization: "advanced",
        execArgv: ["--import", tsx],
        env: childEnvironment(),
        stdio: ["ignore", "ignore", "inherit", "ipc"],
      },
    );
    lowerPriority(child.pid, this.settings.niceness);
    child.unref();
    child.on("message", (message: RecognitionReply) => {
      if (!("id" in message)) return;
      const job = this.pending.get(message.id);
      if (!job) return;
      this.settle(message.id);
      if ("text" in message) job.resolve(message.text);
      else if ("badAudio" in message) job.reject(new WavFormatError(message.badAudio));
      else job.reject(new RecognitionFailed(message.error));
    });
    child.once("exit", (code, signal) => {
      if (this.child === child) this.child = null;
      for (const [id, job] of this.pending) {
        this.settle(id);
        job.reject(new RecognitionFailed(`recognition process stopped (${signal ?? `exit code ${code}`})`));
      }
    });
    return new Promise((resolve, reject) => {
      child.once("message", (message: RecognitionReply) => {
        if ("unavailable" in message) return reject(new SpeechToTextUnavailable(message.unavailable));
        this.child = child;
        if (this.pending.size === 0) child.channel?.unref();
        resolve(child);
      });
      child.once("error", reject);
      child.once("exit", (code, signal) =>
        reject(
          new SpeechToTextUnavailable(`the recognition process failed to start (${signal ?? `exit code ${code}`})`),
        ),
      );
    });
  }

  private settle(id: number) {
    const job = this.pending.get(id);
    if (!job) return;
    clearTimeout(job.timer);
    this.pending.delete(id);
    // An idle recognition process never keeps the server's event loop alive.
    if (this.pending.size === 0) this.child?.channel?.unref();
  }

  /** The text heard in any WAV upload; WavFormatError when it cannot be decoded. */
  async transcribe(audio: Buffer, { quick = false }: { quick?: boolean } = {}): Promise<string> {
    if (this.closed) throw new RecognitionFailed("speech recognition closed");
    await this.ready;
    const child = await this.process();
    return new Promise<string>((resolve, reject) => {
      const id = this.nextId++;
      const timer = setTimeout(() => {
        this.settle(id);
        reject(new RecognitionFailed(`recognition took longer than ${this.timeoutMs} ms`));
        // Stuck past its own limit: replace the process rather than wait for it.
        child.kill("SIGKILL");
      }, this.timeoutMs + GRACE_MS);
      this.pending.set(id, { resolve, reject, timer });
      child.channel?.ref();
      const job: RecognitionJob = { id, audio, timeoutMs: this.timeoutMs, quick };
      child.send(job, (error) => {
        if (!error) return;
        this.settle(id);
        reject(new RecognitionFailed(error.message));
      });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const child = this.child ?? (await this.starting?.catch(() => null));
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.ref();
      child.kill();
    });
  }
}
