import type { PageMeta } from "./types";

export const faqMeta: PageMeta = {
  path: "/faq",
  title: "Frequently Asked Questions | Pricing, Timeline, Security",
  description:
    "Answers about pricing from $750/month, 3-12 week implementation, security and compliance, the free consultation, and how our subscriptions work.",
};
