import type { IdeaInput } from "./types";

export const finance: IdeaInput[] = [
  {
    slug: "loan-document-processing",
    title: "Loan Application Document Processing",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Reads pay slips, bank statements and tax returns and fills the loan file for the underwriter.",
    problem:
      "Underwriters spend most of a file's life checking and re-keying documents, so good applicants wait days for an answer and some go to a faster lender.",
    howItWorks:
      "Applicants upload documents through your portal. A document model classifies each one, extracts income, balances and identity data, cross-checks figures between documents and flags inconsistencies, then writes a structured summary into your loan origination system for the underwriter to decide on.",
    features: [
      "Classification and extraction for common income and identity documents",
      "Cross-document consistency checks",
      "Missing-document requests sent to the applicant automatically",
      "Every extracted value linked to its source page for audit",
    ],
    integrations: ["Loan origination systems such as Encompass", "Document portals", "Core banking via API"],
    roi: [
      { label: "Time to a credit decision", range: "30-60% faster" },
      { label: "Manual keying per file", range: "60-80% less" },
    ],
  },
  {
    slug: "transaction-fraud-signals",
    title: "Transaction Fraud Signals",
    type: "software",
    serves: { timeSinks: ["monitoring"], channels: [], data: ["transactions"] },
    summary: "Scores payments for fraud risk in real time and explains why a transaction looks wrong.",
    problem:
      "Rule-based fraud checks either block good customers or let new fraud patterns through, and analysts drown in alerts that are mostly false positives.",
    howItWorks:
      "A model trained on your transaction history scores each payment against the customer's own behaviour, device and merchant patterns. High-risk payments are held or stepped up to verification, and every alert carries the top reasons so analysts can decide in seconds.",
    features: [
      "Real-time risk score per transaction",
      "Reason codes on every alert",
      "Case queue with analyst feedback that retrains the model",
      "Works beside your existing rules, not instead of them",
    ],
    integrations: ["Card processors and payment gateways", "Core banking", "Case management tools"],
    roi: [
      { label: "False-positive alerts", range: "25-50% fewer" },
      { label: "Fraud losses", range: "15-35% lower" },
    ],
  },
  {
    slug: "automated-reconciliation",
    title: "Automated Account Reconciliation",
    type: "software",
    serves: { timeSinks: ["reporting"], channels: [], data: ["transactions"] },
    summary: "Matches bank lines, ledger entries and payouts, and leaves only the real exceptions for people.",
    problem:
      "Month-end close takes days because finance staff tick off thousands of bank, card and payout lines against the ledger by hand.",
    howItWorks:
      "The system pulls statements and ledger entries every day, matches them with exact, fuzzy and many-to-one rules learned from past reconciliations, proposes journal entries for fees and rounding, and queues the few true exceptions with likely explanations.",
    features: [
      "Daily continuous reconciliation instead of month-end batches",
      "Many-to-one and partial matching",
      "Suggested journal entries for approval",
      "Audit trail of every match and who approved it",
    ],
    integrations: ["Bank feeds", "QuickBooks, Xero, NetSuite or Sage", "Stripe, PayPal and other payout reports"],
    roi: [
      { label: "Days to close the month", range: "2-5 days fewer" },
      { label: "Manual matching time", range: "70-90% less" },
    ],
  },
  {
    slug: "client-onboarding-kyc",
    title: "Client Onboarding and KYC Assistant",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Collects, checks and files know-your-customer documents so new accounts open in hours.",
    problem:
      "Opening an account means e-mails back and forth for missing documents, manual identity checks and sanctions screening, and every delay is a chance for the client to walk away.",
    howItWorks:
      "A guided online flow asks only for what the client's profile needs, reads the identity and address documents, checks them against your chosen verification and screening providers, and hands compliance a complete file with anything unusual highlighted.",
    features: [
      "Dynamic checklist per client type and jurisdiction",
      "Document reading and expiry checks",
      "Sanctions and politically exposed person screening via your provider",
      "Complete audit file for each decision",
    ],
    integrations: [
      "Identity verification providers",
      "CRM such as Salesforce or HubSpot",
      "Core banking or portfolio systems",
    ],
    roi: [
      { label: "Time to open an account", range: "40-70% faster" },
      { label: "Abandoned applications", range: "15-30% fewer" },
    ],
  },
  {
    slug: "advisor-meeting-assistant",
    title: "Advisor Meeting Notes and Follow-up",
    type: "software",
    serves: { timeSinks: ["documents"], channels: ["email"], data: ["crm"] },
    summary: "Turns client meetings into compliant notes, tasks and follow-up e-mails for advisors to approve.",
    problem:
      "Advisors spend evenings writing up meetings for the file, and follow-ups slip because notes are late or incomplete.",
    howItWorks:
      "With the client's consent, the assistant transcribes the meeting, drafts the file note in your house format, lists agreed actions and drafts the follow-up e-mail. The advisor reviews and approves before anything is saved or sent.",
    features: [
      "Consent capture before recording",
      "File notes in your compliance template",
      "Tasks created in the CRM with due dates",
      "Nothing sent without the advisor's approval",
    ],
    integrations: [
      "Zoom, Teams or Google Meet",
      "Wealth CRMs such as Redtail or Salesforce Financial Services Cloud",
      "Microsoft 365 or Google Workspace",
    ],
    roi: [
      { label: "Admin time per meeting", range: "20-40 minutes saved" },
      { label: "Follow-ups sent within a day", range: "2-3 times as many" },
    ],
  },
  {
    slug: "cash-flow-forecasting",
    title: "Cash Flow Forecasting",
    type: "software",
    serves: { timeSinks: ["reporting"], channels: [], data: ["transactions"] },
    summary: "Forecasts cash 13 weeks ahead from invoices, payables and payment habits, updated daily.",
    problem:
      "Cash forecasts are rebuilt in spreadsheets every week from stale exports, so surprises in collections or large payments show up too late to act.",
    howItWorks:
      "The model reads open receivables, payables, payroll and recurring costs, learns how quickly each customer really pays, and produces a rolling weekly forecast with ranges. It alerts the finance lead when the forecast dips below a threshold and shows which items drive the change.",
    features: [
      "Rolling 13-week forecast with ranges",
      "Customer-level payment behaviour",
      "Threshold alerts with the drivers explained",
      "Scenario planning for hires and large purchases",
    ],
    integrations: ["Accounting such as QuickBooks, Xero or NetSuite", "Bank feeds", "Payroll systems"],
    roi: [
      { label: "Forecast preparation time", range: "60-80% less" },
      { label: "Forecast error", range: "20-40% lower" },
    ],
  },
  {
    slug: "regulatory-change-monitor",
    title: "Regulatory Change Monitor",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Tracks new rules and guidance and tells compliance which policies they touch.",
    problem:
      "Compliance teams read dozens of regulator updates a month to find the few that matter, and mapping them to internal policies is slow and easy to miss.",
    howItWorks:
      "The monitor collects publications from the regulators you choose, summarises each one, scores its relevance to your business lines and maps it to the internal policies and controls it affects, creating a review task with a suggested owner.",
    features: [
      "Plain-English summaries of each publication",
      "Relevance scoring per business line",
      "Mapping to your policy and control library",
      "Review tasks with deadlines and sign-off",
    ],
    integrations: ["Policy management or GRC tools", "SharePoint or Confluence", "Microsoft Teams or Slack"],
    roi: [
      { label: "Time spent screening updates", range: "50-70% less" },
      { label: "Changes reviewed before their deadline", range: "Close to all, from a mixed record" },
    ],
  },
  {
    slug: "branch-and-atm-security",
    title: "Branch and ATM Security Monitoring",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: ["in-person"], data: ["sensors"] },
    summary: "Cameras and sensors at branches and ATMs flag skimming, tampering and after-hours activity.",
    problem:
      "Branch cameras record everything and are reviewed only after a loss, and ATM tampering is often discovered by the customers who were skimmed.",
    howItWorks:
      "Edge devices analyse existing camera feeds and tamper sensors on site. They recognise suspicious patterns such as devices attached to card slots, loitering at ATMs after hours or forced entry, and send a verified alert with the clip to your security desk.",
    features: [
      "Skimmer and tamper detection at ATMs",
      "After-hours intrusion alerts with video",
      "Processing on site, only events leave the branch",
      "Incident timeline for investigators",
    ],
    integrations: ["Existing IP cameras and DVRs", "Alarm panels", "Security operations desk tools"],
    roi: [
      { label: "Time to detect tampering", range: "From days to minutes" },
      { label: "Hours of footage reviewed after incidents", range: "70-90% less" },
    ],
  },
];
