/**
 * Helpers shared by the tracker and the early page-exit script. Each is self-contained (no
 * outer names) because the early script serialises them into the page's inline script.
 */

/** What the early page-exit script (early-exit.ts) shares with the tracker, as `window.__pageExit`. */
export interface EarlyExitState {
  /** Set by the tracker once it sends the page events itself. */
  taken: boolean;
  /** This showing's exit was sent. */
  sent: boolean;
  /** When this showing began, in ms on the performance clock (0: navigation start). */
  since: number;
}

declare global {
  interface Window {
    __pageExit?: EarlyExitState;
  }
}

/** A v4 UUID; crypto.randomUUID exists only in secure contexts. */
export const uuid = (): string =>
  crypto.randomUUID?.() ??
  "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
    (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0] & (15 >> (+c / 4)))).toString(16),
  );

/** A journey session id: `sess_` + random text + `_` + a timestamp. */
export const newSessionId = (): string =>
  `sess_${Math.random().toString(36).slice(2, 11).padEnd(6, "0")}_${Date.now()}`;

/**
 * True when the browser asks not to be tracked (Global Privacy Control or Do Not Track) and the
 * site honours that (the default; when an admin turns it off, the server marks pages with
 * <meta name="tracking-signals" content="ignore">, read only for such visitors).
 */
export function trackingDisabled(): boolean {
  if (typeof window === "undefined") return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return (
    (nav.globalPrivacyControl === true ||
      [nav.doNotTrack, (window as { doNotTrack?: string }).doNotTrack].some((v) => v === "1" || v === "yes")) &&
    !document.querySelector('meta[name="tracking-signals"][content="ignore"]')
  );
}

/** How far down the page the visitor has seen, in percent. */
export function scrollDepthNow(): number {
  const total = document.documentElement.scrollHeight;
  return total ? Math.min(100, Math.round(((scrollY + innerHeight) / total) * 100)) : 100;
}
