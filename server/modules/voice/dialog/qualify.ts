import {
  type Budget,
  type CompanySize,
  type FitReason,
  type PartialOpportunityAnswers,
  rankOpportunities,
  type TimeSink,
  timeSinkKeywords,
  timeSinks,
} from "#common/tools/quiz/opportunity";
import { getIndustry, solutions } from "#content/solutions";
import { budgetLabels, opportunityQuestions, timeSinkLabels } from "#content/tools/opportunity";
import { searchKnowledge } from "./knowledge";
import { joinList, naturalNumbers, numbersFromWords } from "./phrasing";

/**
 * The sales assistant's qualification: industry, company size, where time is lost and budget,
 * the answers of the AI Opportunity Finder, read from what the visitor says, and its ranking.
 */

type Qualification = Pick<PartialOpportunityAnswers, "industry" | "size" | "timeSinks" | "budget">;
export type QualificationSlot = "industry" | "size" | "timeSinks" | "budget";
const QUALIFICATION_ORDER: readonly QualificationSlot[] = ["industry", "size", "timeSinks", "budget"];

/** The questions, two wordings each, fixed so the next turn knows which one was asked. */
export const QUALIFY_QUESTIONS: Record<QualificationSlot, readonly [string, string]> = {
  industry: ["What industry is your business in?", "Which industry are you in?"],
  size: ["How many people work in your company?", "And how big is your team?"],
  timeSinks: [
    "Where does your team lose the most time: calls, scheduling, paperwork, reports, marketing or customer questions?",
    "Which tasks eat most of your team's week: calls, scheduling, paperwork, reports, marketing or customer questions?",
  ],
  budget: [
    "And roughly what monthly budget do you have in mind, from $750 a month upwards?",
    "What monthly budget could you set aside, from $750 a month upwards?",
  ],
};

/** The qualification question an assistant's turn asked, if any. */
export function slotAsked(aiText: string): QualificationSlot | null {
  return QUALIFICATION_ORDER.find((slot) => QUALIFY_QUESTIONS[slot].some((q) => aiText.includes(q))) ?? null;
}

const sizeOptions = opportunityQuestions.find((q) => q.id === "size")?.options ?? [];

/** "2-10 people" → [2, 10]; "More than 250 people" → [251, ∞]; "Just me" → [1, 1]. */
function rangeOf(label: string): [number, number] {
  const numbers = (label.replace(/,/g, "").match(/\d+/g) ?? []).map(Number);
  if (numbers.length >= 2) return [numbers[0], numbers[1]];
  if (numbers.length === 1)
    return /more than/i.test(label) ? [numbers[0] + 1, Number.POSITIVE_INFINITY] : [numbers[0], numbers[0]];
  return [1, 1];
}

/** How each answer is said back, so the restatement can be read again on the next turn. */
const sayIndustry = (slug: string) => getIndustry(slug)?.name ?? slug;
const saySize = (size: CompanySize) => {
  const label = sizeOptions.find((o) => o.value === size)?.label ?? size;
  return label === "Just me" ? "just yourself" : `${naturalNumbers(label).toLowerCase()}`;
};
const saySink = (sink: TimeSink) => timeSinkLabels[sink].label.toLowerCase();
const sayBudget = (budget: Budget) =>
  budget === "unsure" ? "no fixed budget yet" : `a budget of ${naturalNumbers(budgetLabels[budget].label)}`;

export function restate(q: Qualification): string {
  const parts = [
    q.industry ? `in ${sayIndustry(q.industry)}` : "",
    q.size ? `with ${saySize(q.size as CompanySize)}` : "",
    q.timeSinks?.length ? `losing time on ${joinList(q.timeSinks.map(saySink))}` : "",
    q.budget ? `with ${sayBudget(q.budget)}` : "",
  ].filter(Boolean);
  return parts.length ? `So you're ${parts.join(", ")}.` : "";
}

