import { z } from "zod";

/**
 * The analytics pages' periods and comparisons, in whole UTC days (both ends included): the one
 * place that says which days "last month" or "the same period a year before" are.
 */

export const ANALYTICS_PERIODS = ["today", "7d", "30d", "90d", "month", "lastMonth", "custom"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const PERIOD_NAMES: Record<AnalyticsPeriod, string> = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  month: "Month to date",
  lastMonth: "Last month",
  custom: "Custom range",
};

export const COMPARISONS = ["previous", "year", "none"] as const;
export type Comparison = (typeof COMPARISONS)[number];

export const COMPARISON_NAMES: Record<Comparison, string> = {
  previous: "Previous period",
  year: "Same period a year before",
  none: "No comparison",
};

/** How the compared period's line is named in a chart's legend. */
export const COMPARED_LABELS: Record<Exclude<Comparison, "none">, string> = {
  previous: "Visitors, period before",
  year: "Visitors, a year before",
};

export interface DayRange {
  /** YYYY-MM-DD */
  from: string;
  to: string;
}

const DAY = 86_400_000;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const at = (d: string) => Date.parse(`${d}T00:00:00Z`);
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The same calendar day `months` months away, on the month's last day where it is shorter (Mar 31 → Feb 28). */
function shiftMonths(d: string, months: number): string {
  const [y, m, dd] = d.split("-").map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  return day(Date.UTC(year, month, Math.min(dd, daysIn(year, month))));
}

/** The days of a named period as of `today` (YYYY-MM-DD); a custom period is given. */
export function periodRange(period: Exclude<AnalyticsPeriod, "custom">, today: string): DayRange {
  const back = (n: number) => ({ from: day(at(today) - (n - 1) * DAY), to: today });
  switch (period) {
    case "today":
      return { from: today, to: today };
    case "7d":
      return back(7);
    case "30d":
      return back(30);
    case "90d":
      return back(90);
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "lastMonth": {
      const first = shiftMonths(`${today.slice(0, 8)}01`, -1);
      return { from: first, to: day(at(`${today.slice(0, 8)}01`) - DAY) };
    }
  }
}

/**
 * The days a period is compared with. "previous": as many days just before it, except that month
 * to date compares with the same days of the month before, and a whole month with the whole month
 * before; "year": the same dates a year before (Feb 29 → Feb 28).
 */
export function comparisonRange(range: DayRange, comparison: Exclude<Comparison, "none">): DayRange {
  if (comparison === "year") return { from: shiftMonths(range.from, -12), to: shiftMonths(range.to, -12) };
  const [fy, fm] = range.from.split("-").map(Number);
  const startsMonth = range.from.endsWith("-01");
  const sameMonth = range.from.slice(0, 7) === range.to.slice(0, 7);
  if (startsMonth && sameMonth) {
    const wholeMonth = Number(range.to.slice(8)) === daysIn(fy, fm - 1);
    const from = shiftMonths(range.from, -1);
    return { from, to: wholeMonth ? day(at(range.from) - DAY) : shiftMonths(range.to, -1) };
  }
  const length = (at(range.to) - at(range.from)) / DAY + 1;
  return { from: day(at(range.from) - length * DAY), to: day(at(range.from) - DAY) };
}

export const comparisonSchema = z.enum(COMPARISONS, `must be one of ${COMPARISONS.join(", ")}`).default("none");
