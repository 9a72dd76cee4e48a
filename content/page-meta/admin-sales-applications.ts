import type { PageMeta } from "./types";

export const adminSalesApplicationsMeta: PageMeta = {
  path: "/admin/sales-applications",
  title: "Sales Applications | Admin",
  description: "Review sales applications.",
};
