import type { PageMeta } from "./types";

export const aiForSmallBusinessMeta: PageMeta = {
  path: "/ai-for-small-business",
  title: "AI for Small Business | Enterprise Tools From $750/month",
  description:
    "What custom AI means for a small business: where it pays off first, what it costs from $750/month, and how to start without a big project.",
};
