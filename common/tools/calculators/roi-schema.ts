import * as z from "zod/mini";
import { formatInteger } from "#common/format/number";
import type { NumericField, roiLimits as RoiLimits, roiSolutionIds as RoiSolutionIds } from "./roi";

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Validation of the ROI calculator's inputs, with the messages shown beside the fields. Apart from
 * the formulas (./roi), and given their limits rather than importing them, so the page loads zod
 * only when it is needed and the formulas stay in the page's own chunk.
 */
export function makeRoiInputSchema(roiLimits: typeof RoiLimits, roiSolutionIds: typeof RoiSolutionIds) {
  // zod/mini: the same validation as classic zod in a fraction of the bytes.
  const bounded = (field: NumericField, label: string, options: { integer?: boolean } = {}) => {
    const { min, max } = roiLimits[field];
    return z
      .number({ error: `Enter ${label} as a number` })
      .check(
        ...(options.integer ? [z.refine<number>(Number.isInteger, { error: `Enter ${label} as a whole number` })] : []),
        z.minimum(min, { error: `${capitalise(label)} must be at least ${formatInteger(min)}` }),
        z.maximum(max, { error: `${capitalise(label)} must be at most ${formatInteger(max)}` }),
      );
  };
  return z.object({
    solution: z.enum(roiSolutionIds, { error: "Choose a solution" }),
    teamSize: bounded("teamSize", "the team size", { integer: true }),
    hoursPerWeek: bounded("hoursPerWeek", "the hours per person per week"),
    hourlyCost: bounded("hourlyCost", "the hourly cost"),
    monthlyLeads: bounded("monthlyLeads", "the monthly leads", { integer: true }),
    conversionRate: bounded("conversionRate", "the conversion rate"),
    customerValue: bounded("customerValue", "the value of a new customer"),
    automationShare: bounded("automationShare", "the share of work automated"),
    conversionUplift: bounded("conversionUplift", "the conversion uplift"),
    monthlySubscription: bounded("monthlySubscription", "the monthly subscription"),
    implementationWeeks: bounded("implementationWeeks", "the implementation time", { integer: true }),
  });
}
