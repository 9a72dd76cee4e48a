import { CATALOG_CLAIM, CONSULTATION_MINUTES, IMPLEMENTATION_WEEKS, STARTING_PRICE_PER_MONTH } from "../common/constants";
import type { ContentBlock } from "./guides/blocks";
import { site } from "./site";

const weeks = `${IMPLEMENTATION_WEEKS.min}-${IMPLEMENTATION_WEEKS.max} weeks`;
const price = `$${STARTING_PRICE_PER_MONTH}/month`;

/** /about */
export const about = {
  eyebrow: "About us",
  heading: `We build the AI your business actually uses`,
  lead: `${site.name} designs, builds and runs custom AI solutions (hardware, software and hybrid) for businesses of every size, as one monthly subscription with one unified dashboard.`,
  principles: [
    {
      title: "A pilot before a promise",
      text: `Every project starts small, on one real workflow with your own data. You see it work before you commit to a rollout, and most projects are fully live in ${weeks}.`,
    },
    {
      title: "A subscription, not a project invoice",
      text: `Building, hosting, monitoring, updates and support are in one monthly fee from ${price}. We only keep you as a client if the solution keeps paying for itself.`,
    },
    {
      title: "One dashboard for everything",
      text: "Whether we put sensors on your equipment or an assistant on your phone line, every solution reports into the same unified dashboard, so you see results, usage and alerts in one place.",
    },
    {
      title: "Honest numbers",
      text: "We show ROI as ranges and label estimates as estimates. In the free consultation we work out your own figures with you, and the pilot measures them.",
    },
  ],
  blocks: [
    {
      id: "what-we-do",
      heading: "What we do",
      paragraphs: [
        "Most businesses do not need an AI strategy deck. They need the phone answered, the invoices read, the equipment watched and the report ready on Monday morning. We find the tasks where AI saves the most time or money, build a solution around the way your team already works, connect it to the tools you already use, and keep it running.",
        `Our catalog holds ${CATALOG_CLAIM.ideas}+ solution ideas in ${CATALOG_CLAIM.industries}+ industry categories, from voice assistants for clinics to sensor monitoring for water-filtration systems. Six of them are pre-built solutions that we tailor and launch quickly: voice, security, legal contracts, marketing, SEO and business intelligence.`,
      ],
    },
    {
      id: "who-we-work-with",
      heading: "Who we work with",
      paragraphs: [
        "Owner-run businesses that want to stop missing calls, growing companies that have outgrown their spreadsheets, and larger organisations that want one partner for hardware in the field and software in the cloud. What they share is a clear, repetitive problem that costs them hours or customers every week.",
      ],
      bullets: [
        "Services businesses: clinics, law firms, agencies, trades and home services",
        "Operations-heavy businesses: manufacturing, logistics, construction, agriculture, utilities",
        "Customer-facing businesses: retail, e-commerce, hospitality, real estate, financial services",
      ],
    },
    {
      id: "how-we-engage",
      heading: "How an engagement starts",
      paragraphs: [
        `It starts with a free ${CONSULTATION_MINUTES}-minute consultation, with no commitment required. We look at how your business runs today and you leave with a business analysis, custom AI recommendations, ROI projections and an implementation roadmap, whether or not you go ahead with us.`,
      ],
    },
  ] satisfies ContentBlock[],
};

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

