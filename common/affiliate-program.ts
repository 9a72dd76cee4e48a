/**
 * The affiliate program's rules that need no schema library: referral codes and the default
 * terms. The public sign-up page uses these up front; the API schemas (./affiliates) build on them.
 */

/** Referral codes: lower-case letters, digits and `-`, 3 to 50 characters. */
export const REFERRAL_CODE_PATTERN = /^[a-z0-9-]{3,50}$/;
export const REFERRAL_CODE_MIN = 3;
export const REFERRAL_CODE_MAX = 50;
/** Generated codes avoid look-alike characters (0/o, 1/l/i). */
export const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const GENERATED_CODE_LENGTH = 8;

/** Codes made from a name stay this short, leaving room for a "-2" style suffix. */
const READABLE_CODE_MAX = 40;

/**
 * A readable referral code from a person's name: "Zoë O'Brien" -> "zoe-obrien". Empty when the
 * name has too few Latin letters or digits to make one (a random code stands in then).
 */
export function referralCodeFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, READABLE_CODE_MAX)
    .replace(/-+$/, "");
  return slug.length >= REFERRAL_CODE_MIN ? slug : "";
}

/** The stem a "-2", "-3" … suffix goes on: "priya-partner-2" -> "priya-partner". */
export function referralCodeStem(code: string): string {
  const stem = code.replace(/-\d+$/, "").slice(0, READABLE_CODE_MAX).replace(/-+$/, "");
  return stem.length >= REFERRAL_CODE_MIN ? stem : code.slice(0, READABLE_CODE_MAX);
}

/** GET /api/affiliate/code-available: a taken code comes with the first free readable variant. */
export interface CodeAvailability {
  code: string;
  available: boolean;
  suggestion?: string;
}

/**
 * A referral code as the API reads it (trimmed, lower-case), or null when it breaks the rule.
 * The same rule as the schema's, for checks that must not wait for the schema's code.
 */
export function readReferralCode(text: string): string | null {
  const code = text.trim().toLowerCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

export const PROGRAM_DEFAULTS = {
  defaultCommissionPercent: 10,
  attributionWindowDays: 90,
  autoApprove: false,
} as const;
