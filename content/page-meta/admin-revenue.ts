import type { PageMeta } from "./types";

export const adminRevenueMeta: PageMeta = {
  path: "/admin/revenue",
  title: "Revenue | Admin",
  description: "Won revenue, the pipeline and the channels that bring the money.",
};
