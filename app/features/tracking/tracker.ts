// The tracker's state and its sending: the visitor's record and visit, the event queue and the
// record sync. One tracker per page load, made on first use.

import { readStored, writeStored } from "#app/lib/storage";
import { leadFactsOf, leadScore } from "#common/lead-score";
import {
  AFFILIATE_CODE_MAX,
  AFFILIATE_REF_KEY,
  ELEMENT_LABEL_MAX,
  EVENTS_PER_CALL,
  isAdminPath,
  PATH_MAX,
  REFERRER_MAX,
  SESSION_ID_KEY,
  SESSION_SEEN_KEY,
  SESSION_UNCOUNTED_KEY,
  SHORT_TEXT_MAX,
  VISIT_IDLE_MS,
} from "#common/tracking-rules";
import { newSessionId, trackingDisabled, uuid } from "./basics";
import { type ClientRecord, readClientCookie, writeCookie } from "./client-record";

interface EventFields {
  element?: string;
  details?: Record<string, unknown>;
  duration?: number;
  scrollDepth?: number;
  exitPage?: string;
}

export interface Tracker {
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
  /** Set while a page reached client-side moves to its start position: scrolling is not the visitor's yet. */
  settling?: ReturnType<typeof setTimeout>;
  /** The page was reached by going back or forward: it settles where the router restores it, not at its top. */
  restored?: boolean;
  forms: WeakSet<Element>;
  consultedAt: number;
}

/** undefined: not made yet; null: this visitor is not tracked. */
let tracker: Tracker | null | undefined;

/** The tracker if one was made, without making one. */
export const activeTracker = (): Tracker | null | undefined => tracker;

export const log = (what: string, error: unknown) => console.warn(`[tracking] ${what} failed:`, error);
export const now = () => Date.now();
export const iso = () => new Date().toISOString();
export const clip = (value: string, max: number) => value.slice(0, max);
export const path = () => clip(location.pathname, PATH_MAX);
export const inAdmin = () => isAdminPath(location.pathname);

/** Applies a change to the record and adds the lead points it earns (the rule the server uses too). */
export function update(t: Tracker, change: (r: ClientRecord) => void) {
  const before = leadScore(leadFactsOf(t.record));
  change(t.record);
  t.record.leadScore += leadScore(leadFactsOf(t.record)) - before;
  writeCookie(t.record);
}

/**
 * Starts a new visit when the tab has no session yet or was idle for 30 minutes; also counts a
 * visit whose session the early page-exit script started (see early-exit.ts).
 */
export function touchSession(t: Tracker) {
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

export function init(): Tracker | null {
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
  // utm_source → utmSource, and so on for the other four (a loop: the tracker counts its bytes).
  for (const name of "Source Medium Campaign Content Term".split(" ")) {
    const key = `utm${name}` as `utm${"Source" | "Medium" | "Campaign" | "Content" | "Term"}`;
    record[key] = param(`utm_${name.toLowerCase()}`) ?? record[key];
  }
  try {
    const from = new URL(document.referrer);
    if (from.host !== location.host) record.referrer = clip(from.origin + from.pathname, REFERRER_MAX);
  } catch {
    // No referrer, or not a URL.
  }
  record.affiliateCode =
    param("ref", AFFILIATE_CODE_MAX) ?? (readStored("local", AFFILIATE_REF_KEY)?.trim() || record.affiliateCode);
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

/** Runs `fn` with the tracker when this visitor is tracked and not in the admin console; never throws. */
export const guard =
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
export function post(path: string, body: unknown, keepalive = false): Promise<unknown> {
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

/**
 * The sync on its way, if any. Its answer carries the proof cookie that makes this browser's
 * visitor id believed, so event batches wait for it: sent before, they would be stored without
 * their visitor. A page that is closing cannot wait, so its last batch goes at once.
 */
let syncing: Promise<unknown> | undefined;

export function flush(keepalive?: boolean) {
  const t = tracker;
  if (!t) return;
  clearTimeout(t.timer);
  t.timer = undefined;
  if (syncing && !keepalive) {
    syncing.then(() => flush());
    return;
  }
  while (t.queue.length) post("/api/journey/events", { events: t.queue.splice(0, EVENTS_PER_CALL) }, keepalive);
}

/**
 * Sends the whole client record. The server scores the lead from what it saw itself, so its
 * figure may lag this browser's; the cookie keeps the browser's own score.
 */
export const syncClient = guard("sync", (t, keepalive?: boolean) => {
  syncing = post("/api/client/sync", t.record, keepalive).then(() => {
    syncing = undefined;
  });
});

let lastEventAt = 0;

/**
 * Each event's time is a later millisecond than the one before: the server orders a visit's
 * events by time (a tie by their random ids), and one step often queues two at once (the last
 * page's exit and the next page's view).
 */
function eventTime(): string {
  lastEventAt = Math.max(now(), lastEventAt + 1);
  return new Date(lastEventAt).toISOString();
}

export function queueEvent(t: Tracker, eventType: string, f: EventFields = {}) {
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
    timestamp: eventTime(),
  });
  if (t.queue.length >= EVENTS_PER_CALL) flush();
  else t.timer ??= setTimeout(flush, 250);
}
