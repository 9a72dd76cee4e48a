/** What other modules use of the team: who may own leads. */
export { mayOwnLeads } from "./service";
