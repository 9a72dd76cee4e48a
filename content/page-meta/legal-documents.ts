import type { PageMeta } from "./types";

export const legalDocumentsMeta: PageMeta = {
  path: "/legal-documents",
  title: "Legal Documents | Policies and Terms",
  description:
    "The index of our legal texts: privacy policy, terms and conditions and accessibility statement, with their effective dates.",
};
