/**
 * First-party visitor tracking (spec §3 client record, §4, §7): the client record cookie,
 * visits, lead score, journey events, funnels and the 60 s sync.
 *
 * Everything here is fire-and-forget: no function throws, failures are only logged, and
 * nothing happens at all for visitors who send Global Privacy Control or Do Not Track.
 * Sending never blocks rendering: events are grouped for a moment, and whatever is left
 * when the page is hidden goes out with `keepalive` (never on `unload`).
 */
import { CLIENT_COOKIE_DAYS, SYNC_INTERVAL_MS } from "../../../common/constants";
import { leadFactsOf, leadScore } from "../../../common/lead-score";
import {
  CLIENT_COOKIE_NAME,
  STORAGE_KEYS,
  TRACKING_LIMITS,
  VISIT_IDLE_MS,
} from "../../../common/tracking-rules";
import { apiJson } from "../../lib/api";

export interface FormSubmissionEntry {
  form: string;
  at: string;
}

/** The visitor client record of spec §3, as kept in the cookie. */
export interface ClientRecord {
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

export interface ContactDetails {
  email?: string;
  name?: string;
  phone?: string;
  company?: string;
}

export interface EventFields {
  element?: string;
  details?: Record<string, unknown>;
  duration?: number;
  scrollDepth?: number;
  exitPage?: string;
}

interface Tracker {
  record: ClientRecord;
  sessionId: string;
  queue: Record<string, unknown>[];
  flushTimer?: ReturnType<typeof setTimeout>;
  /** The page being viewed, when it became visible, and the deepest scroll on it. */
  page?: string;
  pageSince: number;
  scrollDepth: number;
  startedForms: WeakSet<Element>;
  lastConsultationAt: number;
}

let tracker: Tracker | null | undefined;
const EVENT_DELAY_MS = 250;
const CONSULTATION_DEDUPE_MS = 1_000;

const log = (what: string, error: unknown) => console.warn(`[tracking] ${what} failed:`, error);
const now = () => Date.now();
const iso = (ms = now()) => new Date(ms).toISOString();
const clip = (value: string, max: number) => value.slice(0, max);
const randomId = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
        (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0] & (15 >> (+c / 4)))).toString(16),
      );

/** True when the browser asks not to be tracked (Global Privacy Control or Do Not Track). */
export function trackingDisabled(): boolean {
  if (typeof window === "undefined") return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const win = window as Window & { doNotTrack?: string };
  return nav.globalPrivacyControl === true || [nav.doNotTrack, win.doNotTrack, nav.msDoNotTrack].some((v) => v === "1" || v === "yes");
}

function storage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
const read = (kind: "localStorage" | "sessionStorage", key: string) => {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (kind: "localStorage" | "sessionStorage", key: string, value: string) => {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Storage full or blocked: tracking carries on without it.
  }
};

/** The record in the cookie, or null when there is none or it cannot be read (spec §8). */
export function readClientCookie(): ClientRecord | null {
  try {
    const prefix = `${CLIENT_COOKIE_NAME}=`;
    const raw = document.cookie.split("; ").find((part) => part.startsWith(prefix));
    if (!raw) return null;
    const value = JSON.parse(decodeURIComponent(raw.slice(prefix.length))) as ClientRecord;
    const valid =
      value &&
      typeof value.id === "string" &&
      /^[0-9a-f-]{36}$/i.test(value.id) &&
      Number.isInteger(value.visitCount) &&
      Array.isArray(value.pageViews) &&
      value.pageViews.every((p) => typeof p === "string") &&
      Array.isArray(value.formSubmissions) &&
      typeof value.firstVisit === "string" &&
      typeof value.lastVisit === "string";
    if (!valid) return null;
    value.consultationRequests = Number(value.consultationRequests) || 0;
    value.leadScore = Number(value.leadScore) || 0;
    return value;
  } catch {
    return null;
  }
}

