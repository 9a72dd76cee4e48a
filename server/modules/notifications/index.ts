/** What other modules use of notifications: announcing what happened (written to the outbox). */
export {
  announceApplication,
  announceBooking,
  announceContactMessage,
  announceDigest,
  announceFollowUpDue,
  announceHotLead,
  announceOpportunityResult,
  announcePartnerEmail,
  crossedIntoHot,
} from "./notices";
