import { describe, expect, it } from "vitest";
import { readMp3 } from "#server/modules/voice/mp3-info";
import { speakable } from "#server/modules/voice/speakable";
import { decodeWav, encodeWav, WavFormatError } from "#server/modules/voice/wav";
import { buildArpa, numberToWords, sliceDictionary, spokenWords } from "./language-model";
import { createOfflineProvider } from "./offline-provider";

describe("speech text", () => {
  it("spells out prices, ranges, percentages, e-mail addresses and phone numbers", () => {
    expect(speakable("From $750 a month, payback in 1-2 months, 31% more, 30+ hours.")).toBe(
      "From 750 dollars a month, payback in 1 to 2 months, 31 percent more, 30 plus hours.",
    );
    expect(speakable("Write to hello@meridian-ai.example or call +1 (555) 010-4200.")).toBe(
      "Write to hello at meridian ai dot example or call 1 5 5 5 0 1 0 4 2 0 0.",
    );
  });
});

describe("language model", () => {
  it("spells numbers and strips punctuation like a recogniser hears them", () => {
    expect(numberToWords(750)).toBe("seven hundred fifty");
    expect(numberToWords(12)).toBe("twelve");
    expect(spokenWords("Does it cost $750/month?")).toEqual([
      "does",
      "it",
      "cost",
      "seven",
      "hundred",
      "fifty",
      "dollars",
      "month",
    ]);
    expect(spokenWords("3-12 weeks, 86% win rate")).toEqual([
      "three",
      "to",
      "twelve",
      "weeks",
      "eighty",
      "six",
      "percent",
      "win",
      "rate",
    ]);
  });

  it("writes a normalised ARPA trigram model", () => {
    const arpa = buildArpa([
      spokenWords("how much does it cost"),
      spokenWords("how long does it take"),
      spokenWords("how much"),
    ]);
    expect(arpa).toMatch(/^\\data\\\nngram 1=9\nngram 2=\d+\nngram 3=\d+\n/);
    expect(arpa.trimEnd().endsWith("\\end\\")).toBe(true);
    // The bigram distribution after "how" plus its back-off mass sums to one.
    const unigrams = new Map<string, { p: number; bo: number }>();
    const bigrams = new Map<string, number>();
    let section = "";
    for (const line of arpa.split("\n")) {
      if (line.startsWith("\\")) section = line;
      const parts = line.split("\t");
      if (section === "\\1-grams:" && parts.length >= 2)
        unigrams.set(parts[1], { p: 10 ** Number(parts[0]), bo: 10 ** Number(parts[2] ?? 0) });
      if (section === "\\2-grams:" && parts.length >= 2) bigrams.set(parts[1], 10 ** Number(parts[0]));
    }
    const words = [...unigrams.keys()].filter((w) => w !== "<s>");
    const total = words.reduce(
      (sum, w) => sum + (bigrams.get(`how ${w}`) ?? unigrams.get("how")!.bo * unigrams.get(w)!.p),
      0,
    );
    expect(total).toBeCloseTo(1, 3);
  });

  it("takes only the corpus words (and their variants) from the dictionary", () => {
    const dict = "cost K AA S T\ncost(2) K AO S T\ncat K AE T\nhow HH AW\n";
    const { text, known } = sliceDictionary(dict, new Set(["cost", "how", "zebra"]));
    expect(text).toBe("cost K AA S T\ncost(2) K AO S T\nhow HH AW\n");
    expect([...known].sort()).toEqual(["cost", "how"]);
  });
});

describe("WAV decoding", () => {
  it("mixes stereo 16-bit down to mono", () => {
    const header = encodeWav(new Int16Array(4), 16000);
    header.writeUInt16LE(2, 22); // two channels: the 4 samples become 2 frames
    const audio = decodeWav(header);
    expect(audio).toMatchObject({ channels: 2, sampleRate: 16000 });
    expect(audio.samples.length).toBe(2);
  });

  it("names what is wrong with a file that is not a usable WAV", () => {
    expect(() => decodeWav(Buffer.from("OggS not a wav at all"))).toThrow(new WavFormatError("is not a WAV file"));
    const wav = encodeWav(new Int16Array(10), 16000);
    wav.writeUInt32LE(4000, 24);
    expect(() => decodeWav(wav)).toThrow("has an unsupported sample rate (4000 Hz)");
  });
});

describe("spoken-answer cache", () => {
  it("serves a repeated answer from memory and synthesises a new one", async () => {
    const cached = createOfflineProvider({ pocketsphinxBinary: "/nonexistent/pocketsphinx" });
    const uncached = createOfflineProvider({ pocketsphinxBinary: "/nonexistent/pocketsphinx", speechCacheSize: 0 });
    try {
      const first = await cached.synthesize("Subscriptions start at $750 a month.");
      const again = await cached.synthesize("Subscriptions start at $750 a month.");
      expect(again).toBe(first);
      const other = await cached.synthesize("Most projects take 3 to 12 weeks.");
      expect(other).not.toBe(first);
      expect(readMp3(other).frames).toBeGreaterThan(0);

      const a = await uncached.synthesize("Hello there.");
      const b = await uncached.synthesize("Hello there.");
      expect(b).not.toBe(a);
      expect(b.equals(a)).toBe(true);
    } finally {
      await Promise.all([cached.close(), uncached.close()]);
    }
    // Starts four speech processes, each compiling Flite on its warm-up sentence.
  }, 60_000);
});
