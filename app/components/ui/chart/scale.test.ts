import { describe, expect, it } from "vitest";
import { tickStep, valueScale } from "./scale";

describe("valueScale", () => {
  it("covers the data with round steps from zero", () => {
    expect(valueScale([3, 17, 9]).ticks).toEqual([0, 5, 10, 15, 20]);
    expect(valueScale([0, 1234]).ticks).toEqual([0, 500, 1000, 1500]);
  });
  it("takes negative values below a zero line", () => {
    const s = valueScale([-3000, 12_000]);
    expect(s.ticks[0]).toBeLessThanOrEqual(-3000);
    expect(s.ticks).toContain(0);
    expect(s.ticks.at(-1)).toBeGreaterThanOrEqual(12_000);
    expect(s.percent(s.min)).toBe(0);
    expect(s.percent(s.max)).toBe(100);
  });
  it("keeps counts whole and still draws an axis when everything is zero", () => {
    expect(valueScale([1, 2]).ticks).toEqual([0, 1, 2]);
    expect(valueScale([0, 0]).ticks).toEqual([0, 1]);
    expect(valueScale([0.2, 0.7], 4, false).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });
});

describe("tickStep", () => {
  it("labels about seven points", () => {
    expect(tickStep(7)).toBe(1);
    expect(tickStep(30)).toBe(5);
    expect(tickStep(90)).toBe(13);
  });
});
