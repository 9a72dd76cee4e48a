import { type SQL, sql } from "drizzle-orm";

/** The summary kinds whose lists are cut to the top rows (the others are short by nature). */
const CUT_KINDS = [
  "page",
  "entry",
  "exit",
  "browser",
  "os",
  "country",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
]
  .map((k) => `'${k}'`)
  .join(", ");

/**
 * Summary-shaped rows (kind, label, n, total) with each cut kind's list kept to its `top` rows,
 * most first (then by label), in the order the answer lists them.
 */
export const topPerKind = (summaryRows: SQL, top: number): SQL =>
  sql`SELECT kind, label, n, total FROM (
        SELECT t.*, row_number() OVER (PARTITION BY kind ORDER BY n DESC, label) AS r FROM (${summaryRows}) t
      ) x
      WHERE kind NOT IN (${sql.raw(CUT_KINDS)}) OR r <= ${top}
      ORDER BY kind, r`;
