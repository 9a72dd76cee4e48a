import type { IdeaInput } from "./types";

export const legal: IdeaInput[] = [
  {
    slug: "contract-review-assistant",
    title: "Contract Review Assistant",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Reads incoming contracts, compares them to your playbook and marks the clauses to negotiate.",
    problem:
      "Lawyers spend hours reading routine agreements line by line to find the few clauses that differ from the firm's or company's standard positions.",
    howItWorks:
      "The assistant reads each contract, identifies clause types, compares them with your playbook of preferred and fallback positions, and produces a redline with comments explaining each deviation. The lawyer accepts, edits or rejects every suggestion.",
    features: [
      "Clause identification across common agreement types",
      "Playbook comparison with preferred and fallback positions",
      "Suggested redlines with explanations",
      "Lawyer approval on every change",
    ],
    integrations: [
      "Microsoft Word add-in",
      "Document management such as iManage or NetDocuments",
      "Contract lifecycle management tools",
    ],
    roi: [
      { label: "First-pass review time", range: "40-70% less" },
      { label: "Deviations missed in review", range: "Fewer, with a consistent checklist" },
    ],
  },
  {
    slug: "contract-obligation-tracker",
    title: "Contract Obligation and Renewal Tracker",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Extracts dates, obligations and renewal terms from signed contracts and reminds owners in time.",
    problem:
      "Signed contracts disappear into folders, so auto-renewals, notice periods and price reviews are missed and cost money every year.",
    howItWorks:
      "The tracker reads your executed contracts, extracts parties, terms, renewal and notice dates, payment terms and key obligations, and builds a searchable register with reminders to each contract owner well before a deadline.",
    features: [
      "Bulk extraction from existing contract archives",
      "Renewal and notice-period reminders",
      "Obligation register searchable in plain English",
      "Links back to the exact clause",
    ],
    integrations: [
      "SharePoint, Google Drive or document management systems",
      "E-signature platforms",
      "Calendar and e-mail",
    ],
    roi: [
      { label: "Unwanted auto-renewals", range: "Most avoided" },
      { label: "Time to answer 'what does the contract say?'", range: "From hours to minutes" },
    ],
  },
  {
    slug: "legal-intake-qualification",
    title: "Legal Intake and Matter Qualification",
    type: "software",
    serves: { timeSinks: ["leads", "calls", "scheduling"], channels: ["web", "phone"], data: [] },
    summary: "Answers enquiries day and night, gathers the facts and books qualified matters with the right lawyer.",
    problem:
      "Potential clients call after hours or get a voicemail, and lawyers spend time on enquiries the firm cannot take.",
    howItWorks:
      "An intake assistant on the website and phone asks the questions your practice groups need, runs a conflict pre-check against your client list, explains next steps and fees as you define them, and books a consultation for qualified matters.",
    features: [
      "Practice-area specific question flows",
      "Conflict pre-check before booking",
      "Consultation booking with the right lawyer",
      "Clear notice that it gives no legal advice",
    ],
    integrations: ["Practice management such as Clio or PracticePanther", "Calendars", "Phone systems"],
    roi: [
      { label: "Enquiries answered out of hours", range: "Nearly all, from few" },
      { label: "Lawyer time on unqualified enquiries", range: "50-80% less" },
    ],
  },
  {
    slug: "legal-research-assistant",
    title: "Legal Research Assistant",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Searches your precedents and knowledge bank in plain English and cites every source.",
    problem:
      "The firm's best work product sits in old matters that nobody can find, so associates start from scratch on questions the firm has answered before.",
    howItWorks:
      "The assistant indexes your precedents, memos and templates with their access permissions. Lawyers ask questions in plain English and get a short answer with links to the documents it relied on, and never see documents they are not allowed to open.",
    features: [
      "Plain-English search over your own documents",
      "Every answer cites its sources",
      "Respects document and matter permissions",
      "Ethical walls enforced",
    ],
    integrations: ["Document management systems", "Knowledge management tools", "Microsoft 365"],
    roi: [
      { label: "Time to find a relevant precedent", range: "50-80% less" },
      { label: "Duplicate research across matters", range: "Noticeably less" },
    ],
  },
  {
    slug: "ediscovery-document-triage",
    title: "Discovery Document Triage",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: ["documents"] },
    summary: "Ranks large document sets by relevance and privilege risk, so reviewers start with what matters.",
    problem:
      "Document review in litigation means paying reviewers to read thousands of irrelevant e-mails before finding the ones that matter.",
    howItWorks:
      "The system learns relevance from a sample coded by your lawyers, ranks the whole set, flags potentially privileged documents, and keeps learning as reviewers code more. Lawyers make every final call and can audit the process.",
    features: [
      "Relevance ranking trained on your coding",
      "Privilege risk flags",
      "Continuous learning during review",
      "Defensible audit trail of the process",
    ],
    integrations: ["Review platforms such as Relativity", "E-mail and file exports", "Case management"],
    roi: [
      { label: "Documents read by humans", range: "30-70% fewer" },
      { label: "Review cost per matter", range: "20-50% lower" },
    ],
  },
  {
    slug: "legal-billing-time-capture",
    title: "Time Capture and Billing Narratives",
    type: "software",
    serves: { timeSinks: ["documents"], channels: [], data: [] },
    summary: "Suggests time entries from e-mails, calls and documents, with narratives ready for the bill.",
    problem:
      "Lawyers reconstruct their time at the end of the week from memory, losing billable work and writing narratives clients push back on.",
    howItWorks:
      "The assistant watches activity in e-mail, calendar, calls and the document system, suggests time entries against the right matter with a clear narrative, and the lawyer approves them in a daily list.",
    features: [
      "Suggested entries from real activity",
      "Matter matching from context",
      "Narratives in your billing guidelines",
      "Daily review list, nothing posted without approval",
    ],
    integrations: ["Practice management and billing systems", "Microsoft 365 or Google Workspace", "Phone systems"],
    roi: [
      { label: "Billable time recovered", range: "5-15% more captured" },
      { label: "Time spent on time entry", range: "50-70% less" },
    ],
  },
  {
    slug: "compliance-policy-qa",
    title: "Policy and Compliance Q&A for Staff",
    type: "software",
    serves: { timeSinks: [], channels: [], data: ["documents"] },
    summary: "Employees ask about policies and get the approved answer with the source, not a guess.",
    problem:
      "Legal and compliance teams answer the same policy questions again and again, while staff who do not ask may get it wrong.",
    howItWorks:
      "The assistant answers only from your approved policies and guidance, shows the paragraph it relied on, and routes questions it cannot answer to the right team, so the knowledge base grows over time.",
    features: [
      "Answers only from approved documents",
      "Source paragraph shown with every answer",
      "Escalation when the answer is not in the policies",
      "Reports of frequent questions to improve policies",
    ],
    integrations: ["Intranet or SharePoint", "Microsoft Teams or Slack", "HR systems"],
    roi: [
      { label: "Routine questions to legal and compliance", range: "40-70% fewer" },
      { label: "Time to an answer for staff", range: "From days to seconds" },
    ],
  },
];
