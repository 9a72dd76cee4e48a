import type { PageMeta } from "./types";

export const demosMeta: PageMeta = {
  path: "/demos",
  title: "Live Demos | Try the Voice Assistant and Calculators",
  description:
    "Talk to our voice assistant in your browser, take the 2-minute AI Opportunity Quiz, and work out your ROI and cost before you talk to anyone.",
};
