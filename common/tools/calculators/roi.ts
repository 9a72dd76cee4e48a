import { IMPLEMENTATION_WEEKS, STARTING_PRICE_PER_MONTH } from "#common/constants";
import { clamp } from "./numbers";

/**
 * The ROI calculator of /roi-overview: pure formulas, shown word for word on the page
 * (content/tools/roi.ts). All money is US dollars per month unless a name says otherwise.
 */

export const roiSolutionIds = ["voice", "security", "legal", "marketing", "seo", "business-intelligence"] as const;
export type RoiSolutionId = (typeof roiSolutionIds)[number];

/** Which benefits each pre-built solution produces: saved work time, more conversions, or both. */
const roiLevers: Record<RoiSolutionId, { time: boolean; conversion: boolean }> = {
  voice: { time: true, conversion: true },
  security: { time: true, conversion: false },
  legal: { time: true, conversion: false },
  marketing: { time: true, conversion: true },
  seo: { time: false, conversion: true },
  "business-intelligence": { time: true, conversion: false },
};

/** Weeks in an average month (52 weeks / 12 months). */
export const WEEKS_PER_MONTH = 52 / 12;
const CHART_MONTHS = 12;

export const roiLimits = {
  teamSize: { min: 1, max: 100_000 },
  hoursPerWeek: { min: 0, max: 80 },
  hourlyCost: { min: 0, max: 1_000 },
  monthlyLeads: { min: 0, max: 1_000_000 },
  conversionRate: { min: 0, max: 100 },
  customerValue: { min: 0, max: 10_000_000 },
  automationShare: { min: 0, max: 100 },
  conversionUplift: { min: 0, max: 200 },
  monthlySubscription: { min: STARTING_PRICE_PER_MONTH, max: 1_000_000 },
  implementationWeeks: { min: IMPLEMENTATION_WEEKS.min, max: IMPLEMENTATION_WEEKS.max },
} as const;

export type NumericField = keyof typeof roiLimits;

/** The calculator's input; roi-schema.ts checks it (with the messages shown beside the fields). */
export type RoiInput = { solution: RoiSolutionId } & Record<NumericField, number>;

interface RoiMonth {
  month: number;
  /** Benefit earned in this month alone, minus that month's subscription. */
  net: number;
  /** Running total of `net` from month 1. */
  cumulative: number;
}

interface RoiResult {
  levers: { time: boolean; conversion: boolean };
  repetitiveHoursMonthly: number;
  hoursSavedMonthly: number;
  costSavedMonthly: number;
  currentConversionsMonthly: number;
  addedConversionsMonthly: number;
  addedRevenueMonthly: number;
  grossBenefitMonthly: number;
  subscriptionMonthly: number;
  /** Once the solution is live: gross benefit minus the subscription. */
  netBenefitMonthly: number;
  implementationMonths: number;
  /** Months from the start of the project until the running total turns positive; null if never. */
  paybackMonths: number | null;
  months: RoiMonth[];
  /** Net result of the first 12 months as a percentage of the 12 months of subscription paid. */
  roiFirstYearPercent: number;
}

/** Clamps every field to its limits (NaN becomes the minimum), so the formulas stay finite. */
function normaliseRoiInput(input: RoiInput): RoiInput {
  const out = { ...input } as RoiInput;
  for (const field of Object.keys(roiLimits) as NumericField[]) {
    const { min, max } = roiLimits[field];
    out[field] = clamp(input[field], min, max);
  }
  if (!roiSolutionIds.includes(out.solution)) out.solution = "voice";
  return out;
}

export function calculateRoi(raw: RoiInput): RoiResult {
  const input = normaliseRoiInput(raw);
  const levers = roiLevers[input.solution];

  const repetitiveHoursMonthly = input.teamSize * input.hoursPerWeek * WEEKS_PER_MONTH;
  const hoursSavedMonthly = levers.time ? repetitiveHoursMonthly * (input.automationShare / 100) : 0;
  const costSavedMonthly = hoursSavedMonthly * input.hourlyCost;

  const currentConversionsMonthly = input.monthlyLeads * (input.conversionRate / 100);
  const addedConversionsMonthly = levers.conversion ? currentConversionsMonthly * (input.conversionUplift / 100) : 0;
  const addedRevenueMonthly = addedConversionsMonthly * input.customerValue;

  const grossBenefitMonthly = costSavedMonthly + addedRevenueMonthly;
  const subscriptionMonthly = input.monthlySubscription;
  const netBenefitMonthly = grossBenefitMonthly - subscriptionMonthly;
  const implementationMonths = input.implementationWeeks / WEEKS_PER_MONTH;

  // Subscription runs from day one; benefits start once the solution is live.
  // Running total after t months: gross * max(0, t - impl) - subscription * t.
  const paybackMonths =
    grossBenefitMonthly > subscriptionMonthly
      ? (grossBenefitMonthly * implementationMonths) / (grossBenefitMonthly - subscriptionMonthly)
      : null;

  const months: RoiMonth[] = [];
  let cumulative = 0;
  for (let month = 1; month <= CHART_MONTHS; month++) {
    const liveShare = clamp(month - implementationMonths, 0, 1);
    const net = grossBenefitMonthly * liveShare - subscriptionMonthly;
    cumulative += net;
    months.push({ month, net, cumulative });
  }
  const roiFirstYearPercent = (cumulative / (subscriptionMonthly * CHART_MONTHS)) * 100;

  return {
    levers,
    repetitiveHoursMonthly,
    hoursSavedMonthly,
    costSavedMonthly,
    currentConversionsMonthly,
    addedConversionsMonthly,
    addedRevenueMonthly,
    grossBenefitMonthly,
    subscriptionMonthly,
    netBenefitMonthly,
    implementationMonths,
    paybackMonths,
    months,
    roiFirstYearPercent,
  };
}
