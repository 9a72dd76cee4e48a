import { DUPLICATE_WINDOW_DAYS, type SalesRoleId } from "#common/careers/rules";

/**
 * Copy and figures of /sales-careers. Every number the page shows (commission rates, the
 * example deal) lives in `compensation` below, so the provider changes it in one place.
 */

export const careersHero = {
  eyebrow: "Sales careers",
  title: "Sell custom AI that pays for itself",
  lead: "We build custom AI solutions (hardware, software and hybrid) for businesses of every size, sold as monthly subscriptions from $750/month with one unified dashboard. We are looking for commission-based sales people who like solving real business problems more than reading scripts.",
  applyLabel: "Apply now",
  rolesLabel: "See the open roles",
};

export const theWork = {
  title: "What the work is",
  intro:
    "You find businesses that lose time or money to work a machine could do, and you show them a custom AI solution that fixes it. Our engineers build it; you own the relationship from the first conversation to the signed subscription.",
  points: [
    {
      title: "A product that is easy to start",
      text: "Subscriptions start at $750/month. Every client begins with a free 30-minute consultation and a pilot, so the first yes is small and the risk is ours.",
    },
    {
      title: "Six proven solutions, and anything custom",
      text: "Voice agents, security, legal contract review, marketing, SEO and business intelligence, plus custom hardware, software and hybrid builds from a catalog of 100+ solution ideas in 15+ industry categories.",
    },
    {
      title: "Businesses of all sizes",
      text: "From a five-person clinic that misses calls to a manufacturer that wants sensors on every line. You choose where to prospect; we help you qualify.",
    },
    {
      title: "Clear delivery to sell against",
      text: "Projects take 3-12 weeks and begin with a pilot. You can promise timelines that engineering actually keeps.",
    },
  ],
};

interface SalesRole {
  id: SalesRoleId;
  title: string;
  /** A shorter name for the form's role list, where a long title is cut off on a phone. */
  shortTitle?: string;
  arrangement: string;
  summary: string;
  responsibilities: string[];
  lookingFor: string[];
}

export const salesRoles: SalesRole[] = [
  {
    id: "account-executive",
    title: "Account Executive, small and mid-sized businesses",
    shortTitle: "Account Executive, SMB",
    arrangement: "Full-time · remote · commission-based",
    summary:
      "Run the full cycle with owners and managers of businesses with 5 to 500 people: discovery, consultation, pilot proposal, close.",
    responsibilities: [
      "Book and lead free 30-minute consultations with qualified prospects",
      "Turn a business problem into a pilot scope with our solutions team",
      "Write proposals with the client's own numbers: hours, costs and payback",
      "Keep your pipeline current so forecasts are honest",
    ],
    lookingFor: [
      "A track record of closing B2B deals, in any industry",
      "Comfort explaining technology in plain business language",
      "The discipline to follow up without being pushy",
    ],
  },
  {
    id: "enterprise-account-executive",
    title: "Enterprise Account Executive",
    arrangement: "Full-time · remote with occasional travel · commission-based",
    summary:
      "Sell multi-site and multi-department programmes to larger organisations, where security, compliance and integration decide the deal.",
    responsibilities: [
      "Map buying committees and build a business case each stakeholder can sign",
      "Work with our engineers on security reviews: encryption, access controls, GDPR and HIPAA",
      "Structure pilots that expand into company-wide subscriptions",
      "Negotiate terms with procurement and legal",
    ],
    lookingFor: [
      "Experience closing six-figure annual contracts with long cycles",
      "Familiarity with security questionnaires and procurement processes",
      "Patience, and a habit of writing things down",
    ],
  },
  {
    id: "sales-development-representative",
    title: "Sales Development Representative",
    arrangement: "Full-time · remote · commission-based",
    summary:
      "Open conversations with businesses that fit, qualify them, and book consultations for the account executives.",
    responsibilities: [
      "Research target industries and find the businesses with a clear use for AI",
      "Reach out by phone, e-mail and LinkedIn with messages that are about them, not us",
      "Qualify interest and book free consultations",
      "Share what you hear so marketing and product keep improving",
    ],
    lookingFor: [
      "Curiosity about how different businesses make money",
      "Resilience: most first calls do not go anywhere, and that is fine",
      "No prior sales experience required if you can show persistence elsewhere",
    ],
  },
  {
    id: "independent-sales-partner",
    title: "Independent Sales Partner",
    arrangement: "Flexible hours · anywhere · commission-only",
    summary:
      "Already trusted by business owners in your industry or region? Introduce them to us and earn commission on every subscription they sign.",
    responsibilities: [
      "Introduce businesses from your network and join their first consultation",
      "Stay the client's point of contact while our team scopes and delivers",
      "Work the hours you choose alongside your current work",
    ],
    lookingFor: [
      "A network of business owners or managers who take your calls",
      "A reputation you want to protect, so you only introduce good fits",
    ],
  },
];

