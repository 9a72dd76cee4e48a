/**
 * Rules of a sales application that need no schema library: the roles, the résumé file
 * (size, type from its bytes), the duplicate window, the review workflow and the shapes the
 * admin API answers with. Kept free of zod so the public careers page can load it up front;
 * the zod schemas live in ./sales-application, which re-exports everything here.
 */

export const SALES_ROLE_IDS = [
  "account-executive",
  "enterprise-account-executive",
  "sales-development-representative",
  "independent-sales-partner",
] as const;
export type SalesRoleId = (typeof SALES_ROLE_IDS)[number];

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
const RESUME_MAX_LABEL = "5 MB";
export const RESUME_ACCEPT =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const DUPLICATE_WINDOW_DAYS = 30;
/** Length of the "Why this role?" answer, in characters after trimming. */
export const MOTIVATION_LENGTH = { min: 50, max: 3000 } as const;

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

/** The forward steps of the workflow, in order. */
export const APPLICATION_PIPELINE: readonly ApplicationStatus[] = ["new", "reviewing", "interview", "offer", "hired"];

/**
 * new → reviewing → interview → offer → hired, one step at a time, or rejected at any step
 * before the end. Hired and rejected are final.
 */
export function allowedNextStatuses(from: ApplicationStatus): ApplicationStatus[] {
  if (from === "hired" || from === "rejected") return [];
  const next = APPLICATION_PIPELINE[APPLICATION_PIPELINE.indexOf(from) + 1];
  return next ? [next, "rejected"] : ["rejected"];
}

export function canMoveTo(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return allowedNextStatuses(from).includes(to);
}

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
