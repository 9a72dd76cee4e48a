import { CONSULTATION_MINUTES, IMPLEMENTATION_WEEKS, STARTING_PRICE_PER_MONTH } from "#common/constants";
import type { ContentBlock } from "./blocks";

const weeks = `${IMPLEMENTATION_WEEKS.min}-${IMPLEMENTATION_WEEKS.max} weeks`;

/** /ai-implementation-guide: a long-form guide, one block per chapter (anchors for the table of contents). */
export const implementationGuide = {
  eyebrow: "Guide",
  heading: "The AI implementation guide",
  lead: "How to take AI from an idea to a system your team relies on: choosing the first use case, getting the data ready, running a pilot, measuring the return and scaling up. Written from the way we run our own projects.",
  readingTime: "12 minute read",
  chapters: [
    {
      id: "start-with-the-problem",
      heading: "Start with a problem, not with a technology",
      paragraphs: [
        'The projects that pay off start with a sentence like "we miss a third of our calls while we are on jobs" or "checking every invoice against its purchase order takes two people a week", not with "we should be using AI". A good first problem is frequent, costs measurable time or money, follows recognisable patterns, and has someone in the business who owns it.',
        "Write down the problem, who has it, how often it happens and what it costs today. Those four lines become the baseline you will measure the pilot against.",
      ],
      bullets: [
        "Frequent: it happens daily or weekly, not once a year",
        "Measurable: hours spent, calls missed, errors found, revenue lost",
        "Patterned: a person could explain how they decide, even if it takes judgement",
        "Owned: one manager cares about the result and can make decisions",
      ],
    },
    {
      id: "choose-a-first-use-case",
      heading: "Choose one first use case",
      paragraphs: [
        "List three to five candidate problems and score each on value (time or money at stake), feasibility (is the data there, are the systems reachable) and risk (what happens when the system is wrong). Pick the one with high value, good feasibility and a mistake that is cheap to catch. The first project also builds trust inside the team, so a visible, everyday win beats an ambitious moonshot.",
        "Our catalog of solution ideas, grouped by industry, is a useful list of candidates: each idea names the problem, how the solution works, the systems it usually connects to and the kind of return to expect.",
      ],
    },
    {
      id: "hardware-software-or-hybrid",
      heading: "Hardware, software or hybrid",
      paragraphs: [
        "Most business AI is software: it reads documents, answers calls, writes drafts, forecasts demand or spots patterns in data you already have. Some problems need eyes and ears where the work happens, such as cameras on a production line or sensors on a water-filtration system; that is hardware, usually with a small computer on site that processes data locally. Many of the strongest solutions are hybrid: devices collect the signal and software turns it into decisions, alerts and reports.",
        "Whatever the mix, insist on one place to see it all. Every solution we build reports into the same unified dashboard, so the third system you add does not mean a third login.",
      ],
    },
    {
      id: "prepare-your-data",
      heading: "Prepare your data (less than you think)",
      paragraphs: [
        "You rarely need a data warehouse before you start. A pilot needs a representative sample: a few weeks of call recordings, a few hundred invoices, a month of sensor readings, the contracts of one type. What matters more than volume is that the sample reflects real conditions, including the messy cases.",
      ],
      bullets: [
        "Find where the data lives today and who can grant access",
        "Pull a sample that includes the awkward cases, not just the clean ones",
        "Agree what personal or confidential data is involved and how it is protected",
        "Note the systems the result has to flow back into (CRM, ERP, ticketing, e-mail)",
      ],
    },
    {
      id: "run-a-pilot",
      heading: "Run a pilot before you roll out",
      paragraphs: [
        `A pilot puts a working system on one workflow, team or site, with real data, for a few weeks. Agree the measures of success before it starts, using the baseline from step one. Our projects run ${weeks} from kick-off to launch, and every one begins with a pilot.`,
        'At the end of the pilot make one of three decisions together: go (roll it out), adjust (change the scope or the approach and measure again) or stop. A pilot that ends in "stop" has still done its job: it cost weeks, not a year.',
      ],
    },
    {
      id: "bring-your-team-along",
      heading: "Bring your team along",
      paragraphs: [
        "AI changes how people work, so involve the people whose work changes from the start. Show them the pilot early, ask them where it gets things wrong, and make it easy to override. Teams adopt systems that save them tedious work and keep them in charge of the judgement calls.",
      ],
      bullets: [
        "Name a champion in the team who tests the pilot first",
        "Keep a human approval step where mistakes are expensive",
        "Train people on the real system with their own cases",
        "Collect feedback in the first weeks and act on it visibly",
      ],
    },
    {
      id: "measure-roi",
      heading: "Measure the return honestly",
      paragraphs: [
        "Measure the same things you wrote down as the baseline: hours per week, response times, error rates, conversion, stock-outs. Count the full cost, including the subscription and the time your team spends with the system. Payback periods across our six pre-built solutions range from 1-2 months to 6-8 months; your own figure depends on your volumes, which is why we project it with you before the pilot and measure it during it.",
        "Our ROI calculator and AI cost calculator show the formulas behind such projections, so you can check them with your own numbers.",
      ],
    },
    {
      id: "security-and-compliance",
      heading: "Security and compliance from day one",
      paragraphs: [
        "Decide early what data the system may see, where it is processed and who can access the results. Encryption, access controls and, where they apply, GDPR and HIPAA requirements shape the design; adding them after the fact is slower and more expensive.",
      ],
    },
    {
      id: "scale-up",
      heading: "Scale up and keep improving",
      paragraphs: [
        "Once the first solution is running, roll it out to other teams or sites in phases, then pick the next use case from your list. Models drift as your business changes, so monitoring accuracy and reviewing results regularly is part of running AI, not an extra. With a subscription, hosting, monitoring, maintenance and improvements are included, so the system keeps up with you.",
      ],
    },
    {
      id: "next-step",
      heading: "Your next step",
      paragraphs: [
        `Bring your list of candidate problems to a free ${CONSULTATION_MINUTES}-minute consultation. You leave with recommendations for where to start, an ROI projection and an implementation roadmap. Subscriptions start at $${STARTING_PRICE_PER_MONTH}/month.`,
      ],
    },
  ] satisfies ContentBlock[],
  related: [
    { path: "/implementation", label: "How our implementation process works" },
    { path: "/solutions", label: "Browse the solutions catalog" },
    { path: "/roi-overview", label: "Calculate your ROI" },
    { path: "/ai-readiness-assessment", label: "Take the AI readiness assessment" },
    { path: "/security", label: "Security and compliance" },
  ],
} as const;
