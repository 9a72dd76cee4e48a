import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bucketSeries, chartPoints, DAYS_PER_MONTH, dashboardFigures, lastDays, sampleSeries } from "./dashboard";

const shape = { base: 40, weekendFactor: 0.3, growth: 0.25, noise: 0.15 };

describe("sampleSeries", () => {
  it("is repeatable for a seed, whole and non-negative, with quieter weekends", () => {
    const a = sampleSeries(shape, 90, 7);
    expect(a).toEqual(sampleSeries(shape, 90, 7));
    expect(a).not.toEqual(sampleSeries(shape, 90, 8));
    expect(a).toHaveLength(90);
    expect(a.every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
    const weekdays = a.filter((_, i) => i % 7 < 5);
    const weekends = a.filter((_, i) => i % 7 >= 5);
    expect(Math.max(...weekends)).toBeLessThan(Math.min(...weekdays));
  });

  it("handles zero, negative and huge lengths", () => {
    expect(sampleSeries(shape, 0, 1)).toEqual([]);
    expect(sampleSeries(shape, -5, 1)).toEqual([]);
    expect(sampleSeries(shape, Number.NaN, 1)).toEqual([]);
    expect(sampleSeries(shape, 1e9, 1)).toHaveLength(3650);
  });
});

describe("dashboardFigures", () => {
  const series = { calls: [10, 10, 10, 20, 20, 20], leads: [1, 1, 1, 2, 2, 2], hours: [1, 1, 1, 1, 1, 1] };
  const values = { hourlyValue: 30, leadValue: 50, subscriptionMonthly: 1_000 };

  it("sums the chosen range and compares each figure with the range before", () => {
    const f = dashboardFigures(series, 3, values);
    expect([f.calls, f.leads, f.hours]).toEqual([60, 6, 3]);
    expect([f.callsChangePercent, f.leadsChangePercent, f.hoursChangePercent]).toEqual([100, 100, 0]);
  });

  it("gives ROI to date over the whole series, whatever the range, and how far it moved within the range", () => {
    const paid = (1_000 * 6) / DAYS_PER_MONTH;
    const created = 6 * 30 + 9 * 50;
    for (const range of [1, 3, 6, 30]) {
      const f = dashboardFigures(series, range, values);
      expect(f.valueCreated).toBe(created);
      expect(f.subscriptionPaid).toBeCloseTo(paid);
      expect(f.roiPercent).toBeCloseTo(((created - paid) / paid) * 100);
    }
    const firstHalfPaid = (1_000 * 3) / DAYS_PER_MONTH;
    const firstHalf = ((3 * 30 + 3 * 50 - firstHalfPaid) / firstHalfPaid) * 100;
    expect(dashboardFigures(series, 3, values).roiChangePoints).toBeCloseTo(
      ((created - paid) / paid) * 100 - firstHalf,
    );
  });

  it("has no comparison when there is no earlier range, and no division by zero", () => {
    expect(dashboardFigures(series, 6, values)).toMatchObject({ callsChangePercent: null, roiChangePoints: null });
    const empty = dashboardFigures({ calls: [], leads: [], hours: [] }, 30, values);
    expect(empty).toMatchObject({ calls: 0, roiPercent: 0, callsChangePercent: null, roiChangePoints: null });
    expect(dashboardFigures(series, 3, { ...values, subscriptionMonthly: 0 })).toMatchObject({
      roiPercent: 0,
      roiChangePoints: null,
    });
  });

  it("stays finite for any range", () => {
    fc.assert(
      fc.property(fc.double(), (range) => {
        const f = dashboardFigures(series, range, values);
        expect(Object.values(f).every((v) => v === null || Number.isFinite(v))).toBe(true);
      }),
    );
  });
});

describe("helpers", () => {
  it("slice and bucket series", () => {
    expect(lastDays([1, 2, 3], 2)).toEqual([2, 3]);
    expect(lastDays([1, 2, 3], 0)).toEqual([]);
    expect(bucketSeries([1, 2, 3, 4, 5], 2)).toEqual([3, 7, 5]);
    expect(bucketSeries([1, 2], 0)).toEqual([1, 2]);
  });
});

describe("chartPoints", () => {
  const series = Array.from({ length: 90 }, (_, i) => i + 1);

  it("names the days of a week, numbers the days of a month and groups longer ranges by week", () => {
    const week = chartPoints(series, 7);
    expect(week.map((p) => p.value)).toEqual([84, 85, 86, 87, 88, 89, 90]);
    // Day 0 is a Monday, so day 83 (the 84th value) is a Sunday.
    expect(week.map((p) => p.label)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    const month = chartPoints(series, 30);
    expect(month).toHaveLength(30);
    expect(month[0]).toEqual({ label: "1", value: 61 });
    const quarter = chartPoints(series, 90);
    expect(quarter).toHaveLength(13);
    expect(quarter[0]).toEqual({ label: "Wk 1", value: 28 });
    expect(quarter.reduce((s, p) => s + p.value, 0)).toBe((90 * 91) / 2);
  });

  it("gives nothing for an empty series or a zero range", () => {
    expect(chartPoints([], 30)).toEqual([]);
    expect(chartPoints(series, 0)).toEqual([]);
  });
});
