import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ReportFrequency } from "#common/analytics-reports";
import { admins } from "./admin";

/**
 * Read-only links to the aggregate analytics, for a client or an investor. Only a SHA-256 hash of
 * the link's token and a scrypt hash of its password are kept: a copy of the database opens none.
 */
export const analyticsShareLinks = pgTable("analytics_share_links", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Who the link is for ("Board, Q4"); shown in the console and on the shared page. */
  name: text("name").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdBy: uuid("created_by").references(() => admins.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when revoked: the link and every view opened with it stop at once. */
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/** Each member's choice of the analytics e-mail report. */
export const analyticsReportSubscriptions = pgTable("analytics_report_subscriptions", {
  adminId: uuid("admin_id")
    .primaryKey()
    .references(() => admins.id, { onDelete: "cascade" }),
  frequency: text("frequency").$type<ReportFrequency>().notNull(),
});

/**
 * The reports sent, one row per member and period: the key makes a second send of the same
 * period impossible, whichever process tries it.
 */
export const analyticsReportsSent = pgTable(
  "analytics_reports_sent",
  {
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    /** "week:2026-11-16" (its Monday) or "month:2026-10". */
    period: text("period").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.period] }), index("analytics_reports_sent_at_idx").on(t.sentAt)],
);
