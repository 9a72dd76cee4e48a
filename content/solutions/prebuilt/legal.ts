import type { PrebuiltPage } from "./types";

export const legalPage: PrebuiltPage = {
  slug: "legal",
  eyebrow: "Pre-built solution · Legal contracts",
  intro:
    "Contract AI that reads agreements in minutes, extracts the clauses that matter, compares them with your playbook and drafts a first review for a lawyer to finish.",
  problemDetail:
    "First-pass contract review is careful, repetitive reading: finding the liability cap, the termination terms, the auto-renewal and the unusual indemnity buried on page 31. Under deadline pressure that is exactly where risky terms slip through. Legal contract AI does the first pass in minutes, consistently, and leaves the judgement to your lawyers.",
  audiences: [
    { who: "Law firms", why: "Faster first-pass reviews and more consistent work across the team." },
    { who: "In-house legal teams", why: "Routine agreements turned around in hours, not days, for the business." },
    { who: "Procurement teams", why: "Supplier terms checked against your standards before they are signed." },
    { who: "Real-estate businesses", why: "Leases and purchase agreements abstracted into a searchable register." },
  ],
  steps: [
    {
      title: "We capture your playbook",
      text: "Together we write down your preferred positions, acceptable fallbacks and red lines for the agreement types you see most.",
    },
    {
      title: "It reads and extracts",
      text: "The system identifies parties, dates, obligations and each clause type, and links every extracted value to the exact place in the document.",
    },
    {
      title: "It flags and drafts",
      text: "Deviations from your playbook are flagged by risk, with suggested wording and a plain-English summary of the contract.",
    },
    {
      title: "Your lawyer decides",
      text: "Every suggestion is accepted, edited or rejected by a lawyer. Documents are stored encrypted with access limited to the people on the matter.",
    },
  ],
  faqs: [
    {
      id: "legal-advice",
      question: "Does the AI give legal advice?",
      answer:
        "No. It prepares a first review and summary; a qualified lawyer makes every decision and approves every change before anything goes to the other side.",
    },
    {
      id: "legal-confidentiality",
      question: "Is our clients' information kept confidential?",
      answer:
        "Documents are encrypted in transit and at rest, access is controlled per matter and role, and your documents are not used to train models for anyone else.",
    },
    {
      id: "legal-formats",
      question: "Which documents can it read?",
      answer:
        "Word documents, PDFs and scanned agreements. The pilot starts with the two or three agreement types you handle most, such as NDAs, supplier agreements or leases.",
    },
  ],
  relatedIdeas: [
    "contract-review-assistant",
    "contract-obligation-tracker",
    "lease-abstraction",
    "legal-research-assistant",
  ],
};
