import {
  CATALOG_CLAIM,
  CONSULTATION_MINUTES,
  IMPLEMENTATION_WEEKS,
  STARTING_PRICE_PER_MONTH,
} from "../common/constants";

/** Copy of the landing page at / (spec §2 "Landing page"), section by section. */

export const loadingText = "Loading AI Solutions...";

export const consultationCta = "Schedule Free Consultation";

export interface Stat {
  value: string;
  label: string;
}

export const hero = {
  eyebrow: "Custom AI solutions for businesses of every size",
  headline: "AI that works the way your business does",
  lead: `We design, build and run custom AI hardware, software and hybrid systems for your business, on one monthly subscription from $${STARTING_PRICE_PER_MONTH}/month, with one unified dashboard for everything we build.`,
  resultsHeading: "Client results",
  results: [
    { value: "31%", label: "conversion boost" },
    { value: "86%", label: "win rate" },
    { value: "30+ hrs", label: "monthly savings" },
  ] satisfies Stat[],
  consultationNote: `Free, ${CONSULTATION_MINUTES} minutes, no commitment required`,
  quiz: {
    prompt: "Not sure where AI fits in your business?",
    label: "Take the 2-minute AI Opportunity Quiz",
    href: "/ai-opportunity-finder",
  },
} as const;

export const caseStudiesSection = {
  eyebrow: "Case studies",
  heading: "Real projects, measured results",
  lead: "Three recent projects, from outreach automation to sensors in the field to an around-the-clock trading bot.",
  labels: {
    client: "Client",
    challenge: "Challenge",
    solution: "Solution",
    timeframe: "Timeframe",
  },
  moreLabel: "Read the full case studies",
  moreHref: "/case-studies",
} as const;

export const servicesSection = {
  eyebrow: "Services",
  heading: "Custom-built or ready to go",
  lead: "Every solution is tailored to your business and runs on one monthly subscription with one unified dashboard.",
  offeringsHeading: "Custom solutions",
  prebuiltHeading: "Pre-built solutions",
  prebuiltLead: "Proven solutions we adapt to your business, so you start from a working system instead of a blank page.",
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
    { value: `${CATALOG_CLAIM.ideas}+`, label: "solution ideas" },
    { value: `${CATALOG_CLAIM.industries}+`, label: "industry categories" },
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
      description: "We train your team, launch, and keep monitoring, updating and improving the solution for as long as you subscribe.",
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

export const voiceDemoSection = {
  eyebrow: "Live demo",
  heading: "Talk to an AI voice assistant right now",
  lead: "Pick a scenario, allow your microphone and have a real conversation in your browser. No sign-up needed.",
  scenarios: [
    { title: "Virtual Receptionist", description: "Answers the phone, books appointments and takes messages." },
    { title: "Sales Assistant", description: "Qualifies leads and answers questions about pricing and solutions." },
    { title: "Customer Support", description: "Solves common problems and hands complex ones to your team." },
  ],
  launchLabel: "Start Voice Demo",
} as const;

export const faqSection = {
  eyebrow: "FAQ",
  heading: "Frequently asked questions",
  lead: "Straight answers about price, timeline, security and how we work.",
  consultationLabel: consultationCta,
  allFaqsLabel: "View All FAQs",
  allFaqsHref: "/faq",
  quickFactsHeading: "Quick facts",
  quickFacts: [
    { value: "86%", label: "average client win rate" },
    { value: `${IMPLEMENTATION_WEEKS.min}-${IMPLEMENTATION_WEEKS.max} weeks`, label: "implementation timeline" },
    { value: `$${STARTING_PRICE_PER_MONTH}/month`, label: "starting investment" },
  ] satisfies Stat[],
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
  buttonLabel: "Book Your Free Consultation",
  note: `${CONSULTATION_MINUTES} minutes • No commitment required`,
  otherWays: "Prefer to write or call?",
  emailLabel: "E-mail",
  phoneLabel: "Phone",
} as const;
