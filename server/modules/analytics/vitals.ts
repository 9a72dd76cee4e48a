import { sql } from "drizzle-orm";
import {
  VITAL_BANDS,
  VITAL_METRICS,
  type VitalBand,
  type VitalMetric,
  type VitalSummary,
  type VitalsResponse,
  type VitalsRow,
  vitalBand,
} from "#common/web-vitals";
import type { Db } from "#server/db/client";
import { num, resolveRange, rows } from "#server/lib/sql";
import { VITAL_PRECISION, vitalBucketValue } from "#server/lib/vital-buckets";

/** Pages listed, most measured first. */
const TOP_PAGES = 25;

interface GroupRow {
  /** GROUPING(page, device_type, day): 7 overall, 3 per page, 5 per device, 6 per day. */
  g: number;
  label: string | null;
  metric: VitalMetric;
  samples: string;
  p75_bucket: number;
  good: string;
  ni: string;
  poor: string;
}

const KIND = { overall: 7, page: 3, device: 5, day: 6 } as const;

/**
 * Real-user speed over whole UTC days [from, to]: the 75th percentile of each metric (nearest
 * rank over the day histograms: the smallest bucket that holds three quarters of the samples),
 * overall, per page, per device type and per day, with the share of samples in each band. One
 * scan of the range's histogram rows, grouped four ways at once.
 */
export async function realUserSpeed(db: Db, range: { from?: string; to?: string }): Promise<VitalsResponse> {
  const { from, to } = resolveRange(range);
  const found = await rows<GroupRow>(
    db,
    sql`WITH h AS (
          SELECT GROUPING(page, device_type, day)::int AS g, COALESCE(page, device_type, day::text) AS label,
                 metric, bucket, sum(n) AS n,
                 sum(n) FILTER (WHERE band = 0) AS good, sum(n) FILTER (WHERE band = 1) AS ni,
                 sum(n) FILTER (WHERE band = 2) AS poor
          FROM web_vitals_daily
          WHERE day >= ${from}::date AND day <= ${to}::date
          GROUP BY GROUPING SETS ((metric, bucket), (metric, page, bucket), (metric, device_type, bucket), (metric, day, bucket))
        ), c AS (
          SELECT h.*, sum(n) OVER (PARTITION BY g, label, metric ORDER BY bucket) AS below,
                 sum(n) OVER (PARTITION BY g, label, metric) AS total
          FROM h
        )
        SELECT g, label, metric, max(total) AS samples,
               min(bucket) FILTER (WHERE below >= 0.75 * total) AS p75_bucket,
               COALESCE(sum(good), 0) AS good, COALESCE(sum(ni), 0) AS ni, COALESCE(sum(poor), 0) AS poor
        FROM c GROUP BY g, label, metric`,
  );

  const groups = new Map<string, Map<VitalMetric, VitalSummary>>();
  for (const r of found) {
    const key = `${num(r.g)}\n${r.label ?? ""}`;
    let metrics = groups.get(key);
    if (!metrics) {
      metrics = new Map();
      groups.set(key, metrics);
    }
    const samples = num(r.samples);
    const p75 = vitalBucketValue(r.metric, num(r.p75_bucket));
    const counts: Record<VitalBand, number> = { good: num(r.good), "needs-improvement": num(r.ni), poor: num(r.poor) };
    metrics.set(r.metric, {
      metric: r.metric,
      samples,
      p75,
      band: vitalBand(r.metric, p75),
      shares: Object.fromEntries(VITAL_BANDS.map((b) => [b, counts[b] / samples])) as Record<VitalBand, number>,
    });
  }
  const empty = (metric: VitalMetric): VitalSummary => ({
    metric,
    samples: 0,
    p75: null,
    band: null,
    shares: { good: 0, "needs-improvement": 0, poor: 0 },
  });
  const summaries = (metrics: Map<VitalMetric, VitalSummary> | undefined) =>
    VITAL_METRICS.map((m) => metrics?.get(m) ?? empty(m));
  const of = (kind: number): VitalsRow[] =>
    [...groups]
      .filter(([key]) => key.startsWith(`${kind}\n`))
      .map(([key, metrics]) => ({ label: key.slice(key.indexOf("\n") + 1), metrics: summaries(metrics) }));
  const measured = (row: VitalsRow) => Math.max(...row.metrics.map((m) => m.samples));

  return {
    precision: VITAL_PRECISION,
    overall: summaries(groups.get(`${KIND.overall}\n`)),
    pages: of(KIND.page)
      .sort((a, b) => measured(b) - measured(a) || a.label.localeCompare(b.label))
      .slice(0, TOP_PAGES),
    devices: of(KIND.device).sort((a, b) => measured(b) - measured(a) || a.label.localeCompare(b.label)),
    daily: of(KIND.day)
      .sort((a, b) => a.label.localeCompare(b.label))
      .map((row) => ({ day: row.label, metrics: row.metrics })),
  };
}
