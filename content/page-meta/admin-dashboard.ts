import type { PageMeta } from "./types";

export const adminDashboardMeta: PageMeta = {
  path: "/admin/dashboard",
  title: "Admin Dashboard",
  description: "Visitors, leads and applications at a glance.",
};
