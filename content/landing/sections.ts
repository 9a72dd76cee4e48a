import {
  CATALOG_CLAIM,
  CATALOG_SIZE,
  CONSULTATION_MINUTES,
  IMPLEMENTATION_WEEKS,
  STARTING_PRICE_PER_MONTH,
} from "#common/constants";
import { contactSectionConsultationCta } from "#content/calls-to-action";
import type { Stat } from "#content/landing";

/**
 * Copy of the landing sections that have nothing interactive in them (services, catalog teaser,
 * process, contact). A module of its own: the landing page keeps their prerendered markup when it
 * hydrates, so their copy loads only on a client-side navigation to the page (see
 * app/features/landing/static-section.tsx). The rest of the landing copy is in ./landing.ts.
 */

export const servicesSection = {
  eyebrow: "Services",
  heading: "Custom-built or ready to go",
  lead: "Every solution is tailored to your business and runs on one monthly subscription with one unified dashboard.",
  offeringsHeading: "Custom solutions",
  prebuiltHeading: "Pre-built solutions",
  prebuiltLead:
    "Proven solutions we adapt to your business, so you start from a working system instead of a blank page.",
  cardLabels: {
    problemSolved: "Problem solved",
    targetBusinesses: "Built for",
    costSavings: "Cost savings",
    timeGains: "Performance gains",
    paybackPeriod: "Payback period",
    features: "Features",
  },
  cardLinkLabel: "Explore",
} as const;

export const catalogTeaser = {
  heading: "Looking for something more specific?",
  lead: "Browse our catalog of AI solution ideas, filter it by industry and by hardware, software or hybrid, and see how each one works.",
  stats: [
    { value: `${CATALOG_CLAIM.ideas}+`, label: "solution ideas", detail: `${CATALOG_SIZE.ideas} in the catalog today` },
    {
      value: `${CATALOG_CLAIM.industries}+`,
      label: "industry categories",
      detail: `${CATALOG_SIZE.industries} covered today`,
    },
  ] satisfies Stat[],
  ctaLabel: "Browse the Solutions Catalog",
  ctaHref: "/solutions",
} as const;

export const processSection = {
  eyebrow: "How it works",
  heading: "From first call to running system in three steps",
  steps: [
    {
      title: "Free Consultation",
      description: `A free ${CONSULTATION_MINUTES}-minute call about how your business runs today. You leave with concrete recommendations and an ROI projection.`,
    },
    {
      title: "Custom Development",
      description: `We start with a pilot on one real workflow, then build out the full solution in ${IMPLEMENTATION_WEEKS.min}-${IMPLEMENTATION_WEEKS.max} weeks.`,
    },
    {
      title: "Launch & Support",
      description:
        "We train your team, launch, and keep monitoring, updating and improving the solution for as long as you subscribe.",
    },
  ],
  whyHeading: "Why businesses choose us",
  why: [
    `Subscriptions from $${STARTING_PRICE_PER_MONTH}/month instead of a large up-front project fee`,
    "Hardware, software and hybrid solutions from one team",
    "One unified dashboard for every solution we build",
    `A pilot first, then launch in ${IMPLEMENTATION_WEEKS.min}-${IMPLEMENTATION_WEEKS.max} weeks`,
    "Encryption, access controls, GDPR and HIPAA compliance",
    "Ongoing support, monitoring and improvements included",
  ],
} as const;

export const contactSection = {
  id: "contact",
  eyebrow: "Get started",
  heading: "Book your free AI consultation",
  lead: "Tell us how your business runs and we will show you where AI pays off first. Here is what you get:",
  benefits: [
    "Free business analysis",
    "Custom AI recommendations",
    "Unified dashboard access",
    "ROI projections",
    "Implementation roadmap",
  ],
  buttonLabel: contactSectionConsultationCta,
  note: `${CONSULTATION_MINUTES} minutes • No commitment required`,
  otherWays: "Prefer to write or call?",
  emailLabel: "E-mail",
  phoneLabel: "Phone",
} as const;

/** The picture of the unified dashboard in the hero; its figures are sample data and say so. */
export const heroDashboard = {
  label: "The unified dashboard, with sample data: every solution's results, trends and latest activity on one screen",
  address: "dashboard.meridian-ai.example",
  appName: "Dashboard",
  sidebar: ["Overview", "Voice", "Security", "Reports", "Settings"],
  title: "Overview · last 30 days",
  sample: "Sample data",
  kpis: [
    { label: "Calls answered", value: "1,284", change: "12%" },
    { label: "Leads qualified", value: "312", change: "8%" },
    { label: "Hours saved", value: "146", change: "21%" },
  ],
  chartLabel: "Tasks handled by AI, per week",
  feed: [
    { solution: "Voice assistant", status: "3 appointments booked" },
    { solution: "Security monitoring", status: "No open incidents" },
    { solution: "Business intelligence", status: "Weekly report ready" },
  ],
} as const;
