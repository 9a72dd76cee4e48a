import { z } from "#common/zod";
import { APPLICATION_STATUSES, MOTIVATION_LENGTH, SALES_ROLE_IDS } from "./rules";

/**
 * The zod schemas of a sales application, shared by the browser form and the API. Everything
 * of ./sales-application-rules (roles, résumé checks, workflow, answer shapes) is re-exported.
 */
export * from "./rules";

/** Nothing entered: a missing field, or an empty or blank string. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const trimmed = (min: number, max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`);

/**
 * What a visitor types as an address, made whole: "linkedin.com/in/dana" and "www.example.com"
 * get https:// in front; an address with its own scheme stays as typed (and is then checked).
 */
function withWebScheme(value: string): string {
  const trimmed = value.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) || trimmed === ""
    ? trimmed
    : `https://${trimmed.replace(/^\/+/, "")}`;
}

const httpUrl = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(300, "must be at most 300 characters")
  .transform(withWebScheme)
  .refine((value) => {
    try {
      const url = new URL(value);
      const web = url.protocol === "https:" || url.protocol === "http:";
      return web && url.hostname.includes(".") && url.username === "" && url.password === "" && value.length <= 300;
    } catch {
      return false;
    }
  }, "must be a web address, such as linkedin.com/in/your-name");

/** "true" / "on" / true from a checkbox; anything else is not consent. */
const consentFlag = z.preprocess(
  (value) => value === true || value === "true" || value === "on" || value === "yes",
  z.literal(true, { error: "is required: tick the box to agree to the processing of your data" }),
);

/**
 * Every text field of the application. Multipart sends strings, the form sends strings and a
 * boolean, so numbers and the consent flag are coerced here, once, for both sides.
 */
export const salesApplicationFieldsSchema = z.object({
  role: z.enum(SALES_ROLE_IDS, {
    error: (issue) => (isBlank(issue.input) ? "is required" : "must be one of the open roles"),
  }),
  name: trimmed(2, 120),
  email: z
    .string({ error: "is required" })
    .trim()
    .toLowerCase()
    .min(1, "is required")
    .max(254, "must be at most 254 characters")
    .pipe(z.email({ error: "must be a valid e-mail address" })),
  phone: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(30, "must be at most 30 characters")
    .regex(/^\+?[\d\s().-]+$/, "may contain only digits, spaces, +, -, ( and )")
    .refine((value) => value.replace(/\D/g, "").length >= 7, "must have at least 7 digits"),
  location: trimmed(2, 120),
  yearsExperience: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z
      .number({ error: (issue) => (isBlank(issue.input) ? "is required" : "must be a number of years") })
      .int("must be a whole number of years")
      .min(0, "cannot be negative")
      .max(60, "must be at most 60"),
  ),
  industries: trimmed(2, 300),
  profileUrl: httpUrl,
  motivation: trimmed(MOTIVATION_LENGTH.min, MOTIVATION_LENGTH.max),
  consent: consentFlag,
  /** The visitor's client-record id, when tracking is on, to link the application to it. */
  clientId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid().optional()),
});

export type SalesApplicationFields = z.output<typeof salesApplicationFieldsSchema>;

export const statusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: `must be one of ${APPLICATION_STATUSES.join(", ")}` }),
});

export const applicationNoteSchema = z.object({
  body: z.string({ error: "is required" }).trim().min(1, "is required").max(5000, "must be at most 5000 characters"),
});

export const applicationListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: `must be one of ${APPLICATION_STATUSES.join(", ")}` }).optional(),
  role: z.enum(SALES_ROLE_IDS, { error: `must be one of ${SALES_ROLE_IDS.join(", ")}` }).optional(),
  q: z.string().trim().max(200, "must be at most 200 characters").optional(),
  page: z.coerce.number({ error: "must be a number" }).int().min(1, "must be at least 1").max(100_000).default(1),
  pageSize: z.coerce.number({ error: "must be a number" }).int().min(1).max(100, "must be at most 100").default(20),
});
