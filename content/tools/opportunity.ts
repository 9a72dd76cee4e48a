import type {
  Budget,
  Channel,
  CompanySize,
  DataSource,
  FitReason,
  MatchLevel,
  OpportunityQuestionId,
  Timeline,
  TimeSink,
} from "#common/tools/quiz/opportunity";
import { MATCH_THRESHOLDS, MAX_RESULTS } from "#common/tools/quiz/opportunity";
import { consultationCta } from "#content/calls-to-action";
import { industries } from "#content/solutions/industries";

/** Copy of the 2-minute AI Opportunity Quiz. Scoring rules: common/tools/quiz/opportunity.ts. */

interface QuizOption<T extends string = string> {
  value: T;
  label: string;
  hint?: string;
}

interface QuizQuestion {
  id: OpportunityQuestionId;
  /** Short name for the progress list and funnel stages. */
  short: string;
  title: string;
  help: string;
  multiple: boolean;
  options: QuizOption[];
}

export const opportunityIntro = {
  eyebrow: "2-minute AI Opportunity Quiz",
  title: "Find where AI pays off first in your business",
  lead: "Seven quick questions about your industry, your team and where the hours go. You get the 3 to 5 ideas from our catalog of 100+ solutions that fit you best, with the reasons, and nothing to sign up for.",
  howItWorks:
    "Each catalog idea earns points for matching your answers: 40 for your industry, 24 for each area where you lose time that the idea takes on, 6 for each of your customer channels it works on and each of your data sources it uses (we list, idea by idea, which areas, channels and data each one serves), and a few points up or down for how well a hardware, software or hybrid solution suits your budget and timeline. The fit score is an idea's points as a share of the most any idea could earn with your answers.",
  /** The method in two plain sentences; the full scoring (howItWorks) sits behind "Show the full formula". */
  methodSummary: [
    "Every idea in our catalog earns points for matching your industry, the areas where your team loses time, your customer channels and the data you have.",
    "Budget and timeline nudge hardware, software and hybrid ideas up or down, and the ideas closest to the best one are shown, labelled by how close they come.",
  ] as const,
  /** The labels' rule, under the full scoring. */
  labelsRule: `The top idea is the best match; an idea with at least ${Math.round(MATCH_THRESHOLDS.strong * 100)}% of its points is a strong match, with at least ${Math.round(MATCH_THRESHOLDS.good * 100)}% a good match, and ideas below that are not shown. At most ${MAX_RESULTS} ideas are listed.`,
  startLabel: "Start the quiz",
  resumeNote: "Your answers are kept in this browser, so you can reload or come back later and carry on.",
  checksNotLoaded: "We could not load the quiz's checks. Check your connection and try again.",
};

const sizeOptions: QuizOption<CompanySize>[] = [
  { value: "solo", label: "Just me", hint: "Owner-operator" },
  { value: "small", label: "2-10 people" },
  { value: "medium", label: "11-50 people" },
  { value: "large", label: "51-250 people" },
  { value: "enterprise", label: "More than 250 people" },
];

export const timeSinkLabels: Record<TimeSink, { label: string; hint: string }> = {
  calls: { label: "Answering phone calls", hint: "Missed calls, voicemail, after-hours enquiries" },
  scheduling: { label: "Booking and scheduling", hint: "Appointments, reminders, no-shows, rotas" },
  leads: { label: "Following up leads and quotes", hint: "Enquiries that go cold before anyone replies" },
  documents: { label: "Paperwork and documents", hint: "Forms, contracts, invoices, claims" },
  reporting: { label: "Reports and data entry", hint: "Spreadsheets, copying figures, forecasts" },
  content: { label: "Marketing content", hint: "Campaigns, social posts, listings, SEO" },
  support: { label: "Answering customer questions", hint: "The same questions by e-mail, chat and phone" },
  monitoring: { label: "Watching sites, equipment or stock", hint: "Cameras, sensors, inspections, inventory" },
};

const channelLabels: Record<Channel, string> = {
  phone: "Phone and text messages",
  email: "E-mail",
  web: "Website, chat or online shop",
  social: "Social media and reviews",
  "in-person": "In person: store, front desk, branch",
  field: "On site: visits, deliveries, field work",
};

const dataLabels: Record<DataSource, { label: string; hint?: string }> = {
  crm: { label: "A CRM or customer list", hint: "Contacts, deals, history" },
  spreadsheets: { label: "Spreadsheets and reports" },
  documents: { label: "Documents and forms", hint: "PDFs, contracts, scanned paperwork" },
  sensors: { label: "Cameras or sensors" },
  transactions: { label: "Sales, orders or transactions", hint: "A till, an online shop, an accounting system" },
  none: { label: "Not much yet", hint: "That is fine: several solutions start from nothing" },
};

export const budgetLabels: Record<Budget, { label: string; hint?: string }> = {
  starter: { label: "$750-$1,500 a month", hint: "Subscriptions start at $750/month" },
  growth: { label: "$1,500-$3,000 a month" },
  scale: { label: "$3,000-$6,000 a month" },
  enterprise: { label: "More than $6,000 a month" },
  unsure: { label: "Not sure yet", hint: "We will work it out together" },
};

