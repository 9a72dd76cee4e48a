import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readMp3 } from "../mp3-info";
import { FliteSpeech, sentencesOf, splitForSpeech } from "./text-to-speech";

describe("cutting an answer for parallel speech", () => {
  it("cuts at sentence ends, not inside A.I. or numbers", () => {
    expect(sentencesOf("Plans start at 750 dollars a month. Our A.I. assistants answer 24/7! Want 2.5 hours back? Book now")).toEqual([
      "Plans start at 750 dollars a month.",
      "Our A.I. assistants answer 24/7!",
      "Want 2.5 hours back?",
      "Book now",
    ]);
  });

  it("makes runs of about equal length, in order, and leaves short answers whole", () => {
    const long =
      "Our subscriptions start at 750 dollars a month and cover the build, hosting and support. Most projects take three to twelve weeks. Every one begins with a pilot.";
    const parts = splitForSpeech(long, 2);
    expect(parts).toEqual([
      "Our subscriptions start at 750 dollars a month and cover the build, hosting and support.",
      "Most projects take three to twelve weeks. Every one begins with a pilot.",
    ]);
    expect(splitForSpeech(long, 1)).toEqual([long]);
    expect(splitForSpeech("Hello there. How can I help?", 2)).toEqual(["Hello there. How can I help?"]);
    expect(splitForSpeech("One. Two. Three. Four. Five. Six. Seven. Eight. Nine. Ten. Eleven. Twelve. Thirteen.", 3)).toHaveLength(3);
  });
});

describe("the speech processes", () => {
  const speech = new FliteSpeech({ workDir: fs.mkdtempSync(path.join(os.tmpdir(), "tts-test-")), processes: 2 });
  afterAll(() => speech.close());

  it("speak a long answer in parts whose joined MP3 is one clean chain of 16 kHz mono frames", async () => {
    const text =
      "Our subscriptions start at 750 dollars a month, and that covers the build, the hosting and the support. Most projects take three to twelve weeks, and every one begins with a pilot.";
    const [whole, split] = await Promise.all([
      new FliteSpeech({ workDir: fs.mkdtempSync(path.join(os.tmpdir(), "tts-test-")), processes: 1 }),
      speech,
    ].map(async (engine) => {
      const clip = await engine.synthesize(text);
      if (engine !== speech) await engine.close();
      return clip;
    }));
    const info = readMp3(split.mp3);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1 });
    expect(split.timings.synthesisMs).toBeGreaterThan(0);
    expect(split.timings.encodeMs).toBeGreaterThan(0);
    // As long as the same speech in one piece: the silence at the cut is trimmed to make up
    // for the encoder's delay and padding, so the pause there stays a sentence pause.
    expect(Math.abs(info.seconds - readMp3(whole.mp3).seconds)).toBeLessThan(0.15);
  }, 60_000);

  it("answer many requests in a row without the process dying (each job's WebAssembly memory is collected)", async () => {
    const single = new FliteSpeech({ workDir: fs.mkdtempSync(path.join(os.tmpdir(), "tts-test-")), processes: 1 });
    try {
      await single.ready;
      const [pid] = single.pids;
      for (let i = 0; i < 12; i++) {
        const clip = await single.synthesize(`This request number ${i + 1} is in flight when the speech processes abort.`);
        expect(clip.mp3[0]).toBe(0xff);
      }
      // Before the worker collected after each answer, the process aborted within about five jobs and was restarted.
      expect(single.pids).toEqual([pid]);
    } finally {
      await single.close();
    }
  }, 60_000);

  it("survive a process aborting: the server keeps running and the next request is answered", async () => {
    await speech.ready;
    const first = speech.pids;
    expect(first).toHaveLength(2);
    const during = speech.synthesize("This request is in flight when the speech processes abort.");
    for (const pid of first) process.kill(pid, "SIGABRT");
    const clip = await during;
    expect(clip.mp3.length).toBeGreaterThan(1000);
    expect(clip.seconds).toBeGreaterThan(1);
    const next = await speech.synthesize("And the one after it too.");
    expect(next.mp3[0]).toBe(0xff); // an MP3 frame sync byte
    expect(speech.pids.some((pid) => first.includes(pid))).toBe(false);
  }, 60_000);
});
