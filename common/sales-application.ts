import { z } from "zod";

/**
 * Rules of a sales application, shared by the browser form and the API:
 * the fields, the résumé file, the duplicate window and the review workflow.
 */

export const SALES_ROLE_IDS = [
  "account-executive",
  "enterprise-account-executive",
  "sales-development-representative",
  "independent-sales-partner",
] as const;
export type SalesRoleId = (typeof SALES_ROLE_IDS)[number];

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_MAX_LABEL = "5 MB";
export const RESUME_ACCEPT = ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const DUPLICATE_WINDOW_DAYS = 30;

export const RESUME_CONTENT_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type ResumeKind = keyof typeof RESUME_CONTENT_TYPES;

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const PDF_MAGIC = ascii("%PDF-");
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const DOCX_MARKERS = [ascii("[Content_Types].xml"), ascii("word/")];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((b, i) => bytes[i] === b);
}

function contains(bytes: Uint8Array, needle: number[]): boolean {
  const first = needle[0];
  const last = bytes.length - needle.length;
  outer: for (let i = 0; i <= last; i++) {
    if (bytes[i] !== first) continue;
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The résumé's real type, read from its content (never from its name or declared type):
 * a PDF starts with "%PDF-"; a DOCX is a ZIP archive whose entries include
 * "[Content_Types].xml" and the "word/" folder. Anything else is null.
 */
export function detectResumeKind(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return "pdf";
  if (startsWith(bytes, ZIP_MAGIC) && DOCX_MARKERS.every((marker) => contains(bytes, marker))) return "docx";
  return null;
}

export const RESUME_TYPE_MESSAGE = "must be a PDF or DOCX file";
export const RESUME_SIZE_MESSAGE = `must be at most ${RESUME_MAX_LABEL}`;

/** A file name safe to send back in a Content-Disposition header, with the extension of its real type. */
export function safeResumeFileName(original: string, kind: ResumeKind): string {
  const base = original
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || "resume"}.${kind}`;
}

const trimmed = (min: number, max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(min, min <= 1 ? "is required" : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`);

const httpUrl = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(300, "must be at most 300 characters")
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "must be a full web address starting with https://");

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
  role: z.enum(SALES_ROLE_IDS, { error: "must be one of the open roles" }),
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
      .number({ error: "must be a number of years" })
      .int("must be a whole number of years")
      .min(0, "cannot be negative")
      .max(60, "must be at most 60"),
  ),
  industries: trimmed(2, 300),
  profileUrl: httpUrl,
  motivation: trimmed(50, 3000),
  consent: consentFlag,
  /** The visitor's client-record id, when tracking is on, to link the application to it. */
  clientId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid().optional()),
});

export type SalesApplicationFields = z.output<typeof salesApplicationFieldsSchema>;
export type SalesApplicationFormValues = z.input<typeof salesApplicationFieldsSchema>;

export const SALES_APPLICATION_FIELD_NAMES = Object.keys(salesApplicationFieldsSchema.shape) as (keyof SalesApplicationFields)[];

/** The answer to a successful application. */
export interface SalesApplicationCreated {
  id: string;
  status: "new";
  createdAt: string;
}

// ——— review workflow ———

export const APPLICATION_STATUSES = ["new", "reviewing", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  reviewing: "Reviewing",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

const PIPELINE: ApplicationStatus[] = ["new", "reviewing", "interview", "offer", "hired"];

/**
 * new → reviewing → interview → offer → hired, one step at a time, or rejected at any step
 * before the end. Hired and rejected are final.
 */
export function allowedNextStatuses(from: ApplicationStatus): ApplicationStatus[] {
  if (from === "hired" || from === "rejected") return [];
  const next = PIPELINE[PIPELINE.indexOf(from) + 1];
  return next ? [next, "rejected"] : ["rejected"];
}

export function canMoveTo(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return allowedNextStatuses(from).includes(to);
}

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
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

export interface ApplicationSummary {
  id: string;
  role: SalesRoleId;
  name: string;
  email: string;
  location: string;
  yearsExperience: number;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ApplicationList {
  items: ApplicationSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ApplicationNote {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

export interface ApplicationAuditEntry {
  id: string;
  actor: string;
  action: string;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface ApplicationDetail extends ApplicationSummary {
  phone: string;
  industries: string;
  profileUrl: string;
  motivation: string;
  consentAt: string;
  clientId: string | null;
  resume: { fileName: string; contentType: string; sizeBytes: number; sha256: string } | null;
  notes: ApplicationNote[];
  history: ApplicationAuditEntry[];
  nextStatuses: ApplicationStatus[];
}
