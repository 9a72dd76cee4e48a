import Bowser from "bowser";

/** The report-friendly facts of a user agent: nothing in it identifies the visitor. */
export interface DeviceFacts {
  /** "Desktop", "Mobile", "Tablet" or "Other" (TVs, consoles, unknown). */
  deviceType: string;
  /** "Chrome", "Safari", …; null when the parser does not know it. */
  browser: string | null;
  /** "Windows", "iOS", "Android", …; null when unknown. */
  os: string | null;
}

const DEVICE_TYPES: Record<string, string> = { desktop: "Desktop", mobile: "Mobile", tablet: "Tablet" };
const UNKNOWN: DeviceFacts = { deviceType: "Other", browser: null, os: null };

// A visitor's beacons repeat one user agent and a site sees few distinct ones: parsing each
// once keeps the parser off the ingestion path's per-event cost.
const seen = new Map<string, DeviceFacts>();
const SEEN_MAX = 2_000;

/** The device type, browser and OS of a user agent (bowser), remembered per distinct string. */
export function deviceFacts(userAgent: string | null | undefined): DeviceFacts {
  if (!userAgent) return UNKNOWN;
  const known = seen.get(userAgent);
  if (known) return known;
  const parsed = Bowser.parse(userAgent);
  const facts: DeviceFacts = {
    deviceType: DEVICE_TYPES[parsed.platform.type ?? ""] ?? "Other",
    browser: parsed.browser.name || null,
    os: parsed.os.name || null,
  };
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(userAgent, facts);
  return facts;
}
