import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { VOICE_STREAM_CLOSE, VOICE_STREAM_MAX_CHUNK_BYTES, VOICE_STREAM_PATH } from "#common/voice";
import { fliteWav } from "./engines/offline/flite-wav";
import type { VoiceProvider } from "./provider";
import { sharedEngines, voiceTestApp } from "./test-support";
import { decodeWav } from "./wav";

/** "How much does it cost" (Flite's rms voice) as the 16-bit PCM a browser streams, half a second of silence before and after. */
function spokenPcm(): Buffer {
  const { samples, sampleRate } = decodeWav(fliteWav("How much does it cost", "rms"));
  const pad = Buffer.alloc(sampleRate); // 0.5 s of 16-bit silence
  return Buffer.concat([pad, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength), pad]);
}

interface Outcome {
  messages: { type: string; text: string }[];
  code: number;
  reason: string;
}

/** Opens a stream; `talk` sends on it once open. Resolves with what came back once the server closes it. */
function stream(
  app: FastifyInstance,
  talk: (socket: WebSocket, messages: Outcome["messages"]) => void | Promise<void>,
  { query = "?scenario=sales-assistant", origin }: { query?: string; origin?: string } = {},
): Promise<Outcome> {
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${VOICE_STREAM_PATH}${query}`, origin ? { origin } : {});
  const messages: Outcome["messages"] = [];
  socket.on("message", (data) => messages.push(JSON.parse(String(data))));
  socket.on("open", () => void talk(socket, messages));
  return new Promise((resolve, reject) => {
    socket.on("error", reject);
    socket.on("close", (code, reason) => resolve({ messages, code, reason: String(reason) }));
  });
}

/** Sends PCM in 100 ms messages at the pace it was spoken. */
async function speakInto(socket: WebSocket, pcm: Buffer) {
  const chunk = 3200;
  for (let at = 0; at < pcm.length; at += chunk) {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.send(pcm.subarray(at, at + chunk));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const listening = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app;
};

describe("voice stream (Hands-free live words)", () => {
  const engines = sharedEngines();
  const apps: FastifyInstance[] = [];
  const appWith = async (...args: Parameters<typeof voiceTestApp>) => {
    const app = await listening(await voiceTestApp(...args));
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await engines.close();
  });

  it("sends the words heard so far while the visitor speaks, then the final text, and closes with 1000", async () => {
    const app = await appWith({}, engines.provider);
    const outcome = await stream(app, async (socket, messages) => {
      await speakInto(socket, spokenPcm());
      // The turn ends once the words have come back as a partial guess (how soon depends on the machine).
      await new Promise<void>((resolve) => {
        const check = () => (messages.some((m) => m.text.startsWith("how much")) ? resolve() : setTimeout(check, 20));
        check();
      });
      socket.send(JSON.stringify({ type: "end" }));
    });
    expect(outcome.code).toBe(VOICE_STREAM_CLOSE.done);
    const final = outcome.messages.at(-1);
    expect(final).toEqual({ type: "final", text: "how much does it cost" });
    const partials = outcome.messages.slice(0, -1);
    expect(partials.length).toBeGreaterThan(0);
    expect(partials.every((m) => m.type === "partial")).toBe(true);
  }, 60_000);

  it("uses the text worked out at the pause when no audio came after it", async () => {
    let finals = 0;
    const counting: VoiceProvider = {
      ...engines.provider,
      name: engines.provider.name,
      transcribe: (wav, scenario) => {
        finals++;
        return engines.provider.transcribe(wav, scenario);
      },
    };
    const app = await appWith({}, counting);
    const outcome = await stream(app, async (socket) => {
      await speakInto(socket, spokenPcm());
      socket.send(JSON.stringify({ type: "pause" }));
      socket.send(JSON.stringify({ type: "end" }));
    });
    expect(outcome.messages.at(-1)).toEqual({ type: "final", text: "how much does it cost" });
    expect(finals).toBe(1);
  }, 60_000);

  it("without live guesses from the provider (openai), sends the final text only", async () => {
    const { transcribePartial: _none, ...rest } = engines.provider;
    const app = await appWith({}, { ...rest, name: "openai" });
    const outcome = await stream(app, async (socket) => {
      await speakInto(socket, spokenPcm());
      socket.send(JSON.stringify({ type: "end" }));
    });
    expect(outcome.messages).toEqual([{ type: "final", text: "how much does it cost" }]);
  }, 60_000);

  it("closes a stream that sends garbage with 4400 and says why", async () => {
    const app = await appWith({}, engines.provider);
    const text = await stream(app, (socket) => socket.send("hello"));
    expect(text).toMatchObject({ code: VOICE_STREAM_CLOSE.badData, reason: expect.stringContaining("text messages") });
    const odd = await stream(app, (socket) => socket.send(Buffer.alloc(3)));
    expect(odd).toMatchObject({ code: VOICE_STREAM_CLOSE.badData, reason: expect.stringContaining("even number") });
    const big = await stream(app, (socket) => socket.send(Buffer.alloc(VOICE_STREAM_MAX_CHUNK_BYTES + 2)));
    expect(big.code).toBe(VOICE_STREAM_CLOSE.badData);
    const scenario = await stream(app, () => undefined, { query: "?scenario=nope" });
    expect(scenario).toMatchObject({ code: VOICE_STREAM_CLOSE.badData, reason: expect.stringContaining("scenario") });
  });

  it("closes a stream that sends audio faster than it is spoken with 4429", async () => {
    const app = await appWith({}, engines.provider);
    const outcome = await stream(app, (socket) => {
      for (let i = 0; i < 4; i++) socket.send(Buffer.alloc(VOICE_STREAM_MAX_CHUNK_BYTES));
    });
    expect(outcome).toMatchObject({ code: VOICE_STREAM_CLOSE.tooMuch, reason: expect.stringContaining("faster") });
  });

  it("closes a turn longer than the limit with 4413", async () => {
    const app = await appWith({}, engines.provider, { maxSeconds: 1 });
    const outcome = await stream(app, (socket) => {
      socket.send(Buffer.alloc(VOICE_STREAM_MAX_CHUNK_BYTES / 2));
      socket.send(Buffer.alloc(VOICE_STREAM_MAX_CHUNK_BYTES / 2));
      socket.send(Buffer.alloc(2));
    });
    expect(outcome).toMatchObject({
      code: VOICE_STREAM_CLOSE.tooLong,
      reason: expect.stringContaining("at most 1 second"),
    });
  });

  it("charges the audio to the address's recognition budget and closes with 4429 once it is spent", async () => {
    const app = await appWith({ VOICE_RECOGNITION_SECONDS_PER_MINUTE: "1" }, engines.provider);
    const outcome = await stream(app, (socket) => {
      socket.send(Buffer.alloc(VOICE_STREAM_MAX_CHUNK_BYTES / 2));
      socket.send(Buffer.alloc(VOICE_STREAM_MAX_CHUNK_BYTES / 2));
      socket.send(Buffer.alloc(VOICE_STREAM_MAX_CHUNK_BYTES / 2));
    });
    expect(outcome).toMatchObject({
      code: VOICE_STREAM_CLOSE.tooMuch,
      reason: expect.stringContaining("seconds of speech recognition"),
    });
    // The push-to-talk route shares the budget: the same address is refused there too.
    const boundary = "b";
    const wav = fliteWav("Is my data secure", "rms");
    const refused = await app.inject({
      method: "POST",
      url: "/api/voice/transcribe",
      remoteAddress: "127.0.0.1",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="scenario"\r\n\r\nsales-assistant\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="r.wav"\r\n\r\n`),
        wav,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(refused.statusCode).toBe(429);
  });

  it("allows one open stream per visitor: a second is closed with 4429", async () => {
    const app = await appWith({}, engines.provider);
    let second: Promise<Outcome> | null = null;
    const first = stream(app, (socket) => {
      second = stream(app, () => undefined);
      void second.then(() => socket.send(JSON.stringify({ type: "end" })));
    });
    const refused = await new Promise<Outcome>((resolve) => {
      const wait = () => (second ? resolve(second) : setTimeout(wait, 10));
      wait();
    });
    expect(refused).toMatchObject({
      code: VOICE_STREAM_CLOSE.tooMuch,
      reason: expect.stringContaining("one at a time"),
    });
    // The first is unharmed: it ends normally (nothing was said, so its text is empty).
    expect(await first).toMatchObject({ code: VOICE_STREAM_CLOSE.done, messages: [{ type: "final", text: "" }] });
    // Once it is closed, the visitor may open the next one.
    const next = await stream(app, (socket) => socket.send(JSON.stringify({ type: "end" })));
    expect(next.code).toBe(VOICE_STREAM_CLOSE.done);
  });

  it("closes an idle stream with 4408", async () => {
    const app = await appWith({}, engines.provider, { idleMs: 300 });
    const outcome = await stream(app, () => undefined);
    expect(outcome).toMatchObject({
      code: VOICE_STREAM_CLOSE.idle,
      reason: expect.stringContaining("nothing received"),
    });
  });

  it("refuses a stream opened from another site with 4403", async () => {
    const app = await appWith({}, engines.provider);
    const outcome = await stream(app, () => undefined, { origin: "https://evil.example" });
    expect(outcome.code).toBe(VOICE_STREAM_CLOSE.forbidden);
  });
});
