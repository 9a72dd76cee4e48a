/**
 * Affiliate referral tracking in the browser:
 *
 * - on load with a `ref` URL parameter, the code is saved as `affiliateRef` and
 *   `POST /api/affiliate/track-referral {affiliateCode, customerEmail: "", customerName: ""}`
 *   is made once; the returned `referralId` is saved as `referralId`;
 * - first touch wins: a later `ref` does not replace a stored one that the server still
 *   attributes (the server answers with the attributed code, enforcing the window);
 * - in the voice-demo context track-referral is called only if a code is stored;
 * - on the hero's consultation click, `POST /api/affiliate/meeting-booked
 *   {referralId, meetingDate, dealValue: "10000"}` is sent only if a code is stored (with a
 *   track-referral call first when no referralId is stored).
 *
 * Every call is fire-and-forget: failures are only logged, the visitor sees nothing.
 * Visitors who send Global Privacy Control or Do Not Track are not tracked at all.
 */

import { getClientId, trackingDisabled } from "#app/features/tracking";
import { apiJson } from "#app/lib/api";
import { readStored, removeStored, writeStored } from "#app/lib/storage";
import { AFFILIATE_MEETING_DEAL_VALUE } from "#common/constants";
import { STORAGE_KEYS } from "#common/tracking-rules";

/** Shape of a referral code (mirrors `common/affiliates.ts`, kept here so this file stays tiny). */
const CODE_PATTERN = /^[a-z0-9-]{3,50}$/;

interface TrackReferralAnswer {
  referralId?: unknown;
  affiliateCode?: unknown;
}

const log = (what: string, error: unknown) => console.warn(`[affiliate] ${what} failed:`, error);

function normaliseCode(value: string | null | undefined): string | null {
  const code = value?.trim().toLowerCase() ?? "";
  return CODE_PATTERN.test(code) ? code : null;
}

/** The stored affiliate code (`affiliateRef`), or null. */
export function getStoredAffiliateCode(): string | null {
  if (typeof window === "undefined") return null;
  return normaliseCode(readStored("local", STORAGE_KEYS.affiliateRef));
}

/** The stored `referralId`, or null. */
function getStoredReferralId(): string | null {
  if (typeof window === "undefined") return null;
  const id = readStored("local", STORAGE_KEYS.referralId)?.trim();
  return id ? id : null;
}

let inFlight: Promise<void> | null = null;

async function trackReferral(affiliateCode: string, previous: string | null, keepalive = false): Promise<void> {
  try {
    const answer = await apiJson<TrackReferralAnswer>(
      "POST",
      "/api/affiliate/track-referral",
      { affiliateCode, customerEmail: "", customerName: "" },
      { keepalive },
    );
    const referralId = typeof answer?.referralId === "string" ? answer.referralId : null;
    if (!referralId) return;
    // The server answers with the code it attributes this visitor to (first touch wins).
    const attributed = normaliseCode(typeof answer?.affiliateCode === "string" ? answer.affiliateCode : affiliateCode);
    writeStored("local", STORAGE_KEYS.affiliateRef, attributed ?? affiliateCode);
    writeStored("local", STORAGE_KEYS.referralId, referralId);
  } catch (error) {
    const status = (error as { status?: number }).status;
    // An unknown, pending or suspended code attributes nothing: put back what was stored before.
    if (status === 404 || status === 403) {
      if (previous) writeStored("local", STORAGE_KEYS.affiliateRef, previous);
      else {
        removeStored("local", STORAGE_KEYS.affiliateRef);
        removeStored("local", STORAGE_KEYS.referralId);
      }
    }
    log("track-referral", error);
  }
}

let captured = false;

/** Reads `ref` from the URL once per page load, saves it and reports the referral. */
export function captureReferralFromUrl(): void {
  if (captured || typeof window === "undefined") return;
  captured = true;
  try {
    if (trackingDisabled()) return;
    const code = normaliseCode(new URLSearchParams(window.location.search).get("ref"));
    if (!code) return;
    // Make sure the visitor record (and its cookie, which identifies the visitor to the server) exists.
    if (getClientId() === null) return;
    const previous = getStoredAffiliateCode();
    // First touch: keep a stored code until the server says it no longer attributes it.
    if (!previous) writeStored("local", STORAGE_KEYS.affiliateRef, code);
    inFlight = trackReferral(code, previous);
  } catch (error) {
    log("capture", error);
  }
}

/** Voice-demo context: track-referral only when an affiliate code is stored. */
export function trackReferralForVoiceDemo(): void {
  try {
    if (trackingDisabled()) return;
    const code = getStoredAffiliateCode();
    if (!code) return;
    if (getClientId() === null) return;
    inFlight = trackReferral(code, code);
  } catch (error) {
    log("voice-demo referral", error);
  }
}

/**
 * Hero consultation click: meeting-booked, whenever an affiliate code is stored. Without a stored
 * referralId (the referral call failed or never finished) track-referral obtains one first.
 * Runs in the background: the click itself (the scheduling page in a new tab) never waits.
 */
export function reportMeetingBooked(): void {
  try {
    if (trackingDisabled()) return;
    const code = getStoredAffiliateCode();
    if (!code) return;
    const send = async () => {
      // A referral call still under way (page just loaded) brings the referralId.
      if (inFlight) await inFlight;
      if (!getStoredReferralId() && getClientId() !== null) {
        inFlight = trackReferral(code, code, true);
        await inFlight;
      }
      const referralId = getStoredReferralId();
      if (!referralId) return;
      await apiJson(
        "POST",
        "/api/affiliate/meeting-booked",
        {
          referralId,
          meetingDate: new Date().toISOString(),
          dealValue: AFFILIATE_MEETING_DEAL_VALUE,
        },
        { keepalive: true },
      );
    };
    send().catch((error) => log("meeting-booked", error));
  } catch (error) {
    log("meeting-booked", error);
  }
}
