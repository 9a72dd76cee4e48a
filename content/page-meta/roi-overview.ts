import type { PageMeta } from "./types";

export const roiOverviewMeta: PageMeta = {
  path: "/roi-overview",
  title: "AI ROI Calculator | Work Out Your Payback",
  description:
    "Calculate the time and money AI could save your team, the revenue it could add, and your payback period, with every formula shown.",
};
