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
  const depth = scrollDepthNow();
  if (depth > t.depth) t.depth = depth;
}

/**
 * A client-side navigation to another page has started: freeze this page's scroll depth, since
 * the scroll events from here on belong to the skeleton or the next page. Cleared by the next
 * page view, or by `leavingPage(false)` when the navigation did not happen.
 */
export function leavingPage(leaving = true): void {
  const t = activeTracker();
  if (t) t.leaving = leaving;
}

let firstView = true;

/** A page was shown (first load or client-side navigation). Pages of the admin console are not tracked. */
export function trackPageView(pathname: string): void {
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
    const early = window.__pageExit;
    // The first page started when the early script says (navigation start, or its last showing),
    // not at hydration; and from now on its exit is the tracker's to send.
    t.since = firstView && early ? performance.timeOrigin + early.since : now();
    if (early) early.taken = true;
    firstView = false;
    t.page = page;
    t.exited = false;
    t.depth = 0;
    measureScroll();
    update(t, (r) => {
      if (!r.pageViews.includes(page)) r.pageViews.push(page);
    });
    queueEvent(t, "page_view", { details: { title: document.title } });
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
