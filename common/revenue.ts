import { DASHBOARD_PERIODS, type DashboardPeriod } from "./admin";
import type { OPEN_STAGES } from "./leads";
import { z } from "./zod";

/**
 * The revenue report (/admin/revenue): what was won, what sits in the pipeline, how fast leads are
 * answered and which channels bring the money. Each period figure counts what happened in the
 * period: visitors who came, enquiries received, leads that reached Qualified, deals won or lost.
 */

/** The currencies a deal's value can be kept in (the sales.currency setting). */
export const SALES_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "CHF"] as const;
export type SalesCurrency = (typeof SALES_CURRENCIES)[number];
export const DEFAULT_SALES_CURRENCY: SalesCurrency = "USD";
export const SALES_CURRENCY_SETTING = "sales.currency";

export const salesSettingsSchema = z.object({
  currency: z.enum(SALES_CURRENCIES, `must be one of ${SALES_CURRENCIES.join(", ")}`),
});
export type SalesSettings = z.infer<typeof salesSettingsSchema>;

export const revenueQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, `must be one of ${DASHBOARD_PERIODS.join(", ")}`).default("30d"),
});

/** What the money and the leads are broken down by, in the order the page shows them. */
export const REVENUE_DIMENSIONS = [
  "channel",
  "utmSource",
  "utmCampaign",
  "referrer",
  "landingPage",
  "firstTool",
  "affiliate",
] as const;
export type RevenueDimension = (typeof REVENUE_DIMENSIONS)[number];

export const REVENUE_DIMENSION_LABELS: Record<RevenueDimension, string> = {
  channel: "Channel",
  utmSource: "UTM source",
  utmCampaign: "UTM campaign",
  referrer: "Referring site",
  landingPage: "Landing page",
  firstTool: "First tool used",
  affiliate: "Affiliate",
};

export interface RevenueTotals {
  /** Sum of the values of the deals won in the period. */
  wonRevenue: number;
  wonDeals: number;
  lostDeals: number;
  /** Won ÷ (won + lost) of the deals closed in the period; null when none closed. */
  winRate: number | null;
  /** Median seconds from an enquiry to its first answer, over the period's enquiries answered so far. */
  medianFirstResponseSeconds: number | null;
  /** The period's enquiries nobody has answered yet. */
  unanswered: number;
  /** Visit → lead → qualified → won. */
  visitors: number;
  leads: number;
  qualified: number;
}

export interface PipelineStage {
  stage: (typeof OPEN_STAGES)[number];
  deals: number;
  /** Sum of the estimated values; deals without a value count as 0. */
  value: number;
  /** How many of them have no value yet. */
  withoutValue: number;
}

export interface RevenueBreakdownRow {
  /** The value as stored ("linkedin", "/roi-overview"); null for none. */
  key: string | null;
  /** Null where the visitors cannot be told apart by this dimension (landing page, first tool). */
  visitors: number | null;
  leads: number;
  qualified: number;
  wonDeals: number;
  wonRevenue: number;
}

export interface RevenueResponse {
  generatedAt: string;
  period: DashboardPeriod;
  currency: SalesCurrency;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  current: RevenueTotals;
  previous: RevenueTotals;
  /** Open deals now, whatever the period, in stage order. */
  pipeline: PipelineStage[];
  /** The current period by each dimension, the most revenue first. */
  breakdown: Record<RevenueDimension, RevenueBreakdownRow[]>;
}

/** The funnels that are a tool a visitor tries (not a form): the first one is "First tool used". */
export const TOOL_FUNNELS = [
  "ai_opportunity_quiz",
  "ai_readiness_assessment",
  "roi_calculator",
  "cost_calculator",
  "voice_demo",
] as const;
