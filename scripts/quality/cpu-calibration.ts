import { throttling } from "lighthouse/core/config/constants.js";

/**
 * Lighthouse emulates a mid-tier phone by slowing the host's CPU by a fixed factor, 4× by default,
 * which fits a host of one speed (BenchmarkIndex about 1533). Lighthouse's throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") says to lower the factor on a weaker host,
 * using the calculator it links to (lighthouse-cpu-throttling-calculator); this is that
 * calculator's formula. The gate never goes above the default 4×: the thresholds were set
 * against it, and a faster host is measured as before.
 */
export const DEFAULT_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** The calculator's multiplier for a host's BenchmarkIndex, without the cap. */
export function calculatorMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`no BenchmarkIndex: ${benchmarkIndex}`);
  // 1300 → 3×, 1533 → 4×, 1766 → 5×, 2000 → 6×
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  // 800 → 2×, 1300 → 3×
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // 150 → 1×, 800 → 2×; a host slower than the phone itself cannot be slowed below 1×
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The CPU slowdown the gate uses on a host of this BenchmarkIndex. */
export function cpuSlowdownMultiplier(benchmarkIndex: number): number {
  return Math.min(DEFAULT_CPU_SLOWDOWN, calculatorMultiplier(benchmarkIndex));
}

/**
 * The host's BenchmarkIndex as the sweep has measured it so far: the median of every reading.
 * One reading swings widely on these machines (1,080 to 1,940 within ten minutes) and did not
 * follow how fast the pages themselves ran, so a slowdown set from each page's own reading
 * emulated a different phone from page to page. The guide calibrates for the machine, so the
 * sweep does it once, from all it has seen, and sharpens the estimate as it goes.
 */
export class HostIndex {
  private readonly readings: number[] = [];

  add(reading: number): void {
    if (Number.isFinite(reading) && reading > 0) this.readings.push(reading);
  }

  get count(): number {
    return this.readings.length;
  }

  /** The median reading (the mean of the middle two for an even count). */
  get median(): number {
    if (!this.readings.length) throw new Error("no BenchmarkIndex reading yet");
    const sorted = [...this.readings].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }
}
