import { Chart, type ChartSeries } from "#app/components/ui/chart/chart";
import type { DailyPoint } from "#common/admin";
import { formatDay, formatDayShort } from "#common/format/date";

const SERIES: ChartSeries[] = [
  { key: "pageViews", label: "Page views", tone: "brand" },
  { key: "visits", label: "Visits", tone: "amber" },
  { key: "visitors", label: "Visitors", tone: "emerald" },
];

/** Daily page views, visits and visitors as lines. */
export function TrendChart({ points, title }: { points: DailyPoint[]; title: string }) {
  return (
    <Chart
      kind="line"
      title={title}
      series={SERIES}
      points={points.map((p) => ({
        label: formatDay(p.day),
        tick: formatDayShort(p.day),
        values: { pageViews: p.pageViews, visits: p.visits, visitors: p.visitors },
      }))}
      labelHeading="Day"
      emptyText="No visits in this period yet."
    />
  );
}