export const successTraits = {
  title: "Who succeeds here",
  intro: "The best people on our team come from very different backgrounds. What they share:",
  traits: [
    {
      title: "They ask before they pitch",
      text: "A consultation is about the client's numbers, not our slides. Good discovery sells our work better than any demo.",
    },
    {
      title: "They are comfortable with numbers",
      text: "Hours saved, error rates, payback periods: you will build a simple business case in almost every deal.",
    },
    {
      title: "They learn the technology well enough",
      text: "You do not write code, but you can explain what a voice agent or a sensor network does and where it stops.",
    },
    {
      title: "They are honest about fit",
      text: "If AI is not the answer, they say so. Clients remember, and they refer others.",
    },
    {
      title: "They manage themselves",
      text: "Commission-based work rewards people who plan their week, keep their pipeline clean and follow up on time.",
    },
  ],
};

/**
 * How pay works. Change the rates here: the page, the worked example and the FAQ answers
 * that quote them all read these values.
 */
export const compensation = {
  title: "How compensation works",
  intro:
    "Every role is commission-based: you earn a share of the subscription revenue of the clients you sign. Because clients pay monthly, good deals keep paying you as long as the client stays.",
  /** Share of the first 12 months of subscription revenue of a client you sign. */
  firstYearRatePercent: 20,
  /** Share of the subscription revenue from month 13 on, for as long as the client stays. */
  residualRatePercent: 5,
  /** Independent partners who introduce a client and join the consultation. */
  partnerFirstYearRatePercent: 15,
  /** When commission is paid. */
  payoutSchedule: "monthly, after the client's payment for that month has been received",
  /** The example uses the starting price. */
  exampleMonthlyFee: 750,
  notes: [
    "Commission is earned on what the client actually pays; pilots count once they convert into a subscription.",
    "Pay stays the same whether a deal is hardware, software or hybrid.",
    "Your written agreement states the exact terms for your role and country before you start.",
  ],
};

export function compensationTiers() {
  const c = compensation;
  return [
    {
      label: "First year",
      value: `${c.firstYearRatePercent}%`,
      text: `of the subscription revenue of each client you sign, for their first 12 months.`,
    },
    {
      label: "From month 13",
      value: `${c.residualRatePercent}%`,
      text: "of the subscription revenue, for as long as the client stays with us.",
    },
    {
      label: "Independent partners",
      value: `${c.partnerFirstYearRatePercent}%`,
      text: "of the first 12 months of revenue of each client you introduce and help close.",
    },
  ];
}

