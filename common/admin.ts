import type { JourneySession, StoryEvent } from "./journey-story";
import { LEAD_QUALITIES, type LeadQuality } from "./lead-score";
import { ADMIN_ROLES, type AdminRole } from "./roles";
import { DEFAULT_RETENTION_DAYS, RETENTION_SETTING_KEY } from "./tracking-rules";
import { z } from "./zod";

/** Admin passwords: at least 12 characters (the same rule as ADMIN_PASSWORD in server/config.ts). */
export const ADMIN_PASSWORD_MIN = 12;
const ADMIN_PASSWORD_MAX = 200;

export const adminEmailSchema = z
  .email("must be a valid e-mail address")
  .max(254)
  .transform((v) => v.trim().toLowerCase());
export const adminPasswordSchema = z
  .string()
  .min(ADMIN_PASSWORD_MIN, `must be at least ${ADMIN_PASSWORD_MIN} characters`)
  .max(ADMIN_PASSWORD_MAX, `must be at most ${ADMIN_PASSWORD_MAX} characters`);

/** POST /api/admin/login. The password is not checked for length here: a wrong one is just wrong. */
export const adminLoginSchema = z.object({
  email: z.string().trim().min(1, "is required").max(254),
  password: z.string().min(1, "is required").max(ADMIN_PASSWORD_MAX),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/**
 * The signed-in admin's own password, asked again before an action a stolen token must not be
 * able to take alone: a new password, a new or removed admin, signing out everywhere.
 */
export const currentPasswordSchema = z.string("is required").min(1, "is required").max(ADMIN_PASSWORD_MAX);

/** PUT /api/admin/settings/password */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: adminPasswordSchema,
});

export const ADMIN_NAME_MAX = 80;
/** How colleagues see an admin as an owner; empty clears it (the e-mail stands in). */
export const adminNameSchema = z
  .string("must be text")
  .trim()
  .max(ADMIN_NAME_MAX, `must be at most ${ADMIN_NAME_MAX} characters`)
  // Shown beside leads and in e-mails: no line breaks or other control characters, and no
  // direction overrides that would make a name read as someone else's.
  .regex(/^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u, "must not contain line breaks or control characters")
  .transform((name) => name || null);

/** PUT /api/admin/me/name */
export const adminNameUpdateSchema = z.object({ name: adminNameSchema.nullable() });

export const adminRoleSchema = z.enum(ADMIN_ROLES, `must be one of ${ADMIN_ROLES.join(", ")}`);

/** POST /api/admin/admins: without a role, the least one (Viewer). */
export const createAdminSchema = z.object({
  email: adminEmailSchema,
  name: adminNameSchema.nullable().optional(),
  password: adminPasswordSchema,
  currentPassword: currentPasswordSchema,
  role: adminRoleSchema.default("viewer"),
});

/** DELETE /api/admin/admins/:id and POST /api/admin/sign-out-everywhere */
export const reauthenticateSchema = z.object({ currentPassword: currentPasswordSchema });

/** Tracking settings an admin can change; GPC/DNT is honoured by default. */
export const trackingSettingsSchema = z.object({
  honorPrivacySignals: z.boolean("must be true or false"),
  retentionDays: z
    .number("must be a number")
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(3650, "must be at most 3650"),
});
export type TrackingSettings = z.infer<typeof trackingSettingsSchema>;
export const DEFAULT_TRACKING_SETTINGS: TrackingSettings = {
  honorPrivacySignals: true,
  retentionDays: DEFAULT_RETENTION_DAYS,
};
/** app_settings keys: the retention is the one the tracking module's purge reads. */
export const TRACKING_SETTING_KEYS = {
  honorPrivacySignals: "tracking.honorPrivacySignals",
  retentionDays: RETENTION_SETTING_KEY,
} as const;

// ---- Query strings of the admin lists and reports -------------------------------------------

// Date.parse rolls 2031-02-30 over into March: a real day reads back unchanged.
const isRealDay = (v: string) => {
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
};

export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine(isRealDay, "must be a real date");

/** A range of whole UTC days, both ends included; at most 366 days. */
export const dateRangeSchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ["to"], message: "must not be before from" })
  .refine((v) => !v.from || !v.to || Date.parse(v.to) - Date.parse(v.from) <= 366 * 86_400_000, {
    path: ["to"],
    message: "must be at most 366 days after from",
  });

