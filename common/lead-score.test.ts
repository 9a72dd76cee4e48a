import { describe, expect, it } from "vitest";
import { LEAD_SCORE_POINTS, leadFactsOf, leadQuality, leadScore } from "./lead-score";

const none = { hasContactDetails: false, formSubmissions: 0, consultationRequests: 0, distinctPagesViewed: 0 };

describe("leadScore", () => {
  it("gives the spec's points: contact +25 once, form +15 each, consultation +50 each, new page +2 each", () => {
    expect(LEAD_SCORE_POINTS).toEqual({
      contactDetails: 25,
      formSubmission: 15,
      consultationRequest: 50,
      newPageViewed: 2,
    });
    expect(leadScore(none)).toBe(0);
    expect(leadScore({ ...none, hasContactDetails: true })).toBe(25);
    expect(leadScore({ ...none, formSubmissions: 3 })).toBe(45);
    expect(leadScore({ ...none, consultationRequests: 2 })).toBe(100);
    expect(leadScore({ ...none, distinctPagesViewed: 7 })).toBe(14);
    expect(
      leadScore({ hasContactDetails: true, formSubmissions: 1, consultationRequests: 1, distinctPagesViewed: 4 }),
    ).toBe(98);
  });

  it("ignores negative, fractional and non-finite counts", () => {
    expect(
      leadScore({ ...none, formSubmissions: -3, consultationRequests: Number.NaN, distinctPagesViewed: 2.9 }),
    ).toBe(4);
  });
});

describe("leadFactsOf", () => {
  const base = { pageViews: ["/", "/about", "/"], formSubmissions: [{}], consultationRequests: 1 };
  it("counts distinct pages and knows contact details from any one contact field", () => {
    expect(leadFactsOf(base)).toEqual({
      hasContactDetails: false,
      formSubmissions: 1,
      consultationRequests: 1,
      distinctPagesViewed: 2,
    });
    for (const field of ["email", "name", "phone", "company"]) {
      expect(leadFactsOf({ ...base, [field]: "x" }).hasContactDetails).toBe(true);
    }
    expect(leadFactsOf({ ...base, email: "", name: null }).hasContactDetails).toBe(false);
  });
});

describe("leadQuality", () => {
  it.each([
    [undefined, "Cold"],
    [null, "Cold"],
    [Number.NaN, "Cold"],
    [0, "Cold"],
    [29, "Cold"],
    [30, "Warm"],
    [59, "Warm"],
    [60, "Hot"],
    [99, "Hot"],
    [100, "Super Hot"],
    [250, "Super Hot"],
  ])("score %s is %s", (score, quality) => {
    expect(leadQuality(score)).toBe(quality);
  });
});
