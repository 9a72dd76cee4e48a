/**
 * The page-exit safety net: a tiny inline script in every page's <head>, running before any
 * of the app's code has loaded. The tracker starts only after hydration, which on a slow
 * machine or network can take seconds; a visitor who leaves before that (a bounce) would
 * otherwise leave no trace. Until the tracker takes over, this script sends the page's
 * page_view and page_exit once per showing of the page (pagehide and a hidden tab both end
 * a showing; a bfcache restore or a visible tab starts another), with keepalive.
 */
import {
  CLIENT_COOKIE_NAME,
  isAdminPath,
  PATH_MAX,
  SESSION_ID_KEY,
  SESSION_SEEN_KEY,
  SESSION_UNCOUNTED_KEY,
  VISIT_IDLE_MS,
} from "#common/tracking-rules";
import { type EarlyExitState, newSessionId, scrollDepthNow, trackingDisabled, uuid } from "./basics";

interface Helpers {
  uuid: typeof uuid;
  newSessionId: typeof newSessionId;
  trackingDisabled: typeof trackingDisabled;
  scrollDepth: typeof scrollDepthNow;
  isAdmin: typeof isAdminPath;
}

const keys = {
  cookie: CLIENT_COOKIE_NAME,
  session: SESSION_ID_KEY,
  seen: SESSION_SEEN_KEY,
  uncounted: SESSION_UNCOUNTED_KEY,
  idleMs: VISIT_IDLE_MS,
  pathMax: PATH_MAX,
};

/** Serialised into the page: uses nothing but its arguments and browser globals. */
function earlyPageExit(h: Helpers, k: typeof keys) {
  const state: EarlyExitState = { taken: false, sent: false, since: 0 };
  window.__pageExit = state;
  const sessionId = () => {
    try {
      let id = sessionStorage.getItem(k.session);
      if (!id || Date.now() - Number(sessionStorage.getItem(k.seen)) > k.idleMs) {
        id = h.newSessionId();
        sessionStorage.setItem(k.session, id);
        // The tracker counts the visit in the client record when it next runs in this tab.
        sessionStorage.setItem(k.uncounted, "1");
      }
      sessionStorage.setItem(k.seen, String(Date.now()));
      return id;
    } catch {
      return h.newSessionId();
    }
  };
  const clientId = () => {
    try {
      const raw = document.cookie.split("; ").find((part) => part.startsWith(`${k.cookie}=`));
      const id = raw ? JSON.parse(decodeURIComponent(raw.slice(k.cookie.length + 1))).id : null;
      return /^[0-9a-f-]{36}$/i.test(id) ? id : null;
    } catch {
      return null;
    }
  };
  const leave = () => {
    if (state.taken || state.sent || h.isAdmin(location.pathname) || h.trackingDisabled()) return;
    state.sent = true;
    const page = location.pathname.slice(0, k.pathMax);
    const common = { clientId: clientId(), sessionId: sessionId(), page, element: null };
    const events = [
      {
        ...common,
        id: h.uuid(),
        eventType: "page_view",
        duration: null,
        scrollDepth: null,
        exitPage: null,
        details: JSON.stringify({ title: document.title }),
        // When this showing began, so the view comes before the exit.
        timestamp: new Date(performance.timeOrigin + state.since).toISOString(),
      },
      {
        ...common,
        timestamp: new Date().toISOString(),
        id: h.uuid(),
        eventType: "page_exit",
        duration: Math.max(0, Math.round((performance.now() - state.since) / 1000)),
        scrollDepth: h.scrollDepth(),
        exitPage: page,
        details: null,
      },
    ];
    fetch("/api/journey/events", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ events }),
      credentials: "include",
      keepalive: true,
    }).catch(() => {});
  };
  const shownAgain = () => {
    state.sent = false;
    state.since = performance.now();
  };
  addEventListener("pagehide", leave);
  addEventListener("pageshow", (event) => event.persisted && shownAgain());
  document.addEventListener("visibilitychange", () =>
    document.visibilityState === "hidden" ? leave() : state.sent && shownAgain(),
  );
}

/** The inline script's text (the server allows it by its hash); a function, so a bundle that never calls it leaves the code out. */
export function earlyExitScript(): string {
  const helpers = `{uuid:${uuid},newSessionId:${newSessionId},trackingDisabled:${trackingDisabled},scrollDepth:${scrollDepthNow},isAdmin:${isAdminPath}}`;
  return `(${earlyPageExit})(${helpers},${JSON.stringify(keys)})`;
}
