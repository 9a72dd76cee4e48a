import { type SQL, sql } from "drizzle-orm";

/**
 * Every session has a fixed bucket, 0 to SESSION_BUCKETS - 1, from a hash of its id: the expression
 * of the analytics_sessions_sample_idx index. The filtered view samples by it (the same sessions on
 * every view, a smaller sample part of any larger one), and a funnel counts the past by ranges of it.
 */
export const SESSION_BUCKETS = 1_024;

/** The bucket of the session id column of the table aliased `alias` (none: the bare column). */
export const sessionBucket = (alias?: string): SQL =>
  sql.raw(`(hashtext(${alias ? `${alias}.` : ""}session_id) & ${SESSION_BUCKETS - 1})`);
