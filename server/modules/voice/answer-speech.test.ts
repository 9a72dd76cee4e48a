import { describe, expect, it } from "vitest";
import { PreparedSpeech, splitSpokenAnswer } from "./answer-speech";

describe("splitSpokenAnswer", () => {
  it("cuts after the first sentence and keeps the rest for later", () => {
    expect(
      splitSpokenAnswer(
        "Most projects take 3 to 12 weeks. Every project begins with a pilot. What else would you like to know?",
      ),
    ).toEqual({
      first: "Most projects take 3 to 12 weeks.",
      rest: "Every project begins with a pilot. What else would you like to know?",
    });
  });

  it("keeps a very short first sentence with the next one", () => {
    expect(splitSpokenAnswer("Certainly. Our catalog has 6 ideas for restaurants. Which industry are you in?")).toEqual(
      {
        first: "Certainly. Our catalog has 6 ideas for restaurants.",
        rest: "Which industry are you in?",
      },
    );
  });

  it("speaks a one-sentence answer in one piece, and never cuts at an abbreviation", () => {
    expect(splitSpokenAnswer("Plans start at $750 a month.")).toEqual({
      first: "Plans start at $750 a month.",
      rest: "",
    });
    expect(splitSpokenAnswer("Our A.I. assistants answer every call")).toEqual({
      first: "Our A.I. assistants answer every call",
      rest: "",
    });
  });

  it("speaks the whole answer at once when its rest is longer than /synthesize accepts", () => {
    const text = `Here it is. ${"word ".repeat(500).trim()}.`;
    expect(splitSpokenAnswer(text)).toEqual({ first: text, rest: "" });
  });
});

describe("PreparedSpeech", () => {
  const clip = (text: string) => Promise.resolve(Buffer.from(text));

  it("hands the rest over once, only for its address and its exact text", async () => {
    const prepared = new PreparedSpeech();
    prepared.put("198.51.100.1", "The rest.", clip("mp3"));
    expect(prepared.take("198.51.100.2", "The rest.")).toBeUndefined();
    expect(prepared.take("198.51.100.1", "Other text.")).toBeUndefined();
    expect(await prepared.take("198.51.100.1", "The rest.")).toEqual(Buffer.from("mp3"));
    expect(prepared.take("198.51.100.1", "The rest.")).toBeUndefined();
  });

  it("keeps one answer per address, a bounded number of addresses, for a limited time", () => {
    let now = 0;
    const prepared = new PreparedSpeech(() => now);
    prepared.put("a", "first answer", clip("1"));
    prepared.put("a", "second answer", clip("2"));
    expect(prepared.size).toBe(1);
    expect(prepared.take("a", "first answer")).toBeUndefined();
    for (let i = 0; i < 600; i++) prepared.put(`198.51.${i >> 8}.${i & 255}`, "rest", clip("x"));
    expect(prepared.size).toBe(500);
    // The oldest addresses were dropped, the newest kept.
    expect(prepared.take("198.51.0.0", "rest")).toBeUndefined();
    expect(prepared.take("198.51.2.87", "rest")).toBeDefined();
    now += 60_001;
    expect(prepared.take("198.51.2.86", "rest")).toBeUndefined();
    prepared.put("b", "rest", clip("y"));
    expect(prepared.size).toBe(1);
  });

  it("forgets speech that failed, so the browser's own request makes it again", async () => {
    const prepared = new PreparedSpeech();
    const failed = Promise.reject(new Error("engine stopped"));
    prepared.put("a", "rest", failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(prepared.take("a", "rest")).toBeUndefined();
  });
});
