/** What other features use of the affiliate programme: the visitor's referral, reported at the moments that count. */
export {
  captureReferralFromUrl,
  getStoredAffiliateCode,
  reportMeetingBooked,
  trackReferralForVoiceDemo,
} from "./referral";
