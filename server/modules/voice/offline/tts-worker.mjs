// Speech synthesis in a child process (see text-to-speech.ts): Flite (WASI) makes a 16 kHz WAV,
// LAME turns it into MP3. Plain JavaScript so it runs the same under Node, tsx and Vitest.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { WASI } from "node:wasi";
import { Mp3Encoder } from "@breezystack/lamejs";

const { wasmPath, workDir, voice, kbps } = JSON.parse(process.argv[2]);
const flite = new WebAssembly.Module(fs.readFileSync(wasmPath));

function fliteWav(text) {
  const name = `${randomUUID()}.wav`;
  const wasi = new WASI({
    version: "preview1",
    args: ["flite", "-voice", voice, "-t", text, "-o", `/out/${name}`],
    preopens: { "/out": workDir },
    returnOnExit: true,
  });
  const instance = new WebAssembly.Instance(flite, wasi.getImportObject());
  const code = wasi.start(instance);
  const file = path.join(workDir, name);
  try {
    if (code !== 0) throw new Error(`flite exited with code ${code}`);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

function pcmOf(wav) {
  // Flite writes a plain 44-byte header: 16-bit mono PCM, then the data chunk.
  let offset = 12;
  let rate = 16000;
  while (offset + 8 <= wav.length) {
    const id = wav.toString("ascii", offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === "fmt ") rate = wav.readUInt32LE(offset + 12);
    if (id === "data") {
      const bytes = wav.subarray(offset + 8, Math.min(wav.length, offset + 8 + size));
      const copy = new Int16Array(Math.floor(bytes.length / 2));
      for (let i = 0; i < copy.length; i++) copy[i] = bytes.readInt16LE(i * 2);
      return { rate, samples: copy };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("flite produced no audio");
}

function mp3Of({ rate, samples }) {
  const encoder = new Mp3Encoder(1, rate, kbps);
  const chunks = [];
  const block = 1152 * 8;
  for (let i = 0; i < samples.length; i += block) {
    const out = encoder.encodeBuffer(samples.subarray(i, i + block));
    if (out.length) chunks.push(Buffer.from(out));
  }
  const tail = encoder.flush();
  if (tail.length) chunks.push(Buffer.from(tail));
  return Buffer.concat(chunks);
}

const reply = (message) => {
  if (process.connected) process.send(message, () => undefined);
};

process.on("message", ({ id, text }) => {
  try {
    const pcm = pcmOf(fliteWav(text));
    const mp3 = mp3Of(pcm);
    reply({ id, mp3, seconds: pcm.samples.length / pcm.rate });
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The parent going away ends this process too.
process.on("disconnect", () => process.exit(0));
reply({ ready: true });
