import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateRoi, type RoiInput, roiLimits, roiSolutionIds, WEEKS_PER_MONTH } from "./roi";
import { makeRoiInputSchema } from "./roi-schema";

const base: RoiInput = {
  solution: "voice",
  teamSize: 4,
  hoursPerWeek: 10,
  hourlyCost: 40,
  monthlyLeads: 200,
  conversionRate: 10,
  customerValue: 1_000,
  automationShare: 30,
  conversionUplift: 31,
  monthlySubscription: 750,
  implementationWeeks: 6,
};

describe("calculateRoi", () => {
  it("computes time, cost and revenue from the stated formulas", () => {
    const r = calculateRoi(base);
    expect(r.repetitiveHoursMonthly).toBeCloseTo(4 * 10 * (52 / 12));
    expect(r.hoursSavedMonthly).toBeCloseTo(173.333 * 0.3, 2);
    expect(r.costSavedMonthly).toBeCloseTo(52 * 40, 0);
    expect(r.currentConversionsMonthly).toBe(20);
    expect(r.addedConversionsMonthly).toBeCloseTo(6.2);
    expect(r.addedRevenueMonthly).toBeCloseTo(6_200);
    expect(r.grossBenefitMonthly).toBeCloseTo(2_080 + 6_200);
    expect(r.netBenefitMonthly).toBeCloseTo(8_280 - 750);
  });

  it("pays back when the running total turns positive, counting the build weeks", () => {
    const r = calculateRoi(base);
    const impl = 6 / WEEKS_PER_MONTH;
    expect(r.implementationMonths).toBeCloseTo(impl);
    expect(r.paybackMonths).toBeCloseTo((8_280 * impl) / (8_280 - 750));
    // The chart agrees: negative before payback, positive after.
    const firstPositive = r.months.find((m) => m.cumulative >= 0)!;
    expect(firstPositive.month).toBe(Math.ceil(r.paybackMonths!));
    expect(r.months).toHaveLength(12);
    expect(r.months[0].cumulative).toBeCloseTo(-750);
    expect(r.months[11].cumulative).toBeCloseTo(8_280 * (12 - impl) - 750 * 12);
    expect(r.roiFirstYearPercent).toBeCloseTo((r.months[11].cumulative / 9_000) * 100);
  });

  it("counts only the levers of the chosen solution", () => {
    expect(calculateRoi({ ...base, solution: "seo" }).costSavedMonthly).toBe(0);
    expect(calculateRoi({ ...base, solution: "seo" }).addedRevenueMonthly).toBeCloseTo(6_200);
    expect(calculateRoi({ ...base, solution: "legal" }).addedRevenueMonthly).toBe(0);
    expect(calculateRoi({ ...base, solution: "legal" }).costSavedMonthly).toBeCloseTo(2_080, 0);
  });

  it("reports no payback when the benefit never covers the subscription", () => {
    const r = calculateRoi({ ...base, hoursPerWeek: 0, monthlyLeads: 0 });
    expect(r.grossBenefitMonthly).toBe(0);
    expect(r.paybackMonths).toBeNull();
    expect(r.months[11].cumulative).toBe(-9_000);
    expect(r.roiFirstYearPercent).toBe(-100);
  });

  it("clamps out-of-range and non-numeric inputs instead of producing NaN or Infinity", () => {
    const r = calculateRoi({
      ...base,
      teamSize: Number.POSITIVE_INFINITY,
      hourlyCost: Number.NaN,
      monthlySubscription: 0,
    });
    expect(r.repetitiveHoursMonthly).toBeCloseTo(roiLimits.teamSize.max * 10 * WEEKS_PER_MONTH);
    expect(r.costSavedMonthly).toBe(0);
    expect(r.subscriptionMonthly).toBe(750);
  });

  it("keeps every output finite for any input, including huge and invalid numbers", () => {
    const anyNumber = fc.oneof(fc.double(), fc.constantFrom(0, -1, 1e308, Number.NaN, Number.POSITIVE_INFINITY));
    fc.assert(
      fc.property(
        fc.record({
          solution: fc.constantFrom(...roiSolutionIds),
          teamSize: anyNumber,
          hoursPerWeek: anyNumber,
          hourlyCost: anyNumber,
          monthlyLeads: anyNumber,
          conversionRate: anyNumber,
          customerValue: anyNumber,
          automationShare: anyNumber,
          conversionUplift: anyNumber,
          monthlySubscription: anyNumber,
          implementationWeeks: anyNumber,
        }),
        (input) => {
          const r = calculateRoi(input);
          const values = [
            r.hoursSavedMonthly,
            r.costSavedMonthly,
            r.addedRevenueMonthly,
            r.netBenefitMonthly,
            r.roiFirstYearPercent,
            ...r.months.flatMap((m) => [m.net, m.cumulative]),
          ];
          expect(values.every(Number.isFinite)).toBe(true);
          if (r.paybackMonths !== null) {
            expect(Number.isFinite(r.paybackMonths)).toBe(true);
            expect(r.paybackMonths).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it("a larger benefit never lengthens the payback", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const small = calculateRoi({ ...base, teamSize: Math.min(a, b) }).paybackMonths;
        const large = calculateRoi({ ...base, teamSize: Math.max(a, b) }).paybackMonths;
        if (small !== null) expect(large).not.toBeNull();
        if (small !== null && large !== null) expect(large).toBeLessThanOrEqual(small + 1e-9);
      }),
    );
  });
});

const roiInputSchema = makeRoiInputSchema(roiLimits, roiSolutionIds);

describe("roiInputSchema", () => {
  it("accepts the defaults and names the field of a bad value", () => {
    expect(roiInputSchema.safeParse(base).success).toBe(true);
    const bad = roiInputSchema.safeParse({ ...base, teamSize: 0 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ["teamSize"], message: "The team size must be at least 1" });
    const notNumber = roiInputSchema.safeParse({ ...base, hourlyCost: Number.NaN });
    expect(notNumber.error?.issues[0].message).toBe("Enter the hourly cost as a number");
    const belowPrice = roiInputSchema.safeParse({ ...base, monthlySubscription: 500 });
    expect(belowPrice.error?.issues[0].message).toBe("The monthly subscription must be at least 750");
  });
});
