// The one database schema: each area keeps its tables in its own file, re-exported here.

export * from "./admin";
export * from "./admin-security";
export * from "./affiliates";
export * from "./analytics";
export * from "./analytics-goals";
export * from "./auth";
export * from "./bookings";
export * from "./contact";
export * from "./leads";
export * from "./notifications";
export * from "./rate-limits";
export * from "./redirects";
export * from "./reports";
export * from "./sales-applications";
export * from "./settings";
export * from "./tools";
export * from "./tracking";
export * from "./web-vitals";
