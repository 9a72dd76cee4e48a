import type { PageMeta } from "./types";

export const manufacturingAiMeta: PageMeta = {
  path: "/manufacturing-ai",
  title: "AI for Manufacturing | Quality, Uptime and Throughput",
  description:
    "AI for manufacturers: visual inspection, predictive maintenance, sensor monitoring and production planning, with hardware on the line.",
};
