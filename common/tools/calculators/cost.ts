import { IMPLEMENTATION_WEEKS, STARTING_PRICE_PER_MONTH } from "#common/constants";
import { ceilTo, clamp, roundTo } from "./numbers";

/**
 * The cost estimator of /ai-cost-calculator. These are planning estimates, stated on the
 * page with every rate below; the real quote comes out of the free consultation.
 */

export const costSolutionIds = [
  "voice",
  "security",
  "legal",
  "marketing",
  "seo",
  "business-intelligence",
  "custom",
] as const;
export type CostSolutionId = (typeof costSolutionIds)[number];

export const companySizeIds = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type CompanySizeId = (typeof companySizeIds)[number];

export const supportLevelIds = ["standard", "priority", "dedicated"] as const;
export type SupportLevelId = (typeof supportLevelIds)[number];

export const costRates = {
  /** The first solution costs the starting price. */
  firstSolution: STARTING_PRICE_PER_MONTH,
  /** Each further solution reuses the dashboard, hosting and data connections. */
  additionalSolution: 450,
  /** Multiplier on the solutions subtotal for the volume a larger company brings. */
  sizeFactor: { "1-10": 1, "11-50": 1.2, "51-200": 1.5, "201-1000": 2, "1000+": 2.6 } as Record<CompanySizeId, number>,
  includedIntegrations: 2,
  perExtraIntegration: 100,
  /** On-premise hardware (cameras, sensors, edge computer) leased and maintained, per site. */
  hardwarePerSite: 300,
  /** Share of the subtotal added for the support level. */
  supportShare: { standard: 0, priority: 0.2, dedicated: 0.4 } as Record<SupportLevelId, number>,
  /** The top of the range: scope, volumes and data quality are settled in the consultation. */
  rangeSpread: 1.35,
  roundingStep: 50,
  weeks: {
    base: IMPLEMENTATION_WEEKS.min,
    perAdditionalSolution: 1,
    /** One week for every two integrations beyond the included ones. */
    perTwoExtraIntegrations: 1,
    hardware: 3,
    size: { "1-10": 0, "11-50": 0, "51-200": 1, "201-1000": 2, "1000+": 3 } as Record<CompanySizeId, number>,
    spread: 3,
  },
} as const;

export const costLimits = {
  integrations: { min: 0, max: 30 },
  sites: { min: 1, max: 100 },
} as const;

/** What the calculator takes; validated by costInputSchema (cost-schema.ts, kept apart so pages that only calculate load no zod). */
export interface CostInput {
  solutions: CostSolutionId[];
  companySize: CompanySizeId;
  integrations: number;
  onPremise: boolean;
  sites: number;
  support: SupportLevelId;
}

export interface CostLine {
  key: "first-solution" | "additional-solutions" | "company-size" | "integrations" | "hardware" | "support";
  amount: number;
  /** The quantity behind the line (solutions, extra integrations, sites), where one applies. */
  quantity?: number;
}

interface CostResult {
  lines: CostLine[];
  subtotal: number;
  /** The estimate's range, never below the starting price. */
  monthlyLow: number;
  monthlyHigh: number;
  weeksLow: number;
  weeksHigh: number;
}

export function calculateCost(input: CostInput): CostResult {
  const solutions = [...new Set(input.solutions ?? [])].filter((id) => costSolutionIds.includes(id));
  const size: CompanySizeId = companySizeIds.includes(input.companySize) ? input.companySize : "1-10";
  const support: SupportLevelId = supportLevelIds.includes(input.support) ? input.support : "standard";
  const integrations = Math.round(clamp(input.integrations, costLimits.integrations.min, costLimits.integrations.max));
  const sites = input.onPremise ? Math.round(clamp(input.sites, costLimits.sites.min, costLimits.sites.max)) : 0;

  const count = Math.max(solutions.length, 1);
  const lines: CostLine[] = [{ key: "first-solution", amount: costRates.firstSolution, quantity: 1 }];
  if (count > 1)
    lines.push({
      key: "additional-solutions",
      amount: (count - 1) * costRates.additionalSolution,
      quantity: count - 1,
    });
  const solutionsSubtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const sizeExtra = solutionsSubtotal * (costRates.sizeFactor[size] - 1);
  if (sizeExtra > 0) lines.push({ key: "company-size", amount: sizeExtra });
  const extraIntegrations = Math.max(0, integrations - costRates.includedIntegrations);
  if (extraIntegrations > 0) {
    lines.push({
      key: "integrations",
      amount: extraIntegrations * costRates.perExtraIntegration,
      quantity: extraIntegrations,
    });
  }
  if (sites > 0) lines.push({ key: "hardware", amount: sites * costRates.hardwarePerSite, quantity: sites });
  const beforeSupport = lines.reduce((sum, line) => sum + line.amount, 0);
  const supportExtra = beforeSupport * costRates.supportShare[support];
  if (supportExtra > 0) lines.push({ key: "support", amount: supportExtra });

  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const monthlyLow = Math.max(STARTING_PRICE_PER_MONTH, roundTo(subtotal, costRates.roundingStep));
  const monthlyHigh = Math.max(monthlyLow, ceilTo(monthlyLow * costRates.rangeSpread, costRates.roundingStep));

  const w = costRates.weeks;
  const rawWeeks =
    w.base +
    (count - 1) * w.perAdditionalSolution +
    Math.ceil(extraIntegrations / 2) * w.perTwoExtraIntegrations +
    (sites > 0 ? w.hardware : 0) +
    w.size[size];
  const weeksLow = clamp(rawWeeks, IMPLEMENTATION_WEEKS.min, IMPLEMENTATION_WEEKS.max);
  const weeksHigh = clamp(weeksLow + w.spread, weeksLow, IMPLEMENTATION_WEEKS.max);

  return { lines, subtotal, monthlyLow, monthlyHigh, weeksLow, weeksHigh };
}