function writeClientCookie(record: ClientRecord) {
  // Keep the cookie under 4 KB: drop the oldest page views, then the oldest form entries.
  let value = encodeURIComponent(JSON.stringify(record));
  while (value.length > TRACKING_LIMITS.cookieBytes && (record.pageViews.length > 1 || record.formSubmissions.length > 1)) {
    if (record.pageViews.length > 1) record.pageViews.shift();
    else record.formSubmissions.shift();
    value = encodeURIComponent(JSON.stringify(record));
  }
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Firefox and Safari.
  document.cookie = `${CLIENT_COOKIE_NAME}=${value}; Max-Age=${CLIENT_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`;
}

/** Applies a change to the record and adds the lead points it earns (same rule as the server). */
function update(t: Tracker, change: (record: ClientRecord) => void) {
  const before = leadScore(leadFactsOf(t.record));
  change(t.record);
  t.record.leadScore += leadScore(leadFactsOf(t.record)) - before;
  writeClientCookie(t.record);
}

function externalReferrer(): string | undefined {
  try {
    if (!document.referrer) return undefined;
    const url = new URL(document.referrer);
    return url.host === location.host ? undefined : clip(url.origin + url.pathname, TRACKING_LIMITS.referrer);
  } catch {
    return undefined;
  }
}

function newSessionId() {
  return `sess_${Math.random().toString(36).slice(2, 11).padEnd(6, "0")}_${now()}`;
}

/** Starts a new visit when the tab has no session yet or was idle for 30 minutes. */
function touchSession(t: Tracker) {
  const seen = Number(read("sessionStorage", STORAGE_KEYS.sessionSeen));
  if (now() - seen > VISIT_IDLE_MS) {
    t.sessionId = newSessionId();
    write("sessionStorage", STORAGE_KEYS.sessionId, t.sessionId);
    update(t, (r) => {
      r.visitCount += 1;
      r.lastVisit = iso();
    });
  }
  write("sessionStorage", STORAGE_KEYS.sessionSeen, String(now()));
}

function init(): Tracker | null {
  if (tracker !== undefined) return tracker;
  tracker = null;
  if (trackingDisabled()) return null;
  try {
    const params = new URLSearchParams(location.search);
    const stored = readClientCookie();
    const started = iso();
    const record: ClientRecord = stored ?? {
      id: randomId(),
      visitCount: 0,
      firstVisit: started,
      lastVisit: started,
      pageViews: [],
      formSubmissions: [],
      consultationRequests: 0,
      leadScore: 0,
    };
    const param = (name: string) => {
      const value = params.get(name)?.trim();
      return value ? clip(value, TRACKING_LIMITS.shortText) : undefined;
    };
    record.utmSource = param("utm_source") ?? record.utmSource;
    record.utmMedium = param("utm_medium") ?? record.utmMedium;
    record.utmCampaign = param("utm_campaign") ?? record.utmCampaign;
    record.referrer = externalReferrer() ?? record.referrer;
    const affiliate = param("ref") ?? read("localStorage", STORAGE_KEYS.affiliateRef)?.trim();
    if (affiliate) record.affiliateCode = clip(affiliate, 64);

    const sessionId = read("sessionStorage", STORAGE_KEYS.sessionId);
    const t: Tracker = {
      record,
      sessionId: sessionId ?? "",
      queue: [],
      pageSince: now(),
      scrollDepth: 0,
      startedForms: new WeakSet(),
      lastConsultationAt: 0,
    };
    if (!sessionId) write("sessionStorage", STORAGE_KEYS.sessionSeen, "");
    touchSession(t);
    tracker = t;
    return t;
  } catch (error) {
    log("start", error);
    return null;
  }
}

