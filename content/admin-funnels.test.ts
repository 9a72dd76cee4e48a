import { describe, expect, it } from "vitest";
import { funnelName, humanizeId, stageName } from "./admin-funnels";
import { QUIZ_FUNNEL } from "./tools/opportunity";

describe("funnel and stage names for the admin console", () => {
  it("names the quiz's and the assessment's stages from their questions and sections", () => {
    expect(funnelName(QUIZ_FUNNEL)).toBe("AI Opportunity Finder quiz");
    expect(stageName(QUIZ_FUNNEL, "question_3_timeSinks")).toBe("Question 3: Where time is lost");
    expect(stageName("ai_readiness_assessment", "dimension_1_data")).toMatch(/^Section 1: \S/);
  });

  it("names shared stages, and readable words for ids nobody named", () => {
    expect(stageName("contact_form", "awareness")).toBe("Saw it");
    expect(stageName("contact_form", "purchase")).toBe("Sent the message");
    expect(stageName("consultation", "booking_form")).toBe("Booking form");
    expect(funnelName("partner_signup")).toBe("Partner signup");
    expect(humanizeId("timeSinks")).toBe("Time sinks");
  });
});
