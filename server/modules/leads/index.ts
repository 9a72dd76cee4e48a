/** What other modules use of the leads: a client's journey. */
export { clientJourney } from "./journey";
export { enquiriesReceived } from "./sources";
