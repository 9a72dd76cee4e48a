import type { PageMeta } from "./types";

export const aiCostCalculatorMeta: PageMeta = {
  path: "/ai-cost-calculator",
  title: "AI Cost Calculator | Estimate Your Monthly Subscription",
  description:
    "Estimate what your AI solution will cost per month, from $750/month, with a breakdown and an implementation timeline of 3-12 weeks.",
};
