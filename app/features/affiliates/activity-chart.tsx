import { Chart, type ChartSeries } from "#app/components/ui/chart/chart";
import type { AffiliateStats } from "#common/affiliates";
import { formatDay, formatDayShort } from "#common/format/date";

type Point = AffiliateStats["series"][number];

const SERIES: ChartSeries[] = [
  { key: "clicks", label: "Clicks", tone: "brand" },
  { key: "leads", label: "Leads", tone: "amber" },
  { key: "meetings", label: "Meetings", plot: false },
  { key: "won", label: "Won deals", plot: false },
];

/** Clicks and leads per day as bars; meetings and won deals are in the tooltip and the table. */
export function ActivityChart({ series }: { series: Point[] }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Chart
        kind="bar"
        title="Activity per day"
        series={SERIES}
        points={series.map((p) => ({
          label: formatDay(p.date),
          tick: formatDayShort(p.date),
          values: { clicks: p.clicks, leads: p.leads, meetings: p.meetings, won: p.won },
        }))}
        labelHeading="Day"
        emptyText="No activity in this period."
      />
    </div>
  );
}
