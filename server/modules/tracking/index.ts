/** What other modules use of tracking: the address hasher, rescoring a client record, and the new-events channel. */
export { IpHasher } from "./ip-hash";
export { JOURNEY_EVENTS_CHANNEL, rescoreClient } from "./service";
