/**
 * The arithmetic behind the unified dashboard preview at /enterprise-dashboard: a seeded,
 * repeatable sample series and the key figures for a chosen range. The figures shown are
 * sample data and the page says so.
 */

export const dashboardRanges = [7, 30, 90] as const;
export type DashboardRange = (typeof dashboardRanges)[number];
/** Six months of sample history: every range has a range before it to compare with. */
export const SAMPLE_DAYS = 182;
export const DAYS_PER_MONTH = 365 / 12;

export interface SeriesShape {
  /** Typical value on a weekday at the start of the period. */
  base: number;
  /** Weekend days as a share of a weekday. */
  weekendFactor: number;
  /** Growth over the whole period, e.g. 0.3 for +30%. */
  growth: number;
  /** Day-to-day noise as a share of the value. */
  noise: number;
}

/** A small deterministic PRNG (mulberry32), so the sample looks the same on every visit. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `days` whole, non-negative daily values, oldest first. Day 0 is a Monday, so weekends
 * fall on indexes 5 and 6 of every week.
 */
export function sampleSeries(shape: SeriesShape, days: number, seed: number): number[] {
  const count = Math.max(0, Math.min(3650, Math.floor(Number.isFinite(days) ? days : 0)));
  const random = seededRandom(seed);
  const values: number[] = [];
  for (let day = 0; day < count; day++) {
    const trend = 1 + shape.growth * (count > 1 ? day / (count - 1) : 0);
    const weekend = day % 7 >= 5 ? shape.weekendFactor : 1;
    const jitter = 1 + (random() * 2 - 1) * shape.noise;
    values.push(Math.max(0, Math.round(shape.base * trend * weekend * jitter)));
  }
  return values;
}

/** The last `range` values of a series (all of it when shorter). */
export function lastDays(series: readonly number[], range: number): number[] {
  const n = Math.max(0, Math.floor(range));
  return n === 0 ? [] : series.slice(-n);
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + (Number.isFinite(v) ? v : 0), 0);

interface DashboardSeries {
  calls: readonly number[];
  leads: readonly number[];
  hours: readonly number[];
}

export interface DashboardValues {
  /** Value of one hour saved. */
  hourlyValue: number;
  /** Value of one qualified lead. */
  leadValue: number;
  subscriptionMonthly: number;
}

interface DashboardFigures {
  calls: number;
  leads: number;
  hours: number;
  /** Change of each against the same number of days before, as a percentage; null when there is no earlier range. */
  callsChangePercent: number | null;
  leadsChangePercent: number | null;
  hoursChangePercent: number | null;
  /** Since the subscription started (the whole series), whatever the range. */
  valueCreated: number;
  subscriptionPaid: number;
  /** (value created − subscription paid) ÷ subscription paid to date, as a percentage. */
  roiPercent: number;
  /** How far ROI to date moved over the chosen range, in percentage points; null when the range starts before the series. */
  roiChangePoints: number | null;
}

/** ROI over the first `days` days of the series: what the subscription had returned by then. */
function roiOverFirst(series: DashboardSeries, days: number, values: DashboardValues) {
  const n = Math.max(0, Math.min(series.calls.length, days));
  const valueCreated =
    sum(series.hours.slice(0, n)) * values.hourlyValue + sum(series.leads.slice(0, n)) * values.leadValue;
  const subscriptionPaid = (values.subscriptionMonthly * n) / DAYS_PER_MONTH;
  const roiPercent = subscriptionPaid > 0 ? ((valueCreated - subscriptionPaid) / subscriptionPaid) * 100 : 0;
  return { valueCreated, subscriptionPaid, roiPercent };
}

/** The last `days` values against the `days` before them, as a percentage change. */
function changeOver(series: readonly number[], days: number): number | null {
  const now = sum(series.slice(series.length - days));
  const before = series.slice(Math.max(0, series.length - 2 * days), series.length - days);
  const past = sum(before);
  return days > 0 && before.length === days && past > 0 ? ((now - past) / past) * 100 : null;
}

export function dashboardFigures(series: DashboardSeries, range: number, values: DashboardValues): DashboardFigures {
  const days = lastDays(series.calls, range).length;
  const total = series.calls.length;
  const toDate = roiOverFirst(series, total, values);
  const atRangeStart = total - days > 0 && days > 0 ? roiOverFirst(series, total - days, values) : null;
  return {
    calls: sum(lastDays(series.calls, days)),
    leads: sum(lastDays(series.leads, days)),
    hours: sum(lastDays(series.hours, days)),
    callsChangePercent: changeOver(series.calls, days),
    leadsChangePercent: changeOver(series.leads, days),
    hoursChangePercent: changeOver(series.hours, days),
    ...toDate,
    roiChangePoints:
      atRangeStart && atRangeStart.subscriptionPaid > 0 ? toDate.roiPercent - atRangeStart.roiPercent : null,
  };
}

/** Groups a daily series into buckets of `size` days (the last bucket may be shorter), for charts. */
export function bucketSeries(series: readonly number[], size: number): number[] {
  const step = Math.max(1, Math.floor(size));
  const out: number[] = [];
  for (let i = 0; i < series.length; i += step) out.push(sum(series.slice(i, i + step)));
  return out;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
/** Ranges longer than this are charted by week rather than by day. */
export const DAILY_CHART_MAX_DAYS = 30;

/**
 * Chart points for the last `range` days of a series whose day 0 is a Monday: one bar a day
 * (weekday names up to a week, day numbers of the range up to 30 days), one bar a week beyond.
 */
export function chartPoints(series: readonly number[], range: number): { label: string; value: number }[] {
  const days = lastDays(series, range);
  if (range > DAILY_CHART_MAX_DAYS)
    return bucketSeries(days, 7).map((value, index) => ({ label: `Wk ${index + 1}`, value }));
  const firstDay = series.length - days.length;
  return days.map((value, index) => ({ label: range <= 7 ? WEEKDAYS[(firstDay + index) % 7] : `${index + 1}`, value }));
}
