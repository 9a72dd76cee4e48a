import { type ClientEvent, isoDay, pageQueryFields } from "./admin";
import type { JourneySession } from "./journey-story";
import { LEAD_QUALITIES, type LeadQuality } from "./lead-score";
import { z } from "./zod";

/**
 * The leads inbox: every enquiry (contact message, saved quiz result, calculator consultation
 * request, confirmed booking) as one list with a sales follow-up workflow.
 */

export const LEAD_KINDS = ["contact", "opportunity", "readiness", "calculator", "booking"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: "Contact message",
  opportunity: "Opportunity Finder",
  readiness: "Readiness assessment",
  calculator: "Calculator consultation request",
  booking: "Confirmed booking",
};

/** The deal's stages in their order: New → Contacted → Qualified → Proposal → Won or Lost. */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "proposal", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
};

/** Stages of a deal still being worked on (its value is pipeline, not revenue). */
export const OPEN_STAGES = ["new", "contacted", "qualified", "proposal"] as const satisfies readonly LeadStatus[];
/** Stages a qualified deal can be in: it counts as qualified in the reports once it reaches one. */
export const QUALIFIED_STAGES = ["qualified", "proposal", "won"] as const satisfies readonly LeadStatus[];
/** A deal's value is whole units of the site's currency, up to a billion. */
export const DEAL_VALUE_MAX = 1_000_000_000;

/** Where the visitor came from, most specific first: an affiliate, a tagged campaign, another site, or nothing. */
export const LEAD_CHANNELS = ["affiliate", "campaign", "referral", "direct"] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

export const LEAD_CHANNEL_LABELS: Record<LeadChannel, string> = {
  affiliate: "Affiliate",
  campaign: "Campaign (UTM)",
  referral: "Referring site",
  direct: "Direct or unknown",
};

/** A lead's id: its kind and the id of the enquiry in its own table. */
const LEAD_ID_PATTERN = /^(contact|opportunity|readiness|calculator|booking):[A-Za-z0-9_-]{1,64}$/;

export const LEAD_LOST_REASON_MAX = 500;
export const LEAD_NOTE_MAX = 4000;

/**
 * The inbox's saved views: the lists a salesperson works from each morning. Each combines with
 * the filters; `due` and `unassigned` hold open deals only (a won or lost deal needs no follow-up).
 */
export const LEAD_VIEWS = ["mine", "unassigned", "due", "hot-unanswered"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];
export const LEAD_VIEW_LABELS: Record<LeadView, string> = {
  mine: "My leads",
  unassigned: "Unassigned",
  due: "Follow-up due",
  "hot-unanswered": "Hot, unanswered after 24 h",
};
/** How long a hot lead may wait for its first answer before the view lists it. */
export const HOT_ANSWER_HOURS = 24;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `must be one of ${values.join(", ")}`);

