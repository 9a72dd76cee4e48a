import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, devices, type Page, type WebSocket } from "@playwright/test";
import { voiceScenarios } from "#content/voice/scenarios";
import { fliteWav } from "#server/modules/voice/engines/offline/flite-wav";
import { decodeWav, encodeWav } from "#server/modules/voice/wav";
import { CHROMIUM_FLAGS } from "../../playwright.config";
import { test as base, expect, type Hydrated } from "./fixtures";

/**
 * Hands-free mode in a real Chromium: a WAV file is the microphone (played once from the moment
 * the page opens it), the real server recognises it over the live-words stream, answers and speaks.
 */

const SAID = "How much does it cost";
const sales = voiceScenarios.find((s) => s.id === "sales-assistant")!;
const support = voiceScenarios.find((s) => s.id === "customer-support")!;
const RATE = 16_000;

/** Flite's speech with its own silence cut away, scaled by `gain`. */
function spoken(text: string, voice: "rms" | "slt", gain = 1): Int16Array {
  const { samples } = decodeWav(fliteWav(text, voice));
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) <= 330) first++;
  let end = samples.length;
  while (end > first && Math.abs(samples[end - 1]) <= 330) end--;
  return samples.subarray(first, end).map((v) => Math.round(v * gain));
}

/** A microphone file: each part at its second, silence elsewhere, `seconds` long. */
function microphoneFile(name: string, seconds: number, parts: { at: number; samples: Int16Array }[]): string {
  const file = path.join(os.tmpdir(), `voice-hands-free-${name}.wav`);
  const samples = new Int16Array(Math.round(seconds * RATE));
  for (const part of parts)
    samples.set(part.samples.subarray(0, samples.length - Math.round(part.at * RATE)), Math.round(part.at * RATE));
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, encodeWav(samples, RATE));
  fs.renameSync(temp, file);
  return file;
}

/** Seconds into the file at which the visitor starts talking over the greeting (test 2). */
const OVER_THE_AI_AT = 2.5;

const files = {
  /** A question 1.5 s after the microphone opens. */
  question: microphoneFile("question", 6, [{ at: 1.5, samples: spoken(SAID, "rms") }]),
  /** The question while the greeting is being spoken. */
  overTheAi: microphoneFile("over-the-ai", 8, [{ at: OVER_THE_AI_AT, samples: spoken(SAID, "rms") }]),
  /**
   * The AI's own greeting (Flite's slt voice, the one the AI speaks with) as it comes back from the
   * speakers once the browser's echo cancellation has worked on it: 20 dB down. Chromium's fake
   * microphone cannot hear the page's own speakers, so the file carries that echo; its first five
   * seconds only, well inside the greeting the page plays meanwhile.
   */
  echo: microphoneFile("echo", 12, [
    { at: 1, samples: spoken(sales.initialMessage, "slt", 0.1).subarray(0, 5 * RATE) },
  ]),
  /** Talking on and on (one question after another), for the tests that stop a turn half-way. */
  longTalk: microphoneFile(
    "long-talk",
    14,
    [1, 2.2, 3.4, 4.6, 5.8, 7, 8.2].map((at) => ({ at, samples: spoken(SAID, "rms") })),
  ),
};

/**
 * Each group of tests hears its own file, and Chromium takes the file at launch: so `micPage` is a
 * page of a browser of its own, launched with the microphone file the group names in `micFile`.
 */