async function post(path: string, body: unknown, keepalive: boolean, retry = true): Promise<unknown> {
  try {
    return await apiJson("POST", path, body, { keepalive });
  } catch (error) {
    const status = (error as { status?: number }).status;
    // One retry for network and server failures; events carry ids, so a retry is never stored twice.
    if (retry && !keepalive && (status === undefined || status >= 500 || status === 429)) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return post(path, body, keepalive, false);
    }
    log(`POST ${path}`, error);
    return null;
  }
}

function flush(keepalive = false) {
  const t = tracker;
  if (!t) return;
  clearTimeout(t.flushTimer);
  t.flushTimer = undefined;
  while (t.queue.length) {
    void post("/api/journey/events", { events: t.queue.splice(0, TRACKING_LIMITS.eventsPerCall) }, keepalive);
  }
}

/** Sends the whole client record; the answer carries the server's lead score. */
export function syncClient(keepalive = false): void {
  const t = init();
  if (!t) return;
  void post("/api/client/sync", t.record, keepalive).then((answer) => {
    const score = (answer as { leadScore?: unknown } | null)?.leadScore;
    if (typeof score === "number" && score !== t.record.leadScore) {
      t.record.leadScore = score;
      writeClientCookie(t.record);
    }
  });
}

function currentPath() {
  return clip(location.pathname, TRACKING_LIMITS.path);
}

/** Records one journey event (known or custom type); sent within a moment, grouped with others. */
export function trackEvent(eventType: string, fields: EventFields = {}): void {
  try {
    const t = init();
    if (!t) return;
    touchSession(t);
    t.queue.push({
      id: randomId(),
      clientId: t.record.id,
      sessionId: t.sessionId,
      eventType,
      page: t.page ?? currentPath(),
      element: fields.element === undefined ? undefined : clip(fields.element, TRACKING_LIMITS.elementLabel),
      duration: fields.duration,
      scrollDepth: fields.scrollDepth,
      exitPage: fields.exitPage,
      details: fields.details === undefined ? undefined : JSON.stringify(fields.details),
      timestamp: iso(),
    });
    if (t.queue.length >= TRACKING_LIMITS.eventsPerCall) flush();
    else t.flushTimer ??= setTimeout(flush, EVENT_DELAY_MS);
  } catch (error) {
    log("trackEvent", error);
  }
}

/** Custom events: `track("pricing_toggle", { plan: "annual" })`. */
export function track(type: string, details?: Record<string, unknown>): void {
  trackEvent(type, { details });
}

/** Funnel stages (spec §4): awareness on entering, named stages, purchase with a value, abandoned with a reason. */
export function trackFunnel(
  funnelType: string,
  stage: string,
  extra: { conversionValue?: number; dropoffReason?: string } = {},
): void {
  try {
    const t = init();
    if (!t) return;
    touchSession(t);
    void post(
      "/api/journey/funnel",
      {
        id: randomId(),
        clientId: t.record.id,
        sessionId: t.sessionId,
        funnelType,
        stage,
        conversionValue: extra.conversionValue,
        dropoffReason: extra.dropoffReason === undefined ? undefined : clip(extra.dropoffReason, TRACKING_LIMITS.shortText),
        page: t.page ?? currentPath(),
        timestamp: iso(),
      },
      false,
    );
  } catch (error) {
    log("trackFunnel", error);
  }
}

/** A form was sent successfully: +15, +25 once for contact details, a form_submit event, a sync. */
export function recordFormSubmission(form: string, contact: ContactDetails = {}): void {
  try {
    const t = init();
    if (!t) return;
    update(t, (r) => {
      r.formSubmissions.push({ form: clip(form, 60), at: iso() });
      for (const key of ["email", "name", "phone", "company"] as const) {
        const value = contact[key]?.trim();
        if (value) r[key] = clip(value, TRACKING_LIMITS.shortText);
      }
    });
    trackEvent("form_submit", { element: form, details: { form } });
    syncClient();
  } catch (error) {
    log("recordFormSubmission", error);
  }
}

