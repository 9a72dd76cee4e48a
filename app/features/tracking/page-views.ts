// Page views and exits, scroll depth, and the listeners that report clicks, form starts and
// the page being hidden or left, with the 60 s sync.
import { SYNC_INTERVAL_MS } from "#common/constants";
import { isAdminPath, PATH_MAX, SHORT_TEXT_MAX } from "#common/tracking-rules";
import { scrollDepthNow, trackingDisabled } from "./basics";
import { recordConsultationRequest, trackEvent } from "./events";
import {
  activeTracker,
  clip,
  flush,
  guard,
  inAdmin,
  init,
  log,
  now,
  queueEvent,
  syncClient,
  type Tracker,
  update,
} from "./tracker";

/** Sends the page's page_exit, once per showing of the page. */
function exitPage(t: Tracker) {
  if (!t.page || t.exited) return;
  t.exited = true;
  queueEvent(t, "page_exit", {
    exitPage: t.page,
    duration: Math.max(0, Math.round((now() - t.since) / 1000)),
    scrollDepth: t.depth,
  });
}

/** The page is shown again (a visible tab, a back/forward cache restore): a new showing starts. */
function shownAgain(t: Tracker) {
  if (!t.exited) return false;
  t.exited = false;
  t.since = now();
  return true;
}

function measureScroll() {
  const t = activeTracker();
  if (!t || t.leaving) return;
  // Settled once at the top (when that is its start), or when the scrolling ends.
  if (t.settling && (scrollY || location.hash)) return settling(t);
  clearTimeout(t.settling);
  t.settling = undefined;
  const depth = scrollDepthNow();
  if (depth > t.depth) t.depth = depth;
}

/** Without a scrollend event (Safari), a page counts as settled after this long without scrolling. */
const SETTLE_QUIET_MS = 1000;

/**
 * A page reached by a client-side navigation renders at the previous page's offset (or as a
 * short skeleton), and the router then moves it to its start (the top, its hash target or a
 * restored position), smoothly as the stylesheet asks: its depth counts only from the moment
 * it has settled there.
 */
function settling(t: Tracker) {
  clearTimeout(t.settling);
  t.settling = setTimeout(() => {
    t.settling = undefined;
  }, SETTLE_QUIET_MS);
}

/**
 * A client-side navigation to another page has started: freeze this page's scroll depth, since
 * the scroll events from here on belong to the skeleton or the next page. Cleared by the next
 * page view, or by `leavingPage(false)` when the navigation did not happen.
 */
export function leavingPage(leaving = true): void {
  const t = activeTracker();
  if (!t) return;
  // Where the visitor is as they leave is seen too (the page may never have been scrolled).
  if (leaving) measureScroll();
  t.leaving = leaving;
}

let firstView = true;

/**
 * A page was shown (first load or client-side navigation; `restored` when by back or forward).
 * Pages of the admin console are not tracked.
 */
export function trackPageView(pathname: string, restored = false): void {
  try {
    if (trackingDisabled() || (isAdminPath(pathname) && !activeTracker())) return;
    const t = init();
    if (!t) return;
    const page = clip(pathname, PATH_MAX);
    t.leaving = false;
    if (page === t.page) return;
    exitPage(t);
    if (isAdminPath(page)) {
      t.page = undefined;
      flush();
      return;
    }
    const first = firstView;
    const early = first ? window.__pageExit : undefined;
    if (window.__pageExit) window.__pageExit.taken = true;
    firstView = false;
    // The first page started when the early script says (navigation start, or its last showing),
    // not at hydration; and from now on its events are the tracker's to send.
    t.since = early ? performance.timeOrigin + early.since : now();
    t.page = page;
    // The tab was hidden before the tracker started: the early script already sent this
    // showing's page_view and page_exit, so the tracker carries on from there (one showing,
    // one page_view) and counts only the next showing.
    t.exited = early?.sent === true;
    t.depth = 0;
    t.restored = restored;
    clearTimeout(t.settling);
    t.settling = undefined;
    // A page reached client-side may still be a short skeleton: its first depth waits for a scroll or its exit.
    if (first) measureScroll();
    else if (scrollY || location.hash) settling(t);
    update(t, (r) => {
      if (!r.pageViews.includes(page)) r.pageViews.push(page);
    });
    if (!t.exited) queueEvent(t, "page_view", { details: { title: document.title } });
  } catch (error) {
    log("page view", error);
  }
}

let started = false;

/** Installs the listeners and the 60 s sync once; called by <PageTracker/> after hydration. */
export const startTracking = guard("start", (t) => {
  if (started) return;
  started = true;
  let scheduled = false;
  addEventListener(
    "scroll",
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(() => {
        scheduled = false;
        measureScroll();
      });
    },
    { passive: true },
  );
  addEventListener("scrollend", () => {
    // A page reached by a link settles at its start: the end of an earlier scroll (the browser
    // clamping the old offset to the new page's height) is not that.
    if (t.settling && scrollY && !location.hash && !t.restored) return;
    clearTimeout(t.settling);
    t.settling = undefined;
    measureScroll();
  });
  document.addEventListener("focusin", (event) => {
    const target = event.target as HTMLInputElement;
    const form = target.closest?.("form");
    if (!form || t.forms.has(form)) return;
    t.forms.add(form);
    const name = form.getAttribute("aria-label") || form.getAttribute("name") || form.id || "form";
    trackEvent("form_start", { element: name, details: { form: name, field: target.name || undefined } });
  });
  // Capture phase: seen before the app's own handlers, so a consultation link is recorded with
  // its label and href, and the handler's own recordConsultationRequest call is the duplicate.
  document.addEventListener(
    "click",
    (event) => {
      const el = (event.target as Element).closest?.("a, button, [role=button]");
      if (!el) return;
      const text = clip(
        (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim(),
        SHORT_TEXT_MAX,
      );
      const href = el.getAttribute("href") ?? undefined;
      if (el.hasAttribute("data-consultation")) recordConsultationRequest(text || "consultation", href);
      else trackEvent("button_click", { element: text, details: { text, href } });
    },
    true,
  );
  // Leaving the page or hiding the tab ends a showing of the page. Both events come on a full
  // navigation (pagehide first, while the page still counts as visible); exitPage sends once.
  const hidden = () => {
    measureScroll();
    exitPage(t);
    flush(true);
    syncClient(true);
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") hidden();
    else shownAgain(t);
  });
  addEventListener("pagehide", hidden);
  // A page restored from the back/forward cache is shown again: a new page view.
  addEventListener("pageshow", (event) => {
    if (!event.persisted || !t.page || inAdmin()) return;
    shownAgain(t);
    queueEvent(t, "page_view", { details: { title: document.title } });
  });
  setInterval(() => syncClient(), SYNC_INTERVAL_MS);
  syncClient();
});
