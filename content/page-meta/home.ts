import { site } from "#content/site";
import type { PageMeta } from "./types";

export const homeMeta: PageMeta = {
  path: "/",
  title: `${site.name} | Custom AI Solutions from $750/month`,
  description:
    "Custom AI hardware, software and hybrid solutions for businesses of every size, on one monthly subscription with one unified dashboard. Book a free 30-minute consultation.",
};
