import type { PageMeta } from "./types";

export const securityMeta: PageMeta = {
  path: "/security",
  title: "Security and Compliance | Encryption, GDPR, HIPAA",
  description:
    "How we protect your data: encryption, access controls, GDPR and HIPAA compliance, how data is handled, and your rights as a visitor.",
};
