import { CONSULTATION_MINUTES, IMPLEMENTATION_WEEKS, STARTING_PRICE_PER_MONTH } from "#common/constants";
import { consultationCta } from "#content/calls-to-action";

/** Copy of the landing page at /, section by section; the sections without interactive parts are in ./sections.ts. */

export const loadingText = "Loading AI Solutions...";

export interface Stat {
  value: string;
  label: string;
  /** A line of precision under the figure, e.g. the exact count behind a rounded claim. */
  detail?: string;
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
  storyLabel: "The challenge and what we built",
  moreLabel: "Read the full case studies",
  moreHref: "/case-studies",
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
