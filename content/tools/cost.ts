import { formatCurrency } from "#common/format/number";
import type {
  CompanySizeId,
  CostInput,
  CostLine,
  CostSolutionId,
  SupportLevelId,
} from "#common/tools/calculators/cost";
import { costRates } from "#common/tools/calculators/cost";
import { consultationCta } from "#content/calls-to-action";
import { prebuiltSolutions } from "#content/solutions/prebuilt-solutions";

/** Copy and defaults of the AI cost calculator at /ai-cost-calculator. Rates: common/tools/calculators/cost.ts. */

export const costIntro = {
  eyebrow: "AI cost calculator",
  title: "Estimate your monthly subscription",
  lead: "Choose the solutions you want and tell us a little about your business. You get an estimated monthly range, starting at $750/month, with its breakdown and the implementation timeline within 3-12 weeks.",
};

export const costSolutionOptions: { id: CostSolutionId; label: string; hint: string }[] = [
  ...prebuiltSolutions.map((s) => ({ id: s.slug as CostSolutionId, label: s.title, hint: s.description })),
  {
    id: "custom",
    label: "A custom solution",
    hint: "Something from our catalog of 100+ ideas, or built around your own process.",
  },
];

export const companySizeLabels: Record<CompanySizeId, string> = {
  "1-10": "1-10 people",
  "11-50": "11-50 people",
  "51-200": "51-200 people",
  "201-1000": "201-1,000 people",
  "1000+": "More than 1,000 people",
};

export const supportLevelCopy: Record<SupportLevelId, { label: string; hint: string }> = {
  standard: { label: "Standard", hint: "Business-hours support by e-mail and a monthly review. Included." },
  priority: { label: "Priority", hint: "Same-day responses, phone support and a fortnightly review." },
  dedicated: { label: "Dedicated", hint: "A named engineer, around-the-clock incident cover and weekly reviews." },
};

export const costDefaults: CostInput = {
  solutions: ["voice"],
  companySize: "1-10",
  integrations: 2,
  onPremise: false,
  sites: 1,
  support: "standard",
};

export const costFieldCopy = {
  solutions: { legend: "Which solutions do you want?", help: "Choose one or more." },
  companySize: { label: "Company size" },
  integrations: {
    label: "Systems to connect",
    help: `CRM, phone system, calendar, accounting, online shop… The first ${costRates.includedIntegrations} are included.`,
  },
  onPremise: { label: "On-premise hardware", help: "Cameras, sensors or an edge computer installed at your premises." },
  sites: { label: "Sites with hardware" },
  support: { legend: "Support level" },
};

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** How each line of the breakdown is named. */
export function costLineLabel(line: CostLine): string {
  switch (line.key) {
    case "first-solution":
      return "First solution (the starting price)";
    case "additional-solutions":
      return `${line.quantity} more ${line.quantity === 1 ? "solution" : "solutions"} × ${formatCurrency(costRates.additionalSolution)}`;
    case "company-size":
      return "Company size (more users and volume)";
    case "integrations":
      return `${line.quantity} more ${line.quantity === 1 ? "system" : "systems"} to connect × ${formatCurrency(costRates.perExtraIntegration)}`;
    case "hardware":
      return `On-premise hardware, ${line.quantity} ${line.quantity === 1 ? "site" : "sites"} × ${formatCurrency(costRates.hardwarePerSite)}`;
    case "support":
      return "Support level";
  }
}

const sizeFactors = Object.entries(costRates.sizeFactor)
  .map(([size, factor]) => `${companySizeLabels[size as CompanySizeId]} ×${factor}`)
  .join(", ");

/** The method in two plain sentences; the rates sit behind "Show the full formula". */
export const costMethodSummary = [
  `The first solution costs ${formatCurrency(costRates.firstSolution)} a month and each further one less, scaled for the size of your company.`,
  "Extra connected systems, on-site hardware and a higher support level add to that, and the timeline grows with what is built.",
] as const;

export const costAssumptions = [
  `The first solution costs the starting price of ${formatCurrency(costRates.firstSolution)}/month; each further solution adds ${formatCurrency(costRates.additionalSolution)}, because it shares the dashboard, hosting and data connections.`,
  `The solutions subtotal is scaled by company size for the extra users and volume: ${sizeFactors}.`,
  `${costRates.includedIntegrations} connected systems are included; each further one adds ${formatCurrency(costRates.perExtraIntegration)}/month.`,
  `On-premise hardware is leased, installed and maintained for ${formatCurrency(costRates.hardwarePerSite)}/month per site.`,
  `Priority support adds ${percent(costRates.supportShare.priority)} and dedicated support ${percent(costRates.supportShare.dedicated)} of the rest.`,
  `The range runs from that total, rounded to $${costRates.roundingStep}, to ${percent(costRates.rangeSpread - 1)} above it: volumes, data quality and scope are settled in the consultation.`,
  `Timeline: ${costRates.weeks.base} weeks for one software solution, plus ${costRates.weeks.perAdditionalSolution} per further solution, 1 per two extra systems, ${costRates.weeks.hardware} for hardware and up to ${costRates.weeks.size["1000+"]} for a large company, kept within 3-12 weeks. Every project begins with a pilot.`,
  "No setup fee: build, hosting, updates and support are in the subscription. These are planning estimates, not a quote.",
];

export const costResultCopy = {
  title: "Your estimate",
  monthly: "Estimated monthly subscription",
  breakdown: "Breakdown",
  total: "Subtotal",
  timeline: "Implementation timeline",
  timelineNote: "Starting with a pilot on your most valuable use case.",
  ctaTitle: "Get an exact quote",
  ctaText: "A free 30-minute consultation turns this range into a fixed monthly price and a project plan.",
  ctaButton: consultationCta,
  /** Shown over the dimmed last estimate while an answer is invalid; {fields} names them. */
  stale: "Showing your last valid estimate. Fix {fields} to update it.",
};
