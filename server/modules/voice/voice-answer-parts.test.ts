import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { voiceScenarios } from "#content/voice/scenarios";
import { createOfflineProvider } from "./engines/offline/offline-provider";
import { readMp3 } from "./mp3-info";
import type { VoiceProvider } from "./provider";
import { voiceTestApp } from "./test-support";

/** Words per second of Flite's voices, generously bounded: the clip must match the text's length. */
function expectDurationToFit(audio: string, text: string) {
  const seconds = readMp3(Buffer.from(audio, "base64")).seconds;
  const words = text.split(/\s+/).length;
  expect(seconds).toBeGreaterThan(words * 0.15);
  expect(seconds).toBeLessThan(words * 0.8 + 1);
}

const support = voiceScenarios.find((s) => s.id === "customer-support")!;
const chatRequest = (remoteAddress: string) => ({
  method: "POST" as const,
  url: "/api/voice/chat",
  remoteAddress,
  payload: {
    message: "How long does implementation take?",
    scenario: support.id,
    systemPrompt: support.systemPrompt,
    conversation: [{ speaker: "ai", text: support.initialMessage }],
    parts: 2,
  },
});
const synthesizeRequest = (text: unknown, remoteAddress: string) => ({
  method: "POST" as const,
  url: "/api/voice/synthesize",
  payload: { text } as object,
  remoteAddress,
});

