import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readMp3 } from "#server/modules/voice/mp3-info";
import {
  breakDigitRuns,
  FliteSpeech,
  MAX_PART_CHARS,
  SpeechJobFailed,
  sentencesOf,
  speechPieces,
  splitForSpeech,
} from "./text-to-speech";

describe("cutting an answer for parallel speech", () => {
  it("cuts at sentence ends, not inside A.I. or numbers", () => {
    expect(
      sentencesOf("Plans start at 750 dollars a month. Our A.I. assistants answer 24/7! Want 2.5 hours back? Book now"),
    ).toEqual([
      "Plans start at 750 dollars a month.",
      "Our A.I. assistants answer 24/7!",
      "Want 2.5 hours back?",
      "Book now",
    ]);
  });

  it("also cuts after a colon, where Flite ends an utterance too, but not inside a time", () => {
    expect(sentencesOf("We map this to your business: shall I book it? We open at 9:30 on Monday.")).toEqual([
      "We map this to your business:",
      "shall I book it?",
      "We open at 9:30 on Monday.",
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
    expect(
      splitForSpeech("One. Two. Three. Four. Five. Six. Seven. Eight. Nine. Ten. Eleven. Twelve. Thirteen.", 3),
    ).toHaveLength(3);
  });
});

describe("cutting a long text into parts Flite can speak", () => {
  const words = (text: string) => text.split(/\s+/).filter(Boolean);

  it("cuts a sentence without any break between words, never inside one", () => {
    const text = Array.from({ length: 200 }, (_, i) => `word${i}`).join(" ");
    const pieces = speechPieces(text);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MAX_PART_CHARS);
    expect(pieces.flatMap(words)).toEqual(words(text));
  });

  it("prefers sentence ends, then clause marks, to word breaks", () => {
    const clause = "we map the workflow, measure the time it takes today and agree on the goal";
    const long = `${Array.from({ length: 6 }, () => clause).join("; ")}.`;
    const pieces = speechPieces(`Hello there. ${long} Thanks.`);
    expect(pieces[0]).toBe("Hello there.");
    expect(pieces.at(-1)).toBe("Thanks.");
    for (const piece of pieces.slice(1, -1)) {
      expect(piece.length).toBeLessThanOrEqual(MAX_PART_CHARS);
      expect(piece).toMatch(/[;,.]$/);
    }
  });

  it("cuts a single word longer than a part", () => {
    const pieces = speechPieces("x".repeat(700));
    expect(pieces.map((p) => p.length)).toEqual([300, 300, 100]);
  });

  it("keeps every run within the part limit for 2,000 characters, in order", () => {
    const text = Array.from({ length: 400 }, (_, i) => `w${i}`)
      .join(" ")
      .slice(0, 2000);
    const runs = splitForSpeech(text, 2);
    expect(runs.length).toBeGreaterThanOrEqual(Math.ceil(2000 / MAX_PART_CHARS));
    for (const run of runs) expect(run.length).toBeLessThanOrEqual(MAX_PART_CHARS);
    expect(runs.flatMap(words)).toEqual(words(text));
  });
});

describe("breaking long digit runs for Flite", () => {
  it("cuts every run longer than 32 digits into groups of 13 to 32 digits, keeping the digits in order", () => {
    for (let length = 33; length <= 2000; length++) {
      const run = "7".repeat(length);
      const groups = breakDigitRuns(`ref ${run}.`).slice(4, -1).split(" ");
      expect(groups.join("")).toBe(run);
      for (const group of groups) expect(group.length, `${length}`).toBeGreaterThan(12);
      for (const group of groups) expect(group.length, `${length}`).toBeLessThanOrEqual(32);
    }
    expect(breakDigitRuns("Call 5550132277 or 12345678901234567890123456789012.")).toBe(
      "Call 5550132277 or 12345678901234567890123456789012.",
    );
  });
});

describe("the speech processes", () => {
  const workDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "tts-test-"));
  const speech = new FliteSpeech({ workDir: workDir(), processes: 2 });
  // One engine of a single process for the tests below (a start costs a second or more of CPU),
  // started while the server's environment holds a secret it must not pass on.
  const secret = "child-environment-probe-0123456789";
  const before = process.env.WEBHOOK_SECRET;
  process.env.WEBHOOK_SECRET = secret;
  const single = new FliteSpeech({ workDir: workDir(), processes: 1 });
  if (before === undefined) delete process.env.WEBHOOK_SECRET;
  else process.env.WEBHOOK_SECRET = before;
  afterAll(() => Promise.all([speech.close(), single.close()]));

  it("speak a long answer in parts whose joined MP3 is one clean chain of 16 kHz mono frames", async () => {
    const text =
      "Our subscriptions start at 750 dollars a month, and that covers the build, the hosting and the support. Most projects take three to twelve weeks, and every one begins with a pilot.";
    const [whole, split] = await Promise.all([single.synthesize(text), speech.synthesize(text)]);
    const info = readMp3(split.mp3);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1 });
    expect(split.timings.synthesisMs).toBeGreaterThan(0);
    expect(split.timings.encodeMs).toBeGreaterThan(0);
    // As long as the same speech in one piece: the silence at the cut is trimmed to make up
    // for the encoder's delay and padding, so the pause there stays a sentence pause.
    expect(Math.abs(info.seconds - readMp3(whole.mp3).seconds)).toBeLessThan(0.15);
  }, 60_000);

  it("answer many requests in a row without the process dying (each job's WebAssembly memory is collected)", async () => {
    await single.ready;
    const [pid] = single.pids;
    for (let i = 0; i < 12; i++) {
      const clip = await single.synthesize(
        `This request number ${i + 1} is in flight when the speech processes abort.`,
      );
      expect(clip.mp3[0]).toBe(0xff);
    }
    // Before the worker collected after each answer, the process aborted within about five jobs and was restarted.
    expect(single.pids).toEqual([pid]);
  }, 60_000);

  it("run without the server's secrets in their environment", async () => {
    await single.ready;
    const [pid] = single.pids;
    const environment = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    expect(environment.some((entry) => entry.startsWith("PATH="))).toBe(true);
    expect(environment.filter((entry) => entry.includes(secret) || /^(JWT_SECRET|DATABASE_URL)=/.test(entry))).toEqual(
      [],
    );
    expect((await single.synthesize("Hello there.")).mp3[0]).toBe(0xff);
  }, 60_000);

  // Last of the tests on `single`: its process is replaced here.
  it("do not retry the job a process died on; jobs queued behind it are spoken on a fresh process", async () => {
    await single.ready;
    const [pid] = single.pids;
    const speaking = single.synthesize(
      "This request is in flight when the speech process aborts, and it is not tried again.",
    );
    const queued = single.synthesize("And the one after it is spoken by the next process.");
    process.kill(pid, "SIGABRT");
    await expect(speaking).rejects.toThrow(SpeechJobFailed);
    await expect(speaking).rejects.toThrow(/the speech process stopped while speaking this text \(SIGABRT\)/);
    const clip = await queued;
    expect(clip.mp3[0]).toBe(0xff); // an MP3 frame sync byte
    expect(single.pids).toHaveLength(1);
    expect(single.pids).not.toContain(pid);
  }, 60_000);

  it("stop a part that runs over its time limit and replace the process", async () => {
    const slow = new FliteSpeech({
      workDir: workDir(),
      processes: 1,
      jobTimeoutMs: 5,
    });
    try {
      await slow.ready;
      const [pid] = slow.pids;
      await expect(
        slow.synthesize(
          "Most projects take three to twelve weeks, and every one begins with a pilot on one real workflow.",
        ),
      ).rejects.toThrow("speech took longer than 5 ms");
      await expect.poll(() => slow.pids.includes(pid)).toBe(false);
    } finally {
      await slow.close();
    }
  }, 60_000);
});
