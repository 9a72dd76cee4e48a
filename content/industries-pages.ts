/** The three industry landing pages (/manufacturing-ai, /finance-ai, /retail-ai). The ideas come from the catalog. */
export interface IndustryPage {
  path: "/manufacturing-ai" | "/finance-ai" | "/retail-ai";
  /** The catalog industry whose ideas the page lists. */
  industry: string;
  eyebrow: string;
  heading: string;
  intro: string;
  /** Label of links to this page from elsewhere. */
  linkLabel: string;
  challenges: readonly { title: string; text: string }[];
  complianceIntro: string;
  compliance: readonly string[];
  ctaHeading: string;
}

export const industryPages: readonly IndustryPage[] = [
  {
    path: "/manufacturing-ai",
    industry: "manufacturing",
    eyebrow: "Industry · Manufacturing",
    heading: "AI for manufacturing",
    intro:
      "Cameras, sensors and software that work where your product is made: fewer defects reaching customers, fewer surprise breakdowns, and schedules that survive the day. Hardware sits on the line, the results sit in one dashboard.",
    linkLabel: "AI for manufacturing: the overview",
    challenges: [
      {
        title: "Quality that depends on who is inspecting",
        text: "Manual inspection varies by shift and fatigue, and a defect caught at the customer costs many times what it costs at the line.",
      },
      {
        title: "Downtime nobody saw coming",
        text: "Fixed-interval maintenance replaces healthy parts and misses the failing ones; one unplanned stop can wipe out a week's margin on a line.",
      },
      {
        title: "Plans rebuilt in spreadsheets",
        text: "Every rush order or missing delivery means a planner rebuilding the schedule by hand, with more changeovers and late orders as the result.",
      },
      {
        title: "Knowledge that retires with your best people",
        text: "Setup tricks and fault fixes live in the heads of a few senior operators, and new staff learn them slowly.",
      },
    ],
    complianceIntro:
      "Manufacturing systems touch safety, quality records and often your customers' requirements. We design for that from the pilot onwards:",
    compliance: [
      "Data from the shop floor is encrypted in transit and at rest, and access is controlled by role.",
      "Camera-based systems process video on site by default, and blur faces where people are in view.",
      "Inspection and sensor records are kept with timestamps, so they can support your quality-management documentation and customer audits.",
      "Edge devices keep working when the network drops, and nothing we install changes your machines' safety functions.",
    ],
    ctaHeading: "Find the first AI project for your plant",
  },
  {
    path: "/finance-ai",
    industry: "finance",
    eyebrow: "Industry · Financial services",
    heading: "AI for financial services",
    intro:
      "Automation for the paperwork-heavy, regulated work of lenders, banks, advisers and fintechs: faster decisions, sharper risk signals and client service that answers at once, with security and audit trails built in.",
    linkLabel: "AI for financial services: the overview",
    challenges: [
      {
        title: "Documents everywhere",
        text: "Applications, statements and onboarding files are read and re-keyed by hand, so good clients wait days and some go elsewhere.",
      },
      {
        title: "Alert fatigue",
        text: "Rule-based fraud and compliance checks produce more false positives than analysts can review, while new patterns slip past them.",
      },
      {
        title: "Closing the books takes too long",
        text: "Reconciliations and cash forecasts are rebuilt in spreadsheets every month, and surprises appear after the moment to act.",
      },
      {
        title: "Regulation keeps moving",
        text: "Keeping policies in line with new rules and guidance takes hours of reading for every change that matters.",
      },
    ],
    complianceIntro:
      "Financial data is among the most sensitive a business holds. Every financial-services project we build follows these rules:",
    compliance: [
      "Encryption of data in transit and at rest, and access controls so each person reaches only what their role needs.",
      "Personal data handled in line with GDPR, with data processing terms agreed before the pilot starts.",
      "Every automated decision is explainable and logged, and decisions with consequences for customers stay with a person.",
      "Your data is used only for your solution and is never used to train models for anyone else.",
    ],
    ctaHeading: "Talk to us about automation with compliance built in",
  },
  {
    path: "/retail-ai",
    industry: "retail",
    eyebrow: "Industry · Retail and e-commerce",
    heading: "AI for retail and e-commerce",
    intro:
      "Demand forecasts that follow the season, shelves and stock watched for you, product content written at catalogue scale, and customer service that answers every 'where is my order?' in seconds.",
    linkLabel: "AI for retail: the overview",
    challenges: [
      {
        title: "Stock in the wrong place",
        text: "Bestsellers run out on the busiest weekend while slow lines end up marked down, because orders follow habit rather than demand.",
      },
      {
        title: "Service queues at peak",
        text: "Most contacts are order status, returns and sizing questions, and answering them by hand delays the customers who need a person.",
      },
      {
        title: "Catalogue work that never ends",
        text: "New products wait days for copy and attributes, and incomplete data breaks filters, search and marketplace listings.",
      },
      {
        title: "Margin lost to guesswork",
        text: "Markdowns run on a calendar instead of on data, and shrink is discovered only at stock-take.",
      },
    ],
    complianceIntro: "Retail AI works with customer and payment data, so we design for privacy from the start:",
    compliance: [
      "Customer data is encrypted in transit and at rest, with access controls by role.",
      "Personalisation and marketing respect consent and opt-outs, in line with GDPR.",
      "In-store sensors count people anonymously, and camera analysis stores no images of shoppers unless an incident is confirmed.",
      "Payment card data stays with your payment provider; our systems do not need it.",
    ],
    ctaHeading: "See where AI pays off first in your stores",
  },
];

export function getIndustryPage(path: IndustryPage["path"]): IndustryPage {
  const page = industryPages.find((p) => p.path === path);
  if (!page) throw new Error(`No industry page for ${path}`);
  return page;
}

/** The industry page of a catalog industry, if it has one. */
export function industryPageOf(industrySlug: string): IndustryPage | undefined {
  return industryPages.find((p) => p.industry === industrySlug);
}