export const CLIENT_SORTS = ["lastVisit", "firstVisit", "leadScore", "visitCount"] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
/** The clients list's tabs: everyone, visitors who left a name or contact detail, and Hot or better. */
export const CLIENT_SEGMENTS = ["all", "identified", "hot"] as const;
export type ClientSegment = (typeof CLIENT_SEGMENTS)[number];

/** The page and page size of an admin list query (clients, leads). */
export const pageQueryFields = {
  page: z.coerce
    .number("must be a number")
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number("must be a number")
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100")
    .default(25),
};

export const clientListQuerySchema = z
  .object({
    ...pageQueryFields,
    sort: z.enum(CLIENT_SORTS, `must be one of ${CLIENT_SORTS.join(", ")}`).default("lastVisit"),
    dir: z.enum(["asc", "desc"], "must be asc or desc").default("desc"),
    segment: z.enum(CLIENT_SEGMENTS, `must be one of ${CLIENT_SEGMENTS.join(", ")}`).optional(),
    quality: z
      .enum(LEAD_QUALITIES as unknown as [LeadQuality, ...LeadQuality[]], `must be one of ${LEAD_QUALITIES.join(", ")}`)
      .optional(),
    source: z.string().trim().max(200, "must be at most 200 characters").optional(),
    affiliate: z.string().trim().max(64, "must be at most 64 characters").optional(),
    q: z.string().trim().max(200, "must be at most 200 characters").optional(),
  })
  .and(dateRangeSchema);
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

// ---- Answers ----------------------------------------------------------------------------------

export interface ClientSummary {
  id: string;
  email: string | null;
  name: string | null;
  phone: string | null;
  company: string | null;
  visitCount: number;
  firstVisit: string;
  lastVisit: string;
  leadScore: number;
  leadQuality: LeadQuality;
  utmSource: string | null;
  affiliateCode: string | null;
}

export interface ClientListResponse {
  items: ClientSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** One raw tracking event as the console shows it (the same shape the journey story reads). */
export type ClientEvent = StoryEvent;

export interface ClientDetail extends ClientSummary {
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  pageViews: string[];
  formSubmissions: { form: string; at: string }[];
  consultationRequests: number;
  /** Consultation clicks as recorded in the event stream (source and time). */
  consultationEvents: { element: string | null; page: string; occurredAt: string }[];
  /** Meetings booked on the scheduling page and matched to this visitor, newest first (cancelled ones too). */
  bookings: ClientBooking[];
  events: ClientEvent[];
  /** True when the timeline was cut at its limit (the newest events are shown). */
  eventsTruncated: boolean;
  /** The events told as sessions of readable steps. */
  journey: JourneySession[];
}

export interface ClientBooking {
  id: string;
  provider: "calcom" | "calendly";
  /** confirmed | rescheduled | cancelled */
  status: string;
  startTime: string;
  title: string | null;
  /** False: the booker named this record (its client id or e-mail) without both matching; shown as "unverified match". */
  verified: boolean;
}

export interface DailyPoint {
  day: string;
  visitors: number;
  visits: number;
  pageViews: number;
}

/** The dashboard's period switch: today, or the last 7, 30 or 90 UTC days including today. */
export const DASHBOARD_PERIODS = ["today", "7d", "30d", "90d"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };
export const dashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, `must be one of ${DASHBOARD_PERIODS.join(", ")}`).default("7d"),
});

export interface PeriodTotals {
  visitors: number;
  visits: number;
  pageViews: number;
  /** Clicks on a consultation link (the visitor left for the scheduling page); not bookings. */
  consultationClicks: number;
  /** Meetings the scheduling page confirmed by its signed webhook, not cancelled. */
  confirmedBookings: number;
  /** Client records (visitors) first seen in the period, by lead quality. */
  newVisitors: Record<LeadQuality, number>;
  /** Enquiries received in the period, of every kind (the leads inbox's rows). */
  newLeads: number;
}

export interface DashboardResponse {
  generatedAt: string;
  period: DashboardPeriod;
  /** The period's whole UTC days, both ends included, and the same number of days just before. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  current: PeriodTotals;
  previous: PeriodTotals;
  /** One point a day over the period (at least the last 7 days, so "today" still shows a trend). */
  daily: DailyPoint[];
  pendingAffiliateApplications: number | null;
  newSalesApplications: number | null;
  hotLeads: ClientSummary[];
}