/** A multi-sentence answer is spoken in two parts: the chat call's audio, then the rest through /synthesize. */
describe("a spoken answer in two parts", { timeout: 120_000 }, () => {
  // No spoken-answer cache: every clip asked of the engine is really made, and counted.
  const provider = createOfflineProvider({ speechCacheSize: 0, jobTimeoutMs: 600_000 });
  const spoken: string[] = [];
  const counting: VoiceProvider = {
    ...provider,
    name: provider.name,
    synthesize: (text, joins) => {
      spoken.push(text);
      return provider.synthesize(text, joins);
    },
  };
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await provider.close();
  });

  async function appWith(env: Record<string, string> = {}) {
    const app = await voiceTestApp(env, { ...counting, close: async () => {} });
    apps.push(app);
    return app;
  }

  it("returns the whole text, the first sentence's speech, and the rest, which /synthesize hands over without speaking it again", async () => {
    const app = await appWith();
    spoken.length = 0;
    const chat = await app.inject(chatRequest("198.51.100.1"));
    expect(chat.statusCode).toBe(200);
    const body = chat.json();
    expect(Object.keys(body).sort()).toEqual(["audio", "proof", "rest", "text"]);
    expect(body.text).toMatch(
      /^Most projects take 3 to 12 weeks from kick-off to launch\. Every project begins with a pilot/,
    );
    expect(body.rest).toBe(body.text.slice("Most projects take 3 to 12 weeks from kick-off to launch. ".length));
    expectDurationToFit(body.audio, "Most projects take 3 to 12 weeks from kick off to launch.");

    // Asked at once, while the rest is still being spoken: the same job answers.
    const rest = await app.inject(synthesizeRequest(body.rest, "198.51.100.1"));
    expect(rest.statusCode).toBe(200);
    expectDurationToFit(rest.json().audio, body.rest);
    expect(spoken).toHaveLength(2);
    expect(spoken[0]).toBe("Most projects take 3 to 12 weeks from kick-off to launch.");
    expect(spoken[1]).toBe(body.rest);
  });

  it("charges the rest to the address once, when the answer is given", async () => {
    const probe = (await (await appWith()).inject(chatRequest("198.51.100.9"))).json();
    // Exactly the characters of both parts a minute (the whole answer less the space between them).
    const app = await appWith({ VOICE_SYNTHESIS_CHARS_PER_MINUTE: String(probe.text.length - 1) });
    const chat = (await app.inject(chatRequest("198.51.100.10"))).json();
    // The same answer (its proof carries the time it was signed).
    expect({ ...chat, proof: "" }).toEqual({ ...probe, proof: "" });
    const first = await app.inject(synthesizeRequest(chat.rest, "198.51.100.10"));
    expect(first.statusCode).toBe(200);
    // Asked again, it is new speech: over the minute's budget.
    const again = await app.inject(synthesizeRequest(chat.rest, "198.51.100.10"));
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatch(/^This address has used its characters of speech for this minute\./);
  });

  it("gives the rest only to the address that got the answer; another pays for its own", async () => {
    const app = await appWith({ VOICE_SYNTHESIS_CHARS_PER_MINUTE: "100" });
    const chat = (await app.inject(chatRequest("198.51.100.20"))).json();
    expect(chat.rest.length).toBeGreaterThan(100);
    const other = await app.inject(synthesizeRequest(chat.rest, "198.51.100.21"));
    expect(other.statusCode).toBe(429);
  });

  it("keeps a very short first sentence with the next one", async () => {
    const app = await appWith();
    const res = await app.inject({
      ...chatRequest("198.51.100.30"),
      payload: { ...chatRequest("").payload, message: "hello", scenario: "sales-assistant" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.text).toMatch(/^Hello! I'm the sales assistant of Meridian AI\. \S/);
    expect(body.rest).toBe(body.text.slice("Hello! I'm the sales assistant of Meridian AI. ".length));
    expectDurationToFit(body.audio, "Hello! I'm the sales assistant of Meridian AI.");
  });

  it("cuts Flite's silence where the two parts meet, so they play with a sentence's pause", async () => {
    const app = await appWith();
    const chat = (await app.inject(chatRequest("198.51.100.60"))).json();
    const first = "Most projects take 3 to 12 weeks from kick-off to launch.";
    const seconds = (audio: string) => readMp3(Buffer.from(audio, "base64")).seconds;
    const rest = (await app.inject(synthesizeRequest(chat.rest, "198.51.100.60"))).json();
    // The same texts spoken on their own, with all of Flite's silence (about 0.22 s before, 0.15 s after).
    const whole = async (text: string) => (await app.inject(synthesizeRequest(text, "198.51.100.61"))).json().audio;
    expect(seconds(chat.audio)).toBeLessThan(seconds(await whole(first)) - 0.05);
    expect(seconds(rest.audio)).toBeLessThan(seconds(await whole(chat.rest)) - 0.1);
  });

  it("speaks the rest in a slot of its own: the visitor's next two requests are not refused meanwhile", async () => {
    const app = await appWith();
    const chat = (await app.inject(chatRequest("198.51.100.50"))).json();
    expect(chat.rest).not.toBe("");
    // The rest is still being spoken: the address's two ordinary slots are free all the same.
    const next = await Promise.all(
      ["Hello there.", "Good morning."].map((text) => app.inject(synthesizeRequest(text, "198.51.100.50"))),
    );
    expect(next.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await app.inject(synthesizeRequest(chat.rest, "198.51.100.50"))).statusCode).toBe(200);
  });

  it("speaks a number of 300 digits in a row, digit by digit", async () => {
    const app = await appWith();
    const digits = "4".repeat(300);
    const res = await app.inject(synthesizeRequest(`The reference is ${digits}.`, "198.51.100.30"));
    expect(res.statusCode).toBe(200);
    // Every digit is heard: at least a tenth of a second each.
    expect(readMp3(Buffer.from(res.json().audio, "base64")).seconds).toBeGreaterThan(300 * 0.1);
  });

  it("refuses bad text naming the field, and still hands the rest over afterwards", async () => {
    const app = await appWith();
    spoken.length = 0;
    const chat = (await app.inject(chatRequest("198.51.100.40"))).json();
    for (const [text, error] of [
      [{}, "text: must be a string"],
      ["   ", "text: must not be empty"],
      [`${chat.rest}${"x".repeat(2000)}`, "text: must be at most 2000 characters"],
    ]) {
      const res = await app.inject(synthesizeRequest(text, "198.51.100.40"));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ field: "text", error });
    }
    const rest = await app.inject(synthesizeRequest(chat.rest, "198.51.100.40"));
    expect(rest.statusCode).toBe(200);
    expectDurationToFit(rest.json().audio, chat.rest);
    expect(spoken).toHaveLength(2);
  });
});
