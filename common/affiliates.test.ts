import { describe, expect, it } from "vitest";
import { REFERRAL_CODE_PATTERN, readReferralCode, referralCodeFromName, referralCodeStem } from "./affiliate-program";
import { referralCodeSchema } from "./affiliates";

describe("referral codes from names", () => {
  it.each([
    ["Priya Partner", "priya-partner"],
    ["  Zoë   O'Brien-Ünal ", "zoe-obrien-unal"],
    ["José María Núñez", "jose-maria-nunez"],
    ["Studio 42 & Co.", "studio-42-co"],
    ["Ann", "ann"],
  ])("%s -> %s", (name, code) => {
    expect(referralCodeFromName(name)).toBe(code);
    expect(code).toMatch(REFERRAL_CODE_PATTERN);
  });

  it("gives nothing where the name has too few Latin letters or digits", () => {
    expect(referralCodeFromName("李小龍")).toBe("");
    expect(referralCodeFromName("Al")).toBe("");
    expect(referralCodeFromName("!!")).toBe("");
  });

  it("stays short enough for a numbered suffix, without a trailing hyphen", () => {
    const code = referralCodeFromName("Maximilian Alexander Montgomery-Fitzgerald the Third");
    expect(code.length).toBeLessThanOrEqual(40);
    expect(code).toMatch(REFERRAL_CODE_PATTERN);
    expect(code).not.toMatch(/-$/);
    expect(`${code}-99`).toMatch(REFERRAL_CODE_PATTERN);
  });

  it("finds the stem a number goes on", () => {
    expect(referralCodeStem("priya-partner-2")).toBe("priya-partner");
    expect(referralCodeStem("priya-partner")).toBe("priya-partner");
    expect(referralCodeStem("ab-2")).toBe("ab-2");
  });
});

describe("the sign-up page's code check and the API schema", () => {
  it.each([
    "priya-partner",
    "  Priya-Partner ",
    "ab",
    "abc",
    "a".repeat(50),
    "a".repeat(51),
    "priya_partner",
    "zoë",
    "",
    "   ",
    "---",
  ])("agree on %j", (text) => {
    const parsed = referralCodeSchema.safeParse(text);
    expect(readReferralCode(text)).toBe(parsed.success ? parsed.data : null);
  });
});
