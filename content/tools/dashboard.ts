import { calculateCost } from "#common/tools/calculators/cost";
import type { DashboardRange, DashboardValues, SeriesShape } from "#common/tools/calculators/dashboard";
import { consultationCta } from "#content/calls-to-action";

/**
 * The sample company shown in the unified dashboard preview. Everything here is sample
 * data, labelled as such on the page: it shows what the dashboard looks like, not results.
 */

export const dashboardIntro = {
  eyebrow: "Unified dashboard preview",
  title: "Every solution, one dashboard",
  lead: "Every subscriber gets one dashboard for all their AI solutions: what is live, what it handled, the hours it saved and the return so far, with alerts when something needs a person. Try it below with a sample company.",
  sampleBadge: "Sample data",
  sampleNote:
    "All figures, names and alerts on this preview are sample data for an imaginary 25-person home-services business, not client results. Your own dashboard shows your own figures.",
};

type SolutionStatus = "live" | "pilot" | "setup";

export const solutionStatusCopy: Record<SolutionStatus, { label: string; tone: "green" | "blue" | "amber" }> = {
  live: { label: "Live", tone: "green" },
  pilot: { label: "Pilot", tone: "blue" },
  setup: { label: "In setup", tone: "amber" },
};

export const sampleSolutions: { name: string; status: SolutionStatus; detail: string; link: string }[] = [
  {
    name: "AI Voice Assistant",
    status: "live",
    detail: "Answering the main line and after-hours calls, booking jobs into the calendar.",
    link: "/ai-voice",
  },
  {
    name: "AI Marketing Automation",
    status: "live",
    detail: "Following up every quote within five minutes by e-mail and text.",
    link: "/ai-marketing",
  },
  {
    name: "AI Business Intelligence",
    status: "pilot",
    detail: "Weekly margin and job-profit report, pilot week 3 of 4.",
    link: "/ai-business-intelligence",
  },
];

/** The sample subscription: the cost calculator's estimate for these three solutions. */
const sampleSubscription = calculateCost({
  solutions: ["voice", "marketing", "business-intelligence"],
  companySize: "11-50",
  integrations: 2,
  onPremise: false,
  sites: 1,
  support: "standard",
}).monthlyLow;

export const sampleValues: DashboardValues = {
  hourlyValue: 35,
  leadValue: 40,
  subscriptionMonthly: sampleSubscription,
};

export const sampleShapes: Record<"calls" | "leads" | "hours", SeriesShape & { seed: number }> = {
  calls: { base: 46, weekendFactor: 0.35, growth: 0.2, noise: 0.18, seed: 11 },
  leads: { base: 9, weekendFactor: 0.3, growth: 0.35, noise: 0.3, seed: 23 },
  hours: { base: 5, weekendFactor: 0.2, growth: 0.25, noise: 0.2, seed: 37 },
};

export const dashboardMetricCopy = {
  calls: { label: "Calls handled", unit: "calls", help: "Calls the voice assistant answered end to end." },
  leads: { label: "Leads qualified", unit: "leads", help: "Callers and enquiries that met your qualifying questions." },
  hours: { label: "Hours saved", unit: "hours", help: "Staff time the solutions took over, from their task logs." },
  roi: {
    label: "ROI to date",
    help: "(value created − subscription paid) ÷ subscription paid since the subscription started six months ago, with a saved hour valued at $35 and a qualified lead at $40 in this sample. It does not change with the range; its change shows how far it moved within the range.",
  },
} as const;

export const dashboardRangeLabels: Record<DashboardRange, string> = {
  7: "Last 7 days",
  30: "Last 30 days",
  90: "Last 90 days",
};

type AlertSeverity = "action" | "warning" | "info";

export const sampleAlerts: { id: string; severity: AlertSeverity; title: string; detail: string; when: string }[] = [
  {
    id: "callback",
    severity: "action",
    title: "3 callers asked for a manager",
    detail: "The voice assistant took their details and promised a call back today.",
    when: "12 minutes ago",
  },
  {
    id: "calendar",
    severity: "warning",
    title: "Calendar almost full on Thursday",
    detail: "Only 2 slots left; the assistant will start offering Friday mornings.",
    when: "2 hours ago",
  },
  {
    id: "pilot",
    severity: "info",
    title: "Business intelligence pilot review due",
    detail: "Week 3 of 4: the pilot's results are ready for review with your specialist.",
    when: "1 day ago",
  },
];

export const alertSeverityCopy: Record<AlertSeverity, string> = {
  action: "Needs action",
  warning: "Warning",
  info: "Info",
};

export const dashboardCopy = {
  company: "Sample company: a 25-person home-services business",
  companyShort: "Sample home services",
  appAddress: "app.meridian-ai.example/overview",
  /** The preview's sidebar: the sections of the real dashboard (the preview shows the overview). */
  nav: ["Overview", "Calls", "Leads", "Solutions", "Alerts", "Reports", "Billing", "Settings"],
  /** "{range}" is the number of days chosen. */
  changeAgainst: "vs the {range} days before",
  roiChangeWithin: "pts over the last {range} days",
  noChange: "no earlier period to compare",
  up: "up",
  down: "down",
  roiNote: "{created} created on {paid} paid since the start",
  title: "Unified dashboard",
  rangeLegend: "Show figures for",
  figuresTitle: "Key figures",
  usageTitle: "Usage",
  solutionsTitle: "Your solutions",
  alertsTitle: "Alerts",
  ctaTitle: "See your own figures here",
  ctaText:
    "Every subscription includes this dashboard for all your solutions. In a free 30-minute consultation we show which figures yours would track and what a pilot would cost, from $750/month.",
  ctaButton: consultationCta,
};
