import { date, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

/**
 * Real-user speed: per UTC day (and week, by page) and metric, histograms of the reported values, folded at
 * ingestion (server/modules/tracking/vitals.ts): one per page, one per device type. Two tables
 * rather than one per page and device type: the console reads each breakdown alone, and the page
 * × device cross would multiply the rows a range costs (scripts/bench/web-vitals.ts). Value
 * buckets are logarithmic (server/lib/vital-buckets.ts), so a p75 read from them is within 2 %
 * of the exact one over any range, and a range costs its days' buckets, not its samples. `band`
 * (0 good, 1 needs improvement, 2 poor) is in the key because a bucket can straddle a
 * threshold: the share of samples per band stays exact. No address and no user agent are kept,
 * only the device type derived from it.
 */
export const webVitalsPages = pgTable(
  "web_vitals_pages",
  {
    /**
     * 1: the histogram of a day; 7: of a week (Monday to Sunday, `day` its Monday). A range reads
     * its whole weeks from the weekly rows, which are denser, and only its first and last days
     * from the daily ones.
     */
    span: smallint("span").notNull(),
    day: date("day").notNull(),
    metric: text("metric").notNull(),
    page: text("page").notNull(),
    bucket: smallint("bucket").notNull(),
    band: smallint("band").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.span, t.day, t.metric, t.page, t.bucket, t.band] })],
);

/** The same per device type ("Desktop", "Mobile", "Tablet", "Other"): also the overall and daily figures. */
export const webVitalsDevices = pgTable(
  "web_vitals_devices",
  {
    day: date("day").notNull(),
    metric: text("metric").notNull(),
    deviceType: text("device_type").notNull(),
    bucket: smallint("bucket").notNull(),
    band: smallint("band").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric, t.deviceType, t.bucket, t.band] })],
);
