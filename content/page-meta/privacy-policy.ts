import type { PageMeta } from "./types";

export const privacyPolicyMeta: PageMeta = {
  path: "/privacy-policy",
  title: "Privacy Policy | What We Collect and Why",
  description:
    "Exactly what this site collects, including the visitor cookie, page events and hashed IP addresses, how long we keep it and how to ask for erasure.",
};
