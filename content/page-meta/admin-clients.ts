import type { PageMeta } from "./types";

export const adminClientsMeta: PageMeta = {
  path: "/admin/clients",
  title: "Clients | Admin",
  description: "Visitor client records and lead scores.",
};
