import { index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { admins } from "./admin";

/**
 * One row per signed-in device of a member. Its id travels in the token, and the admin guard
 * looks it up on every call, so ending a session (deleting its row) refuses its token at once.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    /** The browser's user agent at sign-in, cut short; the console shows the device it names. */
    userAgent: text("user_agent"),
    /** The sign-in address with its last part masked (203.0.113.x): enough to recognise a network. */
    address: text("address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward at most once a minute, so a busy console costs no write per call. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the member last proved it was them (password or second factor): opens sensitive actions for a while. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId)],
);

/**
 * A member's authenticator app (TOTP). The secret is encrypted with a key derived from JWT_SECRET
 * and never leaves the server after set-up; `pendingSecret` holds the one being set up until a
 * code confirms it.
 */
export const adminTotp = pgTable("admin_totp", {
  adminId: uuid("admin_id")
    .primaryKey()
    .references(() => admins.id, { onDelete: "cascade" }),
  secret: text("secret"),
  pendingSecret: text("pending_secret"),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  /** The last accepted time step: a code of this step or an earlier one is refused (no replay). */
  lastStep: integer("last_step"),
});

/** Ten single-use recovery codes per member with a second factor; only a hash of each is kept. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [unique("admin_recovery_codes_code_unique").on(t.adminId, t.codeHash)],
);
