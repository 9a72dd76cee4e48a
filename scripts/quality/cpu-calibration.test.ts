import { describe, expect, it } from "vitest";
import { calculatorMultiplier, cpuSlowdownMultiplier, DEFAULT_CPU_SLOWDOWN, HostIndex } from "./cpu-calibration";

describe("the CPU slowdown calibrated to the host's BenchmarkIndex", () => {
  it("follows the calculator's anchors: 4× on the host Lighthouse's default was set for", () => {
    expect(calculatorMultiplier(1533)).toBeCloseTo(4, 1);
    expect(calculatorMultiplier(2000)).toBeCloseTo(6, 1);
    expect(calculatorMultiplier(1300)).toBeCloseTo(3, 5);
    expect(calculatorMultiplier(800)).toBeCloseTo(2, 5);
    expect(calculatorMultiplier(150)).toBeCloseTo(1, 5);
  });

  it("slows a weaker host less, without a jump between the brackets", () => {
    const indexes = [100, 150, 400, 799, 800, 1000, 1299, 1300, 1533, 1800, 2500];
    const multipliers = indexes.map(calculatorMultiplier);
    for (let i = 1; i < multipliers.length; i++) expect(multipliers[i]).toBeGreaterThanOrEqual(multipliers[i - 1]);
    expect(calculatorMultiplier(1299.99) - calculatorMultiplier(1300)).toBeCloseTo(0, 3);
    expect(calculatorMultiplier(799.99) - calculatorMultiplier(800)).toBeCloseTo(0, 3);
    expect(cpuSlowdownMultiplier(1246)).toBeCloseTo(2.89, 2);
  });

  it("is never harsher than Lighthouse's default, never below 1×, and refuses a missing index", () => {
    expect(cpuSlowdownMultiplier(1959)).toBe(4);
    expect(cpuSlowdownMultiplier(40)).toBe(1);
    expect(() => cpuSlowdownMultiplier(Number.NaN)).toThrow(/BenchmarkIndex/);
    expect(() => cpuSlowdownMultiplier(0)).toThrow(/BenchmarkIndex/);
  });
});

describe("HostIndex: the sweep's estimate of the host", () => {
  it("is the median of every reading, so one high or low reading does not set the slowdown", () => {
    const host = new HostIndex();
    expect(() => host.median).toThrow(/no BenchmarkIndex/);
    for (const reading of [1153, 1191, 1936]) host.add(reading);
    expect(host.median).toBe(1191);
    expect(cpuSlowdownMultiplier(host.median)).toBeLessThan(DEFAULT_CPU_SLOWDOWN);
    host.add(1689);
    expect(host.median).toBe((1191 + 1689) / 2);
    host.add(Number.NaN);
    host.add(-5);
    expect(host.count).toBe(4);
  });
});
