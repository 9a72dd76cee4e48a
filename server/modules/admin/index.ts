/** What other modules use of the admin console: its CSV cell rule. */
export { csvCell } from "./clients";