const test = base.extend<{ micFile: string; micPage: Page }>({
  micFile: ["", { option: true }],
  micPage: async ({ micFile }, use, testInfo) => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        ...CHROMIUM_FLAGS,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-audio-capture=${micFile}%noloop`,
      ],
    });
    const { defaultBrowserType: _type, ...desktop } = devices["Desktop Chrome"];
    const context = await browser.newContext({ ...desktop, baseURL: testInfo.project.use.baseURL });
    try {
      await use(await context.newPage());
    } finally {
      await browser.close();
    }
  },
});

interface PageLog {
  /** performance.now() when each getUserMedia resolved (the file starts playing then), with its constraints. */
  microphones: { at: number; constraints: MediaTrackConstraints | boolean | undefined; stream: MediaStream }[];
  /** The answer's clips: when each started, paused, ended. */
  audio: { event: string; at: number }[];
  /** The live words as shown (text, time), and when the visitor's final line appeared. */
  live: { text: string; at: number }[];
  finalAt: number | null;
}

/** Notes in the page's own clock what the microphone, the speech and the transcript do. */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const log: PageLog = { microphones: [], audio: [], live: [], finalAt: null };
    (window as unknown as { __log: PageLog }).__log = log;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      log.microphones.push({ at: performance.now(), constraints: constraints?.audio, stream });
      return stream;
    };
    // When the page tells a clip to stop: the sound stops there (the pause event comes a task later).
    const pause = HTMLMediaElement.prototype.pause;
    HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
      if (!this.paused) log.audio.push({ event: "pause()", at: performance.now() });
      return pause.call(this);
    };
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!this.dataset.watched) {
        this.dataset.watched = "1";
        for (const event of ["playing", "pause", "ended"])
          this.addEventListener(event, () => log.audio.push({ event, at: performance.now() }));
      }
      return play.call(this);
    };
    new MutationObserver(() => {
      const live = document.querySelector("[data-live]");
      const text = live?.textContent ?? "";
      if (live && text !== log.live.at(-1)?.text) log.live.push({ text, at: performance.now() });
      const users = document.querySelectorAll('li[data-speaker="user"] p:not([data-live])');
      if (users.length > 0 && log.finalAt === null) log.finalAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return {
    log: () =>
      page.evaluate(() => {
        const log = (window as unknown as { __log: PageLog }).__log;
        return { ...log, microphones: log.microphones.map(({ at, constraints }) => ({ at, constraints })) };
      }),
    /** Each microphone track's readyState. */
    tracks: () =>
      page.evaluate(() =>
        (window as unknown as { __log: PageLog }).__log.microphones.flatMap((m) =>
          m.stream.getTracks().map((t) => t.readyState),
        ),
      ),
  };
}

/** The live-words streams the page opens, and whether each has closed. */
function watchStreams(page: Page) {
  const streams: { socket: WebSocket; closed: boolean }[] = [];
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/api/voice/stream")) return;
    const entry = { socket, closed: false };
    streams.push(entry);
    socket.on("close", () => {
      entry.closed = true;
    });
  });
  return streams;
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "AI Voice Demo" });
const status = (page: Page) => dialog(page).getByRole("status");
const turns = (page: Page) => dialog(page).locator("ol[data-transcript] > li[data-speaker]");
const handsFree = (page: Page) => dialog(page).getByRole("switch", { name: "Hands-free" });

async function openHandsFree(page: Page, hydrated: Hydrated, scenarioTitle: string) {
  await page.goto("/demos");
  await hydrated(page);
  await page.getByRole("button", { name: `Try the ${scenarioTitle}` }).click();
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
  await expect(handsFree(page)).toHaveAttribute("aria-checked", "false");
  await handsFree(page).click();
  await expect(handsFree(page)).toHaveAttribute("aria-checked", "true");
}

async function mute(page: Page) {
  await dialog(page).getByRole("button", { name: "Mute" }).click();
}

test.describe("voice demo, Hands-free", () => {
  // In order, in one worker: the server allows one live-words stream per address, and every test
  // browser comes from 127.0.0.1, so two at once would have the second stream refused (4429).
  test.describe.configure({ mode: "default", timeout: 120_000 });

  test.describe("a question", () => {
    test.use({ micFile: files.question });

    test("a turn is taken without any click: the words show as they are heard, then the final text, then the answer", async ({
      micPage: page,
      hydrated,
      axe,
    }) => {
      const watch = await watchPage(page);
      const streams = watchStreams(page);
      const transcribeCalls: string[] = [];
      page.on("request", (r) => {
        if (r.url().endsWith("/api/voice/transcribe")) transcribeCalls.push(r.url());
      });
      await openHandsFree(page, hydrated, sales.title);
      // The answers are not played: this test is about the turn, not the speech.
      await mute(page);
      await dialog(page).getByRole("button", { name: "Start Voice Demo" }).click();
      await expect(status(page)).toHaveText("Listening", { timeout: 30_000 });
      // No Talk button: the detector takes the turns.
      await expect(dialog(page).getByRole("button", { name: "Talk" })).toHaveCount(0);

      await expect(status(page)).toHaveText("Heard you", { timeout: 30_000 });
      await expect(turns(page).nth(1)).toHaveAttribute("data-speaker", "user");
      await expect(turns(page).nth(1)).toHaveText(`You: ${SAID.toLowerCase()}`, { timeout: 30_000 });
      await expect(turns(page).nth(2)).toHaveAttribute("data-speaker", "ai", { timeout: 60_000 });
      await expect(turns(page).nth(2)).toContainText("$750 a month");
      await expect(status(page)).toHaveText("Listening", { timeout: 30_000 });
      // The switch, its hint and the states are labelled and legible.
      await expect(dialog(page).getByText("Hands-free: just talk.")).toBeVisible();
      await axe.expectNoViolations(page, '[role="dialog"]');

      const log = await watch.log();
      // Live words came before the final text, and some of them were the visitor's first words.
      test.info().annotations.push({ type: "live words", description: JSON.stringify(log.live) });
      expect(log.live.length).toBeGreaterThan(0);
      expect(log.live[0].at).toBeLessThan(log.finalAt ?? 0);
      expect(log.live.some((l) => l.text.startsWith("You: how much"))).toBe(true);
      // One microphone for the whole call, with the browser's echo cancellation, noise suppression and gain control.
      expect(log.microphones).toHaveLength(1);
      expect(log.microphones[0].constraints).toMatchObject({
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
      });
      // The words went over one stream, not the push-to-talk upload.
      expect(streams).toHaveLength(1);
      expect(transcribeCalls).toEqual([]);
    });
  });

  test.describe("talking over the AI", () => {
    test.use({ micFile: files.overTheAi });

    test("stops its speech within 300 ms, marks the answer interrupted and takes the turn", async ({
      micPage: page,
      hydrated,
    }) => {
      const watch = await watchPage(page);
      await openHandsFree(page, hydrated, sales.title);
      await dialog(page).getByRole("button", { name: "Start Voice Demo" }).click();
      await expect(status(page)).toHaveText("AI speaking", { timeout: 30_000 });
      // The visitor's question interrupts the greeting.
      await expect(turns(page).nth(0)).toContainText("(interrupted)", { timeout: 30_000 });
      await expect(turns(page).nth(1)).toHaveText(`You: ${SAID.toLowerCase()}`, { timeout: 30_000 });
      await expect(turns(page).nth(2)).toContainText("$750 a month", { timeout: 60_000 });

      const log = await watch.log();
      const spokeAt = log.microphones[0].at + OVER_THE_AI_AT * 1000;
      const playing = log.audio.filter((a) => a.event === "playing" && a.at < spokeAt);
      const paused = log.audio.find((a) => a.event === "pause()" && a.at >= spokeAt);
      // The greeting was playing when the visitor began, and had not ended.
      expect(playing.length).toBeGreaterThan(0);
      expect(log.audio.filter((a) => a.event === "ended" && a.at < (paused?.at ?? 0))).toEqual([]);
      expect(paused).toBeDefined();
      const stoppedAfter = (paused?.at ?? 0) - spokeAt;
      test.info().annotations.push({ type: "speech stopped after (ms)", description: stoppedAfter.toFixed(0) });
      expect(stoppedAfter).toBeLessThanOrEqual(300);
    });
  });

  test.describe("the AI's own voice", () => {
    test.use({ micFile: files.echo });

    test("coming back into the microphone does not start a turn", async ({ micPage: page, hydrated }) => {
      const watch = await watchPage(page);
      const streams = watchStreams(page);
      await openHandsFree(page, hydrated, sales.title);
      await dialog(page).getByRole("button", { name: "Start Voice Demo" }).click();
      await expect(status(page)).toHaveText("AI speaking", { timeout: 30_000 });
      // The whole greeting plays, then the demo listens; nobody has spoken.
      await expect(status(page)).toHaveText("Listening", { timeout: 60_000 });
      const log = await watch.log();
      expect(log.audio.filter((a) => a.event === "ended")).toHaveLength(1);
      // The echo was in the microphone while the greeting played (the file's 1 s to 6 s).
      const played = log.audio.find((a) => a.event === "playing")?.at ?? 0;
      expect(played).toBeLessThan(log.microphones[0].at + 1000);
      await expect(turns(page)).toHaveCount(1);
      await expect(turns(page).nth(0)).not.toContainText("(interrupted)");
      expect(streams).toHaveLength(0);
    });
  });

  test.describe("stopping", () => {
    test.use({ micFile: files.longTalk });

    for (const [how, stop] of [
      ["End Demo", (page: Page) => dialog(page).getByRole("button", { name: "End Demo" }).click()],
      ["closing the modal", (page: Page) => dialog(page).getByRole("button", { name: "Close voice demo" }).click()],
      [
        "switching scenario",
        (page: Page) => dialog(page).getByRole("button", { name: support.title, exact: true }).click(),
      ],
    ] as const) {
      test(`${how} stops the stream and the microphone`, async ({ micPage: page, hydrated }) => {
        const watch = await watchPage(page);
        const streams = watchStreams(page);
        await openHandsFree(page, hydrated, sales.title);
        await mute(page);
        await dialog(page).getByRole("button", { name: "Start Voice Demo" }).click();
        // Stopped half-way through a turn: its stream is open, its words showing.
        await expect(status(page)).toHaveText("Heard you", { timeout: 30_000 });
        await expect.poll(() => streams.length).toBeGreaterThan(0);
        expect(await watch.tracks()).toEqual(["live"]);
        await stop(page);
        await expect.poll(() => watch.tracks()).toEqual(["ended"]);
        await expect.poll(() => streams.every((s) => s.closed)).toBe(true);
        if (how !== "closing the modal") await expect(status(page)).toHaveText("Ready to Demo");
      });
    }
  });
});