export interface CountRow {
  label: string;
  count: number;
  /** The count in the period compared with (0 when the label did not occur); absent without a comparison. */
  previous?: number;
}

interface FunnelStageRow {
  stage: string;
  count: number;
  sessions: number;
  /** Sessions at this stage divided by sessions at the previous stage (null for the first). */
  conversionFromPrevious: number | null;
}

export interface FunnelReport {
  funnelType: string;
  stages: FunnelStageRow[];
  abandoned: number;
  dropoffReasons: CountRow[];
  totalConversionValue: number;
  purchases: number;
}

interface LandingPageRow {
  page: string;
  visitors: number;
  leads: number;
  /** Visitors who landed on it in the period compared with; absent without a comparison. */
  previousVisitors?: number;
}

export interface AnalyticsResponse {
  from: string;
  to: string;
  /** Visitors, visits and page views for every day of the range. */
  daily: DailyPoint[];
  sessions: number;
  pageViews: number;
  /** Seconds, from page_exit durations; null without data. */
  avgTimeOnPage: number | null;
  /** Percent, average of each page view's maximum scroll depth; null without data. */
  avgMaxScrollDepth: number | null;
  topPages: CountRow[];
  entryPages: CountRow[];
  exitPages: CountRow[];
  /** Visits (sessions with a page view) started in the range, by where their visitor came from (the client record's referrer and UTM parameters). */
  referrers: CountRow[];
  utmSources: CountRow[];
  utmMediums: CountRow[];
  utmCampaigns: CountRow[];
  utmContents: CountRow[];
  utmTerms: CountRow[];
  /** Visitors first seen in the range by the page they landed on, and how many of them became leads. */
  landingPages: LandingPageRow[];
  /** Visits (sessions with a page view) started in the range, by device type, browser, OS and country code. */
  devices: CountRow[];
  browsers: CountRow[];
  operatingSystems: CountRow[];
  countries: CountRow[];
  eventsByType: CountRow[];
  funnels: FunnelReport[];
  /**
   * With filters that match many sessions, the figures are estimated from a fixed sample of them:
   * the share read (0.25 = a quarter). Null when every matching session was read.
   */
  estimatedFrom: number | null;
  /** The period compared with, when one was asked for: its days, totals and daily figures. */
  comparison: {
    from: string;
    to: string;
    sessions: number;
    pageViews: number;
    avgTimeOnPage: number | null;
    avgMaxScrollDepth: number | null;
    daily: DailyPoint[];
    estimatedFrom: number | null;
  } | null;
}

export interface SessionSummary {
  sessionId: string;
  clientId: string | null;
  startedAt: string;
  endedAt: string;
  events: number;
  entryPage: string;
}

export interface SessionDetail {
  sessionId: string;
  clientId: string | null;
  events: ClientEvent[];
  funnel: {
    funnelType: string;
    stage: string;
    conversionValue: number | null;
    dropoffReason: string | null;
    occurredAt: string;
  }[];
}

export interface AdminAccount {
  id: string;
  email: string;
  /** The display name; null until one is set. */
  name: string | null;
  role: AdminRole;
  createdAt: string;
  lastLoginAt: string | null;
  /** Set while the member is deactivated. */
  deactivatedAt: string | null;
}

/** GET /api/admin/me: who is signed in. */
export type AdminMe = Pick<AdminAccount, "id" | "email" | "name" | "role">;
export const ADMIN_ME_API = "/api/admin/me";

/** An admin as others see them: the display name, or the e-mail until one is set. */
export const adminLabel = (admin: { name?: string | null; email: string }) => admin.name || admin.email;

export interface AuditEntry {
  id: string;
  adminEmail: string;
  action: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** What DELETE /api/admin/clients/:id erased (or, for referrals, stripped of personal fields). */
export interface ErasedClientCounts {
  journeyEvents: number;
  funnelEvents: number;
  contactMessages: number;
  quizResults: number;
  salesApplications: number;
  /** Consultations booked, by client id or the attendee's e-mail. */
  bookings: number;
  /** Outbox notifications about the person, delivered or not (they hold the person's details). */
  notifications: number;
  /** Affiliate referrals kept for the affiliate's commission history, without name, e-mail or visitor id. */
  referralsAnonymised: number;
}
