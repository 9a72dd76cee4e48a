/**
 * The affiliate program's rules and API bodies, shared by the browser and the server.
 */
import { REFERRAL_CODE_MAX, REFERRAL_CODE_MIN, REFERRAL_CODE_PATTERN } from "./affiliate-program";
import { AFFILIATE_MEETING_DEAL_VALUE } from "./constants";
import { z } from "./zod";

export const AFFILIATE_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

const REFERRAL_STATUSES = ["click", "lead", "meeting_booked", "won", "lost", "rejected"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const COMMISSION_STATUSES = ["pending", "approved", "paid", "rejected"] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

const AFFILIATE_PASSWORD_MIN = 10;
const AFFILIATE_PASSWORD_MAX = 200;

/** Lower-cases and drops a `+tag` from the local part: "Ann+promo@X.com" -> "ann@x.com". */
function normalizeEmailForMatch(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  const local = lower.slice(0, at).replace(/\+.*$/, "");
  return `${local}@${lower.slice(at + 1)}`;
}

/** Referrals still open: a self-referral found now rejects them; won, lost or rejected ones stay as they are. */
export const OPEN_REFERRAL_STATUSES = ["click", "lead", "meeting_booked"] as const satisfies readonly ReferralStatus[];

/** True when the customer is the affiliate (same e-mail, ignoring case and `+tags`). */
export function isSelfReferral(affiliateEmail: string, customerEmail: string | null | undefined): boolean {
  if (!customerEmail?.trim()) return false;
  return normalizeEmailForMatch(affiliateEmail) === normalizeEmailForMatch(customerEmail);
}

/** Commission in cents: percent of the deal value, rounded to the cent. */
export function commissionCents(dealValueCents: number, percent: number): number {
  return Math.round((dealValueCents * percent) / 100);
}

/** Shows a customer name only once the referral is a lead; before that, initials with stars. */
export function maskName(name: string | null | undefined): string {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return "Anonymous visitor";
  return parts.map((p) => `${p[0]}${"*".repeat(Math.min(4, Math.max(2, p.length - 1)))}`).join(" ");
}

export const referralCodeSchema = z
  .string("is required")
  .trim()
  .toLowerCase()
  .min(REFERRAL_CODE_MIN, `must be at least ${REFERRAL_CODE_MIN} characters`)
  .max(REFERRAL_CODE_MAX, `must be at most ${REFERRAL_CODE_MAX} characters`)
  .regex(REFERRAL_CODE_PATTERN, "may contain only lower-case letters, digits and -");

const email = z
  .string("is required")
  .trim()
  .min(1, "is required")
  .max(254, "must be at most 254 characters")
  .pipe(z.email("must be a valid e-mail address"))
  .transform((v) => v.toLowerCase());

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const website = z
  .string()
  .trim()
  .max(300, "must be at most 300 characters")
  .refine(
    (v) => v === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v),
    "must be a web address starting with http:// or https://",
  )
  .optional()
  .transform((v) => (v ? v : undefined));

/** An affiliate password (registration and reset). */
const affiliatePassword = z
  .string("is required")
  .min(AFFILIATE_PASSWORD_MIN, `must be at least ${AFFILIATE_PASSWORD_MIN} characters`)
  .max(AFFILIATE_PASSWORD_MAX, `must be at most ${AFFILIATE_PASSWORD_MAX} characters`);

/** POST /api/affiliate/register */
export const affiliateRegisterSchema = z.object({
  name: z
    .string("is required")
    .trim()
    .min(2, "must be at least 2 characters")
    .max(120, "must be at most 120 characters"),
  email,
  password: affiliatePassword,
  company: optionalText(160),
  website,
  promotionMethod: z
    .string("is required")
    .trim()
    .min(20, "must be at least 20 characters: tell us where and how you will share your link")
    .max(2000, "must be at most 2000 characters"),
  payoutEmail: email,
  /** A code of the affiliate's own choice; one is generated when left empty. */
  code: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(referralCodeSchema.optional()),
});

