import type { PageMeta } from "./types";

export const aiReadinessAssessmentMeta: PageMeta = {
  path: "/ai-readiness-assessment",
  title: "AI Readiness Assessment | Score Your Business in 5 Minutes",
  description:
    "Score your readiness for AI across data, processes, people, technology, and leadership and budget, and get concrete next steps.",
};
