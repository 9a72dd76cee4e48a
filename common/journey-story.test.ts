import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildJourneyStory,
  describeOrigin,
  formatDuration,
  type StoryContext,
  type StoryEvent,
  stepLabel,
} from "./journey-story";

const names: Record<string, string> = {
  "/": "Home",
  "/solution/predictive-maintenance": "Predictive Maintenance",
  "/roi-overview": "ROI Calculator",
  "/contact": "Contact",
  "/ai-opportunity-finder": "AI Opportunity Finder",
};
const ctx: StoryContext = {
  pageName: (path) => names[path] ?? path,
  scenarioName: (id) => (id === "receptionist" ? "Virtual Receptionist" : undefined),
  firstTouch: {
    utmSource: "linkedin",
    utmMedium: "social",
    utmCampaign: "spring",
    referrer: "https://www.linkedin.com/",
    affiliateCode: null,
  },
};

let seq = 0;
const at = (s: number) => new Date(Date.UTC(2026, 0, 5, 10, 0, s)).toISOString();
function ev(
  sessionId: string,
  second: number,
  eventType: string,
  fields: Partial<StoryEvent> & { d?: Record<string, unknown> } = {},
): StoryEvent {
  const { d, ...rest } = fields;
  return {
    id: `e${++seq}`,
    sessionId,
    eventType,
    page: "/",
    element: null,
    duration: null,
    scrollDepth: null,
    exitPage: null,
    details: d ? JSON.stringify(d) : null,
    occurredAt: at(second),
    ...rest,
  };
}

const labels = (story: ReturnType<typeof buildJourneyStory>) => story.map((s) => s.steps.map(stepLabel));

describe("journey story", () => {
  it("reads a visit as steps: pages with reading time, tools, quiz result, the form sent", () => {
    const s = "sess_a";
    const events = [
      ev(s, 0, "page_view", { page: "/solution/predictive-maintenance" }),
      ev(s, 30, "button_click", {
        page: "/solution/predictive-maintenance",
        element: "ROI Calculator",
        d: { text: "ROI Calculator", href: "/roi-overview" },
      }),
      ev(s, 40, "page_exit", {
        page: "/solution/predictive-maintenance",
        exitPage: "/solution/predictive-maintenance",
        duration: 40,
        scrollDepth: 80,
      }),
      ev(s, 41, "page_view", { page: "/roi-overview" }),
      ev(s, 60, "demo_usage", { page: "/roi-overview", element: "roi-calculator", d: { tool: "roi-calculator" } }),
      ev(s, 90, "page_view", { page: "/ai-opportunity-finder" }),
      ...Array.from({ length: 6 }, (_, i) =>
        ev(s, 91 + i, "button_click", { page: "/ai-opportunity-finder", element: "Next", d: { text: "Next" } }),
      ),
      ev(s, 200, "page_view", { page: "/contact" }),
      ev(s, 210, "form_start", {
        page: "/contact",
        element: "Contact form",
        d: { form: "Contact form", field: "name" },
      }),
      ev(s, 260, "form_submit", { page: "/contact", element: "contact", d: { form: "contact" } }),
    ];
    const funnel = [
      {
        sessionId: s,
        funnelType: "ai_opportunity_quiz",
        stage: "purchase",
        conversionValue: 88,
        dropoffReason: null,
        occurredAt: at(150),
      },
    ];
    const story = buildJourneyStory(events, funnel, {
      ...ctx,
      opportunityResults: [{ at: at(152), topMatch: "Advisor Meeting Notes" }],
    });
    expect(story).toHaveLength(1);
    expect(story[0].origin).toBe("From linkedin (social, spring), landing on Predictive Maintenance");
    expect(labels(story)[0]).toEqual([
      "Read Predictive Maintenance (40 s)",
      "Opened ROI Calculator",
      "Used the ROI calculator",
      "Opened AI Opportunity Finder",
      "Clicked “Next” ×6",
      "Finished the Opportunity Finder: top match Advisor Meeting Notes",
      "Opened Contact",
      "Started filling in the contact form",
      "Sent the contact form",
    ]);
    const next = story[0].steps[4];
    expect(next.icon).toBe("click");
    expect(next.raw).toHaveLength(6);
    expect(story[0].steps[0].raw).toHaveLength(2); // the view and its exit
  });

  it("splits sessions, oldest first; later ones say the visitor came back", () => {
    const story = buildJourneyStory(
      [ev("sess_late", 500, "page_view", { page: "/contact" }), ev("sess_early", 5, "page_view", { page: "/" })],
      [],
      { ...ctx, firstTouch: null },
    );
    expect(story.map((s) => s.sessionId)).toEqual(["sess_early", "sess_late"]);
    expect(story.map((s) => s.origin)).toEqual([
      "Direct visit or unknown source, landing on Home",
      "Came back, landing on Contact",
    ]);
  });

  it("tells consultations, voice demo turns (collapsed), readiness scores, abandoned flows and unknown types", () => {
    const s = "sess_b";
    const story = buildJourneyStory(
      [
        ev(s, 1, "demo_usage", { element: "voice-demo-start", d: { scenario: "receptionist", action: "start" } }),
        ev(s, 2, "demo_usage", {
          element: "voice-demo-turn",
          d: { scenario: "receptionist", action: "turn", turn: 1 },
        }),
        ev(s, 3, "demo_usage", {
          element: "voice-demo-turn",
          d: { scenario: "receptionist", action: "turn", turn: 2 },
        }),
        ev(s, 4, "button_click", {
          element: "Free Consultation",
          d: { text: "Free Consultation", href: "https://cal.com/x", consultation: true },
        }),
        ev(s, 5, "demo_usage", { element: "readiness-assessment", d: { tool: "readiness-assessment", score: 61.6 } }),
        ev(s, 6, "pricing_toggle", { details: "not json" }),
      ],
      [
        {
          sessionId: s,
          funnelType: "roi_calculator",
          stage: "abandoned",
          conversionValue: null,
          dropoffReason: "closed the tab",
          occurredAt: at(7),
        },
      ],
      ctx,
    );
    expect(labels(story)[0]).toEqual([
      "Started the voice demo: Virtual Receptionist",
      "Talked to the voice demo ×2",
      "Clicked “Free Consultation” to book a consultation",
      "Finished the readiness assessment: score 62/100",
      "pricing toggle",
      "Left the ROI calculator unfinished (closed the tab)",
    ]);
    expect(story[0].steps.map((x) => x.icon)).toEqual(["demo", "demo", "consultation", "quiz", "event", "leave"]);
  });

  it("sums the reading time of a page read twice in a row", () => {
    const s = "sess_c";
    const story = buildJourneyStory(
      [
        ev(s, 0, "page_view", { page: "/contact" }),
        ev(s, 20, "page_exit", { page: "/contact", exitPage: "/contact", duration: 20 }),
        ev(s, 30, "page_view", { page: "/contact" }),
        ev(s, 95, "page_exit", { page: "/contact", exitPage: "/contact", duration: 65 }),
      ],
      [],
      ctx,
    );
    expect(labels(story)[0]).toEqual(["Read Contact (1 min 25 s) ×2"]);
  });

  it("formats durations and origins", () => {
    expect(formatDuration(40)).toBe("40 s");
    expect(formatDuration(120)).toBe("2 min");
    expect(formatDuration(3720)).toBe("1 h 2 min");
    expect(
      describeOrigin({
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        referrer: "https://www.google.com/search?q=x",
        affiliateCode: "PARTNER7",
      }),
    ).toBe("From google.com, through affiliate PARTNER7");
    expect(
      describeOrigin({
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        referrer: null,
        affiliateCode: "PARTNER7",
      }),
    ).toBe("Through affiliate PARTNER7");
  });
});

