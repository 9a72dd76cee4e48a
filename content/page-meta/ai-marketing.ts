import type { PageMeta } from "./types";

export const aiMarketingMeta: PageMeta = {
  path: "/ai-marketing",
  title: "AI Marketing Automation | Campaigns That Learn",
  description:
    "AI marketing that segments your audience, drafts on-brand campaigns and reallocates spend to what converts, reported in one dashboard.",
};
