/** What other features' admin screens use of the console: its API client and alert. */
export { adminErrorMessage, adminJson, adminRequest, useAdminQuery } from "./admin-api";
export { InlineAlert } from "./ui";
