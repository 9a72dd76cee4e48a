import { describe, expect, it } from "vitest";
import { comparisonRange, periodRange } from "./analytics-period";

describe("periodRange", () => {
  it("counts today among the last n days", () => {
    expect(periodRange("today", "2026-11-27")).toEqual({ from: "2026-11-27", to: "2026-11-27" });
    expect(periodRange("7d", "2026-11-27")).toEqual({ from: "2026-11-21", to: "2026-11-27" });
    expect(periodRange("30d", "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(periodRange("90d", "2026-11-27")).toEqual({ from: "2026-08-30", to: "2026-11-27" });
  });

  it("knows month to date and last month, across a year's end", () => {
    expect(periodRange("month", "2026-11-27")).toEqual({ from: "2026-11-01", to: "2026-11-27" });
    expect(periodRange("lastMonth", "2026-11-27")).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(periodRange("lastMonth", "2027-01-05")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(periodRange("lastMonth", "2028-03-31")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
});

describe("comparisonRange", () => {
  it("compares n days with the n days just before", () => {
    expect(comparisonRange({ from: "2026-11-21", to: "2026-11-27" }, "previous")).toEqual({
      from: "2026-11-14",
      to: "2026-11-20",
    });
    expect(comparisonRange({ from: "2026-11-27", to: "2026-11-27" }, "previous")).toEqual({
      from: "2026-11-26",
      to: "2026-11-26",
    });
  });

  it("compares month to date with the same days of the month before, and a month with the whole month before", () => {
    expect(comparisonRange({ from: "2026-03-01", to: "2026-03-31" }, "previous")).toEqual({
      from: "2026-02-01",
      to: "2026-02-28",
    });
    expect(comparisonRange({ from: "2026-03-01", to: "2026-03-30" }, "previous")).toEqual({
      from: "2026-02-01",
      to: "2026-02-28",
    });
    expect(comparisonRange({ from: "2026-11-01", to: "2026-11-27" }, "previous")).toEqual({
      from: "2026-10-01",
      to: "2026-10-27",
    });
    expect(comparisonRange({ from: "2027-01-01", to: "2027-01-31" }, "previous")).toEqual({
      from: "2026-12-01",
      to: "2026-12-31",
    });
  });

  it("compares with the same dates a year before, Feb 29 becoming Feb 28", () => {
    expect(comparisonRange({ from: "2026-10-01", to: "2026-10-31" }, "year")).toEqual({
      from: "2025-10-01",
      to: "2025-10-31",
    });
    expect(comparisonRange({ from: "2028-02-01", to: "2028-02-29" }, "year")).toEqual({
      from: "2027-02-01",
      to: "2027-02-28",
    });
  });
});
