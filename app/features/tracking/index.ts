/**
 * First-party visitor tracking: the client record
 * cookie, visits, lead score, journey events, funnels and the 60 s sync. Kept to a small
 * budget (checked by size.test.ts), so it imports no other app code but the storage helper.
 *
 * What other flows use (contact form, quizzes and calculators, voice demo, affiliate
 * registration, sales application):
 *
 * - `trackFunnel(funnelType, stage, extra?)`: funnel stages through POST /api/journey/funnel.
 *   Report `"awareness"` when the visitor enters the flow, any named stage in between
 *   (lower-case letters, digits, underscores: `"question_2_budget"`), `"purchase"` with
 *   `{ conversionValue }` on completion and `"abandoned"` with `{ dropoffReason }` on leaving
 *   unfinished. `funnelType` has the same form (`"contact_form"`, `"sales_application"`).
 * - `recordFormSubmission(form, contact?)`: after a form was accepted by the server. Adds the
 *   submission (+15) and any contact details (+25 once) to the record, sends a `form_submit`
 *   event and syncs the record. Do not also send `form_submit` yourself.
 * - `recordConsultationRequest(source)`: a consultation was requested (+50), with a
 *   `button_click` event. Links rendered by ConsultationButton (`data-consultation`) are
 *   counted automatically; calling this in their onClick as well is counted once.
 * - `trackEvent(type, fields?)`: any event type (`"demo_usage"` for demos and calculators,
 *   with `element` and `details`); `track(type, details)` for custom types.
 * - `getClientId()`: the record id to attach to a server call, or null (visitor not tracked).
 * - `trackingDisabled()`: true for visitors who send Global Privacy Control or Do Not Track;
 *   every function above then does nothing.
 *
 * `form_start` (first focus in a form), `button_click` (buttons and links), `page_view`,
 * `page_exit` (duration, scroll depth) and the sync are sent automatically once the site
 * layout mounts <PageTracker/>. No function throws or waits: sending happens in the
 * background, grouped for a moment, and failures are only logged. Whatever is queued when
 * the page is hidden goes out with `keepalive` (never on `unload`).
 */
import { CLIENT_COOKIE_DAYS, SYNC_INTERVAL_MS } from "../../../common/constants";
import { leadFactsOf, leadScore } from "../../../common/lead-score";
import {
  AFFILIATE_CODE_MAX,
  CLIENT_COOKIE_NAME,
  COOKIE_VALUE_MAX,
  ELEMENT_LABEL_MAX,
  EVENTS_PER_CALL,
  PATH_MAX,
  REFERRER_MAX,
  AFFILIATE_REF_KEY,
  SESSION_ID_KEY,
  SESSION_SEEN_KEY,
  SESSION_UNCOUNTED_KEY,
  SHORT_TEXT_MAX,
  VISIT_IDLE_MS,
  isAdminPath,
} from "../../../common/tracking-rules";
import { readStored, writeStored } from "../../lib/storage";
import { newSessionId, scrollDepthNow, trackingDisabled, uuid } from "./basics";

export { trackingDisabled };

interface FormSubmissionEntry {
  form: string;
  at: string;
}

/** The visitor client record, as kept in the cookie. */
interface ClientRecord {
  id: string;
  visitCount: number;
  firstVisit: string;
  lastVisit: string;
  pageViews: string[];
  formSubmissions: FormSubmissionEntry[];
  consultationRequests: number;
  leadScore: number;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrer?: string;
  affiliateCode?: string;
  email?: string;
  name?: string;
  phone?: string;
  company?: string;
}

interface ContactDetails {
  email?: string;
  name?: string;
  phone?: string;
  company?: string;
}

interface EventFields {
  element?: string;
  details?: Record<string, unknown>;
  duration?: number;
  scrollDepth?: number;
  exitPage?: string;
}

interface Tracker {
  record: ClientRecord;
  sessionId: string;
  queue: object[];
  timer?: ReturnType<typeof setTimeout>;
  /** The page being viewed (none in the admin console), since when (visible), and the deepest scroll on it. */
  page?: string;
  since: number;
  depth: number;
  /** Its page_exit was sent (the tab was hidden or the page left); cleared when it is shown again. */
  exited: boolean;
  /** Leaving for another page: scrolling now moves the next page (or the skeleton), not this one. */
  leaving: boolean;
  forms: WeakSet<Element>;
  consultedAt: number;
}

let tracker: Tracker | null | undefined;

const log = (what: string, error: unknown) => console.warn(`[tracking] ${what} failed:`, error);
const now = () => Date.now();
const iso = () => new Date().toISOString();
const clip = (value: string, max: number) => value.slice(0, max);

