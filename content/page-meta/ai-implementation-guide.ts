import type { PageMeta } from "./types";

export const aiImplementationGuideMeta: PageMeta = {
  path: "/ai-implementation-guide",
  title: "The AI Implementation Guide | From Idea to Running System",
  description:
    "A practical guide to implementing AI in your business: choosing a first use case, preparing data, running a pilot, measuring ROI and scaling up.",
};
