import type { IndustryPage } from "./types";

export const manufacturingAiPage: IndustryPage = {
  path: "/manufacturing-ai",
  industry: "manufacturing",
  eyebrow: "Industry · Manufacturing",
  heading: "AI for manufacturing",
  intro:
    "Cameras, sensors and software that work where your product is made: fewer defects reaching customers, fewer surprise breakdowns, and schedules that survive the day. Hardware sits on the line, the results sit in one dashboard.",
  linkLabel: "AI for manufacturing: the overview",
  challenges: [
    {
      title: "Quality that depends on who is inspecting",
      text: "Manual inspection varies by shift and fatigue, and a defect caught at the customer costs many times what it costs at the line.",
    },
    {
      title: "Downtime nobody saw coming",
      text: "Fixed-interval maintenance replaces healthy parts and misses the failing ones; one unplanned stop can wipe out a week's margin on a line.",
    },
    {
      title: "Plans rebuilt in spreadsheets",
      text: "Every rush order or missing delivery means a planner rebuilding the schedule by hand, with more changeovers and late orders as the result.",
    },
    {
      title: "Knowledge that retires with your best people",
      text: "Setup tricks and fault fixes live in the heads of a few senior operators, and new staff learn them slowly.",
    },
  ],
  complianceIntro:
    "Manufacturing systems touch safety, quality records and often your customers' requirements. We design for that from the pilot onwards:",
  compliance: [
    "Data from the shop floor is encrypted in transit and at rest, and access is controlled by role.",
    "Camera-based systems process video on site by default, and blur faces where people are in view.",
    "Inspection and sensor records are kept with timestamps, so they can support your quality-management documentation and customer audits.",
    "Edge devices keep working when the network drops, and nothing we install changes your machines' safety functions.",
  ],
  ctaHeading: "Find the first AI project for your plant",
  proofIntro:
    "From a project with sensors on equipment in the field, the closest to a production line we have published, and the estimates of the pre-built solutions manufacturers start with. Every figure says what was measured.",
};
