/**
 * Real-user speed (Core Web Vitals): the metrics, Google's bands and the bounds of a value,
 * shared by the browser reporter, the server and the console. Free of zod, so the lazy browser
 * reporter can import it; the request schema is in common/web-vitals-schema.ts.
 */

export const VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The bands Google uses (web.dev), worst last. */
export const VITAL_BANDS = ["good", "needs-improvement", "poor"] as const;
export type VitalBand = (typeof VITAL_BANDS)[number];

interface MetricRule {
  /** Good up to and including `good`; poor above `poor`; in between needs improvement. */
  good: number;
  poor: number;
  /** Largest value accepted: beyond it a report is not a page load's measurement but noise or forgery. */
  max: number;
  unit: "ms" | "score";
}

/**
 * Thresholds as web.dev defines them (and the web-vitals library applies): LCP 2.5 s / 4 s,
 * INP 200 / 500 ms, CLS 0.1 / 0.25, TTFB 0.8 / 1.8 s. Times are in milliseconds.
 */
export const VITAL_RULES: Record<VitalMetric, MetricRule> = {
  LCP: { good: 2_500, poor: 4_000, max: 120_000, unit: "ms" },
  INP: { good: 200, poor: 500, max: 60_000, unit: "ms" },
  CLS: { good: 0.1, poor: 0.25, max: 25, unit: "score" },
  TTFB: { good: 800, poor: 1_800, max: 120_000, unit: "ms" },
};

export function vitalBand(metric: VitalMetric, value: number): VitalBand {
  const rule = VITAL_RULES[metric];
  return value <= rule.good ? "good" : value <= rule.poor ? "needs-improvement" : "poor";
}

/** Most metric values in one report: one of each. */
export const VITALS_PER_REPORT = VITAL_METRICS.length;

/** How a p75 reads: "2.31 s", "180 ms", "0.08". */
export function formatVital(metric: VitalMetric, value: number): string {
  if (VITAL_RULES[metric].unit === "score") return value.toFixed(2);
  return value >= 1_000 ? `${(value / 1_000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

export const VITAL_BAND_LABELS: Record<VitalBand, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

// ---- The console's answer --------------------------------------------------------------------

/** A p75 with its band, the sample count and the share of samples in each band (0–1). */
export interface VitalSummary {
  metric: VitalMetric;
  samples: number;
  /** The 75th percentile, or null without samples. */
  p75: number | null;
  band: VitalBand | null;
  shares: Record<VitalBand, number>;
}

export interface VitalsRow {
  /** The page path or the device type. */
  label: string;
  /** One per metric, in VITAL_METRICS order. */
  metrics: VitalSummary[];
}

export interface VitalsResponse {
  /** Relative precision of every p75 (0.02: within 2 %), from the storage's value buckets. */
  precision: number;
  overall: VitalSummary[];
  pages: VitalsRow[];
  devices: VitalsRow[];
  /** Daily p75 per metric, one entry per UTC day with samples. */
  daily: { day: string; metrics: VitalSummary[] }[];
}
