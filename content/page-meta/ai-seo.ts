import type { PageMeta } from "./types";

export const aiSeoMeta: PageMeta = {
  path: "/ai-seo",
  title: "AI SEO | Content and Technical SEO at Scale",
  description:
    "AI SEO that finds the searches your buyers make, drafts content briefs, fixes technical issues and tracks rankings week by week.",
};
