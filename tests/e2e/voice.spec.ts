import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { rankOpportunities } from "#common/tools/quiz/opportunity";
import { solutions } from "#content/solutions";
import { voiceScenarios } from "#content/voice/scenarios";
import { fliteWav } from "#server/modules/voice/engines/offline/flite-wav";
import { decodeWav, encodeWav } from "#server/modules/voice/wav";
import { CHROMIUM_FLAGS } from "../../playwright.config";
import { adminHeaders, adminToken, expect, type Hydrated, holdRequests, test } from "./fixtures";
import { collectFunnel, stagesOf } from "./support/funnel";

/**
 * The voice demo in a real Chromium: a spoken WAV file (made by the project's own speech
 * engine) is the microphone, the real server transcribes it with PocketSphinx, answers
 * from the site's content and speaks the answer as MP3.
 */

const SAID = "How much does it cost";
/**
 * Chromium's fake microphone starts playing the file when getUserMedia opens it, and the page
 * hears it from the moment its recorder is connected, a little later (longer on a busy
 * machine): the silence before the sentence absorbs that delay, so the recording always holds
 * the whole sentence (checked below on the uploaded WAV), never "…does it cost".
 */
const SILENCE_BEFORE_S = 2;
const SILENCE_AFTER_S = 1;
/** Below this level (about -40 dBFS) a sample counts as silence. */
const QUIET = 330;

/** Where the sound is in a recording: the first loud sample and the one after the last. */
function loudRange(samples: Int16Array): { first: number; end: number } {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) <= QUIET) first++;
  let end = samples.length;
  while (end > first && Math.abs(samples[end - 1]) <= QUIET) end--;
  return { first, end };
}

/** The microphone input: silence, the spoken sentence, silence (played once: %noloop). */
function spokenWavFile(): { file: string; seconds: number } {
  const file = path.join(
    os.tmpdir(),
    `voice-e2e-${SAID.toLowerCase().replace(/\W+/g, "-")}-${SILENCE_BEFORE_S}-${SILENCE_AFTER_S}.wav`,
  );
  const speech = decodeWav(fliteWav(SAID, "rms"));
  const rate = speech.sampleRate;
  // Flite's own silence around the words is cut, so the padding is exactly the one above.
  const { first, end } = loudRange(speech.samples);
  const words = speech.samples.subarray(first, end);
  const samples = new Int16Array(Math.round((SILENCE_BEFORE_S + SILENCE_AFTER_S) * rate) + words.length);
  samples.set(words, Math.round(SILENCE_BEFORE_S * rate));
  if (!fs.existsSync(file)) {
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, encodeWav(samples, rate));
    fs.renameSync(temp, file);
  }
  return { file, seconds: samples.length / rate };
}

const microphone = spokenWavFile();

/** Seconds of silence at the start and at the end of a recording. */
function silenceAround(samples: Int16Array, rate: number) {
  const { first, end } = loudRange(samples);
  return { before: first / rate, after: (samples.length - end) / rate };
}

