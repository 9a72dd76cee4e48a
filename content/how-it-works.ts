import type { CaseStudy } from "./case-studies";
import type { IndustryPage } from "./industry-pages/types";
import type { SolutionCard } from "./solutions/prebuilt-solutions";
import type { SolutionIdea, SolutionType } from "./solutions/types";

/**
 * The "how it works" diagrams of the solution and industry pages: what a solution reads, the AI in
 * the middle (a device on site, models in the cloud, or both), what it does, and the unified
 * dashboard where it all shows. Only route loaders import this module, so the pages receive just
 * their own diagram as page data.
 */
export interface FlowDiagram {
  /** The systems and signals the solution reads. */
  inputs: readonly string[];
  engine: { kind: SolutionType; label: string; detail: string };
  /** What it does with them. */
  outputs: readonly string[];
  /** What the unified dashboard shows of it. */
  dashboard: string;
}

const engines: Record<SolutionType, { label: string; detail: string }> = {
  hardware: {
    label: "AI device on site",
    detail: "Runs where the work happens, and keeps working when the connection drops.",
  },
  software: {
    label: "AI models in the cloud",
    detail: "Connected to the tools your team already uses, with your rules and approvals.",
  },
  hybrid: {
    label: "Devices on site, AI in the cloud",
    detail: "Sensors and edge devices in the field, models and workflows in the cloud, as one system.",
  },
};

const engineOf = (kind: SolutionType, detail?: string) => ({ kind, ...engines[kind], ...(detail ? { detail } : {}) });

/** A catalog idea's diagram, from its own data: integrations in, its main features out. */
export function ideaFlow(idea: Pick<SolutionIdea, "type" | "integrations" | "features">): FlowDiagram {
  return {
    inputs: idea.integrations.slice(0, 4),
    engine: engineOf(idea.type),
    outputs: idea.features.slice(0, 4),
    dashboard: "Results, alerts and trends in your unified dashboard",
  };
}

export const prebuiltFlows: Record<SolutionCard["slug"], FlowDiagram> = {
  voice: {
    inputs: ["Calls to your existing number", "Your calendar", "Answers you approved"],
    engine: engineOf("software", "Understands free speech and answers in a natural voice, day and night."),
    outputs: ["Calls answered and routed", "Appointments booked", "Leads qualified", "Urgent calls put through"],
    dashboard: "Transcripts, call summaries and bookings",
  },
  security: {
    inputs: ["Your IP cameras", "Door and motion sensors", "Zones and rotas you set"],
    engine: engineOf(
      "hybrid",
      "Models on site tell people and vehicles from shadows; video stays on site unless an event is confirmed.",
    ),
    outputs: ["Person, vehicle and zone detection", "Instant alerts by text or app", "False alarms filtered out"],
    dashboard: "Searchable incident log with clips",
  },
  legal: {
    inputs: ["Contracts and amendments", "Your playbook and standard clauses", "Document storage"],
    engine: engineOf("software", "Reads every clause against your playbook and flags what departs from it."),
    outputs: ["Clauses extracted and compared", "Risks flagged against your playbook", "Plain-English summaries"],
    dashboard: "Every contract reviewed, with its flags",
  },
  marketing: {
    inputs: ["Your CRM and customer lists", "Campaign results", "Brand voice and offers"],
    engine: engineOf("software", "Writes, personalises and schedules campaigns within the rules you approve."),
    outputs: ["Audiences segmented", "On-brand e-mails and ads", "Leads followed up automatically"],
    dashboard: "Spend and results in one report",
  },
  seo: {
    inputs: ["Your website and analytics", "Search console data", "Competitors' rankings"],
    engine: engineOf("software", "Finds the searches you can win and drafts the pages and fixes that win them."),
    outputs: ["Content briefs and drafts", "Technical site audits", "Weekly ranking reports"],
    dashboard: "Rankings, traffic and leads from search",
  },
  "business-intelligence": {
    inputs: ["Accounting and sales systems", "Spreadsheets", "Operations data"],
    engine: engineOf("software", "Joins your data into one model and explains what changed and why."),
    outputs: ["Answers to plain-English questions", "Forecasts", "Anomaly alerts"],
    dashboard: "Shared dashboards for every team",
  },
};

export const industryFlows: Record<IndustryPage["path"], FlowDiagram> = {
  "/manufacturing-ai": {
    inputs: ["Machine sensors and PLCs", "Inspection cameras", "ERP and production plans"],
    engine: engineOf(
      "hybrid",
      "Edge devices on the line watch quality and machine health; models in the cloud plan and forecast.",
    ),
    outputs: ["Defects caught on the line", "Maintenance before breakdowns", "Plans that follow demand"],
    dashboard: "Quality, uptime and output per line",
  },
  "/finance-ai": {
    inputs: ["Statements, invoices and forms", "Transaction feeds", "Policies and regulations"],
    engine: engineOf(
      "software",
      "Reads documents, scores transactions and drafts reports, with a person approving every decision.",
    ),
    outputs: ["Documents processed", "Fewer, better alerts", "Faster month-end close"],
    dashboard: "Queues, alerts and close progress",
  },
  "/retail-ai": {
    inputs: ["Point of sale and e-commerce", "Stock and supplier data", "Store cameras and people counters"],
    engine: engineOf(
      "hybrid",
      "Store sensors count and watch anonymously; models in the cloud forecast demand and answer customers.",
    ),
    outputs: ["Orders that follow demand", "Customer questions answered", "Product content written"],
    dashboard: "Sales, stock and service per store",
  },
};

/** The proof an industry page shows: the case studies that apply to it and the pre-built solutions whose figures do. */
export const industryProof: Record<
  IndustryPage["path"],
  { caseStudies: readonly CaseStudy["slug"][]; solutions: readonly SolutionCard["slug"][] }
> = {
  "/manufacturing-ai": {
    caseStudies: ["water-filtration-monitoring"],
    solutions: ["security", "business-intelligence"],
  },
  "/finance-ai": { caseStudies: ["crypto-trading-bot"], solutions: ["business-intelligence", "legal"] },
  "/retail-ai": { caseStudies: [], solutions: ["security", "marketing", "seo"] },
};

/** Opens the proof of an industry page that no published case study applies to. */
export const proofIntroWithoutCaseStudy =
  "We have not published a case study from this industry yet, so we show none. These are the estimated outcomes of the pre-built solutions teams here usually start with; we confirm your own figures in the pilot.";
