/** What other modules use of notifications: announcing what happened (written to the outbox), and the outbox's queue. */
export {
  announceApplication,
  announceBooking,
  announceContactMessage,
  announceDigest,
  announceFollowUpDue,
  announceHotLead,
  announceOpportunityResult,
  announcePartnerEmail,
  announceTeamInvitation,
  crossedIntoHot,
} from "./notices";
export { outboxQueueDepth } from "./outbox";