/** A consultation button was used: +50 and a button_click event, then a sync. */
export function recordConsultationRequest(source: string): void {
  try {
    const t = init();
    if (!t) return;
    t.lastConsultationAt = now();
    update(t, (r) => {
      r.consultationRequests += 1;
    });
    trackEvent("button_click", { element: source, details: { text: source, consultation: true } });
    syncClient();
  } catch (error) {
    log("recordConsultationRequest", error);
  }
}

/** The client record id, or null when this visitor is not tracked. */
export function getClientId(): string | null {
  try {
    return init()?.record.id ?? null;
  } catch {
    return null;
  }
}

function exitPage(t: Tracker, keepalive: boolean) {
  if (!t.page) return;
  trackEvent("page_exit", {
    exitPage: t.page,
    duration: Math.max(0, Math.round((now() - t.pageSince) / 1000)),
    scrollDepth: t.scrollDepth,
  });
  if (keepalive) flush(true);
}

/** A page was shown (first load or client-side navigation). */
export function trackPageView(path: string): void {
  try {
    const t = init();
    if (!t) return;
    const page = clip(path, TRACKING_LIMITS.path);
    if (page === t.page) return;
    exitPage(t, false);
    t.page = page;
    t.pageSince = now();
    t.scrollDepth = 0;
    measureScroll();
    update(t, (r) => {
      if (!r.pageViews.includes(page)) r.pageViews.push(page);
    });
    trackEvent("page_view", { details: { title: document.title } });
  } catch (error) {
    log("trackPageView", error);
  }
}

function measureScroll() {
  const t = tracker;
  if (!t) return;
  const doc = document.documentElement;
  const total = doc.scrollHeight;
  const depth = total > 0 ? Math.min(100, Math.round(((window.scrollY + window.innerHeight) / total) * 100)) : 100;
  if (depth > t.scrollDepth) t.scrollDepth = depth;
}

function label(element: Element): string {
  return (element.getAttribute("aria-label") || element.textContent || "").replace(/\s+/g, " ").trim();
}

let started = false;

/** Installs the listeners and the 60 s sync once; called from the site layout after hydration. */
export function startTracking(): void {
  if (started) return;
  started = true;
  try {
    const t = init();
    if (!t) return;
    let scrollScheduled = false;
    const onScroll = () => {
      if (scrollScheduled) return;
      scrollScheduled = true;
      requestAnimationFrame(() => {
        scrollScheduled = false;
        measureScroll();
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("focusin", (event) => {
      const form = (event.target as Element | null)?.closest?.("form");
      if (!form || t.startedForms.has(form)) return;
      t.startedForms.add(form);
      const name = form.getAttribute("aria-label") || form.getAttribute("name") || form.id || "form";
      trackEvent("form_start", { element: name, details: { form: name, field: (event.target as HTMLInputElement).name || undefined } });
    });
    document.addEventListener("click", (event) => {
      const element = (event.target as Element | null)?.closest?.("a, button, [role=button]");
      if (!element) return;
      const text = label(element);
      if (element.hasAttribute("data-consultation")) {
        // Consultation buttons count as requests; the caller may already have recorded this click.
        if (now() - t.lastConsultationAt > CONSULTATION_DEDUPE_MS) recordConsultationRequest(text || "consultation");
        return;
      }
      const href = element.getAttribute("href") ?? undefined;
      trackEvent("button_click", { element: text, details: { text: clip(text, TRACKING_LIMITS.shortText), href } });
    });
    const hidden = () => {
      exitPage(t, true);
      flush(true);
      syncClient(true);
    };
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") hidden();
      else t.pageSince = now();
    });
    // pagehide covers pages put into the back/forward cache without a visibilitychange first.
    window.addEventListener("pagehide", () => {
      if (document.visibilityState !== "hidden") hidden();
    });
    setInterval(() => syncClient(), SYNC_INTERVAL_MS);
    syncClient();
  } catch (error) {
    log("startTracking", error);
  }
}
