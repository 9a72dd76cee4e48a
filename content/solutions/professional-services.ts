import type { IdeaInput } from "./types";

export const professionalServices: IdeaInput[] = [
  {
    slug: "proposal-writer",
    title: "Proposal and RFP Response Writer",
    type: "software",
    serves: { timeSinks: ["leads", "documents"], channels: [], data: ["documents"] },
    summary: "Drafts proposals and RFP answers from your past winning responses and case material.",
    problem:
      "Every proposal starts from an old document and a blank page, and senior staff spend nights rewriting answers the firm has written many times.",
    howItWorks:
      "The writer indexes your past proposals, credentials and CVs, reads the new RFP, drafts an answer for each question with the sources it used, and builds a compliance matrix so nothing is missed. Your team edits and owns the final document.",
    features: [
      "Answers drafted from your own best material",
      "Compliance matrix against the RFP",
      "Tone and length adapted to the buyer",
      "Sources cited for reviewers",
    ],
    integrations: ["SharePoint or Google Drive", "CRM", "Microsoft Word"],
    roi: [
      { label: "Time to a first full draft", range: "40-70% less" },
      { label: "Proposals the team can submit", range: "More, with the same staff" },
    ],
  },
  {
    slug: "accounting-bookkeeping-automation",
    title: "Bookkeeping Automation for Accounting Firms",
    type: "software",
    serves: { timeSinks: ["documents", "reporting"], channels: [], data: ["transactions", "documents"] },
    summary: "Categorises transactions, reads receipts and prepares reconciliations across all client files.",
    problem:
      "Bookkeeping for many small clients means endless categorising, chasing receipts and reconciling, with peaks that burn out the team at every deadline.",
    howItWorks:
      "The system learns each client's chart of accounts and past coding, categorises new transactions, reads receipts and invoices sent by e-mail or photo, prepares reconciliations and lists what is missing, so staff review instead of type.",
    features: [
      "Per-client coding learned from history",
      "Receipt and invoice reading",
      "Automatic missing-document requests to clients",
      "Review queue with confidence scores",
    ],
    integrations: ["QuickBooks, Xero or Sage", "Practice management software", "Client portals"],
    roi: [
      { label: "Time per client file each month", range: "40-60% less" },
      { label: "Clients per bookkeeper", range: "30-60% more" },
    ],
  },
  {
    slug: "client-onboarding-engagement",
    title: "Client Onboarding and Engagement Letters",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Collects client information, prepares engagement letters and sets up the file automatically.",
    problem:
      "Onboarding a client takes a week of e-mails for documents, signatures and set-up before any billable work starts.",
    howItWorks:
      "New clients get one guided portal link: the system collects their details and documents, runs the checks you require, drafts the engagement letter from your templates for partner approval, collects the e-signature and creates the client in your systems.",
    features: [
      "Guided client portal",
      "Engagement letters from your templates",
      "E-signature and ID checks",
      "Automatic set-up in practice systems",
    ],
    integrations: ["Practice management software", "E-signature platforms", "CRM"],
    roi: [
      { label: "Days from yes to first billable work", range: "50-75% fewer" },
      { label: "Admin time per new client", range: "1-3 hours saved" },
    ],
  },
  {
    slug: "meeting-notes-actions",
    title: "Client Meeting Notes and Actions",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: [] },
    summary: "Turns client calls into notes, decisions and tasks in your project tool.",
    problem:
      "Actions agreed in client meetings live in someone's notebook, and follow-ups slip or are remembered differently by each side.",
    howItWorks:
      "With consent, the assistant records and transcribes client meetings, drafts a summary with decisions and owners, creates tasks in your project tool and drafts the follow-up e-mail for the account lead to send.",
    features: [
      "Summaries with decisions and owners",
      "Tasks created in your project tool",
      "Follow-up e-mail drafts",
      "Searchable meeting history per client",
    ],
    integrations: ["Zoom, Teams or Google Meet", "Asana, Jira or Monday.com", "CRM"],
    roi: [
      { label: "Admin time per meeting", range: "15-30 minutes saved" },
      { label: "Actions followed up on time", range: "Noticeably more" },
    ],
  },
  {
    slug: "agency-reporting-automation",
    title: "Client Reporting Automation for Agencies",
    type: "software",
    serves: { timeSinks: ["reporting"], channels: [], data: ["crm", "spreadsheets"] },
    summary: "Builds monthly client reports from ad, analytics and CRM data, with the commentary drafted.",
    problem:
      "Account managers spend days each month copying numbers into slides and writing the same commentary, instead of improving results.",
    howItWorks:
      "The system pulls data from each client's channels, builds the report in your template, highlights what changed and why, and drafts commentary and next steps for the account manager to review before sending.",
    features: [
      "Data pulled from every channel automatically",
      "Reports in your brand template",
      "Drafted commentary on changes",
      "Scheduled delivery after review",
    ],
    integrations: ["Google Analytics, Google Ads and Meta Ads", "CRM", "Slides or PDF export"],
    roi: [
      { label: "Time per monthly report", range: "60-80% less" },
      { label: "Reports delivered on schedule", range: "Nearly all" },
    ],
  },
  {
    slug: "utilisation-forecasting",
    title: "Utilisation and Capacity Forecasting",
    type: "software",
    serves: { timeSinks: ["reporting", "scheduling"], channels: [], data: ["crm"] },
    summary: "Forecasts who will be busy or idle in the coming weeks from the pipeline and booked work.",
    problem:
      "Firms find out about bench time or overload too late, so they either turn work away or pay for idle staff.",
    howItWorks:
      "The model combines booked projects, the weighted sales pipeline and historical project overruns to forecast utilisation per person and skill for the next quarter, and flags gaps so managers can hire, reassign or sell ahead of time.",
    features: [
      "Utilisation forecast per person and skill",
      "Pipeline-weighted demand",
      "Overrun patterns from past projects",
      "Early alerts for gaps and overload",
    ],
    integrations: ["PSA tools", "CRM pipelines", "Time tracking"],
    roi: [
      { label: "Billable utilisation", range: "3-8 points higher" },
      { label: "Planning time for managers", range: "Several hours a month saved" },
    ],
  },
];
