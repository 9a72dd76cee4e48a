import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AdminRole } from "#common/roles";

/** The provider's team members who may use the admin console. */
export const admins = pgTable("admins", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased; unique. */
  email: text("email").notNull().unique(),
  /** How colleagues see this admin as an owner ("Maya Chen"); null: the e-mail stands in. */
  displayName: text("display_name"),
  /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (server/lib/passwords.ts). Never sent to a browser. */
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Bumped on a password change: tokens issued before it are refused. */
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  /** Carried in every token; bumped on a password change or "sign out everywhere" to revoke older tokens. */
  tokenVersion: integer("token_version").notNull().default(0),
  /** The UTC hour this admin's daily digest goes out; null: no digest. */
  digestHour: integer("digest_hour"),
  /** The UTC day the last digest went out: one a day, never two. */
  digestSentOn: date("digest_sent_on"),
  /** What this member may do (common/roles.ts). Always given on insert: no role is assumed. */
  role: text("role").$type<AdminRole>().notNull(),
  /** Set while the member is deactivated: no sign-in, every token refused. */
  deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
});

/**
 * Invitations to join the team, one per e-mail (a new one replaces the old). Only a SHA-256 hash
 * of the link's token is kept: a copy of the database cannot be turned into a working link.
 */
export const adminInvitations = pgTable("admin_invitations", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased; unique. */
  email: text("email").notNull().unique(),
  name: text("name"),
  role: text("role").$type<AdminRole>().notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  invitedBy: uuid("invited_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** Set when the link was used: a second use is refused with its own message. */
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
});

/** Every change made in the admin console: who, what, when. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id"),
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    details: jsonb("details").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_log_created_at_idx").on(t.createdAt)],
);