/** The record in the cookie, or null when there is none or it cannot be read. */
function readClientCookie(): ClientRecord | null {
  try {
    const raw = document.cookie.split("; ").find((part) => part.startsWith(`${CLIENT_COOKIE_NAME}=`));
    if (!raw) return null;
    const r = JSON.parse(decodeURIComponent(raw.slice(CLIENT_COOKIE_NAME.length + 1))) as ClientRecord;
    const ok =
      /^[0-9a-f-]{36}$/i.test(r.id) &&
      Number.isInteger(r.visitCount) &&
      r.pageViews.every((p) => typeof p === "string") &&
      Array.isArray(r.formSubmissions) &&
      typeof r.firstVisit === "string" &&
      typeof r.lastVisit === "string";
    if (!ok) return null;
    r.consultationRequests = Number(r.consultationRequests) || 0;
    r.leadScore = Number(r.leadScore) || 0;
    return r;
  } catch {
    return null;
  }
}

function writeCookie(r: ClientRecord) {
  // Stay under 4 KB: drop the oldest page views, then the oldest form entries.
  let value = encodeURIComponent(JSON.stringify(r));
  while (value.length > COOKIE_VALUE_MAX && (r.pageViews.length > 1 || r.formSubmissions.length > 1)) {
    (r.pageViews.length > 1 ? r.pageViews : r.formSubmissions).shift();
    value = encodeURIComponent(JSON.stringify(r));
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Firefox and Safari.
  document.cookie = `${CLIENT_COOKIE_NAME}=${value}; Max-Age=${CLIENT_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax${
    location.protocol === "https:" ? "; Secure" : ""
  }`;
}

/** Applies a change to the record and adds the lead points it earns (the rule the server uses too). */
function update(t: Tracker, change: (r: ClientRecord) => void) {
  const before = leadScore(leadFactsOf(t.record));
  change(t.record);
  t.record.leadScore += leadScore(leadFactsOf(t.record)) - before;
  writeCookie(t.record);
}

/**
 * Starts a new visit when the tab has no session yet or was idle for 30 minutes; also counts a
 * visit whose session the early page-exit script started (see early-exit.ts).
 */
function touchSession(t: Tracker) {
  const fresh = !t.sessionId || now() - Number(readStored("session", SESSION_SEEN_KEY)) > VISIT_IDLE_MS;
  if (fresh) {
    t.sessionId = newSessionId();
    writeStored("session", SESSION_ID_KEY, t.sessionId);
  }
  if (fresh || readStored("session", SESSION_UNCOUNTED_KEY)) {
    writeStored("session", SESSION_UNCOUNTED_KEY, "");
    update(t, (r) => {
      r.visitCount++;
      r.lastVisit = iso();
    });
  }
  writeStored("session", SESSION_SEEN_KEY, String(now()));
}

function init(): Tracker | null {
  if (tracker !== undefined) return tracker;
  tracker = null;
  if (trackingDisabled()) return null;
  const started = iso();
  const record: ClientRecord = readClientCookie() ?? {
    id: uuid(),
    visitCount: 0,
    firstVisit: started,
    lastVisit: started,
    pageViews: [],
    formSubmissions: [],
    consultationRequests: 0,
    leadScore: 0,
  };
  const params = new URLSearchParams(location.search);
  const param = (name: string, max: number = SHORT_TEXT_MAX) => clip(params.get(name)?.trim() || "", max) || undefined;
  record.utmSource = param("utm_source") ?? record.utmSource;
  record.utmMedium = param("utm_medium") ?? record.utmMedium;
  record.utmCampaign = param("utm_campaign") ?? record.utmCampaign;
  try {
    const from = new URL(document.referrer);
    if (from.host !== location.host) record.referrer = clip(from.origin + from.pathname, REFERRER_MAX);
  } catch {
    // No referrer, or not a URL.
  }
  record.affiliateCode = param("ref", AFFILIATE_CODE_MAX) ?? (readStored("local", AFFILIATE_REF_KEY)?.trim() || record.affiliateCode);
  const t: Tracker = {
    record,
    sessionId: readStored("session", SESSION_ID_KEY) ?? "",
    queue: [],
    since: now(),
    depth: 0,
    exited: false,
    leaving: false,
    forms: new WeakSet(),
    consultedAt: 0,
  };
  touchSession(t);
  tracker = t;
  return t;
}

const inAdmin = () => isAdminPath(location.pathname);

/** Runs `fn` with the tracker when this visitor is tracked and not in the admin console; never throws. */
const guard =
  <A extends unknown[]>(name: string, fn: (t: Tracker, ...args: A) => void) =>
  (...args: A): void => {
    try {
      if (inAdmin()) return;
      const t = init();
      if (t) fn(t, ...args);
    } catch (error) {
      log(name, error);
    }
  };

/** POSTs JSON with cookies; a failure is logged as "status: body" and gives null. */
function post(path: string, body: unknown, keepalive = false): Promise<unknown> {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
    keepalive,
  })
    .then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      return res.json();
    })
    .catch((error) => log(`POST ${path}`, error));
}

