import type { PageMeta } from "./types";

export const adminAffiliatesMeta: PageMeta = {
  path: "/admin/affiliates",
  title: "Affiliates | Admin",
  description: "Manage affiliates, referrals and commissions.",
};
