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

describe("number formatters write what Intl.NumberFormat writes for en-US", () => {
  const L = "en-US";
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(L, options);
  const usd = { style: "currency", currency: "USD" } as const;
  const compact = { notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 } as const;
  const zeroless = (value: number) => (Math.round(value) === 0 ? 0 : value);
  const reference: [string, (value: number) => string, (value: number) => string][] = [
    [
      "formatCurrency",
      formatCurrency,
      (v) => intl({ ...usd, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(zeroless(v)),
    ],
    [
      "formatCents",
      formatCents,
      (v) => intl({ ...usd, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v / 100),
    ],
    ["formatCurrencyCompact", formatCurrencyCompact, (v) => intl({ ...usd, ...compact }).format(zeroless(v))],
    ["formatInteger", formatInteger, (v) => intl({ maximumFractionDigits: 0 }).format(zeroless(v))],
    ["formatIntegerCompact", formatIntegerCompact, (v) => intl(compact).format(zeroless(v))],
    ...([0, 1, 2] as const).flatMap((digits): [string, (value: number) => string, (value: number) => string][] => [
      [
        `formatDecimal(${digits})`,
        (v) => formatDecimal(v, digits),
        (v) => intl({ maximumFractionDigits: digits }).format(v),
      ],
      [
        `formatPercent(${digits})`,
        (v) => formatPercent(v, digits),
        (v) => `${intl({ maximumFractionDigits: digits }).format(v)}%`,
      ],
    ]),
  ];
  // Halves at every rounding place, the edges where a unit rolls over (999.95 -> 1K), powers of ten
  // far out (exponent notation in String()), negatives and zeros, and a seeded random spread.
  const edges = [
    0, -0, 0.004, 0.005, 0.05, 0.5, 1.005, 2.345, 2.5, 9.95, 99.95, 999.4, 999.5, 999.95, 1000, 1049.99, 1050,
  ];
  for (const base of [
    999_949, 999_950, 999_999.5, 9_995_000, 99_950_000, 999_950_000, 999_950_000_000, 1e15, 1e16, 1.5e18, 1e21, 3.7e25,
    1e-7, 5e-7,
  ])
    edges.push(base);
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const spread: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const exponent = Math.floor(random() * 17) - 3;
    const value = random() * 10 ** exponent;
    // Some values sit exactly on a half at one, two or three places.
    spread.push(i % 3 === 0 ? Math.round(value * 1000) / 1000 + 0.005 : value);
  }
  const values = [...edges, ...spread].flatMap((v) => [v, -v]);

  it.each(reference)("%s", (_name, ours, theirs) => {
    const differences = values.filter((v) => ours(v) !== theirs(v)).map((v) => `${v}: ${ours(v)} vs ${theirs(v)}`);
    expect(differences).toEqual([]);
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
