import type { PageMeta } from "./types";

export const aiSecurityMeta: PageMeta = {
  path: "/ai-security",
  title: "AI Security Monitoring | Smarter Cameras and Alerts",
  description:
    "AI security monitoring that watches camera feeds and sensors, flags real incidents and cuts false alarms, with on-site hardware where you need it.",
};