/** GET /api/admin/leads (and its CSV export): filters and page. */
export const leadListQuerySchema = z.object({
  ...pageQueryFields,
  status: choice(LEAD_STATUSES).optional(),
  quality: choice(LEAD_QUALITIES as unknown as [LeadQuality, ...LeadQuality[]]).optional(),
  source: choice(LEAD_CHANNELS).optional(),
  kind: choice(LEAD_KINDS).optional(),
  view: choice(LEAD_VIEWS).optional(),
  /** An admin's id, or "none" for leads nobody owns. */
  owner: z.union([z.uuid(), z.literal("none")], "must be an admin id or none").optional(),
  q: z.string().trim().max(200, "must be at most 200 characters").optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
export const LEAD_FILTER_KEYS = ["view", "status", "quality", "source", "kind", "owner", "q"] as const;

/** The board at /admin/leads?view=board: one column per stage, with the filters (not the saved views). */
export const LEAD_BOARD_VIEW = "board";
export const leadBoardQuerySchema = leadListQuerySchema.omit({ page: true, pageSize: true, view: true, status: true });
export type LeadBoardQuery = z.infer<typeof leadBoardQuerySchema>;
/** Cards shown per column, newest first; the column's count and total cover all of its deals. */
export const LEAD_BOARD_CARDS = 50;

export const leadIdParamsSchema = z.object({
  id: z.string().max(80, "must be at most 80 characters").regex(LEAD_ID_PATTERN, "must be a lead id"),
});

/** PATCH /api/admin/leads/:id: any of the workflow fields; null clears one. */
export const leadUpdateSchema = z
  .object({
    status: choice(LEAD_STATUSES).optional(),
    lostReason: z
      .string("must be text")
      .trim()
      .min(1, "is required")
      .max(LEAD_LOST_REASON_MAX, `must be at most ${LEAD_LOST_REASON_MAX} characters`)
      .nullable()
      .optional(),
    ownerId: z.uuid("must be an admin id").nullable().optional(),
    followUpOn: isoDay.nullable().optional(),
    dealValue: z
      .number("must be a number")
      .int("must be a whole amount")
      .min(0, "must not be negative")
      .max(DEAL_VALUE_MAX, `must be at most ${DEAL_VALUE_MAX}`)
      .nullable()
      .optional(),
    expectedCloseOn: isoDay.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "must change at least one field");
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** Leads one bulk change may name at once: a page of the inbox, and then some. */
const LEAD_BULK_MAX = 100;

/** POST /api/admin/leads/bulk: the same change (an owner, a stage) to several leads, all or none. */
export const leadBulkUpdateSchema = z.object({
  ids: z
    .array(leadIdParamsSchema.shape.id, "must be a list of lead ids")
    .min(1, "must name at least one lead")
    .max(LEAD_BULK_MAX, `must name at most ${LEAD_BULK_MAX} leads`),
  change: leadUpdateSchema,
});

/** POST /api/admin/leads/:id/merge: the person of the lead `from` is merged into the person of :id. */
export const leadMergeSchema = z.object({ from: leadIdParamsSchema.shape.id });

/** POST /api/admin/leads/merges/:mergeId/undo */
export const leadMergeParamsSchema = z.object({ mergeId: z.uuid("must be a merge id") });

/** POST /api/admin/leads/:id/notes */
export const leadNoteSchema = z.object({
  body: z
    .string("is required")
    .trim()
    .min(1, "is required")
    .max(LEAD_NOTE_MAX, `must be at most ${LEAD_NOTE_MAX} characters`),
});

// ---- Answers ----------------------------------------------------------------------------------

interface LeadSource {
  channel: LeadChannel;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  affiliateCode: string | null;
}

export interface LeadSummary {
  id: string;
  kind: LeadKind;
  createdAt: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  /** One readable line of what the visitor asked or did. */
  headline: string;
  clientId: string | null;
  leadScore: number;
  leadQuality: LeadQuality;
  source: LeadSource;
  status: LeadStatus;
  lostReason: string | null;
  owner: { id: string; email: string; name: string | null } | null;
  /** YYYY-MM-DD */
  followUpOn: string | null;
  /** What the deal is worth, in whole units of `currency`; null until someone estimates it. */
  dealValue: number | null;
  currency: string;
  /** YYYY-MM-DD */
  expectedCloseOn: string | null;
  /** How many enquiries the person sent: the lead stands for all of them. */
  enquiries: number;
}

/** A site's name from a referrer address ("https://www.google.com/search" → "google.com"). */
export function siteName(referrer: string): string {
  try {
    return new URL(referrer).hostname.replace(/^www\./, "");
  } catch {
    return referrer;
  }
}

/**
 * What brought the lead, in a few words: "Partner: mh2bqx8y", "linkedin / q4" (the UTM source and
 * campaign), "google.com", or "Direct".
 */
export function leadSourceText(source: LeadSource): string {
  if (source.channel === "affiliate" && source.affiliateCode) return `Partner: ${source.affiliateCode}`;
  if (source.channel === "campaign" && source.utmSource)
    return [source.utmSource, source.utmCampaign].filter(Boolean).join(" / ");
  if (source.channel === "referral" && source.referrer) return siteName(source.referrer);
  return source.channel === "direct" ? "Direct" : LEAD_CHANNEL_LABELS[source.channel];
}

interface LeadBoardColumn {
  status: LeadStatus;
  /** Every deal in the stage that matches the filters. */
  count: number;
  /** The sum of their values, in whole units of the sales currency. */
  value: number;
  /** The newest of them, at most LEAD_BOARD_CARDS. */
  items: LeadSummary[];
}

export interface LeadBoard {
  columns: LeadBoardColumn[];
  currency: string;
}

export interface LeadListResponse {
  items: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LeadNote {
  id: string;
  authorEmail: string;
  body: string;
  createdAt: string;
}

/** A person in full: their newest enquiry and what it said, their current deal, and everything else they sent. */
export interface LeadDetail extends LeadSummary, LeadFacts {
  notes: LeadNote[];
  journey: JourneySession[];
  /** The raw events behind the journey, oldest first (the newest ones when cut). */
  events: ClientEvent[];
  /** Consultations this visitor booked on the scheduling page (by client record or e-mail), newest first. */
  bookings: { leadId: string; status: "confirmed" | "cancelled"; text: string; provider: string }[];
  /** The person's other enquiries (the same e-mail, visitor record, or merged by hand), newest first. */
  related: ({ id: string; kind: LeadKind; createdAt: string; headline: string } & LeadFacts)[];
  /** The person's earlier deals, newest first: the lead's own fields are the current deal. */
  earlierDeals: LeadDeal[];
  /** People merged into this one by hand, newest first; each can be undone. */
  merges: LeadMerge[];
}

/** What one enquiry said. */
interface LeadFacts {
  /** The visitor's own words (contact form), kept as written. */
  message: string | null;
  /** Readable facts of the enquiry: solution of interest, quiz answers, estimate, booking time … */
  facts: { label: string; value: string }[];
  /** Top matches of a quiz, best first. */
  matches: { title: string; path: string; fit: number }[];
}

/** One of a person's deals. */
export interface LeadDeal {
  id: string;
  status: LeadStatus;
  lostReason: string | null;
  dealValue: number | null;
  createdAt: string;
  closedAt: string | null;
  owner: { id: string; email: string; name: string | null } | null;
}

export interface LeadMerge {
  id: string;
  mergedBy: string;
  createdAt: string;
  /** The merged person's newest name and e-mail, and how many enquiries came with them. */
  name: string | null;
  email: string | null;
  enquiries: number;
}

export interface LeadCounts {
  /** Leads still New: nobody has answered them yet. */
  new: number;
  /** Open deals whose follow-up date is today (UTC), and those whose date has passed. */
  dueToday: number;
  overdue: number;
}

/** "3 new leads to answer" */
export function newLeadsText(count: number): string {
  if (count === 0) return "No new leads to answer";
  return `${count.toLocaleString("en-US")} new lead${count === 1 ? "" : "s"} to answer`;
}

/** "Due today: 2 follow-ups · Overdue: 1" */
export function followUpsText(dueToday: number, overdue: number): string {
  const n = (count: number) => `${count.toLocaleString("en-US")} follow-up${count === 1 ? "" : "s"}`;
  return [dueToday ? `Due today: ${n(dueToday)}` : null, overdue ? `Overdue: ${n(overdue)}` : null]
    .filter(Boolean)
    .join(" · ");
}

const REPLY_SUBJECTS: Record<LeadKind, string> = {
  contact: "Re: your message to {site}",
  opportunity: "Your AI Opportunity Finder results from {site}",
  readiness: "Your AI readiness assessment with {site}",
  calculator: "Your consultation request to {site}",
  booking: "Your consultation with {site}",
};

/** The "Reply by e-mail" link: the visitor's address and a subject naming their enquiry. */
export function replyMailto(lead: Pick<LeadSummary, "email" | "kind">, siteName: string): string | null {
  if (!lead.email) return null;
  const subject = REPLY_SUBJECTS[lead.kind].replace("{site}", siteName);
  return `mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(subject)}`;
}