/** /implementation */
export const implementation = {
  eyebrow: "Implementation",
  heading: `From first call to launch in ${weeks}`,
  lead: `Every project begins with a pilot. We prove the solution on one real workflow with your own data, agree the results with you, and only then roll it out. Most projects take ${weeks} from kick-off to launch.`,
  phases: [
    {
      title: "Free consultation",
      when: `${CONSULTATION_MINUTES} minutes`,
      text: "We learn how your business runs, identify where AI would save the most time or money, and give you recommendations, an ROI projection and a roadmap.",
    },
    {
      title: "Discovery and design",
      when: "Week 1",
      text: "We map the workflow in detail, collect sample data, agree the pilot's scope and the measures of success, and confirm the monthly price in writing.",
    },
    {
      title: "Pilot",
      when: "Weeks 2-4",
      text: "A working solution on one workflow, team or site, with your real data. We measure it against the agreed goals and adjust until it meets them.",
    },
    {
      title: "Build and integrate",
      when: "Weeks 3-8",
      text: "We extend the solution to its full scope, connect it to your systems, install any hardware and set up your unified dashboard.",
    },
    {
      title: "Rollout and training",
      when: "Weeks 4-12",
      text: "Phased rollout to your other teams, sites or channels, with training for the people who use it and clear hand-over notes.",
    },
    {
      title: "Launch and support",
      when: "Ongoing",
      text: "We monitor, maintain, update and improve the solution for as long as you subscribe, and review its results with you regularly.",
    },
  ],
  blocks: [
    {
      id: "pilot",
      heading: "Why we always start with a pilot",
      paragraphs: [
        "A pilot answers the only question that matters before a rollout: does this work in your business, with your data and your people? It is small enough to run in a few weeks and real enough to measure. If the pilot does not meet the goals we agreed, we say so, adjust, or recommend not going further.",
      ],
      bullets: [
        "One workflow, team or site, chosen for a clear and measurable result",
        "Success measures agreed before the pilot starts",
        "Your own data, your own systems, your own staff",
        "A go, adjust or stop decision at the end, made together",
      ],
    },
    {
      id: "what-you-provide",
      heading: "What we need from you",
      paragraphs: [
        "Implementation is done by us, but a few things only you can provide. We keep the time we ask for small and agree it at the start.",
      ],
      bullets: [
        "One decision-maker and one day-to-day contact for the project",
        "Access to the systems the solution connects to, through accounts we agree",
        "Sample data and documents for the pilot, such as recordings, invoices or sensor readings",
        "A few hours of your team's time for workshops, testing and training",
        "For hardware: site access, a power supply and a place to mount devices",
      ],
    },
    {
      id: "after-launch",
      heading: "Support after launch",
      paragraphs: [
        "Launch is the start of the subscription, not the end of the project. Hosting, monitoring, maintenance, updates and support are included in the monthly fee, and so are improvements as your volumes and processes change.",
      ],
      bullets: [
        "Monitoring of accuracy, uptime and usage, with alerts to our team",
        "Updates to models, integrations and hardware firmware",
        "Regular reviews of results against the goals agreed in the pilot",
        "Support for your team by e-mail and phone",
      ],
    },
  ] satisfies ContentBlock[],
};

/** /security */
export const security = {
  eyebrow: "Security",
  heading: "Security and compliance",
  lead: "Your data is protected with encryption and access controls, and our solutions are built for GDPR and HIPAA compliance. Here is what that means in practice.",
  pillars: [
    {
      title: "Encryption",
      text: "Data is encrypted in transit between devices, our systems and yours, and at rest wherever we store it, including backups, documents, recordings and sensor data.",
    },
    {
      title: "Access controls",
      text: "Each person gets only the access their role needs, in your dashboard and on our team. Access is granted per person, reviewed, and removed when it is no longer needed.",
    },
    {
      title: "GDPR compliance",
      text: "Personal data is processed only for the purposes agreed with you, kept no longer than needed, and the rights of the people it belongs to are respected: access, correction, erasure and objection.",
    },
    {
      title: "HIPAA compliance",
      text: "Solutions that handle protected health information are built for HIPAA compliance: encryption, role-based access, audit logs of who accessed what, and the agreements HIPAA requires.",
    },
  ],
  blocks: [
    {
      id: "data-handling",
      heading: "How we handle your data",
      paragraphs: [
        "Your data is used for one purpose: running your solution. It is not sold, it is not shared with other clients, and it is not used to train models for anyone else.",
      ],
      bullets: [
        "We collect only the data a solution needs, and agree it with you in the pilot",
        "Video and raw sensor data stay on site where the solution allows it; only events and summaries are sent",
        "Actions are logged, so you can see who did what and when",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights as a visitor of this website",
      paragraphs: [
        "This website measures how visitors use it with first-party tracking only. We never store your raw IP address, we honour Global Privacy Control and Do Not Track signals by not tracking you at all, and you can ask us to show you or erase the data held about you.",
        `Write to ${site.email} to use your rights. Our privacy policy lists exactly what is collected and how long it is kept.`,
      ],
    },
  ] satisfies ContentBlock[],
};

/** /results */
export const results = {
  eyebrow: "Results",
  heading: "Client results, with the context behind them",
  lead: "The figures on our home page are our clients' results. Here is what each one means and where it comes from.",
  headline: [
    {
      metric: "31%",
      label: "conversion boost",
      context:
        "Client results for solutions that answer, qualify and follow up leads, such as voice assistants and marketing automation: more enquiries answered quickly means more of them turn into customers.",
    },
    {
      metric: "86%",
      label: "average client win rate",
      context:
        "The average win rate our clients report. Fast, consistent follow-up and better-prepared proposals put the team in front of the right prospects at the right time.",
    },
    {
      metric: "30+ hrs",
      label: "saved monthly",
      context:
        "Hours of manual work our clients save each month: calls answered, documents read, reports built and data entered without a person doing it by hand.",
    },
  ],
  caseStudyIntro:
    "Three client projects show the same pattern in detail: a repetitive task, a pilot on real data, and a measurable result.",
  caveat:
    "Your results depend on your volumes, processes and data. That is why we start every project with a pilot that measures them, and why we show estimates as ranges until then.",
};
