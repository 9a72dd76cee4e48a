import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { registerErrorHandler } from "#server/lib/error-handler";
import { fliteWav } from "./engines/offline/flite-wav";
import { createOfflineProvider } from "./engines/offline/offline-provider";
import { NETWORK_SHARE } from "./job-limits";
import { readMp3 } from "./mp3-info";
import type { VoiceProvider } from "./provider";
import { voiceRoutes } from "./routes";
import { voiceTestApp } from "./test-support";
import { encodeWav } from "./wav";

const BOUNDARY = "----voice-limits-boundary";

function transcribeRequest(wav: Buffer, remoteAddress: string) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="scenario"\r\n\r\nsales-assistant\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio"; filename="r.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    ),
    wav,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return {
    method: "POST" as const,
    url: "/api/voice/transcribe",
    payload,
    remoteAddress,
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const synthesizeRequest = (text: string, remoteAddress: string) => ({
  method: "POST" as const,
  url: "/api/voice/synthesize",
  payload: { text },
  remoteAddress,
});

/**
 * `length` characters (2,000 unless said) of one run-on sentence (no sentence end for Flite to
 * pause at), a different one for each `n` so that no answer comes from the spoken-answer cache.
 */
const runOn = (n: number, length = 2000) =>
  Array.from({ length: 60 }, (_, i) => `then step ${i + 1} of plan ${n} comes along`)
    .join(" ")
    .slice(0, length);
/** Where only the count of jobs or characters matters, a short text spares the engines' time. */
const SHORT = 100;
const RUN_ON = runOn(0);

/** Roughly twenty seconds of real speech (Flite's rms voice). */
const LONG_SPEECH = fliteWav(
  "Our team builds custom assistants for small businesses. We answer the phone, book meetings, qualify leads and follow up by email. Most projects take three to twelve weeks and begin with a pilot on one real workflow. Plans start at seven hundred and fifty dollars a month.",
  "rms",
);
const SHORT_SPEECH = fliteWav("Is my data secure", "rms");

describe("voice limits", () => {
  // One set of engines for every app below: each app only sets other limits. The time limits
  // are far away unless a test is about them: no test here depends on the machine's speed.
  const provider = createOfflineProvider({ jobTimeoutMs: 600_000 });
  const apps: FastifyInstance[] = [];
  let transcribeCalls = 0;
  /** Every job waits for this before it reaches the engines (see sentTogether). */
  let held: Promise<void> = Promise.resolve();
  const counting: VoiceProvider = {
    ...provider,
    name: provider.name,
    transcribe: async (wav, scenario) => {
      transcribeCalls++;
      await held;
      return provider.transcribe(wav, scenario);
    },
    synthesize: async (text, joins) => {
      await held;
      return provider.synthesize(text, joins);
    },
  };

  /**
   * Sends the requests together while every job they start waits before the engines, and lets
   * the jobs go once `refused` answers are back. The admitted requests cannot finish before
   * that, so the refusals are exactly the requests beyond the limits, on a slow machine or a
   * fast one. A gate that wrongly admits leaves too few refusals: the jobs go after a while
   * anyway, and the statuses show it.
   */
  async function sentTogether(
    requests: () => Promise<LightMyRequestResponse>[],
    refused: number,
  ): Promise<LightMyRequestResponse[]> {
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    const fallback = setTimeout(release, 30_000);
    let answered = 0;
    try {
      return await Promise.all(
        requests().map(async (request) => {
          const res = await request;
          if (++answered === refused) release();
          return res;
        }),
      );
    } finally {
      clearTimeout(fallback);
      held = Promise.resolve();
    }
  }

  async function appWith(env: Record<string, string>) {
    const app = await voiceTestApp(env, counting);
    apps.push(app);
    return app;
  }

  let tight: FastifyInstance;
  beforeAll(async () => {
    tight = await appWith({ VOICE_CONCURRENCY: "1", VOICE_QUEUE_LIMIT: "1" });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("speaks 2,000 characters without a sentence break, and refuses 2,001", async () => {
    expect(RUN_ON).toHaveLength(2000);
    const res = await tight.inject(synthesizeRequest(RUN_ON, "198.51.100.1"));
    expect(res.statusCode).toBe(200);
    const info = readMp3(Buffer.from(res.json().audio, "base64"));
    const words = RUN_ON.split(" ").length;
    expect(info.seconds).toBeGreaterThan(words * 0.15);
    expect(info.seconds).toBeLessThan(words * 0.8 + 1);

    const tooLong = await tight.inject(synthesizeRequest(`${RUN_ON}x`, "198.51.100.1"));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ field: "text", error: "text: must be at most 2000 characters" });
  }, 120_000);

  it("answers synthesis beyond the running job and the queue with 503 and Retry-After, never 502", async () => {
    const answers = await sentTogether(
      () => [1, 2, 3, 4].map((n) => tight.inject(synthesizeRequest(runOn(10 + n, SHORT), `198.51.100.${10 + n}`))),
      2,
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503, 503]);
    for (const busy of answers.filter((a) => a.statusCode === 503)) {
      expect(Number(busy.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(busy.json().error).toBe("The voice service is busy right now. Please try again in a moment.");
    }
  }, 120_000);

  it("lets one address hold at most two voice jobs at once (429 with Retry-After)", async () => {
    const answers = await sentTogether(
      () => [1, 2, 3].map((n) => tight.inject(synthesizeRequest(runOn(20 + n, SHORT), "198.51.100.20"))),
      1,
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it("caps recognition too: beyond the running job and the queue, 503 with Retry-After", async () => {
    const answers = await sentTogether(
      () => [1, 2, 3].map((n) => tight.inject(transcribeRequest(SHORT_SPEECH, `198.51.100.${30 + n}`))),
      1,
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503]);
    expect(answers.find((a) => a.statusCode === 200)!.json().text).toMatch(/^is my data secure/);
    expect(Number(answers.find((a) => a.statusCode === 503)!.headers["retry-after"])).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it("refuses a recording longer than a minute from its header, without handing it to the recogniser", async () => {
    // 61 s of 8 kHz 8-bit mono: small enough for the upload limit, too long to hear.
    const header = encodeWav(new Int16Array(0), 8000);
    header.writeUInt16LE(8, 34); // 8 bits a sample
    header.writeUInt16LE(1, 32);
    header.writeUInt32LE(8000, 28);
    header.writeUInt32LE(8000 * 61, 40);
    const long = Buffer.concat([header, Buffer.alloc(8000 * 61, 128)]);
    const before = transcribeCalls;
    const res = await tight.inject(transcribeRequest(long, "198.51.100.40"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ field: "audio", error: "audio: must be at most 60 seconds long" });
    expect(transcribeCalls).toBe(before);
  });

  it("caps the seconds of speech one address may have recognised per minute (429 with Retry-After)", async () => {
    const app = await appWith({ VOICE_RECOGNITION_SECONDS_PER_MINUTE: "30" });
    const seconds = LONG_SPEECH.readUInt32LE(40) / 32000;
    expect(seconds).toBeGreaterThan(15);
    const first = await app.inject(transcribeRequest(LONG_SPEECH, "198.51.100.50"));
    expect(first.statusCode).toBe(200);
    const second = await app.inject(transcribeRequest(LONG_SPEECH, "198.51.100.50"));
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatch(
      /^This address has used its seconds of speech recognition for this minute\. Try again in \d+ seconds\.$/,
    );
    expect(Number(second.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // Another address is not affected.
    const other = await app.inject(transcribeRequest(SHORT_SPEECH, "198.51.100.51"));
    expect(other.statusCode).toBe(200);
    expect(other.json().text).toMatch(/^is my data secure/);
  }, 120_000);

  it("answers 503 with Retry-After when a request waited its whole time limit, queue included", async () => {
    const app = await appWith({ VOICE_JOB_TIMEOUT_MS: "50" });
    // The job is held before the engines until the answer is back: it cannot finish in time.
    const [res] = await sentTogether(() => [app.inject(synthesizeRequest(runOn(80, SHORT), "198.51.100.80"))], 1);
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(res.json().error).toBe("The voice service is busy right now. Please try again in a moment.");
  }, 120_000);

  it("caps the characters one address may have spoken per minute (429 with Retry-After)", async () => {
    const app = await appWith({ VOICE_SYNTHESIS_CHARS_PER_MINUTE: String(SHORT * 1.5) });
    const first = await app.inject(synthesizeRequest(runOn(70, SHORT), "198.51.100.70"));
    expect(first.statusCode).toBe(200);
    const second = await app.inject(synthesizeRequest(runOn(71, SHORT), "198.51.100.70"));
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatch(/^This address has used its characters of speech for this minute\./);
    expect(Number(second.headers["retry-after"])).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it("counts every address of an IPv6 /64 as one client in that budget", async () => {
    const app = await appWith({ VOICE_SYNTHESIS_CHARS_PER_MINUTE: String(SHORT * 1.5) });
    const first = await app.inject(synthesizeRequest(runOn(72, SHORT), "2001:db8:70:1::1"));
    expect(first.statusCode).toBe(200);
    const second = await app.inject(synthesizeRequest(runOn(73, SHORT), "2001:db8:70:1:ffff::2"));
    expect(second.statusCode).toBe(429);
    const otherNetwork = await app.inject(synthesizeRequest(runOn(74, SHORT), "2001:db8:70:2::1"));
    expect(otherNetwork.statusCode).toBe(200);
  }, 120_000);

  it("adds up a network's clients in a budget of a few clients' worth: a rotating /64 inside one /48 gets no more", async () => {
    const app = await appWith({ VOICE_SYNTHESIS_CHARS_PER_MINUTE: "2500" });
    // Each /64 may have 2,000 characters spoken (one client's 2,500); the /48, three clients' 7,500.
    const answers: number[] = [];
    for (let i = 0; i < NETWORK_SHARE; i++) {
      answers.push((await app.inject(synthesizeRequest(runOn(80 + i), `2001:db8:71:${i}::1`))).statusCode);
    }
    expect(answers).toEqual(Array(NETWORK_SHARE).fill(200));
    const refused = await app.inject(synthesizeRequest(runOn(90), "2001:db8:71:99::1"));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^This network has used its characters of speech for this minute\./);
    expect((await app.inject(synthesizeRequest(runOn(91), "2001:db8:72:1::1"))).statusCode).toBe(200);
  }, 240_000);
});

describe("a speech job over its time limit", () => {
  // The request itself may wait long (the speech processes start with it): only the engine's
  // limit of 1 ms a part is under test.
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SERVE_STATIC: "false",
    VOICE_JOB_TIMEOUT_MS: "600000",
  });
  const app = Fastify();
  beforeAll(async () => {
    registerErrorHandler(app, config.BODY_LIMIT_BYTES);
    await app.register(voiceRoutes, {
      config,
      provider: createOfflineProvider({ speechCacheSize: 0, jobTimeoutMs: 1 }),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("is stopped and answered 503 with Retry-After, not 502", async () => {
    const res = await app.inject(
      synthesizeRequest(
        "Most projects take three to twelve weeks, and every one begins with a pilot.",
        "198.51.100.60",
      ),
    );
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(res.json().error).toBe(
      "The voice service could not synthesize speech right now. Please try again in a moment.",
    );
  }, 60_000);
});
