import { Readable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VOICE_CONTEXT_TURNS } from "#common/constants";
import { voiceScenarios } from "#content/voice/scenarios";
import { loadConfig } from "#server/config";
import { registerErrorHandler } from "#server/lib/error-handler";
import { createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { fliteWav } from "./engines/offline/flite-wav";
import { createOfflineProvider } from "./engines/offline/offline-provider";
import { readMp3 } from "./mp3-info";
import { VOICE_RATE_LIMIT_PER_MINUTE, voiceRoutes } from "./routes";
import { sharedEngines } from "./test-support";
import { encodeWav } from "./wav";

// One set of engines for the app on each database: they start once.
const engines = sharedEngines();
afterAll(() => engines.close());

const BOUNDARY = "----voice-test-boundary";

/** A multipart body like the browser's FormData: the scenario field, then the audio file. */
function multipart(parts: { name: string; value: Buffer | string; filename?: string; type?: string }[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ""}`;
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } };
}

const audioPart = (value: Buffer) => ({ name: "audio", value, filename: "recording.wav", type: "audio/wav" });
const scenarioPart = (value = "sales-assistant") => ({ name: "scenario", value });

/** Words per second of Flite's voices, generously bounded: the clip must match the text's length. */
function expectDurationToFit(seconds: number, text: string) {
  const words = text.split(/\s+/).length;
  expect(seconds).toBeGreaterThan(words * 0.15);
  expect(seconds).toBeLessThan(words * 0.8 + 1);
}

describe.each(testDatabases)("voice API on %s", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver, {}, { voiceProvider: engines.provider });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: unknown) => ctx.app.inject({ method: "POST", url, payload: payload as object });

  describe("POST /api/voice/transcribe", () => {
    it("hears what was said in a spoken WAV recording", async () => {
      const wav = fliteWav("How much does it cost", "rms");
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        ...multipart([scenarioPart(), audioPart(wav)]),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ text: "how much does it cost" });
      // The first recognition waits for the engines the app starts (the language model is built then).
    }, 60_000);

    it("accepts a 44.1 kHz recording and hears it too", async () => {
      const wav16 = fliteWav("Is my data secure");
      const samples = new Int16Array(wav16.buffer.slice(wav16.byteOffset + 44, wav16.byteOffset + wav16.length));
      const up = new Int16Array(Math.floor((samples.length * 44100) / 16000));
      for (let i = 0; i < up.length; i++)
        up[i] = samples[Math.min(samples.length - 1, Math.floor((i * 16000) / 44100))];
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        ...multipart([scenarioPart("customer-support"), audioPart(encodeWav(up, 44100))]),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().text).toBe("is my data secure");
    });

    it("answers silence with empty text", async () => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        ...multipart([scenarioPart(), audioPart(encodeWav(new Int16Array(16000), 16000))]),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ text: "" });
    });

    it("rejects a file that is not WAV", async () => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        ...multipart([scenarioPart(), audioPart(Buffer.from("ID3\u0003 definitely an mp3, not a wav file"))]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: "audio", error: "audio: is not a WAV file" });
    });

    it("rejects a WAV whose audio cannot be decoded", async () => {
      const broken = encodeWav(new Int16Array(800), 16000);
      broken.writeUInt16LE(85, 20); // format tag 85 = MPEG Layer 3 inside WAV
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        ...multipart([scenarioPart(), audioPart(broken)]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^audio: uses an unsupported encoding/);

      const headerOnly = encodeWav(new Int16Array(0), 16000);
      const empty = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        ...multipart([scenarioPart(), audioPart(headerOnly)]),
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe("audio: contains no samples");
    });

    it("requires the audio file", async () => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        ...multipart([scenarioPart()]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: "audio", error: "audio: a WAV recording is required" });
    });

    it("rejects an unknown scenario", async () => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        ...multipart([scenarioPart("time-traveller"), audioPart(fliteWav("hello"))]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe("scenario");
      expect(res.json().error).toMatch(
        /^scenario: must be one of virtual-receptionist, sales-assistant, customer-support/,
      );
    });

    it("answers 413 to a 10 MB upload, from its declared length", async () => {
      const big = Buffer.alloc(10 * 1024 * 1024);
      encodeWav(new Int16Array(0), 16000).copy(big);
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        ...multipart([scenarioPart(), audioPart(big)]),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ field: "audio", error: "audio: must be at most 2 MB" });
      // The rest of the body is not read: the connection is closed instead.
      expect(res.headers.connection).toBe("close");
    });

    it("answers 413 to an upload over 2 MB sent without a declared length", async () => {
      const big = encodeWav(new Int16Array(1024 * 1024 + 1024), 16000);
      const { payload, headers } = multipart([scenarioPart(), audioPart(big)]);
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        headers,
        payload: Readable.from([payload]),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe("audio: must be at most 2 MB");
    });

    it("accepts a full minute of the browser's 16 kHz mono recording", async () => {
      const minute = encodeWav(new Int16Array(16000 * 60), 16000);
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        ...multipart([scenarioPart(), audioPart(minute)]),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ text: "" });
    });

    it("refuses a recording longer than a minute", async () => {
      const long = encodeWav(new Int16Array(16000 * 61), 16000);
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/transcribe",
        ...multipart([scenarioPart(), audioPart(long)]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("audio: must be at most 60 seconds long");
    });

    it("keeps answering other requests while a 10 MB upload is refused", async () => {
      // The upload streams its body and stops half way until the health check has answered.
      const { payload, headers } = multipart([scenarioPart(), audioPart(Buffer.alloc(10 * 1024 * 1024))]);
      let resume = () => {};
      const resumed = new Promise<void>((resolve) => {
        resume = resolve;
      });
      async function* body() {
        const half = 1024 * 1024;
        for (let i = 0; i < half; i += 64 * 1024) yield payload.subarray(i, i + 64 * 1024);
        await resumed;
        for (let i = half; i < payload.length; i += 64 * 1024) yield payload.subarray(i, i + 64 * 1024);
      }
      let uploadAnswered = false;
      const upload = ctx.app
        .inject({ method: "POST", url: "/api/voice/transcribe", headers, payload: Readable.from(body()) })
        .then((res) => {
          uploadAnswered = true;
          return res;
        });
      const health = await ctx.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect(uploadAnswered).toBe(false);
      resume();
      const refused = await upload;
      expect(refused.statusCode).toBe(413);
      expect(refused.json().error).toBe("audio: must be at most 2 MB");
    });

    it("answers 415 to a JSON body", async () => {
      const res = await post("/api/voice/transcribe", { audio: "abc", scenario: "sales-assistant" });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatch(/multipart\/form-data/);
    });
  });

  describe("POST /api/voice/chat", () => {
    const valid = {
      message: "How much does it cost?",
      scenario: "sales-assistant",
      systemPrompt: voiceScenarios[1].systemPrompt,
      conversation: [{ speaker: "ai", text: voiceScenarios[1].initialMessage }],
    };

    it("answers a client of the spec (its 4 fields only) with text and MP3 speech of the whole answer", async () => {
      const res = await post("/api/voice/chat", valid);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(["audio", "proof", "text"]);
      expect(body.text).toContain("$750 a month");
      expect(body.text.split(/(?<=[.!?])\s+/).length).toBeGreaterThan(1);
      const info = readMp3(Buffer.from(body.audio, "base64"));
      expect(info).toMatchObject({ sampleRate: 16000, channels: 1 });
      expectDurationToFit(info.seconds, body.text);
    });

    it("with parts 2 (the site's modal), answers with speech of its first sentence and the rest to speak", async () => {
      const res = await post("/api/voice/chat", { ...valid, parts: 2 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(["audio", "proof", "rest", "text"]);
      expect(body.text).toContain("$750 a month");
      // The audio speaks the first sentence; the rest comes through /synthesize.
      expect(body.rest).not.toBe("");
      const first = body.text.slice(0, body.text.length - body.rest.length).trim();
      expect(`${first} ${body.rest}`).toBe(body.text);
      const mp3 = Buffer.from(body.audio, "base64");
      const info = readMp3(mp3);
      expect(info).toMatchObject({ sampleRate: 16000, channels: 1 });
      expectDurationToFit(info.seconds, first);
      const rest = await post("/api/voice/synthesize", { text: body.rest });
      expectDurationToFit(readMp3(Buffer.from(rest.json().audio, "base64")).seconds, body.rest);
    });

    it("stays in the scenario's role", async () => {
      const support = await post("/api/voice/chat", {
        ...valid,
        scenario: "customer-support",
        message: "How long does implementation take?",
      });
      expect(support.json().text).toMatch(/3 to 12 weeks/);
      expect(support.json().text).toMatch(/pilot/);
      const receptionist = await post("/api/voice/chat", {
        ...valid,
        scenario: "virtual-receptionist",
        message: "tell me a joke about pirates",
      });
      // Honest about what the site does not cover, and still a receptionist of this company.
      expect(receptionist.json().text).toMatch(
        /^(I'm afraid that's outside what I know about|Honestly, I don't have information on that at|That's not something I can answer for) Meridian AI\./,
      );
    });

    it.each([
      [{ ...valid, message: "   " }, "message", "message: must not be empty"],
      [{ ...valid, message: "x".repeat(1001) }, "message", "message: must be at most 1000 characters"],
      [{ ...valid, message: undefined }, "message", "message: must be a string"],
      [
        { ...valid, scenario: "pirate" },
        "scenario",
        "scenario: must be one of virtual-receptionist, sales-assistant, customer-support",
      ],
      [
        {
          ...valid,
          conversation: Array.from({ length: VOICE_CONTEXT_TURNS + 1 }, () => ({ speaker: "user", text: "hi" })),
        },
        "conversation",
        "conversation: must hold at most 6 turns",
      ],
      [
        { ...valid, conversation: [{ speaker: "robot", text: "hi" }] },
        "conversation.0.speaker",
        "conversation.0.speaker: must be user or ai",
      ],
      [{ ...valid, systemPrompt: "x".repeat(4001) }, "systemPrompt", "systemPrompt: must be at most 4000 characters"],
    ])("rejects bad input naming the field (%#)", async (payload, field, error) => {
      const res = await post("/api/voice/chat", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ field, error });
    });

    it("accepts exactly 6 turns of context", async () => {
      const conversation = Array.from({ length: VOICE_CONTEXT_TURNS }, (_, i) => ({
        speaker: i % 2 ? "user" : "ai",
        text: "hello",
      }));
      const res = await post("/api/voice/chat", { ...valid, message: "Is my data secure?", conversation });
      expect(res.statusCode).toBe(200);
      expect(res.json().text).toMatch(/GDPR and HIPAA/);
    });
  });

  describe("POST /api/voice/synthesize", () => {
    it("returns MP3 speech whose length matches the text", async () => {
      const short = await post("/api/voice/synthesize", { text: "Hello." });
      const long = await post("/api/voice/synthesize", {
        text: "Most projects take three to twelve weeks, and every one begins with a pilot on one real workflow before the full roll-out.",
      });
      expect(short.statusCode).toBe(200);
      expect(Object.keys(short.json())).toEqual(["audio"]);
      const a = readMp3(Buffer.from(short.json().audio, "base64"));
      const b = readMp3(Buffer.from(long.json().audio, "base64"));
      expectDurationToFit(
        b.seconds,
        "Most projects take three to twelve weeks, and every one begins with a pilot on one real workflow before the full roll-out.",
      );
      expect(b.seconds).toBeGreaterThan(a.seconds * 3);
    });

    it.each([
      [{ text: "" }, "text: must not be empty"],
      [{ text: "a".repeat(2001) }, "text: must be at most 2000 characters"],
      [{}, "text: must be a string"],
    ])("rejects bad text (%#)", async (payload, error) => {
      const res = await post("/api/voice/synthesize", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ field: "text", error });
    });
  });

  it("reports what the server can do", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/voice/status" });
    expect(res.json()).toEqual({ provider: "offline", speechToText: true });
  });

  it("limits the calls per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= VOICE_RATE_LIMIT_PER_MINUTE; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/voice/synthesize",
        payload: {},
        remoteAddress: "203.0.113.9",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, VOICE_RATE_LIMIT_PER_MINUTE).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("voice API without PocketSphinx", () => {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SERVE_STATIC: "false" });
  const app = Fastify();
  const messages: string[] = [];
  beforeAll(async () => {
    registerErrorHandler(app, config.BODY_LIMIT_BYTES);
    const provider = createOfflineProvider({
      pocketsphinxBinary: "/nonexistent/pocketsphinx_continuous",
      onSpeechToTextUnavailable: (m) => messages.push(m),
    });
    await app.register(voiceRoutes, { config, provider });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers 503 with a clear message, says so once, and still answers typed turns", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/voice/transcribe",
      ...multipart([scenarioPart(), audioPart(fliteWav("hello"))]),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(
      "Speech recognition is not available on this server (/nonexistent/pocketsphinx_continuous was not found; install the Debian packages pocketsphinx and pocketsphinx-en-us to enable voice input). Type your message instead.",
    );
    const status = await app.inject({ method: "GET", url: "/api/voice/status" });
    expect(status.json()).toMatchObject({ provider: "offline", speechToText: false });
    await app.inject({
      method: "POST",
      url: "/api/voice/transcribe",
      ...multipart([scenarioPart(), audioPart(fliteWav("hello"))]),
    });
    expect(messages).toHaveLength(1);

    const chat = await app.inject({
      method: "POST",
      url: "/api/voice/chat",
      payload: { message: "hello", scenario: "customer-support" },
    });
    expect(chat.statusCode).toBe(200);
    expect(chat.json().text).toMatch(/^Hello! I'm the customer support of /);
  });
});
