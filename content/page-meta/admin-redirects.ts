import type { PageMeta } from "./types";

export const adminRedirectsMeta: PageMeta = {
  path: "/admin/redirects",
  title: "Redirects | Admin",
  description: "Redirect rules, and the missing pages visitors reached.",
};
