import type { PageMeta } from "./types";

export const accessibilityMeta: PageMeta = {
  path: "/accessibility",
  title: "Accessibility Statement | WCAG 2.2 AA",
  description:
    "Our commitment to an accessible website that targets WCAG 2.2 AA, what we test, and how to report a barrier.",
};
