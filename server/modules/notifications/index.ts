/** What other modules use of notifications: announcing what happened (written to the outbox). */
export {
  announceApplication,
  announceBooking,
  announceContactMessage,
  announceFollowUpDue,
  announceHotLead,
  announceOpportunityResult,
  announcePartnerEmail,
  crossedIntoHot,
} from "./notices";
