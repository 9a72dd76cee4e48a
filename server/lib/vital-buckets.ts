import { VITAL_RULES, type VitalMetric } from "#common/web-vitals";

/**
 * The value buckets of the real-user speed histograms: logarithmic, each 4 % wider than the one
 * before, over the value in milliseconds (CLS in thousandths). A bucket is read back as its
 * geometric middle, so any percentile read from them is within 2 % of the exact one (for times
 * of 50 ms and more; below that within a millisecond). About 300 buckets cover 0–120 s.
 */
const RATIO = 1.04;
const LOG_RATIO = Math.log(RATIO);
export const VITAL_PRECISION = Math.round((Math.sqrt(RATIO) - 1) * 1000) / 1000;

const scale = (metric: VitalMetric) => (VITAL_RULES[metric].unit === "score" ? 1_000 : 1);

export function vitalBucket(metric: VitalMetric, value: number): number {
  return Math.floor(Math.log1p(value * scale(metric)) / LOG_RATIO);
}

/** The value a bucket stands for: its geometric middle (the first bucket holds only zero, in practice). */
export function vitalBucketValue(metric: VitalMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  return Math.expm1((bucket + 0.5) * LOG_RATIO) / scale(metric);
}
