// Real-user speed: the page load's Core Web Vitals (LCP, INP, CLS, TTFB) measured by the
// web-vitals library and sent once final, together, as the page is hidden. Loaded on its own
// after the page is idle (load-web-vitals.ts), so it adds nothing to what a page loads up front.
import { type Metric, onCLS, onINP, onLCP, onTTFB } from "web-vitals";
import { isAdminPath, PATH_MAX } from "#common/tracking-rules";
import { VITAL_RULES, type VitalMetric } from "#common/web-vitals";
import { trackingDisabled } from "./basics";

const ENDPOINT = "/api/journey/vitals";

/**
 * The page the vitals belong to: the one the browser loaded. Pages reached client-side after it
 * have no load of their own; the library counts their shifts and interactions to this one, as
 * Chrome's own field data does.
 */
let page = "";
/** Final values not sent yet, one per metric (a page restored from the back/forward cache measures anew). */
const pending = new Map<VitalMetric, number>();

function keep({ name, value }: Metric) {
  const metric = name as VitalMetric;
  // The server refuses a report with a value out of bounds: such a value is dropped here, not the others.
  if (metric in VITAL_RULES && value >= 0 && value <= VITAL_RULES[metric].max) pending.set(metric, value);
}

function send() {
  // Nothing is sent from the console's pages.
  if (!pending.size || isAdminPath(location.pathname)) return;
  const body = JSON.stringify({ page, vitals: [...pending].map(([metric, value]) => ({ metric, value })) });
  pending.clear();
  try {
    if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // Refused (too large for the beacon queue, or no sendBeacon): fall back to a keepalive fetch.
  }
  fetch(ENDPOINT, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(
    (error) => console.warn("[tracking] web vitals failed:", error),
  );
}

let started = false;

/** Starts measuring, for visitors the tracker tracks, on a page loaded outside the console. */
export function startWebVitals(): void {
  // The document the browser loaded, which may not be the page shown now (a visitor who opened
  // the console and went on to the site by a link): its load is the one measured.
  const loaded = performance.getEntriesByType("navigation")[0]?.name;
  const path = loaded ? new URL(loaded).pathname : location.pathname;
  if (started || trackingDisabled() || isAdminPath(path) || isAdminPath(location.pathname)) return;
  started = true;
  page = path.slice(0, PATH_MAX);
  // Each value is reported once it is final (reportAllChanges off), at the latest as the page is hidden.
  for (const on of [onLCP, onINP, onCLS, onTTFB]) on(keep);
  // Registered after the library's own listeners (capture phase), which report the last values first.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  addEventListener("pagehide", send);
}
