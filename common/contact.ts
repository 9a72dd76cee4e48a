import { CONTACT_INTERESTS, CONTACT_LIMITS, type ContactInterest } from "./contact-fields";
import { z } from "./zod";

export * from "./contact-fields";

/**
 * The contact form (/contact): its fields and rules, shared by the browser form and
 * `POST /api/contact`, so both sides give the same message for the same mistake.
 */

const interestValues = CONTACT_INTERESTS.map((i) => i.value) as [ContactInterest, ...ContactInterest[]];

const PHONE_PATTERN = /^\+?[0-9 ().-]{6,40}$/;

const optionalText = (max: number) =>
  z
    .string("must be text")
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** What the visitor types. */
export const contactFormSchema = z.object({
  name: z
    .string("is required")
    .trim()
    .min(1, "is required")
    .max(CONTACT_LIMITS.name, `must be at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string("is required")
    .trim()
    .min(1, "is required")
    .max(CONTACT_LIMITS.email, `must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email("must be a valid e-mail address")),
  phone: optionalText(CONTACT_LIMITS.phone).refine(
    (v) => v === undefined || (PHONE_PATTERN.test(v) && v.replace(/\D/g, "").length >= 6),
    "must be a phone number of digits, spaces and + ( ) - .",
  ),
  company: optionalText(CONTACT_LIMITS.company),
  interest: z.enum(interestValues, "must be one of the listed solutions"),
  message: z
    .string("is required")
    .trim()
    .min(CONTACT_LIMITS.messageMin, `must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.messageMax, `must be at most ${CONTACT_LIMITS.messageMax} characters`),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

/** The body of `POST /api/contact`: the form plus what the browser knows about the visitor. */
export const contactRequestSchema = contactFormSchema.extend({
  /** The visitor client record id (tracking), when the visitor is tracked. */
  clientId: z.uuid("must be a client id").optional(),
  /** The stored affiliate code, when the visitor came through an affiliate. */
  affiliateCode: z
    .string("must be text")
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{3,50}$/, "must be a referral code")
    .optional(),
});
