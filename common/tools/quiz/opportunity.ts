/**
 * The 2-minute AI Opportunity Quiz (/ai-opportunity-finder): answer ids and the ranking of
 * catalog ideas (validation: ./opportunity-schema). Question wording lives in content/tools/opportunity.ts.
 * The catalog is passed in, so this module stays pure and independent of content/.
 */

export const companySizes = ["solo", "small", "medium", "large", "enterprise"] as const;
export const timeSinks = [
  "calls",
  "scheduling",
  "leads",
  "documents",
  "reporting",
  "content",
  "support",
  "monitoring",
] as const;
export const channels = ["phone", "email", "web", "social", "in-person", "field"] as const;
export const dataSources = ["crm", "spreadsheets", "documents", "sensors", "transactions", "none"] as const;
export const budgets = ["starter", "growth", "scale", "enterprise", "unsure"] as const;
export const timelines = ["now", "quarter", "half-year", "exploring"] as const;

export type CompanySize = (typeof companySizes)[number];
export type TimeSink = (typeof timeSinks)[number];
export type Channel = (typeof channels)[number];
export type DataSource = (typeof dataSources)[number];
export type Budget = (typeof budgets)[number];
export type Timeline = (typeof timelines)[number];

export const OTHER_INDUSTRY = "other";
export const MAX_TIME_SINKS = 3;

/** The questions in the order the quiz asks them. */
const opportunityQuestionIds = ["industry", "size", "timeSinks", "channels", "data", "budget", "timeline"] as const;
export type OpportunityQuestionId = (typeof opportunityQuestionIds)[number];

/** A complete set of answers; ./opportunity-schema checks them. */
export interface OpportunityAnswers {
  industry: string;
  size: CompanySize;
  timeSinks: TimeSink[];
  channels: Channel[];
  data: DataSource[];
  budget: Budget;
  timeline: Timeline;
}

/** What the quiz has collected so far: every field may still be missing. */
export type PartialOpportunityAnswers = Partial<OpportunityAnswers>;

/** What a catalog idea really does, in the quiz's terms; content/solutions states it idea by idea. */
export interface IdeaServes {
  /** The areas where a team loses time that the idea takes on as its job. */
  timeSinks: readonly TimeSink[];
  /** Customer channels the idea itself works on. */
  channels: readonly Channel[];
  /** Data the idea reads to do its job. */
  data: readonly Exclude<DataSource, "none">[];
}

/**
 * The fields of a catalog idea the ranking reads (a subset of content's SolutionIdea). Points and
 * reasons come from `serves` alone, never from the idea's prose, so a reason can only cite an
 * answer the idea really serves (a summary's "brand voice" once earned a phone-calls reason).
 */
export interface RankableIdea {
  slug: string;
  industry: string;
  type: "hardware" | "software" | "hybrid";
  serves: IdeaServes;
}

/** Word starts that show a visitor's own words name an area (the voice demo's qualifying questions). */
export const timeSinkKeywords: Record<TimeSink, string[]> = {
  calls: ["call", "phone", "voice", "receptionist", "voicemail", "answering"],
  scheduling: ["schedul", "appointment", "booking", "calendar", "reminder", "no-show", "rota", "dispatch"],
  leads: [
    "lead",
    "sales",
    "follow-up",
    "follow up",
    "prospect",
    "quot",
    "enquir",
    "inquir",
    "pipeline",
    "outreach",
    "upsell",
  ],
  documents: [
    "document",
    "contract",
    "paperwork",
    "invoice",
    "forms?\\b",
    "claim",
    "application",
    "clause",
    "intake",
    "extract",
  ],
  reporting: ["report", "forecast", "spreadsheet", "dashboard", "analytic", "data entry", "reconcil", "kpi", "insight"],
  content: [
    "marketing",
    "content",
    "campaign",
    "seo\\b",
    "social",
    "copy\\b",
    "newsletter",
    "product description",
    "listing",
  ],
  support: [
    "customer service",
    "support",
    "question",
    "faq",
    "chat",
    "ticket",
    "helpdesk",
    "service agent",
    "self-service",
  ],
  monitoring: [
    "monitor",
    "camera",
    "sensor",
    "inspection",
    "maintenance",
    "security",
    "alarm",
    "leak",
    "temperature",
    "stock",
    "inventory",
    "shelf",
    "safety",
  ],
};

const opportunityWeights = {
  industry: 40,
  timeSink: 24,
  channel: 6,
  data: 6,
  /** Fit of the idea's type with the monthly budget. */
  budgetFit: {
    starter: { software: 8, hybrid: -4, hardware: -10 },
    growth: { software: 4, hybrid: 0, hardware: -4 },
    scale: { software: 0, hybrid: 4, hardware: 2 },
    enterprise: { software: 0, hybrid: 4, hardware: 4 },
    unsure: { software: 0, hybrid: 0, hardware: 0 },
  } as Record<Budget, Record<RankableIdea["type"], number>>,
  /** Software goes live fastest; hardware needs installation. */
  timelineFit: {
    now: { software: 6, hybrid: -2, hardware: -6 },
    quarter: { software: 3, hybrid: 0, hardware: -2 },
    "half-year": { software: 0, hybrid: 0, hardware: 0 },
    exploring: { software: 0, hybrid: 0, hardware: 0 },
  } as Record<Timeline, Record<RankableIdea["type"], number>>,
  maxBudgetFit: 8,
  maxTimelineFit: 6,
} as const;

export const MAX_RESULTS = 5;

/**
 * How close an idea comes to the best one, as a share of its points: the label the result
 * shows. Ideas below the last threshold are weak matches and are left out.
 */
