import type { PageMeta } from "./types";

export const enterpriseDashboardMeta: PageMeta = {
  path: "/enterprise-dashboard",
  title: "Unified Dashboard Preview | See Every Solution in One Place",
  description:
    "An interactive preview, with sample data, of the unified dashboard every subscriber gets: solutions, key figures, usage and alerts.",
};
