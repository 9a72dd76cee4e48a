import { describe, expect, it } from "vitest";
import {
  type FitReason,
  MAX_TIME_SINKS,
  type OpportunityAnswers,
  type OpportunityQuestionId,
  rankOpportunities,
} from "#common/tools/quiz/opportunity";
import { opportunityAnswersSchema } from "#common/tools/quiz/opportunity-schema";
import { type SolutionIdea, solutions } from "#content/solutions";
import { describeFitReason, opportunityQuestions, timeSinkLabels } from "./opportunity";

/*
 * Every reason the quiz gives must be true by the catalog's own data (each idea's `serves`).
 * The full cross product of answers is about 10^8 sets, so the test covers, for every idea,
 * every value of each question (every allowed subset for the multiple-choice ones) with the
 * other answers fixed, and a seeded random sample of full answer sets, each ranked idea by idea
 * and over the whole catalog.
 */

const options = (id: OpportunityQuestionId): string[] =>
  opportunityQuestions.find((q) => q.id === id)?.options.map((o) => o.value) ?? [];

function subsets(values: readonly string[], max = values.length): string[][] {
  const all: string[][] = [[]];
  for (const value of values) for (const set of [...all]) if (set.length < max) all.push([...set, value]);
  return all.filter((set) => set.length > 0);
}

const base: OpportunityAnswers = {
  industry: "retail",
  size: "small",
  timeSinks: ["calls"],
  channels: ["phone"],
  data: ["crm"],
  budget: "starter",
  timeline: "now",
};

/** Every value of each question with the other answers of `base`. */
function singleQuestionVariants(): OpportunityAnswers[] {
  const variants: OpportunityAnswers[] = [];
  for (const question of opportunityQuestions) {
    const values = question.multiple
      ? subsets(options(question.id), question.id === "timeSinks" ? MAX_TIME_SINKS : undefined)
      : options(question.id);
    for (const value of values) variants.push({ ...base, [question.id]: value } as OpportunityAnswers);
  }
  return variants;
}

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomAnswers(count: number, seed: number): OpportunityAnswers[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const pickSome = (list: readonly string[], max: number) => {
    const chosen = list.filter(() => random() < 0.35).slice(0, max);
    return chosen.length ? chosen : [pick(list)];
  };
  return Array.from({ length: count }, () => ({
    industry: pick(options("industry")),
    size: pick(options("size")),
    timeSinks: pickSome(options("timeSinks"), MAX_TIME_SINKS),
    channels: pickSome(options("channels"), Infinity),
    data: pickSome(options("data"), Infinity),
    budget: pick(options("budget")),
    timeline: pick(options("timeline")),
  })) as OpportunityAnswers[];
}

/** What is false in one reason, or null when the catalog and the answers bear it out. */
function falseClaim(idea: SolutionIdea, answers: OpportunityAnswers, reason: FitReason): string | null {
  const { serves } = idea;
  switch (reason.kind) {
    case "industry":
      return reason.industry === idea.industry && answers.industry === idea.industry ? null : "industry";
    case "timeSink":
      return answers.timeSinks.includes(reason.id) && serves.timeSinks.includes(reason.id)
        ? null
        : `tackles ${reason.id}`;
    case "channel":
      return answers.channels.includes(reason.id) && serves.channels.includes(reason.id)
        ? null
        : `works on ${reason.id}`;
    case "data":
      return answers.data.includes(reason.id) && serves.data.includes(reason.id) ? null : `uses ${reason.id}`;
    case "budget":
      return reason.budget === answers.budget && reason.type === idea.type ? null : "budget";
    case "timeline":
      return reason.timeline === answers.timeline && reason.type === idea.type ? null : "timeline";
    case "serves":
      // Names what the idea does, never one of the visitor's areas it does not take on.
      return reason.ids.join() === serves.timeSinks.join() && !reason.ids.some((id) => answers.timeSinks.includes(id))
        ? null
        : `serves ${reason.ids.join()}`;
    default:
      return `unknown reason ${JSON.stringify(reason)}`;
  }
}

