/** What other modules use of the leads: a client's journey; people kept in step with an erasure. */
export { clientJourney, type StoryChecks, storyChecks } from "./journey";
export { forgetPerson, syncPeople } from "./people";
export { leadsReceived } from "./revenue";