/** POST /api/affiliate/login */
export const affiliateLoginSchema = z.object({
  email: z.string("is required").trim().min(1, "is required").max(254),
  password: z.string("is required").min(1, "is required").max(AFFILIATE_PASSWORD_MAX),
});

/** PATCH /api/affiliate/me: the payout e-mail decides where money goes, so the password is asked again. */
export const affiliateProfileUpdateSchema = z.object({
  payoutEmail: email,
  currentPassword: z.string("is required").min(1, "is required").max(AFFILIATE_PASSWORD_MAX),
});

/** POST /api/affiliate/password-reset: asks for a reset link. */
export const passwordResetRequestSchema = z.object({ email });

/** POST /api/affiliate/password-reset/confirm: the secret of a reset link and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z.string("is required").regex(/^[A-Za-z0-9_-]{43}$/, "is not a valid reset link"),
  newPassword: affiliatePassword,
});

/** Where a reset link leads: the affiliate area, with the secret in the fragment (never sent to a server or a log). */
export const PASSWORD_RESET_FRAGMENT = "reset";
/** A reset link works once, for this many hours (long enough to be passed on by a person). */
export const PASSWORD_RESET_HOURS = 24;

/** Where the confirmation link mailed at sign-up leads: the affiliate area, the secret in the fragment. */
export const EMAIL_CONFIRMATION_FRAGMENT = "confirm";
/** A confirmation link works for this many days. */
export const EMAIL_CONFIRMATION_DAYS = 7;

/** POST /api/affiliate/confirm-email: the secret of the mailed link and the password chosen at sign-up. */
export const emailConfirmationSchema = z.object({
  token: z
    .string("is required")
    .regex(/^[0-9a-f-]{36}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{43}$/, "is not a valid confirmation link"),
  password: z.string("is required").min(1, "is required").max(AFFILIATE_PASSWORD_MAX),
});

/** POST /api/admin/affiliates/:id/password-reset-link answers this; the link is shown only once. */
export interface PasswordResetLink {
  path: string;
  expiresAt: string;
}

/** POST /api/affiliate/track-referral (both customer fields empty on page load). */
export const trackReferralSchema = z.object({
  affiliateCode: referralCodeSchema,
  customerEmail: z
    .string("must be a string")
    .trim()
    .max(254, "must be at most 254 characters")
    .refine((v) => v === "" || z.email().safeParse(v).success, "must be empty or a valid e-mail address")
    .default(""),
  customerName: z.string("must be a string").trim().max(200, "must be at most 200 characters").default(""),
});

/** POST /api/affiliate/meeting-booked (dealValue is the fixed string "10000"). */
export const meetingBookedSchema = z.object({
  referralId: z.string("is required").trim().min(1, "is required").max(100, "must be at most 100 characters"),
  meetingDate: z.iso.datetime({ offset: true, message: "must be an ISO timestamp" }),
  /** Always this value: the browser cannot set what a meeting is worth. */
  dealValue: z.literal(AFFILIATE_MEETING_DEAL_VALUE, `must be "${AFFILIATE_MEETING_DEAL_VALUE}"`),
});

export const affiliateStatusActionSchema = z
  .object({
    action: z.enum(["approve", "reject", "suspend", "reinstate"], "must be approve, reject, suspend or reinstate"),
    note: z.string().trim().max(1000, "must be at most 1000 characters").optional(),
  })
  .refine((v) => v.action !== "reject" || (v.note?.length ?? 0) > 0, {
    message: "is required when rejecting",
    path: ["note"],
  });

export const commissionRateSchema = z.object({
  /** Percent of the deal value; null goes back to the program default. */
  commissionRate: z
    .number("must be a number or null")
    .min(0, "must be at least 0")
    .max(100, "must be at most 100")
    .nullable(),
});

