import type { PageMeta } from "./types";

export const aiBusinessIntelligenceMeta: PageMeta = {
  path: "/ai-business-intelligence",
  title: "AI Business Intelligence | Answers From Your Data",
  description:
    "AI business intelligence that joins your data sources, answers questions in plain English and warns you about changes before they cost you.",
};
