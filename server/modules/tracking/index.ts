/** What other modules use of tracking: the address hasher and rescoring a client record. */
export { IpHasher } from "./ip-hash";
export { rescoreClient } from "./service";