export const referralOutcomeSchema = z
  .object({
    outcome: z.enum(["won", "lost"], "must be won or lost"),
    /** The real deal value in dollars (required when won). */
    dealValue: z.number("must be a number").positive("must be more than 0").max(100_000_000, "is too large").optional(),
    note: z.string().trim().max(1000, "must be at most 1000 characters").optional(),
  })
  .refine((v) => v.outcome !== "won" || v.dealValue !== undefined, {
    message: "is required when the deal is won",
    path: ["dealValue"],
  });

const commissionIds = z
  .array(z.uuid("must hold commission ids"), "must be a list of commission ids")
  .min(1, "must hold at least one commission id")
  .max(500, "must hold at most 500 ids");

export const commissionApproveSchema = z.object({ ids: commissionIds });
export const commissionPaySchema = z.object({
  ids: commissionIds,
  payoutReference: z.string("is required").trim().min(1, "is required").max(200, "must be at most 200 characters"),
});
export const commissionRejectSchema = z.object({
  ids: commissionIds,
  note: z.string("is required").trim().min(1, "is required").max(1000, "must be at most 1000 characters"),
});

export const programSettingsSchema = z.object({
  defaultCommissionPercent: z.number("must be a number").min(0, "must be at least 0").max(100, "must be at most 100"),
  attributionWindowDays: z
    .number("must be a number")
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(730, "must be at most 730"),
  autoApprove: z.boolean("must be true or false"),
});
export type ProgramSettings = z.infer<typeof programSettingsSchema>;

/** GET /api/affiliate/me/stats?from=YYYY-MM-DD&to=YYYY-MM-DD */
export const statsRangeSchema = z
  .object({
    from: z.iso.date("must be a date YYYY-MM-DD").optional(),
    to: z.iso.date("must be a date YYYY-MM-DD").optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: "must not be after to", path: ["from"] });

export interface AffiliateProfile {
  id: string;
  name: string;
  email: string;
  company: string | null;
  website: string | null;
  payoutEmail: string;
  code: string;
  status: AffiliateStatus;
  statusNote: string | null;
  commissionPercent: number;
  attributionWindowDays: number;
  createdAt: string;
}

interface Totals {
  clicks: number;
  leads: number;
  meetings: number;
  won: number;
}

interface Earnings {
  pendingCents: number;
  approvedCents: number;
  paidCents: number;
}

export interface AffiliateStats {
  from: string;
  to: string;
  totals: Totals;
  /** Leads per click, percent with one decimal; null without clicks. */
  conversionRate: number | null;
  series: ({ date: string } & Totals)[];
  earnings: Earnings;
  recentReferrals: {
    id: string;
    status: ReferralStatus;
    customer: string;
    clickedAt: string;
    commissionCents: number | null;
    commissionStatus: CommissionStatus | null;
  }[];
}

export interface AdminAffiliateRow extends Totals, Earnings {
  id: string;
  name: string;
  email: string;
  company: string | null;
  website: string | null;
  promotionMethod: string;
  payoutEmail: string;
  code: string;
  status: AffiliateStatus;
  statusNote: string | null;
  commissionRate: number | null;
  createdAt: string;
  /** When the affiliate asked for a password reset that no link has answered yet. */
  passwordResetRequestedAt: string | null;
}

export interface AdminReferralRow {
  id: string;
  status: ReferralStatus;
  customerName: string | null;
  customerEmail: string | null;
  rejectionReason: string | null;
  clickedAt: string;
  meetingDate: string | null;
  provisionalDealValueCents: number | null;
  dealValueCents: number | null;
  closedAt: string | null;
  commission: { id: string; status: CommissionStatus; amountCents: number; payoutReference: string | null } | null;
}

export interface AdminCommissionRow {
  id: string;
  affiliateId: string;
  affiliateName: string;
  affiliateCode: string;
  payoutEmail: string;
  referralId: string;
  status: CommissionStatus;
  amountCents: number;
  ratePercent: number;
  dealValueCents: number;
  payoutReference: string | null;
  note: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** Kept here too because the affiliate screens import their money format with their types. */
export { formatCents } from "./format/number";
