import { describe, expect, it } from "vitest";
import { formatCurrency, formatCurrencyCompact, formatInteger, formatMonths, formatPercent, NOT_A_NUMBER } from "./format";

describe("formatters", () => {
  it("format with Intl in US English", () => {
    expect(formatCurrency(12_345.6)).toBe("$12,346");
    expect(formatCurrency(-750)).toBe("-$750");
    expect(formatCurrency(-0.2)).toBe("$0");
    expect(formatCurrencyCompact(12_300)).toBe("$12.3K");
    // The same text in Node (prerendering) and in browsers: no "$750.0".
    expect(formatCurrencyCompact(-750)).toBe("-$750");
    expect(formatCurrencyCompact(0)).toBe("$0");
    expect(formatCurrencyCompact(1e9)).toBe("$1B");
    expect(formatInteger(1_234_567)).toBe("1,234,567");
    expect(formatPercent(31)).toBe("31%");
    expect(formatMonths(0.4)).toBe("under 1 month");
    expect(formatMonths(1)).toBe("1 month");
    expect(formatMonths(2.76)).toBe("2.8 months");
  });

  it("never print NaN or Infinity", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      for (const format of [formatCurrency, formatCurrencyCompact, formatInteger, formatPercent, formatMonths]) {
        expect(format(bad)).toBe(NOT_A_NUMBER);
      }
    }
    expect(formatMonths(null)).toBe(NOT_A_NUMBER);
  });
});
