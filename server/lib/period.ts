import { DASHBOARD_PERIOD_DAYS, type DashboardPeriod } from "#common/admin";
import { dayStart, utcDay } from "./sql";

const DAY = 86_400_000;

export const dayBefore = (day: string, days: number) => utcDay(new Date(dayStart(day).getTime() - days * DAY));

/**
 * The period control's span: today, or the last 7, 30 or 90 whole UTC days up to today, and the
 * same number of days just before it (for the change); `start` and `previousStart` as ISO instants.
 */
export function periodSpan(period: DashboardPeriod, now: Date) {
  const days = DASHBOARD_PERIOD_DAYS[period];
  const to = utcDay(now);
  const from = dayBefore(to, days - 1);
  const previousFrom = dayBefore(from, days);
  return {
    days,
    from,
    to,
    previousFrom,
    previousTo: dayBefore(from, 1),
    start: dayStart(from).toISOString(),
    previousStart: dayStart(previousFrom).toISOString(),
  };
}
