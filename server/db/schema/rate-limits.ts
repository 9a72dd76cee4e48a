import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters shared by every server process, so a flood spread over
 * several processes behind a load balancer is still counted once. Keys are HMACs, never
 * raw client addresses.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
  hits: integer("hits").notNull(),
});
