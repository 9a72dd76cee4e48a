import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FliteSpeech } from "./text-to-speech";

describe("the speech process", () => {
  const speech = new FliteSpeech({ workDir: fs.mkdtempSync(path.join(os.tmpdir(), "tts-test-")) });
  afterAll(() => speech.close());

  const childPid = () => (speech as unknown as { child: { pid: number } | null }).child?.pid;

  it("survives its process aborting: the server keeps running and the next request is answered", async () => {
    await speech.ready;
    const first = childPid();
    expect(first).toBeGreaterThan(0);
    const during = speech.synthesize("This request is in flight when the speech process aborts.");
    process.kill(first as number, "SIGABRT");
    const clip = await during;
    expect(clip.mp3.length).toBeGreaterThan(1000);
    expect(clip.seconds).toBeGreaterThan(1);
    expect(childPid()).not.toBe(first);
    const next = await speech.synthesize("And the one after it too.");
    expect(next.mp3[0]).toBe(0xff); // an MP3 frame sync byte
  }, 60_000);
});
