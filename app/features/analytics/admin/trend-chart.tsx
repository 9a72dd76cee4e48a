import { Chart, type ChartSeries } from "#app/components/ui/chart/chart";
import type { DailyPoint } from "#common/admin";
import { formatDay, formatDayShort } from "#common/format/date";

const SERIES: ChartSeries[] = [
  { key: "pageViews", label: "Page views", tone: "brand" },
  { key: "visits", label: "Visits", tone: "amber" },
  { key: "visitors", label: "Visitors", tone: "emerald" },
];

/**
 * Daily page views, visits and visitors as lines; with `previous`, the compared period's visitors
 * as a dashed line, its days laid over the period's own one by one.
 */
export function TrendChart({
  points,
  title,
  previous,
}: {
  points: DailyPoint[];
  title: string;
  previous?: { points: DailyPoint[]; label: string };
}) {
  const series: ChartSeries[] = previous
    ? [...SERIES, { key: "previousVisitors", label: previous.label, tone: "emerald", dashed: true }]
    : SERIES;
  return (
    <Chart
      kind="line"
      title={title}
      series={series}
      points={points.map((p, i) => ({
        label: formatDay(p.day),
        tick: formatDayShort(p.day),
        values: {
          pageViews: p.pageViews,
          visits: p.visits,
          visitors: p.visitors,
          ...(previous ? { previousVisitors: previous.points[i]?.visitors ?? 0 } : {}),
        },
      }))}
      labelHeading="Day"
      emptyText="No visits in this period yet."
    />
  );
}
