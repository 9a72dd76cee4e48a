/**
 * Number formatting for the tools, with Intl. Every formatter maps a value that is not a
 * finite number to an en dash, so no page can ever show NaN or Infinity.
 */
const LOCALE = "en-US";

// minimumFractionDigits is set explicitly everywhere: left to the currency default, ICU versions
// disagree (Node 20 prints "$750.0" where Chromium prints "$750"), which broke hydration.
const usd0 = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const int = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const dec1 = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat(LOCALE, { notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 });
const compactUsd = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

export const NOT_A_NUMBER = "–";

const finite = (value: number) => typeof value === "number" && Number.isFinite(value);

/** Whole US dollars, e.g. "$12,345" or "-$750". */
export function formatCurrency(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  // Avoid "-$0" for values that round to zero.
  return usd0.format(Math.round(value) === 0 ? 0 : value);
}

/** Short dollars for chart axes, e.g. "$12.3K". */
export function formatCurrencyCompact(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return compactUsd.format(Math.round(value) === 0 ? 0 : value);
}

export function formatInteger(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return int.format(Math.round(value) === 0 ? 0 : value);
}

export function formatDecimal(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return dec1.format(value);
}

export function formatCompact(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return compact.format(value);
}

/** A percentage given as 0-100, e.g. "31%". */
export function formatPercent(value: number, fractionDigits = 0): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: fractionDigits }).format(value)}%`;
}

/** A duration in months, e.g. "under 1 month", "2.8 months". */
export function formatMonths(value: number | null): string {
  if (value === null || !finite(value)) return NOT_A_NUMBER;
  if (value < 1) return "under 1 month";
  const rounded = Math.round(value * 10) / 10;
  return `${dec1.format(rounded)} ${rounded === 1 ? "month" : "months"}`;
}
