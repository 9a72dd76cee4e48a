/**
 * Every number, amount and percentage the site shows, in one place, in US English. A value that is
 * not a finite number becomes an en dash: no page ever shows NaN or Infinity. Dates are in date.ts
 * beside this file, apart so that pages without dates do not load their formats.
 *
 * Written out by hand rather than with Intl.NumberFormat, to the same text (number.test.ts checks
 * every formatter against Intl over thousands of values): a page's first Intl number format costs
 * the browser 18-28 ms of main-thread time to set up its locale data, the largest single piece of
 * work the calculators did while loading. The rules are Intl's for en-US: the shortest decimal that
 * reads back as the number, rounded half away from zero; thousands grouped with commas; compact
 * units K, M, B and T.
 */

export const NOT_A_NUMBER = "–";

const finite = (value: number) => typeof value === "number" && Number.isFinite(value);
/** Avoids "-0" and "-$0" for values that round to zero. */
const unsigned0 = (value: number) => (Math.round(value) === 0 ? 0 : value);

/** A non-negative number's shortest round-trip decimal, written without an exponent. */
function plainDecimal(magnitude: number): string {
  const text = String(magnitude);
  const e = text.indexOf("e");
  if (e < 0) return text;
  const [whole, fraction = ""] = text.slice(0, e).split(".");
  const digits = whole + fraction;
  const point = whole.length + Number(text.slice(e + 1));
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** The decimal divided by 10^places, moving the point. */
function shiftLeft(decimal: string, places: number): string {
  const [whole, fraction = ""] = decimal.split(".");
  const padded = whole.padStart(places + 1, "0");
  return `${padded.slice(0, padded.length - places)}.${padded.slice(padded.length - places)}${fraction}`;
}

interface Rounded {
  whole: string;
  fraction: string;
}

/** Rounds a decimal half away from zero to at most `max` fraction digits, keeping at least `min`. */
function round(decimal: string, min: number, max: number): Rounded {
  const [whole, fraction = ""] = decimal.split(".");
  let digits = whole + fraction.slice(0, max).padEnd(max, "0");
  if (fraction.length > max && fraction[max] >= "5") {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === "9") i--;
    digits =
      i < 0
        ? `1${"0".repeat(digits.length)}`
        : `${digits.slice(0, i)}${Number(digits[i]) + 1}${"0".repeat(digits.length - i - 1)}`;
  }
  const wholeDigits = digits.slice(0, digits.length - max).replace(/^0+(?=\d)/, "");
  const kept = digits.slice(digits.length - max).replace(/0+$/, "");
  return { whole: wholeDigits, fraction: kept.padEnd(min, "0") };
}

const isZero = ({ whole, fraction }: Rounded) => whole === "0" && !/[1-9]/.test(fraction);
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
/** Compact numbers group only from five digits on ("1000T", "10,000T"), as Intl's compact notation does. */
const written = ({ whole, fraction }: Rounded, minimumGrouping = 1) => {
  const wholePart = whole.length >= 3 + minimumGrouping ? grouped(whole) : whole;
  return fraction ? `${wholePart}.${fraction}` : wholePart;
};
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? "-" : "");

function plain(value: number, min: number, max: number, prefix = ""): string {
  return `${sign(value)}${prefix}${written(round(plainDecimal(Math.abs(value)), min, max))}`;
}

const COMPACT_UNITS = ["", "K", "M", "B", "T"];
/** The unit for a number of this many digits before the point, less one: thousands from 10^3 up to T. */
const unitFor = (exponent: number) => Math.min(Math.max(Math.floor(exponent / 3), 0), COMPACT_UNITS.length - 1);

/** Intl's compact notation with at most one decimal: a number that rounds up into the next unit takes it. */
function compact(value: number, prefix = ""): string {
  const decimal = plainDecimal(Math.abs(value));
  const whole = decimal.split(".")[0].replace(/^0+/, "");
  let unit = whole ? unitFor(whole.length - 1) : 0;
  let rounded = round(shiftLeft(decimal, unit * 3), 0, 1);
  if (whole && !isZero(rounded) && rounded.whole.length + unit * 3 > whole.length && unitFor(whole.length) !== unit) {
    unit = unitFor(whole.length);
    rounded = round(shiftLeft(decimal, unit * 3), 0, 1);
  }
  return `${sign(value)}${prefix}${written(rounded, 2)}${COMPACT_UNITS[unit]}`;
}

/** Whole US dollars, e.g. "$12,345" or "-$750". */
export function formatCurrency(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return plain(unsigned0(value), 0, 0, "$");
}

/** An amount kept in cents, to the cent, e.g. "$1,250.00". */
export function formatCents(cents: number): string {
  if (!finite(cents)) return NOT_A_NUMBER;
  return plain(cents / 100, 2, 2, "$");
}

/** Short dollars for chart axes, e.g. "$12.3K". */
export function formatCurrencyCompact(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return compact(unsigned0(value), "$");
}

/** A count or whole number with thousands separators, e.g. "1,234". */
export function formatInteger(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return plain(unsigned0(value), 0, 0);
}

/** A short count for chart axes, e.g. "1.2K". */
export function formatIntegerCompact(value: number): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return compact(unsigned0(value));
}

/** A number with up to `fractionDigits` (0-2) decimals, e.g. "2.5". */
export function formatDecimal(value: number, fractionDigits: 0 | 1 | 2 = 1): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return plain(value, 0, fractionDigits);
}

/** A percentage given as 0-100, e.g. "31%". */
export function formatPercent(value: number, fractionDigits: 0 | 1 | 2 = 0): string {
  if (!finite(value)) return NOT_A_NUMBER;
  return `${plain(value, 0, fractionDigits)}%`;
}

/** A duration in months, e.g. "under 1 month", "2.8 months". */
export function formatMonths(value: number | null): string {
  if (value === null || !finite(value)) return NOT_A_NUMBER;
  if (value < 1) return "under 1 month";
  const rounded = Math.round(value * 10) / 10;
  return `${plain(rounded, 0, 1)} ${rounded === 1 ? "month" : "months"}`;
}
