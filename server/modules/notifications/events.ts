import { site } from "#content/site";

const NOTIFICATION_TYPES = [
  "lead.created",
  "lead.hot",
  "application.created",
  "booking.confirmed",
  "affiliate.account",
  "admin.invitation",
  "lead.follow_up_due",
  "digest.daily",
  "analytics.report",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where the lead came from, as the e-mail and the webhook name it. */
type LeadSource =
  | "contact_form"
  | "opportunity_finder"
  | "lead_score"
  | "sales_application"
  | "booking"
  | "partner_program"
  | "follow_up"
  | "digest"
  | "analytics_report"
  | "team";

export interface NoticePerson {
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
}

/**
 * The data of one notification: the webhook body's `data`, and everything the e-mail shows.
 * Built from the rows as stored, never from what the browser claimed.
 */
export interface NoticeData {
  /** One line, the e-mail's subject: "New contact message from Dana Whitfield". */
  summary: string;
  source: LeadSource;
  /** The stored row this notice is about (contact message, quiz result, application, booking, client). */
  id: string;
  /** The visitor's client record, when known. */
  clientId: string | null;
  person: NoticePerson;
  /** The admin console page that shows it. */
  consoleUrl: string;
  occurredAt: string;
  leadScore?: number | null;
  leadQuality?: string | null;
  /** Labelled facts in reading order: the message, the solution of interest, quiz matches, booking time … */
  details: { label: string; value: string }[];
  /** A partner account e-mail (type affiliate.account): which one, and the link it carries. */
  partnerEmail?: PartnerEmail;
  /** An invitation to join the team (type admin.invitation): who invites, to which role, and the link. */
  teamInvitation?: TeamInvitation;
  /** The weekly or monthly analytics report (type analytics.report): its figures, rendered as its own e-mail. */
  analyticsReport?: AnalyticsReport;
  /** A staff e-mail for one or a few admins (a reminder to a lead's owner), not the whole team. */
  staffRecipients?: string[];
}

export interface PartnerEmail {
  kind: "confirm" | "alreadyRegistered";
  link: string;
}

/** One figure of a report against the period before. */
interface ReportFigure {
  label: string;
  value: number;
  previous: number;
}

export interface AnalyticsReport {
  frequency: "weekly" | "monthly";
  /** YYYY-MM-DD, whole UTC days, both ends included. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Visitors, visits, page views, leads. */
  totals: ReportFigure[];
  /** The top rows of each list, with the period before's count. */
  referrers: { label: string; count: number; previous: number }[];
  utmSources: { label: string; count: number; previous: number }[];
  pages: { label: string; count: number; previous: number }[];
  /**
   * The top goals by conversions (visits that reached them), with their rate over the visits, in
   * percent; `counting` while a goal just added is still counting past visits (its figures are short).
   */
  goals: { label: string; count: number; previous: number; rate: number | null; counting: boolean }[];
}

export interface TeamInvitation {
  /** The role's label: "Sales". */
  role: string;
  invitedBy: string;
  link: string;
  expiresAt: string;
}

const consoleUrl = (pathAndQuery: string) => `${site.url}${pathAndQuery}`;

/** The leads inbox entry of a stored enquiry (contact message, quiz result, booking: each by its own id). */
export const leadConsoleUrl = (leadId: string) => consoleUrl(`/admin/leads?lead=${encodeURIComponent(leadId)}`);
export const affiliatesConsoleUrl = () => consoleUrl("/admin/affiliates");
export const teamConsoleUrl = () => consoleUrl("/admin/team");
export const leadsConsoleUrl = () => consoleUrl("/admin/leads");
/** The journey analytics with a report's period, compared with the period before. */
export const analyticsConsoleUrl = (from: string, to: string) =>
  consoleUrl(`/admin/journey-analytics?period=custom&from=${from}&to=${to}&compare=previous`);
export const clientConsoleUrl = (clientId: string) =>
  consoleUrl(`/admin/clients?client=${encodeURIComponent(clientId)}`);
export const applicationConsoleUrl = (applicationId: string) =>
  consoleUrl(`/admin/sales-applications?id=${encodeURIComponent(applicationId)}`);

export const personOf = (p: Partial<NoticePerson>): NoticePerson => ({
  name: p.name ?? null,
  email: p.email ?? null,
  phone: p.phone ?? null,
  company: p.company ?? null,
});

/** A name to put in a subject line. */
export const displayName = (p: NoticePerson) => p.name || p.email || "an anonymous visitor";
