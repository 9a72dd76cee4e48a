/**
 * Every number, amount and percentage the site shows, in one place (US English, so the text is
 * the same when Node prerenders a page and when a browser renders it). A value that is not a
 * finite number becomes an en dash: no page ever shows NaN or Infinity. Dates are in date.ts
 * beside this file, apart so that pages without dates do not load their formats.
 */
const LOCALE = "en-US";

// minimumFractionDigits is set explicitly everywhere: left to the currency default, ICU versions
// disagree (Node 20 prints "$750.0" where Chromium prints "$750"), which broke hydration.
const usd0 = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const usd2 = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const int = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const dec1 = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const decimals = [0, 1, 2].map((digits) => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits }));
const compactUsd = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const compactInt = new Intl.NumberFormat(LOCALE, {
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

export const NOT_A_NUMBER = "–";

const finite = (value: number) => typeof value === "number" && Number.isFinite(value);
/** Avoids "-0" and "-$0" for values that round to zero. */
const unsigned0 = (value: number) => (Math.round(value) === 0 ? 0 : value);

/** Whole US dollars, e.g. "$12,345" or "-$750". */
export function formatCurrency(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return usd0.format(unsigned0(value));
}

/** An amount kept in cents, to the cent, e.g. "$1,250.00". */
export function formatCents(cents: number): string {
  if (!finite(cents)) return NOT_A_NUMBER;
  return usd2.format(cents / 100);
}

/** Short dollars for chart axes, e.g. "$12.3K". */
export function formatCurrencyCompact(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return compactUsd.format(unsigned0(value));
}

/** A count or whole number with thousands separators, e.g. "1,234". */
export function formatInteger(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return int.format(unsigned0(value));
}

/** A short count for chart axes, e.g. "1.2K". */
export function formatIntegerCompact(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return compactInt.format(unsigned0(value));
}

/** A number with up to `fractionDigits` (0-2) decimals, e.g. "2.5". */
export function formatDecimal(value: number, fractionDigits: 0 | 1 | 2 = 1): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return decimals[fractionDigits].format(value);
}

/** A percentage given as 0-100, e.g. "31%". */
export function formatPercent(value: number, fractionDigits: 0 | 1 | 2 = 0): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return `${decimals[fractionDigits].format(value)}%`;
}

/** A duration in months, e.g. "under 1 month", "2.8 months". */
export function formatMonths(value: number | null): string {
  if (value === null || !finite(value)) return NOT_A_NUMBER;
  if (value < 1) return "under 1 month";
  const rounded = Math.round(value * 10) / 10;
  return `${dec1.format(rounded)} ${rounded === 1 ? "month" : "months"}`;
}
