import { useState } from "react";
import { Badge, type BadgeTone } from "#app/components/ui/badge";
import { Chart } from "#app/components/ui/chart/chart";
import { ClippedText } from "#app/components/ui/clipped-text";
import { type Column, DataTable } from "#app/components/ui/data-table";
import { Panel } from "#app/components/ui/panel";
import { EmptyState, QueryView } from "#app/components/ui/query-view";
import { Segmented } from "#app/components/ui/segmented";
import { useAdminQuery } from "#app/lib/admin-api";
import { formatDay, formatDayShort } from "#common/format/date";
import { formatInteger, formatPercent } from "#common/format/number";
import {
  formatVital,
  VITAL_BAND_LABELS,
  VITAL_BANDS,
  VITAL_METRICS,
  VITAL_RULES,
  type VitalBand,
  type VitalMetric,
  type VitalSummary,
  type VitalsResponse,
  type VitalsRow,
} from "#common/web-vitals";

const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: "Largest Contentful Paint",
  INP: "Interaction to Next Paint",
  CLS: "Cumulative Layout Shift",
  TTFB: "Time to First Byte",
};

const BAND_TONES: Record<VitalBand, BadgeTone> = { good: "success", "needs-improvement": "warning", poor: "danger" };
const BAND_BARS: Record<VitalBand, string> = {
  good: "bg-emerald-600",
  "needs-improvement": "bg-amber-500",
  poor: "bg-red-600",
};

/** "Good up to 2.50 s, poor above 4.00 s": Google's limits of a metric, in words. */
const limits = (metric: VitalMetric) =>
  `Good up to ${formatVital(metric, VITAL_RULES[metric].good)}, poor above ${formatVital(metric, VITAL_RULES[metric].poor)}`;

/** The band in words, never by colour alone. */
function BandBadge({ band }: { band: VitalBand | null }) {
  return band ? <Badge tone={BAND_TONES[band]}>{VITAL_BAND_LABELS[band]}</Badge> : null;
}

/** A p75 with its band (under it, so that a column stays narrow), or a dash without samples. */
function P75({ summary }: { summary: VitalSummary }) {
  if (summary.p75 === null) return <span className="text-slate-600">—</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap tabular-nums">
      {formatVital(summary.metric, summary.p75)}
      <BandBadge band={summary.band} />
    </span>
  );
}

