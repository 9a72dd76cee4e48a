import type { PageMeta } from "./types";

export const sharedAnalyticsMeta: PageMeta = {
  path: "/shared-analytics",
  title: "Shared analytics",
  description: "A read-only view of the site's visitor figures, opened with the password that came with the link.",
};
