import { interestLabel } from "#common/contact";
import type { StoryContext } from "#common/journey-story";
import { normalizePath, privatePaths, publicPaths } from "#common/route-table";
import { solutionPath } from "#common/solution-path";
import { readinessLevel } from "#common/tools/quiz/readiness";
import { footerGroups, mainNavigation } from "#content/navigation";
import { allPageMeta } from "#content/pages";
import { getSolution, solutions } from "#content/solutions";
import { opportunityQuestions } from "#content/tools/opportunity";
import { readinessLevels } from "#content/tools/readiness";
import { getVoiceScenario } from "#content/voice/scenarios";
import { toolStory } from "./tool-story";

/** Readable names and facts for the leads inbox, from the site's own copy in content/. */

const pageNames = new Map<string, string>();
// A page's title up to its first " | " ("AI Voice Assistant | Answer Every Call"); menu labels win.
for (const meta of allPageMeta) pageNames.set(meta.path, meta.title.split(" | ")[0]);
for (const link of footerGroups.flatMap((g) => g.links))
  if (link.href.startsWith("/")) pageNames.set(link.href, link.label);
for (const link of mainNavigation) pageNames.set(link.to, link.label);
for (const idea of solutions) pageNames.set(solutionPath(idea.slug), idea.title);

function pageName(path: string): string {
  return pageNames.get(path) ?? pageNames.get(path.replace(/\/+$/, "")) ?? path;
}

/** Every path the site has a page at: public, private (the partner area) and one per solution. */
const sitePaths = new Set([...publicPaths(solutions.map((idea) => idea.slug)), ...privatePaths]);

export const storyNames: Pick<
  StoryContext,
  "pageName" | "scenarioName" | "isMissingPage" | "readinessResult" | "calculatorResult"
> = {
  ...toolStory,
  pageName,
  scenarioName: (id) => getVoiceScenario(id)?.title,
  isMissingPage: (path) => !sitePaths.has(normalizePath(path)),
};

export function contactInterest(value: string): string {
  return interestLabel(value);
}

/** The quiz answers as "question: answer" lines, with the quiz's own wording. */
export function opportunityAnswers(answers: unknown): { label: string; value: string }[] {
  if (!answers || typeof answers !== "object") return [];
  const given = answers as Record<string, unknown>;
  return opportunityQuestions.flatMap((q) => {
    const raw = given[q.id];
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === "string");
    if (!values.length) return [];
    const labels = values.map((v) => q.options.find((o) => o.value === v)?.label ?? v);
    return [{ label: q.title, value: labels.join(", ") }];
  });
}

/** The stored ranking [{slug, fit}] as titles and links, best first. */
export function opportunityMatches(result: unknown): { title: string; path: string; fit: number }[] {
  if (!Array.isArray(result)) return [];
  return result.flatMap((r) => {
    const slug = (r as { slug?: unknown })?.slug;
    const fit = Number((r as { fit?: unknown })?.fit);
    if (typeof slug !== "string") return [];
    return [{ title: getSolution(slug)?.title ?? slug, path: solutionPath(slug), fit: Number.isFinite(fit) ? fit : 0 }];
  });
}

export function readinessText(score: number | null): string {
  if (score == null || !Number.isFinite(score)) return "Finished the readiness assessment";
  const rounded = Math.round(score);
  return `Readiness score ${rounded}/100: ${readinessLevels[readinessLevel(rounded)].name}`;
}

const CALCULATORS: Record<string, { name: string; figure: string }> = {
  cost_calculator: { name: "AI cost calculator", figure: "estimated cost from" },
  roi_calculator: { name: "ROI calculator", figure: "estimated net benefit" },
};

export const CALCULATOR_FUNNELS = Object.keys(CALCULATORS);
export const READINESS_FUNNEL = "ai_readiness_assessment";

const money = (n: number) => `$${Math.round(n).toLocaleString("en-US")}/month`;

/** "ROI calculator: estimated net benefit $4,200/month" (the browser's figure). */
export function calculatorText(funnelType: string, value: number | null): string {
  const calc = CALCULATORS[funnelType];
  if (!calc) return funnelType;
  return value != null && Number.isFinite(value) && value > 0
    ? `${calc.name}: ${calc.figure} ${money(value)}`
    : `${calc.name}: asked for a consultation`;
}

const PROVIDERS: Record<string, string> = { calcom: "Cal.com", calendly: "Calendly" };

export const providerName = (provider: string) => PROVIDERS[provider] ?? provider;

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Thu 5 Mar 2031, 14:00 UTC" (spelled out here: locale data differs between Node builds). */
export function meetingTime(value: Date | number): string {
  const date = typeof value === "number" ? new Date(value * 1000) : value;
  const two = (n: number) => String(n).padStart(2, "0");
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}

/** "Consultation booked for Thu 5 Mar 2031, 14:00 UTC", or its cancellation. */
export function bookingText(status: string, startEpochSeconds: number | null): string {
  const when = startEpochSeconds == null ? "" : meetingTime(startEpochSeconds);
  if (status === "cancelled") return `Cancelled consultation${when ? ` (was ${when})` : ""}`;
  return `Consultation booked${when ? ` for ${when}` : ""}`;
}
