import type { PageMeta } from "./types";

export const salesCareersMeta: PageMeta = {
  path: "/sales-careers",
  title: "Sales Careers | Sell Custom AI Solutions",
  description:
    "Join our sales team and sell custom AI solutions from $750/month to businesses of every size. See the roles, compensation and hiring steps.",
};