function flush(keepalive?: boolean) {
  const t = tracker;
  if (!t) return;
  clearTimeout(t.timer);
  t.timer = undefined;
  while (t.queue.length) post("/api/journey/events", { events: t.queue.splice(0, EVENTS_PER_CALL) }, keepalive);
}

/**
 * Sends the whole client record. The server scores the lead from what it saw itself, so its
 * figure may lag this browser's; the cookie keeps the browser's own score.
 */
const syncClient = guard("sync", (t, keepalive?: boolean) => {
  post("/api/client/sync", t.record, keepalive);
});

const path = () => clip(location.pathname, PATH_MAX);

function queueEvent(t: Tracker, eventType: string, f: EventFields = {}) {
  touchSession(t);
  t.queue.push({
    id: uuid(),
    clientId: t.record.id,
    sessionId: t.sessionId,
    eventType,
    page: t.page ?? path(),
    element: f.element ? clip(f.element, ELEMENT_LABEL_MAX) : null,
    duration: f.duration ?? null,
    scrollDepth: f.scrollDepth ?? null,
    exitPage: f.exitPage ?? null,
    details: f.details ? JSON.stringify(f.details) : null,
    timestamp: iso(),
  });
  if (t.queue.length >= EVENTS_PER_CALL) flush();
  else t.timer ??= setTimeout(flush, 250);
}

/** Records one journey event (known or custom type) with every field; sent within a moment. */
export const trackEvent = guard("event", queueEvent);

/** Custom events: `track("pricing_toggle", { plan: "annual" })`. */
export const track = (type: string, details?: Record<string, unknown>): void => trackEvent(type, { details });

/** Funnel stages: awareness on entering, named stages, purchase with a value, abandoned with a reason. */
export const trackFunnel = guard(
  "funnel",
  (t, funnelType: string, stage: string, extra: { conversionValue?: number; dropoffReason?: string } = {}) => {
    touchSession(t);
    post("/api/journey/funnel", {
      id: uuid(),
      clientId: t.record.id,
      sessionId: t.sessionId,
      funnelType,
      stage,
      conversionValue: extra.conversionValue,
      dropoffReason: extra.dropoffReason && clip(extra.dropoffReason, SHORT_TEXT_MAX),
      page: t.page ?? path(),
      timestamp: iso(),
    });
  },
);

/** A form was accepted: +15, +25 once for contact details, a form_submit event, a sync. */
export const recordFormSubmission = guard("form", (t, form: string, contact: ContactDetails = {}) => {
  update(t, (r) => {
    r.formSubmissions.push({ form: clip(form, 60), at: iso() });
    for (const key of ["email", "name", "phone", "company"] as const) {
      const value = contact[key]?.trim();
      if (value) r[key] = clip(value, SHORT_TEXT_MAX);
    }
  });
  trackEvent("form_submit", { element: form, details: { form } });
  syncClient();
});

/** A consultation was requested: +50 and a button_click event, then a sync. */
export const recordConsultationRequest = guard("consultation", (t, source: string, href?: string) => {
  if (now() - t.consultedAt < 1_000) return; // the same click, seen by the caller and by the click listener
  t.consultedAt = now();
  update(t, (r) => {
    r.consultationRequests++;
  });
  trackEvent("button_click", { element: source, details: { text: source, href, consultation: true } });
  syncClient();
});

/** The client record id, or null when this visitor is not tracked. */
export function getClientId(): string | null {
  try {
    return init()?.record.id ?? null;
  } catch {
    return null;
  }
}

/** Sends the page's page_exit, once per showing of the page. */
function exitPage(t: Tracker) {
  if (!t.page || t.exited) return;
  t.exited = true;
  queueEvent(t, "page_exit", { exitPage: t.page, duration: Math.max(0, Math.round((now() - t.since) / 1000)), scrollDepth: t.depth });
}

/** The page is shown again (a visible tab, a back/forward cache restore): a new showing starts. */
function shownAgain(t: Tracker) {
  if (!t.exited) return false;
  t.exited = false;
  t.since = now();
  return true;
}

function measureScroll() {
  const t = tracker;
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
  if (tracker) tracker.leaving = leaving;
}

let firstView = true;

/** A page was shown (first load or client-side navigation). Pages of the admin console are not tracked. */
export function trackPageView(pathname: string): void {
  try {
    if (trackingDisabled() || (isAdminPath(pathname) && !tracker)) return;
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
      const text = clip((el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim(), SHORT_TEXT_MAX);
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
