import { type SQL, sql } from "drizzle-orm";
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

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(Date.parse(day)).getUTCDay();

/**
 * The page histograms' rows of the days [from, to]: its whole weeks (Monday to Sunday) from the
 * weekly rows, the days before the first and after the last whole week from the daily ones.
 */
function pagesIn(from: string, to: string): SQL {
  const first = shift(from, (8 - weekday(from)) % 7); // the first Monday on or after `from`
  const lastSunday = shift(to, -weekday(to));
  if (first > shift(lastSunday, -6)) return sql`span = 1 AND day >= ${from}::date AND day <= ${to}::date`;
  return sql`((span = 7 AND day >= ${first}::date AND day <= ${shift(lastSunday, -6)}::date)
    OR (span = 1 AND day >= ${from}::date AND day < ${first}::date)
    OR (span = 1 AND day > ${lastSunday}::date AND day <= ${to}::date))`;
}

interface GroupRow {
  kind: Kind;
  label: string | null;
  metric: VitalMetric;
  samples: string;
  p75_bucket: number;
  good: string;
  ni: string;
  poor: string;
}

type Kind = "all" | "page" | "device" | "day";

/**
 * Real-user speed over whole UTC days [from, to]: the 75th percentile of each metric (nearest
 * rank over the day histograms: the smallest bucket that holds three quarters of the samples),
 * overall, per page, per device type and per day, with the share of samples in each band. One
 * scan of the range's rows of each histogram table; the small one by device type also gives the
 * overall and daily figures.
 */
export async function realUserSpeed(db: Db, range: { from?: string; to?: string }): Promise<VitalsResponse> {
  const { from, to } = resolveRange(range);
  // Enough memory to group the range's rows in hash tables, not by sorting them on disk: about
  // 15 MB for 30 days of a site with a million samples a month (scripts/bench/web-vitals.ts).
  const found = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return rows<GroupRow>(
      tx as unknown as Db,
      sql`WITH h AS (
          SELECT 'page' AS kind, page AS label, metric, bucket, sum(n) AS n,
                 sum(n) FILTER (WHERE band = 0) AS good, sum(n) FILTER (WHERE band = 1) AS ni,
                 sum(n) FILTER (WHERE band = 2) AS poor
          FROM web_vitals_pages
          WHERE ${pagesIn(from, to)}
          GROUP BY metric, page, bucket
          UNION ALL
          SELECT CASE GROUPING(device_type, day) WHEN 3 THEN 'all' WHEN 1 THEN 'device' ELSE 'day' END,
                 COALESCE(device_type, day::text), metric, bucket, sum(n),
                 sum(n) FILTER (WHERE band = 0), sum(n) FILTER (WHERE band = 1), sum(n) FILTER (WHERE band = 2)
          FROM web_vitals_devices
          WHERE day >= ${from}::date AND day <= ${to}::date
          GROUP BY GROUPING SETS ((metric, bucket), (metric, device_type, bucket), (metric, day, bucket))
        ), c AS (
          SELECT h.*, sum(n) OVER (PARTITION BY kind, label, metric ORDER BY bucket) AS below,
                 sum(n) OVER (PARTITION BY kind, label, metric) AS total
          FROM h
        )
        SELECT kind, label, metric, max(total) AS samples,
               min(bucket) FILTER (WHERE below >= 0.75 * total) AS p75_bucket,
               COALESCE(sum(good), 0) AS good, COALESCE(sum(ni), 0) AS ni, COALESCE(sum(poor), 0) AS poor
        FROM c GROUP BY kind, label, metric`,
    );
  });

  const groups = new Map<string, Map<VitalMetric, VitalSummary>>();
  for (const r of found) {
    const key = `${r.kind}\n${r.label ?? ""}`;
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
  const of = (kind: Kind): VitalsRow[] =>
    [...groups]
      .filter(([key]) => key.startsWith(`${kind}\n`))
      .map(([key, metrics]) => ({ label: key.slice(key.indexOf("\n") + 1), metrics: summaries(metrics) }));
  const measured = (row: VitalsRow) => Math.max(...row.metrics.map((m) => m.samples));

  return {
    precision: VITAL_PRECISION,
    overall: summaries(groups.get("all\n")),
    pages: of("page")
      .sort((a, b) => measured(b) - measured(a) || a.label.localeCompare(b.label))
      .slice(0, TOP_PAGES),
    devices: of("device").sort((a, b) => measured(b) - measured(a) || a.label.localeCompare(b.label)),
    daily: of("day")
      .sort((a, b) => a.label.localeCompare(b.label))
      .map((row) => ({ day: row.label, metrics: row.metrics })),
  };
}
