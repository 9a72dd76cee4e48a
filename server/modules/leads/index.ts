/** What other modules use of the leads: a client's journey. */
export { clientJourney, type StoryChecks, storyChecks } from "./journey";
export { enquiriesReceived } from "./sources";
