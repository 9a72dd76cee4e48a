/**
 * Names and limits of visitor tracking shared by the browser tracker and the server. Free of
 * zod on purpose: the browser tracker imports this file and must stay tiny.
 */

/** The cookie that holds the visitor client record ("named for the product's client id"). */
export const CLIENT_COOKIE_NAME = "meridian_ai_client_id";

/** Browser storage keys, one constant each so the browser tracker bundles only what it uses. */
export const SESSION_ID_KEY = "journey_session_id";
/** Time of the visitor's last tracked activity, to end a visit after 30 minutes idle. */
export const SESSION_SEEN_KEY = "journey_session_seen";
export const AFFILIATE_REF_KEY = "affiliateRef";
const REFERRAL_ID_KEY = "referralId";

export const STORAGE_KEYS = {
  sessionId: SESSION_ID_KEY,
  sessionSeen: SESSION_SEEN_KEY,
  affiliateRef: AFFILIATE_REF_KEY,
  referralId: REFERRAL_ID_KEY,
} as const;

export const VISIT_IDLE_MS = 30 * 60_000;

/** Most events per POST /api/journey/events. */
export const EVENTS_PER_CALL = 50;
/** Longest path (page, exitPage, page view) kept. */
export const PATH_MAX = 512;
/** Element labels are truncated to 20 characters in the browser; the server allows some slack. */
export const ELEMENT_LABEL_MAX = 20;
export const SHORT_TEXT_MAX = 200;
export const REFERRER_MAX = 500;
export const AFFILIATE_CODE_MAX = 64;
/** Cookie values larger than this are trimmed (oldest page views first) to stay under 4 KB. */
export const COOKIE_VALUE_MAX = 3_800;

/**
 * Largest funnel conversion value accepted. The browser reports it (quiz fit, assessment score,
 * a flow's value), so it is bounded and shown as reported by the visitor, never as revenue.
 */
const FUNNEL_CONVERSION_VALUE_MAX = 100_000;

export const TRACKING_LIMITS = {
  eventsPerCall: EVENTS_PER_CALL,
  eventTypeLength: 40,
  path: PATH_MAX,
  elementLabel: ELEMENT_LABEL_MAX,
  element: 120,
  /** Longest `details` JSON text. */
  details: 4_000,
  shortText: SHORT_TEXT_MAX,
  referrer: REFERRER_MAX,
  /** Page views and form submissions the server keeps per client. */
  pageViewsStored: 1_000,
  formSubmissionsStored: 200,
  cookieBytes: COOKIE_VALUE_MAX,
  conversionValue: FUNNEL_CONVERSION_VALUE_MAX,
} as const;

/** An event type: the known ones (page_view, form_submit …) and custom ones share one safe form (lower-case, digits, underscores). */
export const EVENT_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
/** Funnel stage names are freer ("question_3_timeSinks", "step-2"): letters, digits, _ and -, at most 60. */
export const FUNNEL_STAGE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,59}$/;

/** Session ids: `sess_` + random text + `_` + a timestamp in milliseconds. */
export const SESSION_ID_PATTERN = /^sess_[a-z0-9]{6,32}_\d{10,16}$/;

export const DEFAULT_RETENTION_DAYS = 395;
/** app_settings key of the retention (days) of journey and funnel events. */
export const RETENTION_SETTING_KEY = "tracking.retentionDays";

/** Set while a tab's session id was started by the early page-exit script and its visit is not counted yet. */
export const SESSION_UNCOUNTED_KEY = "journey_session_uncounted";

/**
 * The admin console is not visitor traffic, nor is a shared view of its analytics (a client or an
 * investor reading the figures): the browser sends nothing from them and the server stores and
 * counts nothing under them. Self-contained (serialised into an inline script), so the shared
 * view's path is written out here rather than imported.
 */
export function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/") || path === "/shared-analytics";
}