/** The share of samples in each band: a bar for the eye, the figures in text. */
function BandShares({ summary }: { summary: VitalSummary }) {
  const pct = (band: VitalBand) => formatPercent(Math.round(summary.shares[band] * 100));
  return (
    <div className="mt-3">
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full bg-slate-100">
        {VITAL_BANDS.map((band) => (
          <div key={band} className={BAND_BARS[band]} style={{ width: `${summary.shares[band] * 100}%` }} />
        ))}
      </div>
      <ul className="mt-2 space-y-0.5 text-xs text-slate-700">
        {VITAL_BANDS.map((band) => (
          <li key={band} className="flex justify-between gap-2">
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block size-2 rounded-full ${BAND_BARS[band]}`} />
              {VITAL_BAND_LABELS[band]}
            </span>
            <span className="tabular-nums">{pct(band)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MetricCard({ summary }: { summary: VitalSummary }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">
        {METRIC_NAMES[summary.metric]} <abbr className="no-underline">({summary.metric})</abbr>
      </dt>
      <dd className="mt-1 flex flex-wrap items-center gap-2">
        <span className="text-2xl font-bold text-ink tabular-nums" data-testid={`vital-p75-${summary.metric}`}>
          {summary.p75 === null ? "—" : formatVital(summary.metric, summary.p75)}
        </span>
        <BandBadge band={summary.band} />
      </dd>
      <dd className="mt-1 text-xs text-slate-600">
        p75 of {formatInteger(summary.samples)} {summary.samples === 1 ? "page load" : "page loads"}.{" "}
        {limits(summary.metric)}.
      </dd>
      {summary.samples ? (
        <dd>
          <BandShares summary={summary} />
        </dd>
      ) : null}
    </div>
  );
}

/** Page loads measured: the most samples of any one metric (not every load reports all four). */
const loads = (row: VitalsRow) => Math.max(...row.metrics.map((m) => m.samples));

function BreakdownTable({ label, heading, rows }: { label: string; heading: string; rows: VitalsRow[] }) {
  const columns: Column<VitalsRow>[] = [
    {
      key: "label",
      header: heading,
      cell: (r) => <ClippedText text={r.label} className="max-w-64" />,
      card: "title",
    },
    {
      key: "loads",
      header: "Page loads",
      cell: (r) => formatInteger(loads(r)),
      align: "right",
      className: "whitespace-nowrap tabular-nums",
    },
    ...VITAL_METRICS.map(
      (metric, i): Column<VitalsRow> => ({
        key: metric,
        header: <abbr title={METRIC_NAMES[metric]}>{metric}</abbr>,
        cell: (r) => <P75 summary={r.metrics[i]} />,
        className: "min-w-24",
      }),
    ),
  ];
  return <DataTable label={label} columns={columns} rows={rows} rowKey={(r) => r.label} cardsBelow="xl" />;
}

function Trend({ daily }: { daily: VitalsResponse["daily"] }) {
  const [metric, setMetric] = useState<VitalMetric>("LCP");
  const index = VITAL_METRICS.indexOf(metric);
  const days = daily.filter((d) => d.metrics[index].p75 !== null);
  const format = (value: number) => formatVital(metric, value);
  return (
    <div className="space-y-3">
      <Segmented
        label="Metric of the trend"
        options={VITAL_METRICS.map((m) => [m, m] as const)}
        value={metric}
        onChange={setMetric}
      />
      <Chart
        kind="line"
        title={`Daily p75 of ${METRIC_NAMES[metric]} (${metric})`}
        description={`${limits(metric)}.`}
        series={[{ key: "p75", label: `p75 ${metric}`, tone: "brand" }]}
        points={days.map((d) => ({
          label: formatDay(d.day),
          tick: formatDayShort(d.day),
          values: { p75: d.metrics[index].p75 ?? 0 },
        }))}
        format={format}
        axisFormat={format}
        wholeNumbers={false}
        labelHeading="Day"
        emptyText={`No ${metric} measured in this period yet.`}
      />
    </div>
  );
}

/**
 * Real-user speed: the Core Web Vitals that visitors' browsers measured, as the 75th percentile
 * with Google's bands, overall, per page and per device type, and day by day. Follows the
 * analytics page's date range, not its filters (it says so while filters are on).
 */
export function RealUserSpeed({ from, to, filtered }: { from: string; to: string; filtered: boolean }) {
  const query = useAdminQuery<VitalsResponse>("/api/admin/analytics/vitals", { from, to });
  return (
    <Panel title="Real-user speed" aria-label="Real-user speed" className="mt-4">
      <p className="-mt-1 mb-4 text-sm text-slate-600">
        How fast pages were for real visitors, measured in their browsers: the 75th percentile (p75) of page loads,
        rated with Google's Core Web Vitals bands.
        {/* Speed is kept as histograms per page and per device, without the visit it came from. */}
        {filtered ? " It covers every visit of the period: the filters above do not apply to it." : null}
      </p>
      <QueryView
        query={query}
        isEmpty={(d) => d.overall.every((m) => m.samples === 0)}
        empty={
          <EmptyState title="No speed measurements in this range">
            Browsers report them as visitors leave a page; tracked visits in this range will show here.
          </EmptyState>
        }
      >
        {(d) => (
          <div className="space-y-6">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
              {d.overall.map((summary) => (
                <MetricCard key={summary.metric} summary={summary} />
              ))}
            </dl>
            <Trend daily={d.daily} />
            <div className="space-y-2">
              <h3 className="text-base font-semibold">By page</h3>
              <BreakdownTable label="Real-user speed by page" heading="Page" rows={d.pages} />
            </div>
            <div className="space-y-2">
              <h3 className="text-base font-semibold">By device type</h3>
              <BreakdownTable label="Real-user speed by device type" heading="Device type" rows={d.devices} />
            </div>
            <p className="text-xs text-slate-600">
              Each p75 is read from value buckets and is within {formatPercent(d.precision * 100)} of the exact figure.
              Pages reached by a link within the site count toward the page the visitor first loaded.
            </p>
          </div>
        )}
      </QueryView>
    </Panel>
  );
}
