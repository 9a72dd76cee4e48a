import { bigint, boolean, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
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

/**
 * A member's passkeys (WebAuthn credentials): each signs a sign-in, a second step or a
 * confirmation with its private key, which never leaves the authenticator. The server keeps the
 * public key, the signature counter (a counter that does not move forward is a cloned key) and
 * the transports the browser reported, to offer the key the way it can be reached.
 */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    /** The credential id, base64url, as the authenticator names it in every assertion. */
    credentialId: text("credential_id").notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** A 32-bit unsigned counter: bigint, since integer stops at 2^31. */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default([]),
    /** The member's own name for it ("MacBook Touch ID"). */
    name: text("name").notNull(),
    /** Synced between devices (a multi-device passkey) and backed up, as the authenticator said. */
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("admin_passkeys_admin_idx").on(t.adminId)],
);

/**
 * WebAuthn challenges handed out and not yet answered. Each is used once (deleted by the
 * statement that accepts its answer) and for a few minutes; `purpose` and `adminId` bind it to
 * what it was issued for, so a challenge of one member's confirmation cannot sign another's
 * sign-in. `adminId` is null for a sign-in without a user name.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose", { enum: ["register", "second-factor", "sign-in", "confirm"] }).notNull(),
    adminId: uuid("admin_id").references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);
