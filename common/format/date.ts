/**
 * Every date and time the site shows: one absolute format, calendar days, and relative time.
 * A value that is not a readable date becomes an en dash, never "Invalid Date".
 */
import { NOT_A_NUMBER } from "./number";

const LOCALE = "en-US";

// A moment (an ISO timestamp) is shown in the reader's time zone; a calendar day
// ("2026-11-24", as the analytics series name their days) is a date with no time zone.
const dateFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", day: "numeric", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dayFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", day: "numeric", timeZone: "UTC" });
const dateTimeSecondsFormat = new Intl.DateTimeFormat(LOCALE, {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, { hour: "numeric", minute: "2-digit" });

type DateInput = Date | string | number;

function toTime(value: DateInput): number {
  return (value instanceof Date ? value : new Date(value)).getTime();
}

/** The one absolute date format, e.g. "Nov 24, 2026". */
export function formatDate(value: DateInput): string {
  const t = toTime(value);
  return Number.isNaN(t) ? NOT_A_NUMBER : dateFormat.format(t);
}

/** A date with its time of day, e.g. "Nov 24, 2026, 3:05 PM" (with `seconds`, "3:05:09 PM", for event logs). */
export function formatDateTime(value: DateInput, { seconds = false } = {}): string {
  const t = toTime(value);
  return Number.isNaN(t) ? NOT_A_NUMBER : (seconds ? dateTimeSecondsFormat : dateTimeFormat).format(t);
}

/** The time of day alone, e.g. "3:05 PM". */
export function formatTime(value: DateInput): string {
  const t = toTime(value);
  return Number.isNaN(t) ? NOT_A_NUMBER : timeFormat.format(t);
}

function dayTime(day: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
}

/** A calendar day "YYYY-MM-DD" in the absolute format, e.g. "Nov 24, 2026". */
export function formatDay(day: string): string {
  const t = dayTime(day);
  return Number.isNaN(t) ? NOT_A_NUMBER : dayFormat.format(t);
}

/** A calendar day without its year, for chart axes, e.g. "Nov 24". */
export function formatDayShort(day: string): string {
  const t = dayTime(day);
  return Number.isNaN(t) ? NOT_A_NUMBER : shortDayFormat.format(t);
}

/**
 * "just now" under a minute, then minutes under 60, hours under 24, otherwise days; a moment
 * still to come (a scheduled retry) reads "in 5 minutes".
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const then = toTime(value);
  if (Number.isNaN(then)) return "unknown";
  const future = then - now.getTime() >= 60_000;
  const minutes = Math.floor(Math.abs(now.getTime() - then) / 60_000);
  if (minutes < 1 || (!future && then > now.getTime())) return "just now";
  const say = (n: number, unit: string) => {
    const amount = `${n} ${unit}${n === 1 ? "" : "s"}`;
    return future ? `in ${amount}` : `${amount} ago`;
  };
  if (minutes < 60) return say(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return say(hours, "hour");
  return say(Math.floor(hours / 24), "day");
}
