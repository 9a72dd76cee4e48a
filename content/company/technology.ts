import type { ContentBlock } from "#content/guides/blocks";

/** /technology */
export const technology = {
  eyebrow: "Technology",
  heading: "Hardware, software and hybrid AI, in one dashboard",
  lead: "We choose the technology for the problem, not the other way round: devices where the work happens, software where your data lives, and a hybrid of both when a job needs eyes on site and brains in the cloud.",
  approaches: [
    {
      kind: "hardware" as const,
      title: "Hardware: AI where the work happens",
      text: "Sensors, cameras and small edge computers that measure, watch and decide on site. Processing on the device keeps latency low, keeps video and raw readings on your premises, and keeps working when the internet connection drops.",
      points: [
        "Retrofit sensors for vibration, temperature, pressure, flow, energy and air quality",
        "Smart cameras and edge computers that run vision models on site",
        "Cellular, Wi-Fi or long-range radio connectivity, chosen per site",
        "Installed, maintained and replaced as part of the subscription",
      ],
    },
    {
      kind: "software" as const,
      title: "Software: AI in your processes",
      text: "Assistants, agents and automations that read documents, answer calls and chats, write drafts, forecast and alert. They connect to the systems you already use rather than replacing them.",
      points: [
        "Voice and chat assistants that answer from the information you approve",
        "Document reading and extraction with every value linked to its source",
        "Forecasting, anomaly detection and plain-English questions over your data",
        "Integrations with CRMs, accounting, e-commerce, calendars and phone systems",
      ],
    },
    {
      kind: "hybrid" as const,
      title: "Hybrid: devices and cloud as one system",
      text: "Field hardware streams what it sees and measures to cloud software that learns, compares across sites and tells the right person what to do. Most monitoring solutions are hybrid.",
      points: [
        "Edge devices filter and summarise data before it leaves the site",
        "Cloud models learn each asset's normal behaviour and compare across sites",
        "Alerts routed by text, app or call to the person on duty",
        "Work orders and records created in your existing systems",
      ],
    },
  ],
  dashboard: {
    heading: "The unified dashboard",
    text: "Every subscriber gets one dashboard for all of their solutions. It shows what each solution did, the figures it moved, usage against your plan and the alerts that need attention, with access for each member of your team according to their role.",
    points: [
      "All solutions, sites and channels in one view",
      "Key figures per solution, tracked against the goals agreed in the pilot",
      "Alerts and work queues for the people who act on them",
      "Role-based access for every member of your team",
    ],
    previewPath: "/enterprise-dashboard",
  },
  blocks: [
    {
      id: "models",
      heading: "How we choose models",
      paragraphs: [
        "We use the smallest model that does the job reliably: compact vision models on edge devices, proven forecasting methods for numbers, and large language models where understanding free text or speech matters. Models are evaluated on your own data in the pilot before anything goes live.",
      ],
    },
    {
      id: "reliability",
      heading: "Reliability and human oversight",
      paragraphs: [
        "Automations that affect customers, money or safety have a person in the loop: the system prepares, a person approves. Every action is logged, and we monitor each solution's accuracy and uptime as part of the subscription.",
      ],
    },
  ] satisfies ContentBlock[],
};
