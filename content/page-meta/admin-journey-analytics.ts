import type { PageMeta } from "./types";

export const adminJourneyAnalyticsMeta: PageMeta = {
  path: "/admin/journey-analytics",
  title: "Journey Analytics | Admin",
  description: "Sessions, pages, events and funnels.",
};
