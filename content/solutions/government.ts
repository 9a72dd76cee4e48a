import type { IdeaInput } from "./types";

export const government: IdeaInput[] = [
  {
    slug: "government-contracting-outreach",
    title: "Government Contracting Education Outreach",
    type: "software",
    serves: { timeSinks: ["leads"], channels: ["email", "phone"], data: ["crm"] },
    summary: "Finds businesses eligible for government contracting programmes and invites them to training.",
    problem:
      "Programmes that teach businesses how to win government contracts struggle to reach the businesses that qualify, and staff spend most of their week on manual outreach.",
    howItWorks:
      "The system builds target lists from public business registries and procurement data, segments them by eligibility, sends personalised invitations with follow-ups, and calls back prospects who ask for it, so staff spend their time on the conversations that turn into enrolments.",
    features: [
      "Target lists from public registries and procurement data",
      "Eligibility-based segmentation",
      "Personalised outreach with automatic follow-ups",
      "Callback handling and booking",
    ],
    integrations: ["CRM", "E-mail and phone systems", "Unified dashboard"],
    roi: [
      { label: "Staff hours spent on outreach", range: "Most of it automated" },
      { label: "Callbacks from outreach", range: "Substantially more" },
    ],
  },
  {
    slug: "rfp-bid-finder",
    title: "Tender and RFP Opportunity Finder",
    type: "software",
    serves: { timeSinks: ["leads"], channels: [], data: [] },
    summary: "Scans public tender portals daily and sends you only the opportunities you could win.",
    problem:
      "Relevant tenders are spread across many portals, and searching by keyword either floods you with noise or misses the best fits.",
    howItWorks:
      "The finder reads new notices from the portals you choose, compares each one with your capabilities, past wins and certifications, scores the fit, summarises requirements and deadlines, and sends a short daily digest.",
    features: [
      "Daily scan of chosen tender portals",
      "Fit scoring against your capabilities",
      "Requirement and deadline summaries",
      "Bid or no-bid tracking",
    ],
    integrations: ["Public tender portals and feeds", "CRM", "E-mail or Teams"],
    roi: [
      { label: "Time spent searching for tenders", range: "60-80% less" },
      { label: "Relevant tenders found", range: "More, with less noise" },
    ],
  },
  {
    slug: "citizen-service-assistant",
    title: "Citizen Service Assistant",
    type: "software",
    serves: { timeSinks: ["support", "calls"], channels: ["web", "phone"], data: [] },
    summary: "Answers residents' questions about services, forms and deadlines on the web and by phone.",
    problem:
      "Residents struggle to find the right form or office, call centres are overwhelmed, and answers vary between staff.",
    howItWorks:
      "The assistant answers from your approved service information, guides residents to the right form or appointment, answers in several languages and hands over to staff with the conversation attached when needed. It meets accessibility requirements.",
    features: [
      "Answers only from approved service information",
      "Multilingual support",
      "Accessible web and phone channels",
      "Hand-off to staff with context",
    ],
    integrations: ["Government websites and content systems", "Contact centre systems", "Appointment booking"],
    roi: [
      { label: "Routine calls answered without staff", range: "30-60%" },
      { label: "Time residents spend finding information", range: "Much less" },
    ],
  },
  {
    slug: "records-request-processing",
    title: "Public Records Request Processing",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Finds responsive documents and suggests redactions for records requests, for staff to approve.",
    problem:
      "Records requests must be answered within legal deadlines, yet finding and redacting documents by hand takes weeks.",
    howItWorks:
      "The system searches your document stores for responsive records, de-duplicates them, suggests redactions of personal and exempt information with the reason, and tracks deadlines. Staff approve every redaction before release.",
    features: [
      "Search across document stores and e-mail",
      "Suggested redactions with reasons",
      "Deadline tracking",
      "Approval log for every release",
    ],
    integrations: ["Document management and e-mail archives", "Request tracking systems", "PDF tools"],
    roi: [
      { label: "Staff time per request", range: "40-70% less" },
      { label: "Requests answered on time", range: "More" },
    ],
  },
  {
    slug: "grant-application-assistant",
    title: "Grant Application Assistant",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Drafts grant applications from your organisation's data and checks them against the criteria.",
    problem:
      "Grant applications repeat the same information in different formats, and small teams miss funding because writing takes too long.",
    howItWorks:
      "The assistant stores your organisation's facts, outcomes and budgets once, drafts each application's sections against the funder's criteria and word limits, and checks completeness before submission.",
    features: [
      "Reusable organisation profile",
      "Drafts matched to each funder's criteria",
      "Word-limit and completeness checks",
      "Deadline calendar",
    ],
    integrations: ["Document storage", "Grant portals", "Accounting for budgets"],
    roi: [
      { label: "Time per application", range: "40-60% less" },
      { label: "Applications submitted per year", range: "More, with the same staff" },
    ],
  },
  {
    slug: "public-facility-monitoring",
    title: "Public Facility and Infrastructure Monitoring",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: ["field"], data: ["sensors"] },
    summary: "Sensors on pumps, lighting and buildings report faults before residents do.",
    problem:
      "Faults in public facilities are reported by residents, often long after they start, and crews respond without knowing what they will find.",
    howItWorks:
      "Sensors on pumps, street lighting, HVAC and doors report status and faults. The system detects abnormal patterns, creates work orders with the diagnosis and tracks response times.",
    features: [
      "Remote fault detection",
      "Work orders with diagnosis",
      "Response time tracking",
      "Energy use per facility",
    ],
    integrations: ["IoT sensors", "Work order systems", "GIS"],
    roi: [
      { label: "Faults found before residents report them", range: "Most" },
      { label: "Crew visits without the right parts", range: "Fewer" },
    ],
  },
];
