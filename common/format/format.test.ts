import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatDayShort, formatRelativeTime } from "./date";
import {
  formatCents,
  formatCurrency,
  formatCurrencyCompact,
  formatDecimal,
  formatInteger,
  formatIntegerCompact,
  formatMonths,
  formatPercent,
  NOT_A_NUMBER,
} from "./number";

describe("number formatters", () => {
  it("format with Intl in US English", () => {
    expect(formatCurrency(12_345.6)).toBe("$12,346");
    expect(formatCurrency(-750)).toBe("-$750");
    expect(formatCurrency(-0.2)).toBe("$0");
    expect(formatCents(125_000)).toBe("$1,250.00");
    expect(formatCurrencyCompact(12_300)).toBe("$12.3K");
    // The same text in Node (prerendering) and in browsers: no "$750.0".
    expect(formatCurrencyCompact(-750)).toBe("-$750");
    expect(formatCurrencyCompact(0)).toBe("$0");
    expect(formatCurrencyCompact(1e9)).toBe("$1B");
    expect(formatInteger(1_234_567)).toBe("1,234,567");
    expect(formatInteger(-0.3)).toBe("0");
    expect(formatIntegerCompact(1_250)).toBe("1.3K");
    expect(formatDecimal(2.345)).toBe("2.3");
    expect(formatDecimal(2.345, 2)).toBe("2.35");
    expect(formatPercent(31)).toBe("31%");
    expect(formatPercent(12.345, 1)).toBe("12.3%");
    expect(formatMonths(0.4)).toBe("under 1 month");
    expect(formatMonths(1)).toBe("1 month");
    expect(formatMonths(2.76)).toBe("2.8 months");
  });

  it("never print NaN or Infinity", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      for (const format of [
        formatCurrency,
        formatCents,
        formatCurrencyCompact,
        formatInteger,
        formatIntegerCompact,
        formatDecimal,
        formatPercent,
        formatMonths,
      ]) {
        expect(format(bad)).toBe(NOT_A_NUMBER);
      }
    }
    expect(formatMonths(null)).toBe(NOT_A_NUMBER);
  });
});

describe("date formatters", () => {
  it("show a calendar day as a date, whatever the reader's time zone", () => {
    expect(formatDay("2026-11-24")).toBe("Nov 24, 2026");
    expect(formatDayShort("2026-01-03")).toBe("Jan 3");
    expect(formatDay("24/11/2026")).toBe(NOT_A_NUMBER);
  });
  it("show a moment in the one absolute format", () => {
    expect(formatDate(new Date(2026, 10, 24, 15, 5))).toBe("Nov 24, 2026");
    expect(formatDate("not a date")).toBe(NOT_A_NUMBER);
  });
});

describe("formatRelativeTime", () => {
  const now = new Date("2026-01-10T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it("counts minutes under one minute too: under 1 minute ago (minutes under 60)", () => {
    expect(formatRelativeTime(ago(0), now)).toBe("under 1 minute ago");
    expect(formatRelativeTime(ago(minute - 1), now)).toBe("under 1 minute ago");
  });
  it("clamps an event time in the future to now: a stored event cannot lie ahead", () => {
    expect(formatRelativeTime(ago(-5_000), now)).toBe("under 1 minute ago");
    expect(formatRelativeTime(ago(-minute), now)).toBe("under 1 minute ago");
    expect(formatRelativeTime(ago(-3 * day), now)).toBe("under 1 minute ago");
  });
  it("uses minutes under 60", () => {
    expect(formatRelativeTime(ago(minute), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(2 * minute), now)).toBe("2 minutes ago");
    expect(formatRelativeTime(ago(hour - 1), now)).toBe("59 minutes ago");
  });
  it("uses hours under 24", () => {
    expect(formatRelativeTime(ago(hour), now)).toBe("1 hour ago");
    expect(formatRelativeTime(ago(2 * hour), now)).toBe("2 hours ago");
    expect(formatRelativeTime(ago(day - 1), now)).toBe("23 hours ago");
  });
  it("uses days otherwise", () => {
    expect(formatRelativeTime(ago(day), now)).toBe("1 day ago");
    expect(formatRelativeTime(ago(40 * day), now)).toBe("40 days ago");
  });
  it("says how far off a scheduled moment still to come is", () => {
    const upcoming = { upcoming: true };
    expect(formatRelativeTime(ago(-5_000), now, upcoming)).toBe("in under 1 minute");
    expect(formatRelativeTime(ago(-minute), now, upcoming)).toBe("in 1 minute");
    expect(formatRelativeTime(ago(-5 * hour), now, upcoming)).toBe("in 5 hours");
    expect(formatRelativeTime(ago(-3 * day), now, upcoming)).toBe("in 3 days");
    // A retry whose time has passed is simply due: it reads as a past moment.
    expect(formatRelativeTime(ago(2 * minute), now, upcoming)).toBe("2 minutes ago");
  });
  it("says unknown for an unreadable date", () => {
    expect(formatRelativeTime("garbage", now)).toBe("unknown");
  });
});
