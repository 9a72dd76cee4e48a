/** What other modules use of the journey analytics: the daily series and the summaries' upkeep. */
export { dailySeries } from "./analytics";
export { REPORTS_EVERY_MS, sendDueReports } from "./email-report";
export { analyticsRoutes } from "./routes";
export { sharedLinkRoutes } from "./shared-routes";
export {
  CATCH_UP_EVERY_MS,
  catchUp,
  minAgeMs,
  refreshBeforeAnswer,
  TIMER_CATCH_UP_ROWS,
} from "./summaries";
