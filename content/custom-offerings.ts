type OfferingKind = "hardware" | "software" | "hybrid";

interface CustomOffering {
  kind: OfferingKind;
  title: string;
  description: string;
  /** Typical things we build of this kind. */
  examples: readonly string[];
}

/** The landing page's services: the three custom offerings. */
export const customOfferings: readonly CustomOffering[] = [
  {
    kind: "hardware",
    title: "Custom AI Hardware",
    description:
      "Sensors, cameras and edge devices that run AI where the work happens, even when the internet connection drops.",
    examples: [
      "Sensor monitoring for equipment and water systems",
      "Smart cameras that flag real incidents",
      "Edge devices that work offline",
    ],
  },
  {
    kind: "software",
    title: "Custom AI Software",
    description:
      "AI agents, assistants and automations built around your processes and connected to the tools your team already uses.",
    examples: [
      "Voice and chat assistants",
      "Document and contract analysis",
      "Marketing, SEO and reporting automation",
    ],
  },
  {
    kind: "hybrid",
    title: "Hybrid Integration",
    description:
      "Hardware in the field and software in the cloud working as one system, reported in a single unified dashboard.",
    examples: [
      "Field sensors feeding live dashboards",
      "Alerts routed to the right person by phone or text",
      "One view across every site and solution",
    ],
  },
];
