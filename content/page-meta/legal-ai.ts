import type { PageMeta } from "./types";

export const legalAiMeta: PageMeta = {
  path: "/legal-ai",
  title: "Legal Contract AI | Faster Contract Review",
  description:
    "Legal contract AI that extracts clauses, flags risky terms and drafts first reviews, so your team spends its time on judgement, not reading.",
};
