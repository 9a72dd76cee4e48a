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
