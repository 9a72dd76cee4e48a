import { CONSULTATION_MINUTES, IMPLEMENTATION_WEEKS, STARTING_PRICE_PER_MONTH } from "#common/constants";
import type { ContentBlock } from "./blocks";

const weeks = `${IMPLEMENTATION_WEEKS.min}-${IMPLEMENTATION_WEEKS.max} weeks`;
const price = `$${STARTING_PRICE_PER_MONTH}/month`;

/** /ai-for-small-business: what the offer means for a small business. */
export const smallBusiness = {
  eyebrow: "AI for small business",
  heading: `Enterprise-grade AI for small teams, from ${price}`,
  lead: `You do not need an IT department or a data scientist to put AI to work. We build, run and support the solution for a monthly subscription from ${price}, starting with a pilot on one workflow that matters to you.`,
  included: {
    heading: `What ${price} includes`,
    lead: "One monthly subscription, no upfront licence and no separate support contract:",
    items: [
      "A solution tailored to your workflow, not a generic app",
      "Set-up and integration with the tools you already use",
      "Hosting, monitoring, maintenance and updates",
      "The unified dashboard, for this solution and any you add later",
      "Support by e-mail and phone, and regular reviews of the results",
    ],
    note: "The exact price depends on scope and volumes and is agreed in writing before any work starts.",
  },
  firstWins: {
    heading: "Where AI pays off first in a small business",
    lead: "Small teams feel lost time most in the same few places. These pre-built solutions are the usual starting points:",
    items: [
      {
        path: "/ai-voice",
        title: "Never miss a call",
        text: "The AI Voice Assistant answers every call, books appointments and qualifies enquiries while you are on a job or with a client.",
      },
      {
        path: "/ai-marketing",
        title: "Marketing that keeps going when you are busy",
        text: "AI Marketing Automation segments your audience, drafts on-brand messages and shifts budget toward what converts, so marketing does not stop in your busy season.",
      },
      {
        path: "/ai-seo",
        title: "Get found locally",
        text: "AI SEO turns search research into content briefs and technical fixes, so the customers searching for what you offer find you.",
      },
      {
        path: "/ai-business-intelligence",
        title: "Know your numbers without spreadsheets",
        text: "AI Business Intelligence joins your data sources in one place and answers plain-English questions about them.",
      },
    ],
  },
  ideas: {
    heading: "Ideas that fit small teams",
    lead: "From our catalog of solution ideas, a few that small businesses often start with:",
    items: [
      { slug: "trades-call-answering", title: "After-Hours Call Answering for Trades" },
      { slug: "photo-quote-estimator", title: "Photo-Based Quote Estimator" },
      { slug: "review-and-referral-engine", title: "Review and Referral Requests" },
      { slug: "accounting-bookkeeping-automation", title: "Bookkeeping Automation for Accounting Firms" },
      { slug: "proposal-writer", title: "Proposal and RFP Response Writer" },
      { slug: "meeting-notes-actions", title: "Client Meeting Notes and Actions" },
    ],
  },
  blocks: [
    {
      id: "start-small",
      heading: "Start small, prove it, then grow",
      paragraphs: [
        `Every project starts with a pilot on one workflow, with your own data, and measures the result against goals agreed before it starts. Most projects run ${weeks} from kick-off to launch. If the pilot does not deliver, we adjust it or stop, and you have spent weeks, not a year.`,
      ],
    },
    {
      id: "what-you-need",
      heading: "What you need to bring",
      paragraphs: ["Less than you might expect. We do the building and the running; from you we need:"],
      bullets: [
        "One person who knows the workflow and can make decisions",
        "Access to the tools the solution connects to, such as your calendar, CRM or accounting software",
        "A sample of real work for the pilot: call recordings, quotes, invoices or e-mails",
        "A few hours of your team's time for testing and training",
      ],
    },
    {
      id: "data-and-security",
      heading: "Your data stays protected",
      paragraphs: [
        "Small businesses hold sensitive data too. Every solution uses encryption and access controls, and we design for GDPR and HIPAA where they apply, so a clinic, a law office or an accountant can use AI without taking shortcuts on compliance.",
      ],
    },
    {
      id: "first-step",
      heading: "The first step is free",
      paragraphs: [
        `In a free ${CONSULTATION_MINUTES}-minute consultation we look at how your business runs and tell you where AI would pay off first, what it would cost and how long it would take. No commitment required.`,
      ],
    },
  ] satisfies ContentBlock[],
} as const;
