import type { PageMeta } from "./types";

export const caseStudiesMeta: PageMeta = {
  path: "/case-studies",
  title: "Case Studies | Real Projects, Measured Results",
  description:
    "Three client projects in full: education outreach for government contracting, sensor monitoring for water filtration, and a crypto trading bot.",
};
