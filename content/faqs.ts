import { CATALOG_CLAIM, CONSULTATION_MINUTES, IMPLEMENTATION_WEEKS, STARTING_PRICE_PER_MONTH } from "#common/constants";

export interface Faq {
  /** Stable anchor, also used as the DOM id of the answer. */
  id: string;
  question: string;
  /** Plain text: shown on the page and repeated word for word in the FAQPage JSON-LD. */
  answer: string;
}

const weeks = `${IMPLEMENTATION_WEEKS.min}-${IMPLEMENTATION_WEEKS.max} weeks`;

/**
 * The landing page's six questions, in display order.
 * The /faq page imports these and adds its own after them.
 */
export const landingFaqs: readonly Faq[] = [
  {
    id: "pricing",
    question: "How much does a custom AI solution cost?",
    answer: `Subscriptions start at $${STARTING_PRICE_PER_MONTH}/month. The monthly fee covers the build, hosting, monitoring, updates and support, so there is no large up-front project invoice. The final price depends on the scope and on whether your solution needs on-site hardware, and you see it in writing before anything starts.`,
  },
  {
    id: "timeline",
    question: "How long does implementation take?",
    answer: `Most projects take ${weeks} from kick-off to launch. Every project begins with a pilot: we prove the solution on one real workflow with your own data, agree on the results with you, and only then roll it out across your business.`,
  },
  {
    id: "security",
    question: "How do you keep our data secure?",
    answer:
      "Your data is protected with encryption in transit and at rest, and with access controls that give each person only the access their role needs. Our solutions are built for GDPR and HIPAA compliance, and we document where your data is stored and who can reach it.",
  },
  {
    id: "consultation",
    question: "What happens in the free consultation?",
    answer: `The consultation is a free ${CONSULTATION_MINUTES}-minute video call with no commitment required. We look at how your business runs today, point out where AI would save the most time or money, and you leave with concrete recommendations, an ROI projection and an implementation roadmap, whether or not you work with us.`,
  },
  {
    id: "solutions",
    question: "What kinds of AI solutions can you build?",
    answer: `We build hardware, software and hybrid solutions, from voice assistants that answer every call to sensors that watch equipment around the clock. Our catalog holds ${CATALOG_CLAIM.ideas}+ solution ideas in ${CATALOG_CLAIM.industries}+ industry categories, and every one of them can be tailored to the way your team works.`,
  },
  {
    id: "team",
    question: "Do we need technical staff to use it?",
    answer:
      "No. We design, build, host and maintain the solution for you, and your team works with it through one unified dashboard that shows every solution, its results and its alerts in one place. Training for your staff is part of the launch, and support continues for as long as you subscribe.",
  },
];
