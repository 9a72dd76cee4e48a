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
 * Minutes under 60 (so "under 1 minute ago" below one), hours under 24, otherwise days.
 * A recorded moment cannot lie in the future, so one ahead of this clock (another machine's
 * clock running fast) is clamped to now; only a scheduled moment (`upcoming`, a retry) reads
 * "in 5 minutes".
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date(), { upcoming = false } = {}): string {
  const then = toTime(value);
  if (Number.isNaN(then)) return "unknown";
  const future = upcoming && then > now.getTime();
  const minutes = Math.floor((future ? then - now.getTime() : Math.max(0, now.getTime() - then)) / 60_000);
  const say = (amount: string) => (future ? `in ${amount}` : `${amount} ago`);
  const count = (n: number, unit: string) => say(`${n} ${unit}${n === 1 ? "" : "s"}`);
  if (minutes < 1) return say("under 1 minute");
  if (minutes < 60) return count(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return count(hours, "hour");
  return count(Math.floor(hours / 24), "day");
}
