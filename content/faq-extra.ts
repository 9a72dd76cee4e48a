import { CATALOG_CLAIM, CONSULTATION_MINUTES, IMPLEMENTATION_WEEKS, STARTING_PRICE_PER_MONTH } from "#common/constants";
import { type Faq, landingFaqs } from "./faqs";
import { site } from "./site";

const weeks = `${IMPLEMENTATION_WEEKS.min}-${IMPLEMENTATION_WEEKS.max} weeks`;
const price = `$${STARTING_PRICE_PER_MONTH}/month`;

export interface FaqTopic {
  id: string;
  title: string;
  /** Ids of the landing page's questions that belong here, shown first. */
  landing: readonly string[];
  /** The /faq page's own questions. */
  faqs: readonly Faq[];
}

/** /faq: the landing page's six questions plus these, grouped by topic. */
export const faqTopics: readonly FaqTopic[] = [
  {
    id: "getting-started",
    title: "Getting started",
    landing: ["consultation", "team"],
    faqs: [
      {
        id: "first-step",
        question: "What is the first step?",
        answer: `Book the free ${CONSULTATION_MINUTES}-minute consultation or send us a message through the contact page. We reply with concrete next steps, and there is no commitment at any point before you sign the subscription.`,
      },
      {
        id: "prepare-consultation",
        question: "How should I prepare for the consultation?",
        answer:
          "Think of the two or three tasks that cost your team the most time or lose you the most customers, and roughly how often they happen. Numbers help, but a clear description is enough to start.",
      },
      {
        id: "business-size",
        question: "Are you a fit for a small business?",
        answer: `Yes. Subscriptions start at ${price}, which puts a focused solution, such as a voice assistant that answers every call, within reach of owner-run businesses. Our guide to AI for small business explains where it pays off first.`,
      },
    ],
  },
  {
    id: "pricing",
    title: "Pricing and subscriptions",
    landing: ["pricing"],
    faqs: [
      {
        id: "whats-included",
        question: "What does the monthly subscription include?",
        answer:
          "It includes design and build, hosting, any hardware we install, monitoring, maintenance, updates, your unified dashboard and support. There is no separate project invoice for the build.",
      },
      {
        id: "price-factors",
        question: "What makes one solution cost more than another?",
        answer:
          "Mainly the scope (how many workflows, sites or channels), the volume it handles, the number of systems it connects to, and whether it needs on-site hardware. The AI cost calculator gives a first estimate, and the consultation gives you a written price.",
      },
      {
        id: "roi-estimate",
        question: "How do you estimate the return on investment?",
        answer:
          "From your own figures: the hours a task takes, what those hours cost, the leads or sales at stake and the solution's price. We show the result as a range and label it as an estimate, and the pilot then measures the real effect. The ROI calculator shows the formula.",
      },
      {
        id: "payback",
        question: "How soon does a solution pay for itself?",
        answer:
          "Across our six pre-built solutions, typical payback periods range from 1-2 months for the voice assistant to 6-8 months for business intelligence. Custom solutions are estimated individually in the consultation.",
      },
    ],
  },
  {
    id: "implementation",
    title: "Implementation",
    landing: ["timeline"],
    faqs: [
      {
        id: "pilot-what",
        question: "What happens in the pilot?",
        answer:
          "We build a working version of the solution for one workflow, team or site, run it on your real data and measure it against goals agreed in advance. At the end we decide together whether to roll out, adjust or stop.",
      },
      {
        id: "client-time",
        question: "How much of our team's time will implementation take?",
        answer: `A few hours for workshops, testing and training, spread over the ${weeks} of the project, plus a day-to-day contact who can answer questions. We do the building, integration and installation.`,
      },
      {
        id: "existing-tools",
        question: "Will it work with the software we already use?",
        answer:
          "Almost always. We connect to common CRMs, accounting, e-commerce, calendars, phone systems and industry software through their APIs or exports, and tell you in the consultation if anything needs to change.",
      },
    ],
  },
  {
    id: "security",
    title: "Security and privacy",
    landing: ["security"],
    faqs: [
      {
        id: "data-training",
        question: "Will our data be used to train AI for other companies?",
        answer: "No. Your data is used only to run your own solution.",
      },
      {
        id: "health-data",
        question: "Can you work with health data?",
        answer:
          "Yes. Solutions that handle protected health information are built for HIPAA compliance, with encryption, role-based access and audit logs of who accessed what.",
      },
      {
        id: "website-tracking",
        question: "What does this website collect about me?",
        answer:
          "A first-party visitor record and the pages and buttons you use, never your raw IP address, and nothing at all if your browser sends Global Privacy Control or Do Not Track. The privacy policy lists every field and how to ask for erasure.",
      },
    ],
  },
  {
    id: "solutions",
    title: "Solutions and technology",
    landing: ["solutions"],
    faqs: [
      {
        id: "hardware-software-hybrid",
        question: "What is the difference between hardware, software and hybrid solutions?",
        answer:
          "Hardware solutions put sensors, cameras or edge computers where the work happens. Software solutions work inside your processes and tools. Hybrid solutions combine both, for example sensors on site feeding cloud software that alerts your team.",
      },
      {
        id: "unified-dashboard",
        question: "What is the unified dashboard?",
        answer:
          "The unified dashboard is one place where you see every solution you subscribe to: what it did, the figures it moved, usage and alerts, with access for each member of your team according to their role.",
      },
      {
        id: "catalog-idea",
        question: "Can you build something that is not in the catalog?",
        answer: `Yes. The ${CATALOG_CLAIM.ideas}+ ideas in the catalog are starting points, not a limit. If a task is repetitive and costs you time or customers, we can usually build a solution for it.`,
      },
      {
        id: "voice-demo",
        question: "Can I try a solution before talking to anyone?",
        answer:
          "Yes. The live demos let you talk to our voice assistant in your browser, take the 2-minute AI Opportunity Quiz, and work out your ROI and cost with the calculators.",
      },
    ],
  },
  {
    id: "working-with-us",
    title: "Support, partners and careers",
    landing: [],
    faqs: [
      {
        id: "support",
        question: "What support do we get after launch?",
        answer: `Monitoring, maintenance, updates and support by e-mail and phone are included for as long as you subscribe, along with regular reviews of results. You can reach us at ${site.email}.`,
      },
      {
        id: "affiliate",
        question: "Do you have an affiliate or referral programme?",
        answer:
          "Yes. Affiliates share a personal referral link and earn a commission on deals that close. You can apply on the affiliate programme page.",
      },
      {
        id: "careers",
        question: "Are you hiring?",
        answer: "We are hiring for sales roles. The sales careers page describes the roles and how to apply.",
      },
    ],
  },
];

/** Every question of the /faq page, in display order. */
export function allFaqs(): Faq[] {
  return faqTopics.flatMap((topic) => [
    ...topic.landing.map((id) => {
      const faq = landingFaqs.find((f) => f.id === id);
      if (!faq) throw new Error(`Unknown landing FAQ "${id}"`);
      return faq;
    }),
    ...topic.faqs,
  ]);
}