/** Reads a restatement the assistant made earlier (its own fixed wording). */
export function readRestatement(text: string): Qualification {
  const q: Qualification = {};
  const sentence = text.match(/So you're [^.?!]*(?:\.\d[^.?!]*)*\./)?.[0];
  if (!sentence) return q;
  const industry = solutionsIndustries().find((slug) => sentence.includes(`in ${sayIndustry(slug)}`));
  if (industry) q.industry = industry;
  const size = sizeOptions.find((o) => sentence.includes(`with ${saySize(o.value as CompanySize)}`));
  if (size) q.size = size.value as CompanySize;
  const sinks = timeSinks.filter((s) => sentence.includes(saySink(s)));
  if (sinks.length) q.timeSinks = sinks;
  const budget = (Object.keys(budgetLabels) as Budget[]).find((b) => sentence.includes(sayBudget(b)));
  if (budget) q.budget = budget;
  return q;
}

const solutionsIndustries = () => [...new Set(solutions.map((s) => s.industry))];

/** The industry a visitor describes ("we run a small law firm"): the best industry document. */
function heardIndustry(text: string, asked: boolean): string | undefined {
  const [top] = searchKnowledge(text, { kinds: ["industry"], limit: 1 });
  if (!top) return undefined;
  const describesThemselves = /\b(we|we're|our|i|i'm|my)\b/i.test(text);
  if (top.coverage >= (asked ? 0.3 : 0.5) && (asked || describesThemselves)) return top.doc.id.replace("industry:", "");
  return undefined;
}

function heardSize(text: string, asked: boolean): CompanySize | undefined {
  if (/\b(just me|myself|on my own|solo|one[- ]man|one person)\b/i.test(text)) return "solo";
  const count = text
    .replace(/,/g, "")
    .match(/\b(\d+)\s*(?:people|persons|employees|staff|members|of us|person|workers|full[- ]time)?\b/i);
  const counted = count && (asked || /people|employees|staff|of us|workers|team/i.test(count[0] + text));
  if (!counted) return undefined;
  const n = Number(count[1]);
  return sizeOptions.find((o) => {
    const [min, max] = rangeOf(o.label);
    return n >= min && n <= max;
  })?.value as CompanySize | undefined;
}

/** Where time is lost, with the Opportunity Finder's own keywords (the same the quiz ranks by). */
function heardTimeSinks(text: string): TimeSink[] {
  return timeSinks
    .filter((sink) => timeSinkKeywords[sink].some((k) => new RegExp(`\\b${k}`, "i").test(text)))
    .slice(0, 3);
}

function heardBudget(text: string, asked: boolean): Budget | undefined {
  if (asked && /\b(not sure|no idea|don'?t know|unsure|depends|no budget)\b/i.test(text)) return "unsure";
  const amount = text.replace(/,/g, "").match(/\$?\s*(\d{3,6})\s*(?:dollars|\$|a month|per month|monthly)?/i);
  if (!amount || !(asked || /\$|dollar|budget|month/i.test(text))) return undefined;
  const n = Number(amount[1]);
  for (const budget of ["starter", "growth", "scale", "enterprise"] as const) {
    if (n <= rangeOf(budgetLabels[budget].label)[1]) return budget;
  }
  return undefined;
}

/** Adds what this message says to what was known; `asked` is the question the assistant asked last. */
export function qualify(known: Qualification, said: string, asked: QualificationSlot | null): Qualification {
  const next = { ...known };
  const text = numbersFromWords(said);
  const industry = heardIndustry(text, asked === "industry");
  if (industry) next.industry = industry;
  const size = heardSize(text, asked === "size");
  if (size) next.size = size;
  const sinks = heardTimeSinks(text);
  if (sinks.length && (asked === "timeSinks" || !next.timeSinks?.length)) next.timeSinks = sinks;
  const budget = heardBudget(text, asked === "budget");
  if (budget) next.budget = budget;
  return next;
}

export function nextSlot(q: Qualification): QualificationSlot | null {
  return QUALIFICATION_ORDER.find((slot) => (slot === "timeSinks" ? !q.timeSinks?.length : !q[slot])) ?? null;
}

function reasonPhrase(reason: FitReason): string | null {
  switch (reason.kind) {
    case "industry":
      return `it is built for ${sayIndustry(reason.industry)}`;
    case "timeSink":
      return `it takes on ${saySink(reason.id)}`;
    case "budget":
      return reason.type === "software" ? "as pure software it fits your budget" : "your budget leaves room for it";
    default:
      return null;
  }
}

/** The top ideas for these answers, ranked exactly as the AI Opportunity Finder ranks them. */
export function recommend(q: Qualification, count = 3): { title: string; reason: string }[] {
  return rankOpportunities(q, solutions)
    .slice(0, count)
    .map((ranked) => {
      const idea = solutions.find((s) => s.slug === ranked.slug)!;
      const reasons = ranked.reasons
        .map(reasonPhrase)
        .filter((r): r is string => r !== null)
        .slice(0, 2);
      return { title: idea.title, reason: reasons.length ? joinList(reasons) : "it matches what you described" };
    });
}
