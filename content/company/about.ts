import { CATALOG_CLAIM, CONSULTATION_MINUTES, IMPLEMENTATION_WEEKS, STARTING_PRICE_PER_MONTH } from "#common/constants";
import type { ContentBlock } from "#content/guides/blocks";
import { site } from "#content/site";

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
