/**
 * Names and limits of visitor tracking shared by the browser tracker and the server
 * (spec §3 "Visitor client record", "Browser storage keys"). Free of zod on purpose:
 * the browser tracker imports this file and must stay tiny.
 */

/** The cookie that holds the visitor client record ("named for the product's client id"). */
export const CLIENT_COOKIE_NAME = "meridian_ai_client_id";

export const STORAGE_KEYS = {
  sessionId: "journey_session_id",
  /** Time of the visitor's last tracked activity, to end a visit after 30 minutes idle. */
  sessionSeen: "journey_session_seen",
  affiliateRef: "affiliateRef",
  referralId: "referralId",
} as const;

export const VISIT_IDLE_MS = 30 * 60_000;

export const TRACKING_LIMITS = {
  eventsPerCall: 50,
  eventTypeLength: 40,
  /** Longest path (page, exitPage, page view) kept. */
  path: 512,
  /** Element labels are truncated to 20 characters in the browser (spec §7); the server allows some slack. */
  elementLabel: 20,
  element: 120,
  /** Longest `details` JSON text. */
  details: 4_000,
  shortText: 200,
  referrer: 500,
  /** Page views and form submissions the server keeps per client. */
  pageViewsStored: 1_000,
  formSubmissionsStored: 200,
  /** Cookie values larger than this are trimmed (oldest page views first) to stay under 4 KB. */
  cookieBytes: 3_800,
} as const;

/** A known event type of spec §4, or a custom one of a safe form (lower-case, digits, underscores). */
export const KNOWN_EVENT_TYPES = [
  "page_view",
  "page_exit",
  "form_start",
  "form_submit",
  "button_click",
  "demo_usage",
] as const;
export const EVENT_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/** Session ids: `sess_` + random text + `_` + a timestamp in milliseconds. */
export const SESSION_ID_PATTERN = /^sess_[a-z0-9]{6,32}_\d{10,16}$/;

export const DEFAULT_RETENTION_DAYS = 395;
/** app_settings key of the retention (days) of journey and funnel events. */
export const RETENTION_SETTING_KEY = "tracking.retentionDays";
