import type { PageMeta } from "./types";

export const technologyMeta: PageMeta = {
  path: "/technology",
  title: "Technology | Hardware, Software and Hybrid AI",
  description:
    "How we combine on-site hardware, cloud software and hybrid integrations, and how every solution reports into one unified dashboard.",
};