const timelineLabels: Record<Timeline, { label: string; hint?: string }> = {
  now: { label: "As soon as possible", hint: "Within the next month" },
  quarter: { label: "This quarter" },
  "half-year": { label: "Within six months" },
  exploring: { label: "Just exploring" },
};

const entries = <T extends string>(record: Record<T, { label: string; hint?: string } | string>): QuizOption<T>[] =>
  (Object.entries(record) as [T, { label: string; hint?: string } | string][]).map(([value, copy]) =>
    typeof copy === "string" ? { value, label: copy } : { value, label: copy.label, hint: copy.hint },
  );

const OTHER_INDUSTRY_LABEL = "Another industry";

export const opportunityQuestions: QuizQuestion[] = [
  {
    id: "industry",
    short: "Industry",
    title: "Which industry are you in?",
    help: "We rank ideas built for your industry higher.",
    multiple: false,
    options: [
      ...industries.map((i) => ({ value: i.slug, label: i.name })),
      { value: "other", label: OTHER_INDUSTRY_LABEL },
    ],
  },
  {
    id: "size",
    short: "Company size",
    title: "How many people work in your business?",
    help: "Size changes which solutions pay back fastest.",
    multiple: false,
    options: sizeOptions,
  },
  {
    id: "timeSinks",
    short: "Where time is lost",
    title: "Where does your team lose the most time?",
    help: "Choose up to 3.",
    multiple: true,
    options: entries(timeSinkLabels),
  },
  {
    id: "channels",
    short: "Customer channels",
    title: "How do customers reach you?",
    help: "Choose every channel that matters.",
    multiple: true,
    options: entries(channelLabels),
  },
  {
    id: "data",
    short: "Data available",
    title: "What data do you already have?",
    help: "Choose all that apply. AI works best on data you already collect.",
    multiple: true,
    options: entries(dataLabels),
  },
  {
    id: "budget",
    short: "Budget",
    title: "What monthly budget could you put towards AI?",
    help: "A rough range is enough; it only steers hardware versus software.",
    multiple: false,
    options: entries(budgetLabels),
  },
  {
    id: "timeline",
    short: "Timeline",
    title: "When would you like a first solution running?",
    help: "Projects take 3-12 weeks and begin with a pilot.",
    multiple: false,
    options: entries(timelineLabels),
  },
];

const typeNames = { software: "software", hybrid: "hybrid", hardware: "hardware" } as const;

/** One sentence per reason an idea fits, shown under the idea in the result. */
export function describeFitReason(reason: FitReason): string {
  switch (reason.kind) {
    case "industry":
      return `Built for ${industries.find((i) => i.slug === reason.industry)?.name ?? "your industry"}.`;
    case "timeSink":
      return `Tackles ${timeSinkLabels[reason.id].label.toLowerCase()}, where you said time is lost.`;
    case "serves":
      // Semicolons: the labels hold "and" and commas of their own.
      return `What it takes on: ${reason.ids.map((id) => timeSinkLabels[id].label.toLowerCase()).join("; ")}.`;
    case "channel":
      return `Works on a channel your customers use: ${channelLabels[reason.id].toLowerCase()}.`;
    case "data":
      return `Uses data you already have: ${dataLabels[reason.id].label.toLowerCase()}.`;
    case "budget":
      return reason.type === "software"
        ? "Pure software, so it fits your budget with no equipment to buy."
        : `A ${typeNames[reason.type]} solution your budget leaves room for.`;
    case "timeline":
      return "Software only, so it can be live fastest, as your timeline needs.";
  }
}

export const opportunityResultCopy = {
  title: "Your best AI opportunities",
  lead: "Ranked from our catalog by how well each idea fits your answers. Every one is a starting point for the free consultation, where we check it against your real numbers.",
  /** How close an idea comes to the best one (weak matches are not shown). */
  matchLabels: { best: "Best match", strong: "Strong match", good: "Good match" } as Record<MatchLevel, string>,
  viewIdea: "See how it works",
  restart: "Start again",
  ctaTitle: "Turn the top idea into a plan",
  ctaText:
    "In a free 30-minute consultation we look at your answers, estimate the savings with your own figures and sketch a pilot. Subscriptions start at $750/month; projects take 3-12 weeks.",
  ctaButton: consultationCta,
  emailTitle: "Keep this result",
  emailText:
    "Leave your e-mail and we record this result with your answers, so the consultation can start from it. We use it only to follow up on this quiz.",
  emailLabel: "Work e-mail",
  emailButton: "Save my result",
  emailSaved: "Saved. We will follow up about these ideas by e-mail.",
  emailError: "Your result could not be saved just now. Please try again in a moment.",
  catalogError:
    "The ideas could not be loaded just now. Check your connection and reload the page: your answers are kept.",
};

export const QUIZ_FUNNEL = "ai_opportunity_quiz";
