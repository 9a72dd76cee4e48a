/** "On the site now" in the admin analytics: what the server streams and the browser shows. */

/** A visitor counts as on the site while their latest event arrived within this window. */
export const LIVE_WINDOW_MS = 5 * 60_000;

/** The live view's address: JSON once, or a Server-Sent Events stream for `Accept: text/event-stream`. */
export const LIVE_VISITORS_API = "/api/admin/analytics/live";

/** The name of the stream's events that carry a LiveVisitors snapshot (JSON). */
export const LIVE_VISITORS_EVENT = "visitors";

interface LiveCountRow {
  label: string;
  visitors: number;
}

interface LiveSourceRow {
  /** UTM source, else the referring site's host; null when the visitor came direct. */
  label: string | null;
  visitors: number;
}

export interface LiveVisitors {
  /** Distinct visitors (by visitor id, else session) with an event in the window. */
  visitors: number;
  /** Each visitor's current page (that of their latest event), most visitors first. */
  pages: LiveCountRow[];
  /** Where each visitor came from, most visitors first. */
  sources: LiveSourceRow[];
  /** When the figures were read (ISO). */
  asOf: string;
}
