// The one database schema: each area keeps its tables in its own file, re-exported here.
export * from "./settings";
export * from "./sales-applications";
export * from "./admin";
export * from "./tracking";
export * from "./affiliates";
export * from "./contact";
export * from "./rate-limits";
export * from "./tools";
export * from "./analytics";
export * from "./notifications";
export * from "./bookings";
export * from "./auth";
export * from "./leads";
