import { formatCurrency, formatInteger, formatMonths, formatPercent } from "#common/format/number";
import type { StoryContext } from "#common/journey-story";
import { calculateCost } from "#common/tools/calculators/cost";
import { costInputSchema } from "#common/tools/calculators/cost-schema";
import { calculateRoi, roiLimits, roiSolutionIds } from "#common/tools/calculators/roi";
import { makeRoiInputSchema } from "#common/tools/calculators/roi-schema";
import { decodeReadinessAnswers, scoreReadiness } from "#common/tools/quiz/readiness";
import { companySizeLabels, costSolutionOptions, supportLevelCopy } from "#content/tools/cost";
import { readinessDimensions, readinessLevels, readinessQuestions } from "#content/tools/readiness";
import { roiSolutions } from "#content/tools/roi";

/**
 * What a visitor put into the site's tools and what came out, told in the lead's story. The
 * browser sends only the answers and inputs; the scores and estimates are computed here with the
 * tools' own formulas, so the story never repeats a figure a client claimed.
 */

const roiInputSchema = makeRoiInputSchema(roiLimits, roiSolutionIds);

/** "62/100, Ready to pilot (Data 67, Processes 33, …)" from the answers' share code; undefined when it is not one. */
function readinessResult(code: string): string | undefined {
  const answers = decodeReadinessAnswers(readinessQuestions, code);
  if (!answers) return undefined;
  const result = scoreReadiness(readinessQuestions, answers);
  if (result.answered < result.total) return undefined;
  const dimensions = result.dimensions.map((d) => `${readinessDimensions[d.id].name} ${d.score}`).join(", ");
  return `${result.overall}/100, ${readinessLevels[result.level].name} (${dimensions})`;
}

function roiResult(inputs: unknown): string | undefined {
  const parsed = roiInputSchema.safeParse(inputs);
  if (!parsed.success) return undefined;
  const input = parsed.data;
  const result = calculateRoi(input);
  const solution = roiSolutions.find((s) => s.id === input.solution)?.title ?? input.solution;
  const given = [
    result.levers.time
      ? `${formatInteger(input.teamSize)} people × ${formatInteger(input.hoursPerWeek)} h/week of repetitive work at ${formatCurrency(input.hourlyCost)}/h, ${formatPercent(input.automationShare)} automated`
      : null,
    result.levers.conversion
      ? `${formatInteger(input.monthlyLeads)} leads/month converting at ${formatPercent(input.conversionRate, 1)}, ${formatCurrency(input.customerValue)} per customer, ${formatPercent(input.conversionUplift)} boost`
      : null,
    `${formatCurrency(input.monthlySubscription)}/month subscription`,
  ].filter(Boolean);
  const payback = result.paybackMonths === null ? "no payback" : `payback ${formatMonths(result.paybackMonths)}`;
  return `${solution}; ${given.join("; ")} → net benefit ${formatCurrency(result.netBenefitMonthly)}/month, ${payback}`;
}

function costResult(inputs: unknown): string | undefined {
  const parsed = costInputSchema.safeParse(inputs);
  if (!parsed.success) return undefined;
  const input = parsed.data;
  const result = calculateCost(input);
  const solutions = input.solutions.map((id) => costSolutionOptions.find((o) => o.id === id)?.label ?? id).join(" + ");
  const given = [
    solutions,
    `${companySizeLabels[input.companySize]}`,
    `${formatInteger(input.integrations)} ${input.integrations === 1 ? "system" : "systems"} to connect`,
    input.onPremise ? `hardware at ${formatInteger(input.sites)} ${input.sites === 1 ? "site" : "sites"}` : null,
    `${supportLevelCopy[input.support].label} support`,
  ].filter(Boolean);
  return `${given.join("; ")} → ${formatCurrency(result.monthlyLow)}–${formatCurrency(result.monthlyHigh)}/month, ${result.weeksLow}–${result.weeksHigh} weeks`;
}

const CALCULATORS: Record<string, (inputs: unknown) => string | undefined> = {
  "roi-calculator": roiResult,
  "cost-calculator": costResult,
};

export const toolStory: Pick<StoryContext, "readinessResult" | "calculatorResult"> = {
  readinessResult,
  calculatorResult: (tool, inputs) => CALCULATORS[tool]?.(inputs),
};
