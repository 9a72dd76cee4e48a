import type { IdeaInput } from "./types";

export const insurance: IdeaInput[] = [
  {
    slug: "claims-intake-triage",
    title: "Claims Intake and Triage",
    type: "software",
    serves: { timeSinks: ["documents", "calls", "support"], channels: ["phone", "web"], data: [] },
    summary: "Takes first notice of loss by phone, chat or app, and routes simple claims to fast-track.",
    problem:
      "Claims handlers spend the first days of every claim gathering basic information, while simple claims wait in the same queue as complex ones.",
    howItWorks:
      "Policyholders report a claim by phone, chat or app. The assistant gathers the details and photos, checks cover against the policy, scores complexity and fraud risk, and routes simple claims to fast-track settlement and complex ones to an experienced handler.",
    features: [
      "First notice of loss on any channel",
      "Cover checks against the policy",
      "Complexity and fraud-risk scoring",
      "Fast-track routing for simple claims",
    ],
    integrations: ["Claims systems such as Guidewire or Duck Creek", "Phone and chat platforms", "Document storage"],
    roi: [
      { label: "Time to settle simple claims", range: "40-70% faster" },
      { label: "Handler time on intake", range: "50-70% less" },
    ],
  },
  {
    slug: "damage-photo-assessment",
    title: "Damage Photo Assessment",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: [] },
    summary: "Estimates vehicle and property damage from photos, for the adjuster to confirm.",
    problem:
      "Sending an adjuster to every small claim is slow and expensive, and policyholders wait days for an assessment.",
    howItWorks:
      "Policyholders take guided photos in an app. A vision model identifies damaged parts or areas, estimates repair scope and cost range, and prepares the file for the adjuster to approve or send an in-person inspection.",
    features: [
      "Guided photo capture",
      "Damage detection and repair-scope estimates",
      "Adjuster approval on every estimate",
      "Repair network hand-off",
    ],
    integrations: ["Claims systems", "Repair shop networks", "Mobile apps"],
    roi: [
      { label: "Field inspections on small claims", range: "30-60% fewer" },
      { label: "Time to an estimate", range: "From days to hours" },
    ],
  },
  {
    slug: "quote-comparison-broker",
    title: "Broker Quote Comparison Assistant",
    type: "software",
    serves: { timeSinks: ["documents", "leads"], channels: [], data: ["documents"] },
    summary: "Reads carriers' quotes and policy wordings and builds a clear side-by-side for the client.",
    problem:
      "Brokers read long quotes and wordings from several carriers to build comparison tables by hand, which is slow and error-prone.",
    howItWorks:
      "The assistant reads each quote and wording, extracts premiums, limits, excesses, exclusions and endorsements, and produces a side-by-side comparison highlighting real differences, which the broker checks and sends.",
    features: [
      "Extraction from quotes and wordings",
      "Side-by-side comparison of cover",
      "Highlighted exclusions and differences",
      "Client-ready summary",
    ],
    integrations: ["Broker management systems", "E-mail", "Document storage"],
    roi: [
      { label: "Time per comparison", range: "50-75% less" },
      { label: "Quotes prepared per broker", range: "More" },
    ],
  },
  {
    slug: "renewal-retention",
    title: "Renewal Retention Predictor",
    type: "software",
    serves: { timeSinks: [], channels: [], data: ["crm"] },
    summary: "Predicts which policyholders are likely to leave at renewal and prompts the right action.",
    problem: "Agencies learn a client is leaving when the renewal lapses, with no time to review cover or price.",
    howItWorks:
      "The model scores upcoming renewals for lapse risk from premium changes, claims, tenure and contact history, and suggests actions such as a review call or a re-market, creating tasks for the account handler well before the date.",
    features: [
      "Lapse risk per renewal",
      "Suggested retention actions",
      "Tasks created weeks ahead",
      "Retention results tracked",
    ],
    integrations: ["Agency and broker management systems", "CRM", "E-mail and SMS"],
    roi: [
      { label: "Renewal retention", range: "2-6 points higher" },
      { label: "Renewals reviewed in time", range: "More" },
    ],
  },
  {
    slug: "underwriting-submission-intake",
    title: "Underwriting Submission Intake",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Reads broker submissions, fills the underwriting workbench and flags missing information.",
    problem:
      "Commercial submissions arrive as e-mails with spreadsheets and PDFs, and underwriters spend hours re-keying before they can assess the risk.",
    howItWorks:
      "The system reads each submission and its attachments, extracts exposures, loss history and schedules, checks them against your appetite, requests missing information from the broker and prepares the file so the underwriter starts with a complete picture.",
    features: [
      "Extraction from e-mails, spreadsheets and PDFs",
      "Appetite checks",
      "Missing-information requests to brokers",
      "Prioritised submission queue",
    ],
    integrations: ["Underwriting workbenches", "E-mail", "Rating engines"],
    roi: [
      { label: "Time to quote", range: "30-50% faster" },
      { label: "Submissions reviewed per underwriter", range: "More" },
    ],
  },
  {
    slug: "insurance-fraud-detection",
    title: "Claims Fraud Detection",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Flags suspicious claims and networks of related claims for the investigation team.",
    problem:
      "Fraud hides in volume: investigators cannot review every claim, and organised fraud shows up only when claims are linked.",
    howItWorks:
      "The model scores each claim against known fraud indicators and links claims that share people, addresses, vehicles or repairers, presenting investigators with a ranked list and the evidence behind each score.",
    features: [
      "Fraud risk score per claim",
      "Network analysis of linked claims",
      "Evidence shown for every flag",
      "Investigator feedback loop",
    ],
    integrations: ["Claims systems", "Case management", "Third-party data you license"],
    roi: [
      { label: "Fraudulent claims detected", range: "Meaningfully more" },
      { label: "Investigator time on false leads", range: "Less" },
    ],
  },
];
