import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTER_TICKS, counterValue, formatMetric, parseMetric } from "./counter";

describe("parseMetric", () => {
  it.each([
    ["100+", { prefix: "", value: 100, suffix: "+" }],
    ["90%", { prefix: "", value: 90, suffix: "%" }],
    ["$750/month", { prefix: "$", value: 750, suffix: "/month" }],
    ["30+ hrs", { prefix: "", value: 30, suffix: "+ hrs" }],
  ])("splits %s", (metric, parsed) => {
    expect(parseMetric(metric)).toEqual(parsed);
    expect(formatMetric(parsed, parsed.value)).toBe(metric);
  });

  it("rejects a metric without a number", () => {
    expect(() => parseMetric("many")).toThrow('Metric without a number: "many"');
  });
});

describe("counterValue", () => {
  it("runs 40 ticks of 50 ms over 2000 ms", () => {
    expect(COUNTER_TICKS).toBe(40);
  });

  it("starts at 0, is halfway at tick 20 and ends on the target", () => {
    expect(counterValue(100, 0)).toBe(0);
    expect(counterValue(100, 20)).toBe(50);
    expect(counterValue(37, COUNTER_TICKS)).toBe(37);
    expect(counterValue(37, COUNTER_TICKS + 5)).toBe(37);
  });

  it("never decreases, never overshoots and lands exactly on any target", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (target) => {
        let previous = 0;
        for (let tick = 0; tick <= COUNTER_TICKS; tick++) {
          const value = counterValue(target, tick);
          expect(value).toBeGreaterThanOrEqual(previous);
          expect(value).toBeLessThanOrEqual(target);
          expect(Number.isInteger(value)).toBe(true);
          previous = value;
        }
        expect(previous).toBe(target);
      }),
    );
  });
});
