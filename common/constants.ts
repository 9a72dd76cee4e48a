/** Business constants and UI timings, one place for browser and server. */
export const STARTING_PRICE_PER_MONTH = 750;
export const CONSULTATION_MINUTES = 30;
export const IMPLEMENTATION_WEEKS = { min: 3, max: 12 } as const;
export const CATALOG_CLAIM = { ideas: 100, industries: 15 } as const;
/** The catalog's exact size, shown beside the rounded claim so the two never read as a contradiction (a test keeps it in step). */
export const CATALOG_SIZE = { ideas: 104, industries: 16 } as const;

export const CLIENT_COOKIE_DAYS = 365;
export const SYNC_INTERVAL_MS = 60_000;
export const LOADING_SCREEN_MS = 300;
export const COUNTER_DURATION_MS = 2_000;
export const COUNTER_TICK_MS = 50;
export const VOICE_CONTEXT_TURNS = 6;
export const AFFILIATE_MEETING_DEAL_VALUE = "10000";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const QUERY_CACHE_TIME_MS = 5 * 60_000;
