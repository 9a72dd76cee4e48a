import type { PageMeta } from "./types";

export const aiOpportunityFinderMeta: PageMeta = {
  path: "/ai-opportunity-finder",
  title: "AI Opportunity Finder | The 2-Minute AI Opportunity Quiz",
  description:
    "Answer a few questions about your business and get the AI solutions that fit it best, ranked, with why each one fits.",
};