const matchLevels = ["best", "strong", "good"] as const;
export type MatchLevel = (typeof matchLevels)[number];
export const MATCH_THRESHOLDS = { strong: 0.75, good: 0.55 } as const;

function matchLevel(position: number, score: number, best: number): MatchLevel | null {
  if (position === 0) return "best";
  if (score <= 0 || best <= 0) return null;
  if (score >= best * MATCH_THRESHOLDS.strong) return "strong";
  if (score >= best * MATCH_THRESHOLDS.good) return "good";
  return null;
}

export type FitReason =
  | { kind: "industry"; industry: string }
  | { kind: "timeSink"; id: TimeSink }
  /** None of the visitor's areas is the idea's job: the areas it does take on. */
  | { kind: "serves"; ids: TimeSink[] }
  | { kind: "channel"; id: Channel }
  | { kind: "data"; id: Exclude<DataSource, "none"> }
  | { kind: "budget"; budget: Budget; type: RankableIdea["type"] }
  | { kind: "timeline"; timeline: Timeline; type: RankableIdea["type"] };

export interface RankedIdea {
  slug: string;
  /** 0-100: the idea's points as a share of the most any idea could earn with these answers. */
  fit: number;
  /** How close it comes to the best idea: the label the visitor sees. */
  match: MatchLevel;
  score: number;
  reasons: FitReason[];
}

const unique = <T>(list: readonly T[] | undefined, allowed: readonly T[]): T[] => [
  ...new Set((list ?? []).filter((item) => allowed.includes(item))),
];

/** The most points any idea could earn with these answers (the base of the fit percentage). */
function maxOpportunityScore(answers: PartialOpportunityAnswers): number {
  const w = opportunityWeights;
  const industry = answers.industry && answers.industry !== OTHER_INDUSTRY ? w.industry : 0;
  const data = unique(answers.data, dataSources).filter((d) => d !== "none");
  return (
    industry +
    w.timeSink * unique(answers.timeSinks, timeSinks).length +
    w.channel * unique(answers.channels, channels).length +
    w.data * data.length +
    w.maxBudgetFit +
    w.maxTimelineFit
  );
}

function scoreIdea(idea: RankableIdea, answers: PartialOpportunityAnswers): { score: number; reasons: FitReason[] } {
  const w = opportunityWeights;
  let score = 0;
  const reasons: { reason: FitReason; weight: number }[] = [];

  if (answers.industry && answers.industry !== OTHER_INDUSTRY && idea.industry === answers.industry) {
    score += w.industry;
    reasons.push({ reason: { kind: "industry", industry: idea.industry }, weight: w.industry });
  }
  const serves = idea.serves;
  for (const id of unique(answers.timeSinks, timeSinks)) {
    if (!serves.timeSinks.includes(id)) continue;
    score += w.timeSink;
    reasons.push({ reason: { kind: "timeSink", id }, weight: w.timeSink });
  }
  for (const id of unique(answers.channels, channels)) {
    if (!serves.channels.includes(id)) continue;
    score += w.channel;
    reasons.push({ reason: { kind: "channel", id }, weight: w.channel });
  }
  for (const id of unique(answers.data, dataSources)) {
    if (id === "none" || !serves.data.includes(id)) continue;
    score += w.data;
    reasons.push({ reason: { kind: "data", id }, weight: w.data });
  }
  if (answers.budget && budgets.includes(answers.budget)) {
    const points = w.budgetFit[answers.budget][idea.type];
    score += points;
    if (points > 0)
      reasons.push({ reason: { kind: "budget", budget: answers.budget, type: idea.type }, weight: points });
  }
  if (answers.timeline && timelines.includes(answers.timeline)) {
    const points = w.timelineFit[answers.timeline][idea.type];
    score += points;
    if (points > 0)
      reasons.push({ reason: { kind: "timeline", timeline: answers.timeline, type: idea.type }, weight: points });
  }
  // Strongest reasons first; the sort is stable, so equal weights keep the order above.
  reasons.sort((a, b) => b.weight - a.weight);
  const list = reasons.map((r) => r.reason);
  // Shown an idea for other answers, the visitor still learns what it is for, right after the industry.
  if (!list.some((r) => r.kind === "timeSink") && serves.timeSinks.length > 0)
    list.splice(list[0]?.kind === "industry" ? 1 : 0, 0, { kind: "serves", ids: [...serves.timeSinks] });
  return { score, reasons: list };
}

/**
 * Ranks catalog ideas for the answers: the best idea and up to 4 more that come close to it
 * (strong or good matches), best first; ties go to the idea from the visitor's industry, then
 * alphabetically by slug.
 */
export function rankOpportunities(answers: PartialOpportunityAnswers, ideas: readonly RankableIdea[]): RankedIdea[] {
  const max = maxOpportunityScore(answers);
  const scored = ideas
    .map((idea) => ({ idea, ...scoreIdea(idea, answers) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.idea.industry === answers.industry) - Number(a.idea.industry === answers.industry) ||
        (a.idea.slug < b.idea.slug ? -1 : a.idea.slug > b.idea.slug ? 1 : 0),
    );
  const best = scored[0]?.score ?? 0;
  const ranked: RankedIdea[] = [];
  for (const [position, { idea, score, reasons }] of scored.slice(0, MAX_RESULTS).entries()) {
    const match = matchLevel(position, score, best);
    if (!match) break;
    ranked.push({
      slug: idea.slug,
      score,
      fit: max > 0 ? Math.max(0, Math.min(100, Math.round((score / max) * 100))) : 0,
      match,
      reasons,
    });
  }
  return ranked;
}

export interface OpportunityLeadCreated {
  id: string;
  ideas: { slug: string; fit: number }[];
}
