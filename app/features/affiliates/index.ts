/** What other features use of the affiliate programme: the visitor's referral, reported at the moments that count. */
export { getStoredAffiliateCode, reportMeetingBooked, trackReferralForVoiceDemo } from "./referral";
/** Mounted by the site layout: saves and reports the referral a `ref` URL parameter brings. */
export { ReferralCapture } from "./referral-capture";
