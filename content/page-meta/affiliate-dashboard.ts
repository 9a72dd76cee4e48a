import type { PageMeta } from "./types";

export const affiliateDashboardMeta: PageMeta = {
  path: "/affiliate-dashboard",
  title: "Affiliate Dashboard",
  description: "Your referral link, clicks, leads, meetings and earnings.",
};