/** Notes (in the page's clock) when getUserMedia hands over the microphone: the file starts playing then. */
async function watchMicrophone(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __micOpenedAt: number | null };
    state.__micOpenedAt = null;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      state.__micOpenedAt = performance.now();
      return stream;
    };
  });
  return {
    /** Waits until the microphone has been open long enough to play the whole file, plus a margin. */
    async waitUntilFilePlayed(marginMs: number) {
      const openedAt = () => page.evaluate(() => (window as unknown as { __micOpenedAt: number | null }).__micOpenedAt);
      await expect.poll(openedAt).not.toBeNull();
      const [opened, now] = [await openedAt(), await page.evaluate(() => performance.now())];
      await page.waitForTimeout(Math.max(0, (opened ?? now) + microphone.seconds * 1000 + marginMs - now));
    },
  };
}

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${microphone.file}%noloop`,
    ],
  },
});

const sales = voiceScenarios.find((s) => s.id === "sales-assistant")!;
const receptionist = voiceScenarios.find((s) => s.id === "virtual-receptionist")!;
const support = voiceScenarios.find((s) => s.id === "customer-support")!;

interface AudioLog {
  played: string[];
  ended: number;
}

/** Records every clip the page plays (its type) and how many played to the end. */
async function watchAudio(page: Page) {
  await page.addInitScript(() => {
    const log: AudioLog = { played: [], ended: 0 };
    (window as unknown as { __audio: AudioLog }).__audio = log;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      log.played.push(this.src.slice(0, this.src.indexOf(",")));
      this.addEventListener("ended", () => log.ended++, { once: true });
      return play.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __audio: AudioLog }).__audio);
}

interface SentForm {
  url: string;
  fields: { name: string; value?: string; type?: string; filename?: string; base64?: string }[];
}

/** The multipart bodies the page hands to fetch, as the page built them. */
async function watchForms(page: Page) {
  await page.addInitScript(() => {
    const forms: SentForm[] = [];
    (window as unknown as { __forms: SentForm[] }).__forms = forms;
    const original = window.fetch;
    window.fetch = async (input, init) => {
      if (init?.body instanceof FormData) {
        const fields: SentForm["fields"] = [];
        for (const [name, value] of init.body.entries()) {
          if (typeof value === "string") fields.push({ name, value });
          else {
            const bytes = new Uint8Array(await value.arrayBuffer());
            let binary = "";
            for (const b of bytes) binary += String.fromCharCode(b);
            fields.push({ name, type: value.type, filename: value.name, base64: btoa(binary) });
          }
        }
        forms.push({ url: String(input), fields });
      }
      return original(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __forms: SentForm[] }).__forms);
}

/** Every voice call the page makes, with its parsed body. */
function watchVoiceCalls(page: Page) {
  const calls: { path: string; request: Request }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/voice/") && request.method() === "POST")
      calls.push({ path: url.pathname, request });
  });
  return {
    all: () => calls,
    json: (p: string) =>
      calls.filter((c) => c.path === p).map((c) => c.request.postDataJSON() as Record<string, unknown>),
    count: (p: string) => calls.filter((c) => c.path === p).length,
  };
}

/** The journey events the page sends (tracking). */
function watchEvents(page: Page) {
  const events: { eventType: string; element: string | null; details: string | null }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/journey/events")
      events.push(...(request.postDataJSON()?.events ?? []));
  });
  return events;
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "AI Voice Demo" });
const status = (page: Page) => dialog(page).getByRole("status");
const turns = (page: Page) => dialog(page).locator("ol[data-transcript] > li[data-speaker]");

async function openFromDemos(page: Page, hydrated: Hydrated, scenarioTitle: string) {
  await page.goto("/demos");
  await hydrated(page);
  await page.getByRole("button", { name: `Try the ${scenarioTitle}` }).click();
  // The dialog's code loads on the first click.
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
  await expect(status(page)).toHaveText("Ready to Demo");
}

async function startCall(page: Page, scenario: { initialMessage: string }) {
  await dialog(page).getByRole("button", { name: "Start Voice Demo" }).click();
  await expect(turns(page).first()).toContainText(scenario.initialMessage);
  // The greeting is spoken, then the call is active.
  await expect(status(page)).toHaveText("Call active", { timeout: 45_000 });
}

/**
 * Mutes the AI before the call: for tests of what is said, not of how it sounds (the speech has
 * tests of its own), so they do not wait for every answer to be synthesized and played.
 */
async function mute(page: Page) {
  const button = dialog(page).getByRole("button", { name: "Mute" });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

test.describe("voice demo", () => {
  // Each test runs real speech recognition and synthesis on the server: allow for a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    // Answers play 3x faster than real time so the tests do not wait through every sentence.
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        this.defaultPlaybackRate = 3;
        this.playbackRate = 3;
        return play.call(this);
      };
    });
  });

  test("a spoken question goes through the microphone, the transcript, the reply and its speech; End Demo resets", async ({
    page,
    hydrated,
  }) => {
    const audio = await watchAudio(page);
    const forms = await watchForms(page);
    const mic = await watchMicrophone(page);
    const calls = watchVoiceCalls(page);
    const events = watchEvents(page);
    await openFromDemos(page, hydrated, sales.title);
    await expect(dialog(page).getByRole("button", { name: "Sales Assistant" })).toHaveAttribute("aria-pressed", "true");

    // Start: the greeting is shown and its speech is requested and played.
    await startCall(page, sales);
    expect(calls.json("/api/voice/synthesize")).toEqual([{ text: sales.initialMessage }]);
    expect((await audio()).played).toEqual(["data:audio/mpeg;base64"]);
    expect((await audio()).ended).toBe(1);

    // Talk: the fake microphone plays the spoken sentence once, from the moment it is opened.
    await dialog(page).getByRole("button", { name: "Talk" }).click();
    await expect(status(page)).toHaveText("Listening");
    await mic.waitUntilFilePlayed(300);

    // Stop: processing (buttons disabled), then the transcript of what was said and the reply.
    const transcribed = page.waitForResponse((r) => r.url().endsWith("/api/voice/transcribe"));
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/voice/chat"), { timeout: 60_000 });
    await dialog(page).getByRole("button", { name: "Stop Recording" }).click();
    await expect(status(page)).toHaveText(/Processing|AI speaking/);
    await expect(dialog(page).getByRole("button", { name: "Talk" })).toBeDisabled();
    await expect(dialog(page).getByRole("button", { name: "End Demo" })).toBeEnabled();

    // The transcribe call: multipart with the WAV recording (16 kHz mono) and the scenario.
    const transcribeResponse = await transcribed;
    expect(transcribeResponse.status()).toBe(200);
    expect(transcribeResponse.request().headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const [form] = await forms();
    expect(form.url).toBe("/api/voice/transcribe");
    expect(form.fields.map((f) => f.name).sort()).toEqual(["audio", "scenario"]);
    expect(form.fields.find((f) => f.name === "scenario")?.value).toBe("sales-assistant");
    const audioField = form.fields.find((f) => f.name === "audio")!;
    expect(audioField).toMatchObject({ type: "audio/wav", filename: "recording.wav" });
    const wav = decodeWav(Buffer.from(audioField.base64!, "base64"));
    expect(wav).toMatchObject({ sampleRate: 16_000, channels: 1 });
    // The whole sentence was recorded: silence before it and after it, none of it cut off.
    const silence = silenceAround(wav.samples, wav.sampleRate);
    test.info().annotations.push({
      type: "recorded silence (s)",
      description: `before ${silence.before.toFixed(2)}, after ${silence.after.toFixed(2)}`,
    });
    expect(silence.before).toBeGreaterThan(0.2);
    expect(silence.after).toBeGreaterThan(0.5);
    expect(await transcribeResponse.json()).toEqual({ text: SAID.toLowerCase() });

    // The chat call: message, scenario, systemPrompt and the conversation so far.
    const chatResponse = await answered;
    expect(chatResponse.status()).toBe(200);
    expect(chatResponse.request().postDataJSON()).toEqual({
      message: SAID.toLowerCase(),
      scenario: "sales-assistant",
      systemPrompt: sales.systemPrompt,
      conversation: [{ speaker: "ai", text: sales.initialMessage }],
      // The spec's four fields, and the modal's request for the answer in two parts.
      parts: 2,
    });
    const reply = (await chatResponse.json()) as { text: string; audio: string; rest: string; proof: string };
    expect(reply.text).toContain("$750 a month");
    expect(reply.audio.length).toBeGreaterThan(1000);
    // The audio speaks the first sentence; the rest of the answer is spoken after it.
    expect(reply.rest.length).toBeGreaterThan(0);
    expect(reply.text.endsWith(` ${reply.rest}`)).toBe(true);

    // Both sides are in the transcript; the reply is spoken (its MP3 plays to the end), then the call is active again.
    await expect(turns(page)).toHaveCount(3);
    await expect(turns(page).nth(1)).toHaveAttribute("data-speaker", "user");
    await expect(turns(page).nth(1)).toContainText(SAID.toLowerCase());
    await expect(turns(page).nth(2)).toHaveAttribute("data-speaker", "ai");
    await expect(turns(page).nth(2)).toContainText(reply.text);
    await expect(status(page)).toHaveText("Call active", { timeout: 30_000 });
    // The greeting, then the answer in two parts, each played to its end.
    expect((await audio()).played).toHaveLength(3);
    expect((await audio()).ended).toBe(3);
    // The chat answer carried the first part's speech; the rest was asked for once.
    expect(calls.json("/api/voice/synthesize")).toEqual([{ text: sales.initialMessage }, { text: reply.rest }]);

    // A demo_usage event for the start, for the question and for the answer with its signature
    // (the lead's story tells an answer only when the signature holds).
    await expect
      .poll(() => events.filter((e) => e.eventType === "demo_usage").map((e) => e.element))
      .toEqual(["voice-demo-start", "voice-demo-turn", "voice-demo-answer"]);
    const turnEvent = events.find((e) => e.element === "voice-demo-turn")!;
    expect(JSON.parse(turnEvent.details!)).toEqual({
      scenario: "sales-assistant",
      action: "turn",
      input: "voice",
      turn: 1,
      question: expect.stringContaining(SAID.toLowerCase()),
    });
    const answerEvent = events.find((e) => e.element === "voice-demo-answer")!;
    expect(JSON.parse(answerEvent.details!)).toEqual({
      scenario: "sales-assistant",
      action: "answer",
      turn: 1,
      answer: reply.text,
      proof: reply.proof,
    });

    // End Demo resets everything.
    await dialog(page).getByRole("button", { name: "End Demo" }).click();
    await expect(status(page)).toHaveText("Ready to Demo");
    await expect(turns(page)).toHaveCount(0);
    await expect(dialog(page).getByRole("button", { name: "Start Voice Demo" })).toBeEnabled();
  });

  test("typed turns use the same chat call and send only the last 6 turns", async ({ page, hydrated }) => {
    const calls = watchVoiceCalls(page);
    const funnel = collectFunnel(page);
    await openFromDemos(page, hydrated, support.title);
    await mute(page);
    await startCall(page, support);

    const input = dialog(page).getByLabel("Type a message instead");
    const questions = [
      "How long does implementation take?",
      "Is my data secure?",
      "How does billing work?",
      "How does the dashboard work?",
    ];
    for (const [index, question] of questions.entries()) {
      await input.fill(question);
      await input.press("Enter");
      await expect(turns(page)).toHaveCount(2 + index * 2 + 1, { timeout: 30_000 });
      await expect(status(page)).toHaveText("Call active", { timeout: 30_000 });
    }
    const sent = calls.json("/api/voice/chat");
    expect(sent).toHaveLength(4);
    for (const body of sent) {
      // The spec's four fields, and the modal's request for the answer in two parts.
      expect(Object.keys(body).sort()).toEqual(["conversation", "message", "parts", "scenario", "systemPrompt"]);
      expect(body.parts).toBe(2);
      expect(body.scenario).toBe("customer-support");
      expect(body.systemPrompt).toBe(support.systemPrompt);
    }
    expect(sent.map((b) => (b.conversation as unknown[]).length)).toEqual([1, 3, 5, 6]);
    // The fourth call: the six turns before it, oldest (the greeting) dropped.
    const fourth = sent[3].conversation as { speaker: string; text: string }[];
    expect(fourth[0]).toEqual({ speaker: "user", text: questions[0] });
    expect(fourth.map((t) => t.speaker)).toEqual(["user", "ai", "user", "ai", "user", "ai"]);
    await expect(turns(page).last()).toContainText(/dashboard/i);

    // Ending a call that got answers completes the demo's funnel, valued at the questions asked.
    await dialog(page).getByRole("button", { name: "End Demo" }).click();
    await expect
      .poll(() => stagesOf(funnel, "voice_demo"))
      .toEqual(["awareness", "call_started", "question_asked", "purchase"]);
    expect(funnel.find((f) => f.funnelType === "voice_demo" && f.stage === "purchase")?.conversionValue).toBe(4);
  });

  test("switching scenario or closing the modal resets the call", async ({ page, hydrated }) => {
    await openFromDemos(page, hydrated, receptionist.title);
    await startCall(page, receptionist);
    await dialog(page).getByRole("button", { name: "Sales Assistant" }).click();
    await expect(status(page)).toHaveText("Ready to Demo");
    await expect(turns(page)).toHaveCount(0);
    await startCall(page, sales);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await page.getByRole("button", { name: "Try the Voice Demo" }).first().click();
    await expect(status(page)).toHaveText("Ready to Demo");
    await expect(turns(page)).toHaveCount(0);
  });

  test("a denied microphone shows the spec's alert inside the modal and offers the typed question", async ({
    page,
    hydrated,
  }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    const nativeDialogs: string[] = [];
    page.on("dialog", (d) => {
      nativeDialogs.push(d.message());
      void d.dismiss();
    });
    await openFromDemos(page, hydrated, sales.title);
    await startCall(page, sales);
    await dialog(page).getByRole("button", { name: "Talk" }).click();
    const alert = dialog(page).getByRole("alert");
    await expect(alert).toContainText("Please allow microphone access to use voice features.");
    await expect(status(page)).toHaveText("Call active");
    expect(nativeDialogs).toEqual([]);
    // Beside the alert: carry on by typing.
    await alert.getByRole("button", { name: "Type your question instead" }).click();
    const input = dialog(page).getByLabel("Type a message instead");
    await expect(input).toBeFocused();
    await input.fill("How much does it cost?");
    await input.press("Enter");
    await expect(turns(page).last()).toContainText("$750", { timeout: 30_000 });
    await expect(dialog(page).getByRole("button", { name: "Talk" })).toBeEnabled({ timeout: 30_000 });
  });

  test("End Demo works while listening and while the AI speaks, and stops the microphone and the audio", async ({
    page,
    hydrated,
  }) => {
    await page.addInitScript(() => {
      const streams: MediaStream[] = [];
      (window as unknown as { __streams: MediaStream[] }).__streams = streams;
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await original(constraints);
        streams.push(stream);
        return stream;
      };
    });
    const liveTracks = () =>
      page.evaluate(
        () =>
          (window as unknown as { __streams: MediaStream[] }).__streams
            .flatMap((s) => s.getTracks())
            .filter((t) => t.readyState === "live").length,
      );
    const audio = await watchAudio(page);
    await openFromDemos(page, hydrated, receptionist.title);
    await startCall(page, receptionist);

    // Listening: End Demo is usable and releases the microphone.
    await dialog(page).getByRole("button", { name: "Talk" }).click();
    await expect(status(page)).toHaveText("Listening");
    await expect.poll(liveTracks).toBe(1);
    const end = dialog(page).getByRole("button", { name: "End Demo" });
    await expect(end).toBeEnabled();
    await end.click();
    await expect(status(page)).toHaveText("Ready to Demo");
    await expect(turns(page)).toHaveCount(0);
    await expect.poll(liveTracks).toBe(0);

    // While the AI speaks (its speech held back on the way): End Demo works and nothing plays later.
    const { release, continued } = await holdRequests(page, "**/api/voice/synthesize");
    const played = (await audio()).played.length;
    await dialog(page).getByRole("button", { name: "Start Voice Demo" }).click();
    await expect(status(page)).toHaveText("AI speaking");
    await expect(end).toBeEnabled();
    await end.click();
    await expect(status(page)).toHaveText("Ready to Demo");
    // The held speech is let through (the page has dropped it): it must not start playing.
    release();
    await continued;
    await expect(status(page)).toHaveText("Ready to Demo");
    expect((await audio()).played.length).toBe(played);
  });

  test("an empty transcription is ignored, and a failed reply only clears the processing state", async ({
    page,
    hydrated,
  }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const calls = watchVoiceCalls(page);
    await page.route("**/api/voice/transcribe", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"text":"   "}' }),
    );
    await openFromDemos(page, hydrated, sales.title);
    await startCall(page, sales);

    await dialog(page).getByRole("button", { name: "Talk" }).click();
    await expect(status(page)).toHaveText("Listening");
    await dialog(page).getByRole("button", { name: "Stop Recording" }).click();
    await expect(status(page)).toHaveText("Call active");
    await expect(turns(page)).toHaveCount(1);
    expect(calls.count("/api/voice/transcribe")).toBe(1);
    expect(calls.count("/api/voice/chat")).toBe(0);

    // A failing chat call: nothing shown to the visitor beyond their own turn, only logged.
    await page.route("**/api/voice/chat", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: '{"error":"down"}' }),
    );
    const input = dialog(page).getByLabel("Type a message instead");
    await input.fill("Hello there");
    await input.press("Enter");
    await expect(status(page)).toHaveText("Call active");
    await expect(turns(page)).toHaveCount(2);
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(errors.some((e) => e.includes("[voice demo]") && e.includes("502"))).toBe(true);
  });

  test("without speech recognition on the server the modal offers typing only", async ({ page, hydrated }) => {
    await page.route("**/api/voice/status", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: '{"provider":"offline","speechToText":false,"speechToTextMessage":"missing"}',
      }),
    );
    await openFromDemos(page, hydrated, support.title);
    await expect(dialog(page)).toContainText("Voice input is not available on this server right now");
    await startCall(page, support);
    await expect(dialog(page).getByRole("button", { name: "Talk" })).toHaveCount(0);
    const input = dialog(page).getByLabel("Type a message instead");
    await input.fill("Is my data secure?");
    await input.press("Enter");
    await expect(turns(page).last()).toContainText(/GDPR and HIPAA/, { timeout: 30_000 });
  });

  test("the landing page loads the modal only on click and opens it on the chosen scenario, by keyboard", async ({
    page,
  }) => {
    const modalChunks: string[] = [];
    page.on("request", (r) => {
      if (/voice-demo-modal/.test(r.url())) modalChunks.push(r.url());
    });
    await page.goto("/");
    await expect(page.locator("[data-loading-screen]")).toHaveCount(0);
    const section = page.locator('section[aria-labelledby="voice-demo-heading"]');
    const cards = section.getByRole("list", { name: "Voice demo scenarios" }).getByRole("heading", { level: 3 });
    await expect(cards).toHaveText(["Virtual Receptionist", "Sales Assistant", "Customer Support"]);
    await page.waitForLoadState("networkidle");
    expect(modalChunks).toEqual([]);

    const launcher = section.getByRole("button", { name: "Try the Customer Support" });
    await launcher.focus();
    // One press: a second one could land on the opened modal's Start button and start the call.
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
    expect(modalChunks.length).toBeGreaterThan(0);
    await expect(dialog(page).getByRole("button", { name: "Customer Support" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // Keyboard only: focus is on Start Voice Demo; Enter starts the call.
    await expect(dialog(page).getByRole("button", { name: "Start Voice Demo" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(turns(page).first()).toContainText(support.initialMessage);
    await expect(status(page)).toHaveText("Call active", { timeout: 20_000 });
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test("an affiliate code stored in the browser is reported once more when the demo starts", async ({
    page,
    hydrated,
  }) => {
    const referrals: unknown[] = [];
    await page.route("**/api/affiliate/track-referral", (route) => {
      referrals.push(route.request().postDataJSON());
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        body: '{"referralId":"ref-1","affiliateCode":"partner7"}',
      });
    });
    await page.addInitScript(() => localStorage.setItem("affiliateRef", "partner7"));
    await openFromDemos(page, hydrated, sales.title);
    const before = referrals.length;
    await startCall(page, sales);
    await expect.poll(() => referrals.length).toBe(before + 1);
    expect(referrals.at(-1)).toEqual({ affiliateCode: "partner7", customerEmail: "", customerName: "" });
  });

  /** One spoken turn through the fake microphone: "How much does it cost". */
  async function speakQuestion(page: Page, mic: Awaited<ReturnType<typeof watchMicrophone>>) {
    await dialog(page).getByRole("button", { name: "Talk" }).click();
    await expect(status(page)).toHaveText("Listening");
    await mic.waitUntilFilePlayed(300);
    await dialog(page).getByRole("button", { name: "Stop Recording" }).click();
    await expect(turns(page).last()).toContainText("$750 a month", { timeout: 60_000 });
    await expect(status(page)).toHaveText("Call active", { timeout: 45_000 });
  }

  /** A typed turn; resolves with the answer once the call is active again. */
  async function typeTurn(page: Page, text: string): Promise<string> {
    const count = await turns(page).count();
    const input = dialog(page).getByLabel("Type a message instead");
    await input.fill(text);
    await input.press("Enter");
    await expect(turns(page)).toHaveCount(count + 2, { timeout: 30_000 });
    await expect(status(page)).toHaveText("Call active", { timeout: 45_000 });
    return (await turns(page).last().textContent()) ?? "";
  }

  /** The newest message is in view inside the scrolled transcript (and the list is at its bottom). */
  async function expectFollowing(page: Page) {
    await expect(turns(page).last()).toBeInViewport();
    await expect
      .poll(() =>
        dialog(page)
          .locator("ol[data-transcript]")
          .evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight),
      )
      .toBeLessThanOrEqual(2);
  }

  test("the receptionist takes a callback request over four turns and stores it as a lead", async ({
    page,
    request,
    hydrated,
  }) => {
    const mic = await watchMicrophone(page);
    await openFromDemos(page, hydrated, receptionist.title);
    await mute(page);
    await startCall(page, receptionist);
    await speakQuestion(page, mic);
    expect(await typeTurn(page, "Can someone call me back about the voice assistant?")).toContain(
      "May I have your name and the name of your company?",
    );
    expect(await typeTurn(page, "My name is Dana Whitfield from Whitfield Plumbing")).toContain(
      "Thank you, Dana Whitfield from Whitfield Plumbing.",
    );
    expect(await typeTurn(page, "555 010 7788")).toContain(
      "Got it: Dana Whitfield from Whitfield Plumbing, on 555 010 7788, about the AI Voice Assistant.",
    );
    expect(await typeTurn(page, "Tomorrow morning")).toContain(
      "Let me read that back: Dana Whitfield from Whitfield Plumbing, on 555 010 7788, tomorrow morning, about the AI Voice Assistant.",
    );
    expect(await typeTurn(page, "Yes please")).toContain("your message is with our team");
    await expectFollowing(page);

    // Stored on the server as a lead, like a contact message.
    const leads = await request.get("/api/admin/leads?kind=contact&q=Whitfield", {
      headers: adminHeaders(await adminToken(request)),
    });
    expect(leads.status()).toBe(200);
    const [lead] = (await leads.json()).items;
    expect(lead).toMatchObject({
      kind: "contact",
      name: "Dana Whitfield",
      company: "Whitfield Plumbing",
      phone: "555 010 7788",
      email: null,
    });
    expect(lead.headline).toContain("Preferred time: tomorrow morning");
  });

  test("the sales assistant qualifies over four turns and recommends the Opportunity Finder's top ideas", async ({
    page,
    hydrated,
  }) => {
    const mic = await watchMicrophone(page);
    await openFromDemos(page, hydrated, sales.title);
    await mute(page);
    await startCall(page, sales);
    await speakQuestion(page, mic);
    expect(await typeTurn(page, "We run a small law firm")).toContain("So you're in Legal.");
    expect(await typeTurn(page, "About 8 people")).toContain("with 2 to 10 people");
    expect(await typeTurn(page, "Mostly paperwork and contracts")).toContain("losing time on paperwork and documents");
    const answer = await typeTurn(page, "Around $1,000 a month");
    // The same ranking the AI Opportunity Finder gives for these answers.
    const top = rankOpportunities(
      { industry: "legal", size: "small", timeSinks: ["documents"], budget: "starter" },
      solutions,
    )
      .slice(0, 3)
      .map((r) => solutions.find((s) => s.slug === r.slug)!.title);
    expect(answer).toContain(`I'd start with the ${top[0]}`);
    for (const title of top.slice(1)) expect(answer).toContain(title);
    await expectFollowing(page);
  });

  test("customer support answers from its pages, hands a problem to a person, and lets the visitor read back", async ({
    page,
    hydrated,
  }) => {
    const mic = await watchMicrophone(page);
    await openFromDemos(page, hydrated, support.title);
    await mute(page);
    await startCall(page, support);
    await speakQuestion(page, mic);
    expect(await typeTurn(page, "How long does implementation take?")).toContain("3 to 12 weeks");
    expect(await typeTurn(page, "Are you HIPAA compliant?")).toContain("HIPAA");
    await expectFollowing(page);
    // Scrolled up to reread the greeting: a new reply does not pull the visitor away.
    const list = dialog(page).locator("ol[data-transcript]");
    await list.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(turns(page).first()).toBeInViewport();
    expect(await typeTurn(page, "My dashboard is not working")).toContain("hello@meridian-ai.example");
    await expect(turns(page).first()).toBeInViewport();
    // The reply was announced through the polite live region.
    await expect(dialog(page).locator("[aria-live=polite][data-reply-announcer]")).toContainText(
      "hello@meridian-ai.example",
    );
  });

  test("Stop speaking ends the AI's audio within 200 ms and returns to the active call", async ({ page, hydrated }) => {
    await page.addInitScript(() => {
      const state = window as unknown as {
        __playing: boolean;
        __pausedAt: number | null;
        __stopAt: number | null;
        __lastAudio: HTMLMediaElement | null;
      };
      state.__playing = false;
      state.__pausedAt = null;
      state.__stopAt = null;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        state.__lastAudio = this;
        this.addEventListener("playing", () => (state.__playing = true), { once: true });
        return play.call(this);
      };
      // When the page paused the audio: the call, not the "pause" event, which the browser queues
      // as a task of its own and a loaded machine runs later.
      const pause = HTMLMediaElement.prototype.pause;
      HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
        if (this === state.__lastAudio && !this.paused) state.__pausedAt ??= performance.now();
        return pause.call(this);
      };
      // Runs before the page's own handler: the moment the visitor pressed the button.
      document.addEventListener(
        "click",
        (event) => {
          if ((event.target as Element | null)?.closest("button")?.textContent?.includes("Stop speaking"))
            state.__stopAt = performance.now();
        },
        true,
      );
    });
    await page.addInitScript(() => {
      // Normal speed here, so the greeting is still playing when the button is pressed.
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        const started = play.call(this);
        this.defaultPlaybackRate = 1;
        this.playbackRate = 1;
        return started;
      };
    });
    await openFromDemos(page, hydrated, sales.title);
    await dialog(page).getByRole("button", { name: "Start Voice Demo" }).click();
    await expect(status(page)).toHaveText("AI speaking");
    await expect(dialog(page).getByRole("button", { name: "Talk" })).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __playing: boolean }).__playing), { timeout: 30_000 })
      .toBe(true);
    await dialog(page).getByRole("button", { name: "Stop speaking" }).click();
    const stopped = () =>
      page.evaluate(() => {
        const s = window as unknown as {
          __pausedAt: number | null;
          __stopAt: number | null;
          __lastAudio: HTMLMediaElement | null;
        };
        return {
          paused: s.__lastAudio?.paused ?? false,
          delay: s.__pausedAt !== null && s.__stopAt !== null ? s.__pausedAt - s.__stopAt : null,
        };
      });
    await expect.poll(async () => (await stopped()).delay).not.toBeNull();
    const { paused, delay } = await stopped();
    test.info().annotations.push({ type: "stop speaking (ms)", description: (delay ?? 0).toFixed(1) });
    expect(paused).toBe(true);
    expect(delay).toBeLessThanOrEqual(200);
    await expect(status(page)).toHaveText("Call active");
    await expect(dialog(page).getByRole("button", { name: "Talk" })).toBeEnabled();
  });

  test("a longer answer is spoken in two parts; Stop speaking stops the second, or keeps a late one from playing", async ({
    page,
    hydrated,
  }) => {
    interface Clip {
      previousEnded: boolean;
      stopShown: boolean;
      inputReadOnly: boolean;
      playingAt?: number;
      endedAt?: number;
    }
    await page.addInitScript(() => {
      const state = window as unknown as {
        __clips: Clip[];
        __lastAudio: HTMLMediaElement | null;
      };
      state.__clips = [];
      state.__lastAudio = null;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        // The greeting fast, then normal speed: each part plays long enough to be stopped while it plays.
        const started = play.call(this);
        const rate = state.__clips.length === 0 ? 3 : 1;
        this.defaultPlaybackRate = rate;
        this.playbackRate = rate;
        const previousEnded = state.__lastAudio?.ended ?? false;
        state.__lastAudio = this;
        const buttons = [...document.querySelectorAll<HTMLButtonElement>("[role=dialog] button")];
        const clip: Clip = {
          previousEnded,
          stopShown: buttons.some((b) => b.textContent?.includes("Stop speaking")),
          inputReadOnly: document.querySelector<HTMLInputElement>("[role=dialog] form input")?.readOnly ?? false,
        };
        state.__clips.push(clip);
        // When each event was raised (its own time stamp): listeners may run after the page's own.
        this.addEventListener("playing", (event) => (clip.playingAt ??= event.timeStamp), { once: true });
        this.addEventListener("ended", (event) => (clip.endedAt = event.timeStamp), { once: true });
        return started;
      };
    });
    const clips = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              __clips: Clip[];
            }
          ).__clips,
      );
    const lastPaused = () =>
      page.evaluate(() => (window as unknown as { __lastAudio: HTMLMediaElement | null }).__lastAudio?.paused);
    const calls = watchVoiceCalls(page);
    const stop = dialog(page).getByRole("button", { name: "Stop speaking" });
    const input = dialog(page).getByLabel("Type a message instead");
    await openFromDemos(page, hydrated, support.title);
    await startCall(page, support);
    const before = (await clips()).length;
    expect(before).toBe(1);

    // The answer's first part plays, then its second, fetched meanwhile: the AI speaks all along.
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/voice/chat"), { timeout: 60_000 });
    await input.fill("How long does implementation take?");
    await input.press("Enter");
    const reply = (await (await answered).json()) as { text: string; rest: string };
    expect(reply.text).toMatch(/^Most projects take 3 to 12 weeks from kick-off to launch\. /);
    expect(reply.rest).toBe(reply.text.slice("Most projects take 3 to 12 weeks from kick-off to launch. ".length));
    await expect.poll(async () => (await clips()).length, { timeout: 45_000 }).toBe(before + 2);
    // The second part starts once the first has played to its end, the AI speaking all along.
    const [first, second] = (await clips()).slice(before);
    expect(second).toMatchObject({ previousEnded: true, stopShown: true, inputReadOnly: true });
    // The silence the browser adds between the parts (reported, not asserted: it depends on the machine).
    await expect.poll(async () => (await clips())[before + 1].playingAt).toBeDefined();
    const switched = (await clips())[before + 1].playingAt! - first.endedAt!;
    test.info().annotations.push({ type: "gap between the parts (ms)", description: switched.toFixed(0) });
    await expect(status(page)).toHaveText("AI speaking");
    expect(calls.json("/api/voice/synthesize").slice(-1)).toEqual([{ text: reply.rest }]);

    // Stop speaking during the second part ends it.
    await stop.click();
    await expect(status(page)).toHaveText("Call active");
    expect(await lastPaused()).toBe(true);

    // Stop speaking during the first part, the second still on its way: it never plays.
    const { release, continued } = await holdRequests(page, "**/api/voice/synthesize");
    await input.fill("Is my data secure?");
    await input.press("Enter");
    await expect.poll(async () => (await clips()).length, { timeout: 45_000 }).toBe(before + 3);
    await stop.click();
    await expect(status(page)).toHaveText("Call active");
    release();
    await continued;
    await expect(dialog(page).getByRole("button", { name: "Talk" })).toBeEnabled();
    expect(await clips()).toHaveLength(before + 3);
    expect(calls.json("/api/voice/synthesize").slice(-1)).toEqual([{ text: expect.stringMatching(/GDPR and HIPAA/) }]);
  });

  test("the mute toggle keeps the AI silent", async ({ page, hydrated }) => {
    const audio = await watchAudio(page);
    await openFromDemos(page, hydrated, support.title);
    const mute = dialog(page).getByRole("button", { name: "Mute" });
    await expect(mute).toHaveAttribute("aria-pressed", "false");
    await mute.click();
    await expect(mute).toHaveAttribute("aria-pressed", "true");
    await dialog(page).getByRole("button", { name: "Start Voice Demo" }).click();
    await expect(status(page)).toHaveText("Call active");
    expect(await typeTurn(page, "Is my data secure?")).toMatch(/encrypt/i);
    expect((await audio()).played).toEqual([]);
  });

  for (const width of [390, 1440]) {
    test(`the modal has no axe-core violations at ${width} px`, async ({ axe, page, hydrated }) => {
      await page.setViewportSize({ width, height: 900 });
      await openFromDemos(page, hydrated, sales.title);
      await startCall(page, sales);
      await axe.expectNoViolations(page, '[role="dialog"]');
    });
  }
});
