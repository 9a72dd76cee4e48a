import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The affiliate program: affiliates, the referrals their links bring and the
 * commissions earned when an admin marks a referral won. Money is kept in cents.
 */
export const affiliates = pgTable(
  "affiliates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Lower-cased; unique. */
    email: text("email").notNull().unique(),
    /** scrypt hash (server/lib/passwords.ts); never leaves the server. */
    passwordHash: text("password_hash").notNull(),
    company: text("company"),
    website: text("website"),
    promotionMethod: text("promotion_method").notNull(),
    payoutEmail: text("payout_email").notNull(),
    code: text("code").notNull().unique(),
    /** pending | approved | rejected | suspended */
    status: text("status").notNull().default("pending"),
    /** The admin's note with the last status change (the reason of a rejection or suspension). */
    statusNote: text("status_note"),
    /** Percent of the deal value; null means the program default. */
    commissionRate: doublePrecision("commission_rate"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** Carried in every token; bumped on a password change, suspension or "sign out everywhere". */
    tokenVersion: integer("token_version").notNull().default(0),
    /** When the affiliate last asked for a password reset that no link has answered yet. */
    passwordResetRequestedAt: timestamp("password_reset_requested_at", { withTimezone: true }),
    /**
     * When the owner of the e-mail confirmed the account (the link mailed at sign-up, a reset link
     * or an admin's approval); until then the account cannot sign in.
     */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
  },
  (t) => [index("affiliates_status_idx").on(t.status)],
);

export const affiliateReferrals = pgTable(
  "affiliate_referrals",
  {
    /** Unguessable: 24 random bytes, base64url, prefixed "ref_". */
    id: text("id").primaryKey(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    /** The visitor's client record id (tracking cookie), when known. */
    visitorId: text("visitor_id"),
    /** The salted hash of the address (salt rotated daily) of a click without a visitor id: one click per address, affiliate and day. */
    addressHash: text("address_hash"),
    customerEmail: text("customer_email"),
    customerName: text("customer_name"),
    /** click | lead | meeting_booked | won | lost | rejected */
    status: text("status").notNull().default("click"),
    rejectionReason: text("rejection_reason"),
    clickedAt: timestamp("clicked_at", { withTimezone: true }).notNull().defaultNow(),
    leadAt: timestamp("lead_at", { withTimezone: true }),
    meetingBookedAt: timestamp("meeting_booked_at", { withTimezone: true }),
    meetingDate: timestamp("meeting_date", { withTimezone: true }),
    /** Set when the scheduling page's signed webhook confirmed the meeting (not the visitor's click). */
    meetingConfirmedAt: timestamp("meeting_confirmed_at", { withTimezone: true }),
    /** The browser's figure: provisional until an admin confirms the deal. */
    provisionalDealValueCents: bigint("provisional_deal_value_cents", { mode: "number" }),
    dealValueCents: bigint("deal_value_cents", { mode: "number" }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    outcomeNote: text("outcome_note"),
  },
  (t) => [
    index("affiliate_referrals_affiliate_idx").on(t.affiliateId, t.clickedAt),
    index("affiliate_referrals_visitor_idx").on(t.visitorId),
    index("affiliate_referrals_address_idx").on(t.addressHash),
  ],
);

export const affiliateCommissions = pgTable(
  "affiliate_commissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: uuid("affiliate_id")
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    referralId: text("referral_id")
      .notNull()
      .references(() => affiliateReferrals.id, { onDelete: "cascade" }),
    /** pending | approved | paid | rejected */
    status: text("status").notNull().default("pending"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    ratePercent: doublePrecision("rate_percent").notNull(),
    dealValueCents: bigint("deal_value_cents", { mode: "number" }).notNull(),
    payoutReference: text("payout_reference"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("affiliate_commissions_referral_idx").on(t.referralId),
    index("affiliate_commissions_status_idx").on(t.status, t.createdAt),
    index("affiliate_commissions_affiliate_idx").on(t.affiliateId),
  ],
);

export type AffiliateRow = typeof affiliates.$inferSelect;
export type ReferralRow = typeof affiliateReferrals.$inferSelect;
export type CommissionRow = typeof affiliateCommissions.$inferSelect;
