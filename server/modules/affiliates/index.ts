/** What other modules use of the affiliate programme: referral attribution and the visitor details check. */
export { trackReferral } from "./service";
export { visitorDetailsAccepted } from "./visitor-details";