/** Dollars, with cents only when there are any ($9,000, $37.50): never rounded. */
const usd = (value: number) =>
  `$${value.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** A worked example from the rates above: one client at the starting price. */
export function compensationExample() {
  const c = compensation;
  const yearOne = c.exampleMonthlyFee * 12;
  const firstYear = (yearOne * c.firstYearRatePercent) / 100;
  const residualMonthly = (c.exampleMonthlyFee * c.residualRatePercent) / 100;
  return {
    title: "A worked example",
    formula: `monthly fee × 12 × ${c.firstYearRatePercent}% in the first year, then monthly fee × ${c.residualRatePercent}% each month`,
    lines: [
      `One client on the starting subscription of ${usd(c.exampleMonthlyFee)}/month pays ${usd(yearOne)} in its first 12 months.`,
      `At ${c.firstYearRatePercent}%, your commission on that client is ${usd(firstYear)} over its first year.`,
      `From month 13, you earn ${usd(residualMonthly)} a month for as long as the client stays.`,
    ],
    caveat:
      "This illustrates the formula with the lowest subscription price; it is not a promise of earnings. What you earn depends on the clients you sign and how long they stay.",
  };
}

export const hiringSteps = {
  title: "How hiring works",
  intro: "Four steps, usually two to three weeks from application to decision. We reply to every applicant.",
  steps: [
    { title: "Apply", text: "Send the form below with your résumé. It takes about ten minutes." },
    {
      title: "Introductory call",
      text: "A 30-minute video call with our sales lead about your experience and what you want from the role.",
    },
    {
      title: "Role-play consultation",
      text: "You run a short discovery call with one of us playing a business owner. We send the brief two days before.",
    },
    {
      title: "Decision and onboarding",
      text: "We make a decision within a week of the role-play. Onboarding covers our solutions, pricing and delivery process.",
    },
  ],
};

export const careersFaq = {
  title: "Questions from applicants",
  items: [
    {
      question: "Is there a base salary?",
      answer:
        "No. Every role is commission-based, as described above, and the Independent Sales Partner role is commission-only with flexible hours. Your agreement states the terms for your role before you start.",
    },
    {
      question: "Do I need a technical background?",
      answer:
        "No. You need to understand what our solutions do and which problems they solve; onboarding teaches you that. Our engineers join calls where technical depth is needed.",
    },
    {
      question: "Where can I work from?",
      answer:
        "All roles are remote. The enterprise role involves occasional travel to client sites. Tell us your location in the application so we can check the contract terms for your country.",
    },
    {
      question: "Who generates the leads?",
      answer:
        "Both of us. Inbound consultations booked through our website are shared among account executives, and you are expected to build your own pipeline as well.",
    },
    {
      question: "How long does a typical sale take?",
      answer:
        "Small businesses often decide within a few weeks of their consultation. Enterprise programmes can take several months, usually starting with a pilot; projects then take 3-12 weeks to deliver.",
    },
    {
      question: "What happens to my application data?",
      answer:
        "We use it only to assess your application. Our hiring team sees it; you can ask us to delete it at any time by writing to us, and we delete applications we no longer need.",
    },
    {
      question: "Can I apply again?",
      answer: `Yes, ${DUPLICATE_WINDOW_DAYS} days after your previous application. We review every application, so there is no need to send the same one twice.`,
    },
  ],
};

/** Labels, hints and messages of the application form. */
export const applicationForm = {
  title: "Apply",
  intro: "All fields are required. We reply within five working days.",
  labels: {
    role: "Role",
    name: "Full name",
    email: "E-mail",
    phone: "Phone",
    location: "Location (city and country)",
    yearsExperience: "Years of sales experience",
    industries: "Industries you have sold into",
    profileUrl: "LinkedIn or portfolio URL",
    resume: "Résumé (PDF or DOCX, at most 5 MB)",
    motivation: "Why this role?",
    consent:
      "I agree that my application data is processed to assess my application and kept until a decision is made, then deleted on request.",
  },
  /** How an error message names each field: "<name> <message>". */
  errorNames: {
    role: "Role",
    name: "Full name",
    email: "E-mail",
    phone: "Phone",
    location: "Location",
    yearsExperience: "Years of experience",
    industries: "Industries",
    profileUrl: "The URL",
    resume: "The résumé",
    motivation: "Your answer",
    consent: "Consent",
  },
  hints: {
    industries: "For example: healthcare clinics, legal services, manufacturing.",
    profileUrl: "Your LinkedIn profile or portfolio, for example linkedin.com/in/your-name.",
    motivation: "What draws you to selling AI, and what would you bring?",
    yearsExperience: "Whole years; 0 is fine for the Sales Development Representative role.",
  },
  /** The live count under the answer; {count} and {min} are filled in. */
  motivationCount: { short: "{count} of at least {min} characters", enough: "{count} characters" },
  submit: "Send application",
  sending: "Sending…",
  errorSummary: "Please correct the highlighted fields.",
  genericError: "We could not send your application. Please try again in a moment.",
  success: {
    title: "Thank you, your application is in",
    text: "We have received your application and résumé. Our sales lead reviews every application and will reply by e-mail within five working days.",
    next: "While you wait, read about the solutions you would be selling.",
  },
};
