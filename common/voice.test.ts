import { describe, expect, it } from "vitest";
import { lastTurns, voiceChatRequestSchema } from "./voice";

describe("voice chat contract", () => {
  const turns = Array.from({ length: 9 }, (_, i) => ({
    speaker: i % 2 ? ("user" as const) : ("ai" as const),
    text: `turn ${i}`,
  }));

  it("sends the last 6 turns as context", () => {
    expect(lastTurns(turns).map((t) => t.text)).toEqual(["turn 3", "turn 4", "turn 5", "turn 6", "turn 7", "turn 8"]);
    expect(lastTurns(turns.slice(0, 2))).toHaveLength(2);
  });

  it("trims the message and defaults the optional fields", () => {
    expect(voiceChatRequestSchema.parse({ message: "  hi  ", scenario: "customer-support" })).toEqual({
      message: "hi",
      scenario: "customer-support",
      systemPrompt: "",
      conversation: [],
      parts: 1,
    });
  });

  it("accepts parts 1 or 2 only, naming the field", () => {
    expect(voiceChatRequestSchema.parse({ message: "hi", scenario: "sales-assistant", parts: 2 }).parts).toBe(2);
    const result = voiceChatRequestSchema.safeParse({ message: "hi", scenario: "sales-assistant", parts: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["parts"]);
  });

  it("refuses a seventh turn", () => {
    const result = voiceChatRequestSchema.safeParse({
      message: "hi",
      scenario: "sales-assistant",
      conversation: turns.slice(0, 7),
    });
    expect(result.success).toBe(false);
  });
});
