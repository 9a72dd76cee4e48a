import type { PageMeta } from "./types";

export const adminSettingsMeta: PageMeta = {
  path: "/admin/settings",
  title: "Settings | Admin",
  description: "Admins, tracking settings and the audit log.",
};
