/** What other modules use of the affiliate programme: referral attribution and the visitor details check. */
export { trackReferral } from "./referral-tracking";
export { visitorDetailsAccepted } from "./visitor-details";
