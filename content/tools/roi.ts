import type { RoiInput, RoiSolutionId } from "#common/tools/calculators/roi";
import { consultationCta } from "#content/calls-to-action";
import { prebuiltSolutions } from "#content/solutions/prebuilt-solutions";

/** Copy, defaults and assumptions of the ROI calculator at /roi-overview. Formulas: common/tools/calculators/roi.ts. */

export const roiIntro = {
  eyebrow: "ROI calculator",
  title: "What would AI be worth to your business?",
  lead: "Enter a few figures about your team and your sales. The calculator shows the time and money a solution could save, the revenue it could add, your net monthly benefit after the subscription, the payback period and the first 12 months, with every formula and assumption on the page.",
};

/** The six pre-built solutions, by their card's slug. */
export const roiSolutions = prebuiltSolutions.map((s) => ({
  id: s.slug as RoiSolutionId,
  title: s.title,
  link: s.link,
  payback: s.roi.paybackPeriod,
}));

/**
 * Starting values. Team and sales figures are examples to overwrite; the 31% conversion
 * boost is the provider's reported client result and the $750/month the starting price.
 */
export const roiDefaults: RoiInput = {
  solution: "voice",
  teamSize: 3,
  hoursPerWeek: 10,
  hourlyCost: 35,
  monthlyLeads: 100,
  conversionRate: 10,
  customerValue: 500,
  automationShare: 25,
  conversionUplift: 31,
  monthlySubscription: 750,
  implementationWeeks: 6,
};

interface RoiFieldCopy {
  label: string;
  help: string;
  /** Shown before or after the number. */
  prefix?: string;
  suffix?: string;
  step: number;
}

export const roiFieldCopy: Record<Exclude<keyof RoiInput, "solution">, RoiFieldCopy> = {
  teamSize: {
    label: "People doing repetitive work",
    help: "Everyone who spends part of the week on the tasks this solution would take over.",
    step: 1,
  },
  hoursPerWeek: {
    label: "Hours per person per week on repetitive work",
    help: "Calls, data entry, scheduling, document checks, reporting.",
    suffix: "h",
    step: 0.5,
  },
  hourlyCost: {
    label: "Loaded hourly cost",
    help: "Wage plus taxes, benefits and overheads, per hour.",
    prefix: "$",
    step: 1,
  },
  monthlyLeads: {
    label: "Leads per month",
    help: "Enquiries, calls or sign-ups that could become customers.",
    step: 1,
  },
  conversionRate: {
    label: "Conversion rate today",
    help: "The share of leads that become customers.",
    suffix: "%",
    step: 0.1,
  },
  customerValue: {
    label: "Value of one new customer",
    help: "Use the gross profit of a typical first order or contract, not the revenue, for a conservative answer.",
    prefix: "$",
    step: 1,
  },
  automationShare: {
    label: "Share of the repetitive work the solution takes over",
    help: "Estimate, change it: our planning assumption, not a promise. Clients report 30+ hours saved monthly.",
    suffix: "%",
    step: 1,
  },
  conversionUplift: {
    label: "Conversion boost",
    help: "Default: the 31% conversion boost our clients report. Lower it to test a cautious case.",
    suffix: "%",
    step: 1,
  },
  monthlySubscription: {
    label: "Monthly subscription",
    help: "Subscriptions start at $750/month; use your quote if you have one.",
    prefix: "$",
    step: 50,
  },
  implementationWeeks: {
    label: "Weeks until the solution is live",
    help: "Projects take 3-12 weeks and begin with a pilot.",
    suffix: "weeks",
    step: 1,
  },
};

export const roiGroups = [
  { title: "Your team", fields: ["teamSize", "hoursPerWeek", "hourlyCost"] },
  { title: "Your sales", fields: ["monthlyLeads", "conversionRate", "customerValue"] },
  {
    title: "Assumptions you can change",
    fields: ["automationShare", "conversionUplift", "monthlySubscription", "implementationWeeks"],
  },
] as const;

export const roiLeverCopy = {
  time: "saves working time",
  conversion: "converts more leads",
  timeOff: "Not counted: this solution is not mainly about saving working time.",
  conversionOff: "Not counted: this solution is not mainly about converting more leads.",
};

export const roiFormulas = [
  { name: "Repetitive hours a month", formula: "people × hours per week × 52 ÷ 12" },
  { name: "Hours saved a month", formula: "repetitive hours × share taken over" },
  { name: "Cost saved a month", formula: "hours saved × loaded hourly cost" },
  { name: "Added customers a month", formula: "leads × conversion rate × conversion boost" },
  { name: "Added revenue a month", formula: "added customers × value of one new customer" },
  { name: "Net monthly benefit", formula: "cost saved + added revenue − subscription" },
  {
    name: "Payback",
    formula: "benefit × months to go live ÷ (benefit − subscription), where benefit = cost saved + added revenue",
  },
  { name: "12-month total", formula: "sum over months 1-12 of (benefit × share of the month live − subscription)" },
];

/** The method in two plain sentences; the formulas and assumptions sit behind "Show the full formula". */
export const roiMethodSummary = [
  "We value the hours the solution takes over at your hourly cost and add the revenue from the extra customers it converts.",
  "Then we subtract the monthly subscription and count from the day it goes live, which gives your net benefit, payback and first-year total.",
] as const;

export const roiAssumptions = [
  "The subscription is paid from the first week; benefits start once the solution is live.",
  "Benefits start in full on go-live, with no gradual ramp-up, and stay level for the 12 months.",
  "Only the benefits the chosen solution mainly produces are counted; the others show as not counted.",
  "Hours saved are valued at your loaded hourly cost, whether the time is redeployed or saved outright.",
  "There are no setup fees: the subscription covers build, hosting and support.",
  "These are estimates from your inputs, not a quote or a guarantee; payback across our six pre-built solutions is typically 1-2 months to 6-8 months.",
];

export const roiResultCopy = {
  title: "Your estimate",
  chartTitle: "Running total over the first 12 months",
  chartDescription: "Cumulative net benefit after the subscription, month by month.",
  noPayback: "Not within these figures: the benefit does not cover the subscription.",
  /** Shown over the dimmed last estimate while a field is invalid; {fields} names them. */
  stale: "Showing your last valid estimate. Fix {fields} to update it.",
  summaryLabel: "Net benefit",
  summaryPayback: "payback",
  summaryLink: "See the estimate",
  ctaTitle: "Check these figures with a specialist",
  ctaText:
    "In a free 30-minute consultation we test these assumptions against your real data and tell you which solution would pay back first.",
  ctaButton: consultationCta,
};
