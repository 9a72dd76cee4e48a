/** What other modules use of notifications: announcing what happened (written to the outbox), and the outbox's queue. */
export type { AnalyticsReport } from "./events";
export {
  announceAnalyticsReport,
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
