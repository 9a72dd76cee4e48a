import { bigint, date, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

/**
 * Real-user speed: per UTC day, page, device type and metric, a histogram of the reported
 * values, folded at ingestion (server/modules/tracking/vitals.ts). Value buckets are
 * logarithmic (server/modules/analytics/vitals.ts says how), so a p75 read from them is within
 * 2 % of the exact one over any range, and a range costs its days' buckets, not its samples.
 * `band` (0 good, 1 needs improvement, 2 poor) is in the key because a bucket can straddle a
 * threshold: the share of samples per band stays exact. No address and no user agent are kept,
 * only the device type derived from it.
 */
export const webVitalsDaily = pgTable(
  "web_vitals_daily",
  {
    day: date("day").notNull(),
    metric: text("metric").notNull(),
    page: text("page").notNull(),
    deviceType: text("device_type").notNull(),
    bucket: smallint("bucket").notNull(),
    band: smallint("band").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.page, t.deviceType, t.bucket, t.band] })],
);
