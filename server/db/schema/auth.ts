import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { affiliates } from "./affiliates";

/**
 * Failed sign-in counters, one row per key: "<role>:pair:<hash>" (account and address),
 * "<role>:address:<hash>" and "<role>:account:<hash>". In the database so the limits hold
 * across every server process; no raw e-mail or address is stored.
 */
export const signInThrottle = pgTable("sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
  /** Pair keys only: the last successful sign-in from this address (a known address). */
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  /** Lets the clean-up spare a row an attempt in flight has just created. */
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use password reset links for affiliates; only a hash of the secret is stored. */
export const affiliatePasswordResets = pgTable(
  "affiliate_password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** Who made the link: an admin's e-mail. */
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("affiliate_password_resets_affiliate_idx").on(t.affiliateId)],
);
