/** The notifications setup and delivery log, shown on the console's settings page. */
export { NotificationsPanel } from "./admin/notifications-panel";
