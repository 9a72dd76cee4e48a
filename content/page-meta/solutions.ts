import type { PageMeta } from "./types";

export const solutionsMeta: PageMeta = {
  path: "/solutions",
  title: "AI Solutions Catalog | 100+ Ideas in 15+ Industries",
  description:
    "Browse 100+ AI solution ideas across 15+ industries. Filter by industry and by hardware, software or hybrid, and see how each one works.",
};
