/** What other features' admin screens use of the console: its API client, token expiry and alert. */
export { adminErrorMessage, adminJson, adminRequest, useAdminQuery } from "./admin-api";
export { readTokenExpiry } from "./admin-token";
export { InlineAlert } from "./ui";