describe("a missing page", () => {
  it("is told as such, with the address the visitor tried", () => {
    const known = new Set(["/", "/contact"]);
    const events = [
      ev("miss", 1, "page_view", { page: "/" }),
      ev("miss", 20, "page_view", { page: "/pricing-2023" }),
      ev("miss", 30, "page_view", { page: "/contact" }),
    ];
    const story = buildJourneyStory(events, [], { ...ctx, isMissingPage: (p) => !known.has(p) });
    expect(labels(story)).toEqual([["Opened Home", "Hit a missing page: /pricing-2023", "Opened Contact"]]);
  });
});

describe("the forms visitors fill in", () => {
  // Every form tag on the public site (the console's are never tracked), with the name the
  // tracker records for it: its aria-label.
  const publicForms = fs
    .readdirSync("app/features", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !file.split(path.sep).includes("admin"))
    .flatMap((file) =>
      [...fs.readFileSync(path.join("app/features", file), "utf8").matchAll(/<form\b(?:=>|[^>])*>/g)].map((tag) => ({
        file,
        label: /\baria-label="([^"]+)"/.exec(tag[0])?.[1],
        // Named by a heading the tracker does not read (the partner area's account forms).
        labelledBy: /\baria-labelledby=/.test(tag[0]),
      })),
    );

  it("are each told by a readable name, never as the “…” form", () => {
    expect(publicForms.length).toBeGreaterThanOrEqual(10);
    for (const { file, label, labelledBy } of publicForms) {
      if (labelledBy) continue;
      expect(label, `a form in ${file} has no aria-label`).toBeDefined();
      const form = label as string;
      const [visit] = buildJourneyStory([ev("forms", 1, "form_start", { element: form, d: { form } })], [], ctx);
      const [step] = visit.steps.map(stepLabel);
      expect(step, file).toMatch(/^Started filling in the /);
      expect(step, file).not.toContain("“");
    }
  });
});
