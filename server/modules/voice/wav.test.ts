import { describe, expect, it } from "vitest";
import { encodeWav, readWavHeader, WavFormatError } from "./wav";

describe("readWavHeader", () => {
  it("reads the duration from the header without decoding", () => {
    expect(readWavHeader(encodeWav(new Int16Array(16000 * 3), 16000))).toMatchObject({
      sampleRate: 16000,
      channels: 1,
      bits: 16,
      seconds: 3,
    });
  });

  it("counts only the samples the file holds when the header claims more, or streams without a size", () => {
    const wav = encodeWav(new Int16Array(8000), 16000);
    wav.writeUInt32LE(16000 * 2 * 3600, 40); // claims an hour
    expect(readWavHeader(wav).seconds).toBe(0.5);
    wav.writeUInt32LE(0xffffffff, 40); // a streaming writer's unknown size
    expect(readWavHeader(wav).seconds).toBe(0.5);
  });

  it("refuses what cannot be decoded, naming why", () => {
    expect(() => readWavHeader(Buffer.from("RIFF....WAVEjunk"))).toThrow(new WavFormatError("has no format chunk"));
    const stereo9 = encodeWav(new Int16Array(100), 16000);
    stereo9.writeUInt16LE(9, 22);
    expect(() => readWavHeader(stereo9)).toThrow("has an unsupported channel count (9)");
  });
});