/** The problems with one idea's reasons for one answer set. */
function problems(idea: SolutionIdea, answers: OpportunityAnswers, reasons: readonly FitReason[]): string[] {
  const found = reasons.map((r) => falseClaim(idea, answers, r)).filter((p): p is string => p !== null);
  const citesArea = reasons.some((r) => r.kind === "timeSink");
  const namesWhatItServes = reasons.some((r) => r.kind === "serves");
  if (!citesArea && idea.serves.timeSinks.length > 0 && !namesWhatItServes) found.push("does not say what it serves");
  return found;
}

const bySlug = new Map(solutions.map((s) => [s.slug, s]));

/** Combinations (idea × answer set) whose reasons hold a false claim, with the first few for the message. */
function audit(answerSets: readonly OpportunityAnswers[], wholeCatalog: boolean) {
  let combinations = 0;
  let withFalseReason = 0;
  const examples: string[] = [];
  const check = (idea: SolutionIdea, answers: OpportunityAnswers, reasons: readonly FitReason[]) => {
    combinations++;
    const found = problems(idea, answers, reasons);
    if (found.length === 0) return;
    withFalseReason++;
    if (examples.length < 5) examples.push(`${idea.slug} for ${JSON.stringify(answers)}: ${found.join("; ")}`);
  };
  for (const answers of answerSets) {
    expect(opportunityAnswersSchema.safeParse(answers).success, JSON.stringify(answers)).toBe(true);
    for (const idea of solutions) {
      // Ranked alone, an idea always comes back with its reasons.
      const [ranked] = rankOpportunities(answers, [idea]);
      check(idea, answers, ranked.reasons);
    }
    if (wholeCatalog)
      for (const ranked of rankOpportunities(answers, solutions))
        check(bySlug.get(ranked.slug) as SolutionIdea, answers, ranked.reasons);
  }
  return { combinations, withFalseReason, examples };
}

describe("the quiz's reasons are true by the catalog", () => {
  it("gives every idea a review of what it serves, in the quiz's own terms", () => {
    for (const idea of solutions) {
      expect(
        idea.serves.timeSinks.every((id) => options("timeSinks").includes(id)),
        idea.slug,
      ).toBe(true);
      expect(
        idea.serves.channels.every((id) => options("channels").includes(id)),
        idea.slug,
      ).toBe(true);
      expect(
        idea.serves.data.every((id) => options("data").includes(id)),
        idea.slug,
      ).toBe(true);
    }
  });

  it("holds for every idea and every value of each question", () => {
    const answerSets = singleQuestionVariants();
    const result = audit(answerSets, false);
    expect(result.combinations).toBe(answerSets.length * solutions.length);
    expect(result, result.examples.join("\n")).toMatchObject({ withFalseReason: 0 });
  });

  it("holds for a seeded sample of 400 full answer sets, idea by idea and over the whole catalog", () => {
    const result = audit(randomAnswers(400, 29), true);
    expect(result, result.examples.join("\n")).toMatchObject({ withFalseReason: 0 });
  });

  it("never says the Product Content Generator tackles answering phone calls", () => {
    const idea = bySlug.get("ecommerce-product-content") as SolutionIdea;
    for (const timeSinks of subsets(options("timeSinks"), MAX_TIME_SINKS).filter((s) => s.includes("calls"))) {
      const answers = { ...base, timeSinks, channels: ["phone"], industry: "retail" } as OpportunityAnswers;
      const [ranked] = rankOpportunities(answers, [idea]);
      const sentences = ranked.reasons.map(describeFitReason).join(" ");
      expect(sentences.toLowerCase()).not.toContain(timeSinkLabels.calls.label.toLowerCase());
      expect(sentences).not.toContain("phone and text messages");
    }
  });
});
