import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STARTING_PRICE_PER_MONTH } from "#common/constants";
import { type CostInput, calculateCost, companySizeIds, costSolutionIds, supportLevelIds } from "./cost";
import { costInputSchema } from "./cost-schema";

const base: CostInput = {
  solutions: ["voice"],
  companySize: "1-10",
  integrations: 1,
  onPremise: false,
  sites: 1,
  support: "standard",
};

describe("calculateCost", () => {
  it("starts at the $750/month starting price and 3 weeks for one software solution", () => {
    const r = calculateCost(base);
    expect(r.monthlyLow).toBe(750);
    expect(r.monthlyHigh).toBe(1_050);
    expect(r.lines).toEqual([{ key: "first-solution", amount: 750, quantity: 1 }]);
    expect([r.weeksLow, r.weeksHigh]).toEqual([3, 6]);
  });

  it("adds every line of the breakdown", () => {
    const r = calculateCost({
      solutions: ["voice", "marketing", "seo"],
      companySize: "51-200",
      integrations: 5,
      onPremise: true,
      sites: 2,
      support: "priority",
    });
    const solutions = 750 + 2 * 450;
    const size = solutions * 0.5;
    const integrations = 3 * 100;
    const hardware = 2 * 300;
    const support = (solutions + size + integrations + hardware) * 0.2;
    expect(r.lines.map((l) => l.key)).toEqual([
      "first-solution",
      "additional-solutions",
      "company-size",
      "integrations",
      "hardware",
      "support",
    ]);
    expect(r.subtotal).toBeCloseTo(solutions + size + integrations + hardware + support);
    expect(r.monthlyLow).toBe(Math.round(r.subtotal / 50) * 50);
    expect(r.monthlyHigh).toBe(Math.ceil((r.monthlyLow * 1.35) / 50) * 50);
    // 3 base + 2 more solutions + 2 (three extra integrations, one week per two) + 3 hardware + 1 size
    expect([r.weeksLow, r.weeksHigh]).toEqual([11, 12]);
  });

  it("treats an empty selection as the starting price, and ignores hardware sites when not on-premise", () => {
    const r = calculateCost({ ...base, solutions: [], sites: 50 });
    expect(r.monthlyLow).toBe(STARTING_PRICE_PER_MONTH);
    expect(r.lines.some((l) => l.key === "hardware")).toBe(false);
  });

  it("always stays within $750+ and 3-12 weeks, with finite figures, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.record({
          solutions: fc.array(fc.constantFrom(...costSolutionIds), { maxLength: 10 }),
          companySize: fc.constantFrom(...companySizeIds),
          integrations: fc.oneof(fc.double(), fc.constantFrom(Number.NaN, 1e300, -5)),
          onPremise: fc.boolean(),
          sites: fc.oneof(fc.double(), fc.constantFrom(Number.NaN, 1e300, 0)),
          support: fc.constantFrom(...supportLevelIds),
        }),
        (input) => {
          const r = calculateCost(input);
          expect(Number.isFinite(r.monthlyLow) && Number.isFinite(r.monthlyHigh)).toBe(true);
          expect(r.monthlyLow).toBeGreaterThanOrEqual(750);
          expect(r.monthlyHigh).toBeGreaterThanOrEqual(r.monthlyLow);
          expect(r.weeksLow).toBeGreaterThanOrEqual(3);
          expect(r.weeksHigh).toBeLessThanOrEqual(12);
          expect(r.weeksHigh).toBeGreaterThanOrEqual(r.weeksLow);
        },
      ),
    );
  });

  it("never gets cheaper when a solution is added", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...costSolutionIds), { minLength: 1, maxLength: 6 }), (list) => {
        const fewer = calculateCost({ ...base, solutions: list.slice(0, -1) });
        const more = calculateCost({ ...base, solutions: list });
        expect(more.subtotal).toBeGreaterThanOrEqual(fewer.subtotal);
      }),
    );
  });
});

describe("costInputSchema", () => {
  it("asks for at least one solution and whole numbers", () => {
    expect(costInputSchema.safeParse(base).success).toBe(true);
    expect(costInputSchema.safeParse({ ...base, solutions: [] }).error?.issues[0]).toMatchObject({
      path: ["solutions"],
      message: "Choose at least one solution",
    });
    expect(costInputSchema.safeParse({ ...base, integrations: 2.5 }).error?.issues[0].message).toBe(
      "Enter the number of systems as a whole number",
    );
  });
});
