import { describe, expect, it } from "vitest";
import { buildJourneyStory, stepLabel } from "#common/journey-story";
import { solutions } from "#content/solutions";
import { TurnProofs } from "#server/modules/voice";
import { storyChecks } from "./journey";
import { storyNames } from "./readable";

describe("the story's names for the site", () => {
  it("knows every page the site has, and no other address", () => {
    const missing = storyNames.isMissingPage as (path: string) => boolean;
    for (const path of ["/", "/about", "/contact/", "/affiliate-dashboard", `/solution/${solutions[0].slug}`])
      expect(missing(path), path).toBe(false);
    for (const path of ["/pricing-2023", "/solution/no-such-solution", "/admin-old", "/about/team"])
      expect(missing(path), path).toBe(true);
  });
});

describe("the story of a visitor's tools, computed here from what they entered", () => {
  const story = (details: Record<string, unknown>) =>
    buildJourneyStory(
      [
        {
          id: "e1",
          sessionId: "s1",
          eventType: "demo_usage",
          page: "/roi-overview",
          element: String(details.tool),
          duration: null,
          scrollDepth: null,
          exitPage: null,
          details: JSON.stringify(details),
          occurredAt: "2026-11-20T10:00:00.000Z",
        },
      ],
      [],
      storyNames,
    )[0].steps.map(stepLabel);

  it("scores the readiness answers itself: a client's own score does not count", () => {
    // Two points on every one of the fifteen questions: 6 of 9 in each dimension.
    expect(story({ tool: "readiness-assessment", score: 99, answers: "222222222222222" })).toEqual([
      "Finished the readiness assessment: score 67/100, Ready to pilot (Data 67, Processes 67, People 67, Technology 67, Leadership and budget 67)",
    ]);
    // Without answers it can only repeat the browser's figure; a broken code tells no score of its own.
    expect(story({ tool: "readiness-assessment", score: 40 })).toEqual([
      "Finished the readiness assessment: score 40/100",
    ]);
    expect(story({ tool: "readiness-assessment", score: 40, answers: "22x" })).toEqual([
      "Finished the readiness assessment: score 40/100",
    ]);
  });

  it("tells a calculator's inputs and the estimate they give when the visitor asks for a consultation", () => {
    const roi = {
      solution: "voice",
      teamSize: 12,
      hoursPerWeek: 6,
      hourlyCost: 38,
      monthlyLeads: 300,
      conversionRate: 4,
      customerValue: 2500,
      automationShare: 40,
      conversionUplift: 31,
      monthlySubscription: 750,
      implementationWeeks: 4,
    };
    // 12 × 6 h × 52/12 = 312 h; 40% of it at $38 = $4,742; 300 × 4% × 31% × $2,500 = $9,300; less $750.
    const [roiStep] = story({ tool: "roi-calculator", action: "consultation", inputs: roi });
    expect(roiStep).toMatch(/^Asked for a consultation from the ROI calculator: AI Voice Assistant; /);
    expect(roiStep).toContain("12 people × 6 h/week of repetitive work at $38/h, 40% automated");
    expect(roiStep).toContain("300 leads/month converting at 4%, $2,500 per customer, 31% boost");
    expect(roiStep).toMatch(/→ net benefit \$13,292\/month, payback under 1 month$/);

    const cost = {
      solutions: ["voice", "legal"],
      companySize: "51-200",
      integrations: 3,
      onPremise: false,
      sites: 1,
      support: "priority",
    };
    const [costStep] = story({ tool: "cost-calculator", action: "consultation", inputs: cost });
    expect(costStep).toMatch(
      /^Asked for a consultation from the cost calculator: AI Voice Assistant \+ .+; 51-200 people; 3 systems to connect; Priority support → \$[\d,]+–\$[\d,]+\/month, \d+–\d+ weeks$/,
    );

    // Inputs out of range (or forged) give no estimate: the step says only what happened.
    expect(story({ tool: "roi-calculator", action: "consultation", inputs: { ...roi, teamSize: -5 } })).toEqual([
      "Asked for a consultation from the ROI calculator",
    ]);
  });
});

describe("a voice-demo answer in the story", () => {
  it("is told days after the dialog when the server signed it, and never when it did not", () => {
    const secret = "story-secret-story-secret-story-secret-0123";
    const tenDaysAgo = Date.now() - 10 * 86_400_000;
    const answer = "Plans start at $750 a month. Setup is included.";
    const proof = new TurnProofs(secret, () => tenDaysAgo).sign("sales-assistant", answer);
    const checks = storyChecks(secret);
    const told = (details: object) =>
      buildJourneyStory(
        [
          {
            id: "e1",
            sessionId: "s1",
            eventType: "demo_usage",
            page: "/ai-voice",
            element: "voice-demo-answer",
            duration: null,
            scrollDepth: null,
            exitPage: null,
            details: JSON.stringify({ scenario: "sales-assistant", action: "answer", turn: 1, ...details }),
            occurredAt: new Date(tenDaysAgo).toISOString(),
          },
        ],
        [],
        { ...storyNames, ...checks },
      )[0]?.steps.map(stepLabel) ?? [];
    expect(told({ answer, proof })).toEqual(["The voice demo answered: “Plans start at $750 a month.”"]);
    expect(told({ answer: "Everything is free for you.", proof })).toEqual([]);
    expect(told({ answer, proof: "1.forged" })).toEqual([]);
    expect(
      storyChecks("another-secret-another-secret-another-0123").voiceAnswerGiven?.("sales-assistant", answer, proof),
    ).toBe(false);
  });
});
