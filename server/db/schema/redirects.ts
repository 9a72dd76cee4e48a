import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Redirect rules an admin manages (common/redirects.ts); every server process keeps a copy in memory. */
export const redirects = pgTable(
  "redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A path, without a trailing slash or a query string. */
    fromPath: text("from_path").notNull(),
    /** exact | prefix (REDIRECT_MATCHES) */
    match: text("match").notNull(),
    /** A path on this site or a full address. */
    toTarget: text("to_target").notNull(),
    /** 301 | 302 */
    status: integer("status").notNull(),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("redirects_from_idx").on(t.fromPath, t.match)],
);

/**
 * One row, bumped by every change to the rules: each process compares its copy's version with it
 * every few seconds, so a change made through one process reaches the others.
 */
export const redirectsVersion = pgTable("redirects_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
});
