import type { PageMeta } from "./types";

export const retailAiMeta: PageMeta = {
  path: "/retail-ai",
  title: "AI for Retail | Demand, Stock and Service",
  description:
    "AI for retailers: demand forecasting, stock alerts, personalised marketing and customer service that answers around the clock.",
};
