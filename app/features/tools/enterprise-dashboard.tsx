import { AlertTriangle, Bell, CircleAlert, Info } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Chart } from "#app/components/ui/chart/chart";
import { trackEvent } from "#app/features/tracking";
import { formatCurrency, formatInteger, formatPercent } from "#common/format/number";
import {
  chartPoints,
  DAILY_CHART_MAX_DAYS,
  type DashboardRange,
  dashboardFigures,
  dashboardRanges,
  SAMPLE_DAYS,
  sampleSeries,
} from "#common/tools/calculators/dashboard";
import {
  alertSeverityCopy,
  dashboardCopy,
  dashboardIntro,
  dashboardMetricCopy,
  dashboardRangeLabels,
  sampleAlerts,
  sampleShapes,
  sampleSolutions,
  sampleValues,
  solutionStatusCopy,
} from "#content/tools/dashboard";
import { DashboardFrame } from "./dashboard-frame";
import { type KpiChange, KpiTile } from "./kpi-tile";
import { ConsultationCta } from "./ui";

/** The sample series, computed once per module: the same on every visit and in the prerendered page. */
const series = {
  calls: sampleSeries(sampleShapes.calls, SAMPLE_DAYS, sampleShapes.calls.seed),
  leads: sampleSeries(sampleShapes.leads, SAMPLE_DAYS, sampleShapes.leads.seed),
  hours: sampleSeries(sampleShapes.hours, SAMPLE_DAYS, sampleShapes.hours.seed),
};

const toneClass = {
  green: "bg-green-100 text-green-900",
  blue: "bg-brand-100 text-brand-900",
  amber: "bg-amber-100 text-amber-900",
} as const;

const severityStyle = {
  action: { icon: CircleAlert, className: "border-rose-300 bg-rose-50", iconClass: "text-rose-700" },
  warning: { icon: AlertTriangle, className: "border-amber-300 bg-amber-50", iconClass: "text-amber-700" },
  info: { icon: Info, className: "border-slate-200 bg-slate-50", iconClass: "text-brand-700" },
} as const;

function SampleBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-amber-900 uppercase">
      {dashboardIntro.sampleBadge}
    </span>
  );
}

/** A percentage change (or percentage points) as a KPI change: rounded, signed by its direction. */
function toChange(value: number | null, format: (n: number) => string, against: string): KpiChange | string {
  if (value === null) return dashboardCopy.noChange;
  const rounded = Math.round(value * 10) / 10;
  return { amount: format(Math.abs(rounded)), direction: rounded > 0 ? "up" : rounded < 0 ? "down" : "flat", against };
}

export function EnterpriseDashboard() {
  const [range, setRange] = useState<DashboardRange>(30);
  const figures = useMemo(() => dashboardFigures(series, range, sampleValues), [range]);
  const rangeLabel = dashboardRangeLabels[range].toLowerCase();
  const unit = range > DAILY_CHART_MAX_DAYS ? "week" : "day";
  const against = dashboardCopy.changeAgainst.replace("{range}", String(range));
  const percent = (n: number) => formatPercent(n);
  const points = (n: number) => `${formatInteger(n)} pts`;

  const choose = (next: DashboardRange) => {
    setRange(next);
    trackEvent("demo_usage", {
      element: "enterprise-dashboard",
      details: { tool: "enterprise-dashboard", range: next },
    });
  };

  return (
    <div className="space-y-6">
      <p
        role="note"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <SampleBadge />
        <span>{dashboardIntro.sampleNote}</span>
      </p>

      <DashboardFrame label={`${dashboardCopy.title} (${dashboardIntro.sampleBadge.toLowerCase()})`}>
        <div className="space-y-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <h2 id="dash-title" className="flex flex-wrap items-center gap-2 text-xl font-bold">
                {dashboardCopy.title} <SampleBadge />
              </h2>
              <p className="text-xs text-slate-600">{dashboardCopy.company}</p>
            </div>
            <fieldset>
              <legend className="sr-only">{dashboardCopy.rangeLegend}</legend>
              <div className="inline-flex rounded-lg border border-slate-300 bg-slate-50 p-0.5">
                {dashboardRanges.map((option) => (
                  <label
                    key={option}
                    className="cursor-pointer rounded-md px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-slate-700 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                  >
                    <input
                      type="radio"
                      name="dash-range"
                      value={option}
                      checked={range === option}
                      onChange={() => choose(option)}
                      className="sr-only"
                    />
                    <span className="sr-only">Last </span>
                    {option} days
                  </label>
                ))}
              </div>
            </fieldset>
          </div>

          <section aria-labelledby="dash-figures">
            <h3 id="dash-figures" className="sr-only">
              {dashboardCopy.figuresTitle}, {rangeLabel}
            </h3>
            <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-live="polite">
              <KpiTile
                label={dashboardMetricCopy.calls.label}
                value={formatInteger(figures.calls)}
                change={toChange(figures.callsChangePercent, percent, against)}
                testId="dash-calls"
              />
              <KpiTile
                label={dashboardMetricCopy.leads.label}
                value={formatInteger(figures.leads)}
                change={toChange(figures.leadsChangePercent, percent, against)}
                testId="dash-leads"
              />
              <KpiTile
                label={dashboardMetricCopy.hours.label}
                value={formatInteger(figures.hours)}
                change={toChange(figures.hoursChangePercent, percent, against)}
                testId="dash-hours"
              />
              <KpiTile
                label={dashboardMetricCopy.roi.label}
                value={formatPercent(figures.roiPercent)}
                change={toChange(
                  figures.roiChangePoints,
                  points,
                  dashboardCopy.roiChangeWithin.replace("{range}", String(range)),
                )}
                note={dashboardCopy.roiNote
                  .replace("{created}", formatCurrency(figures.valueCreated))
                  .replace("{paid}", formatCurrency(figures.subscriptionPaid))}
                testId="dash-roi"
              />
            </dl>
            <p className="mt-2 text-xs text-slate-600">{dashboardMetricCopy.roi.help}</p>
          </section>

          <section aria-labelledby="dash-usage">
            <h3 id="dash-usage" className="text-base font-semibold">
              {dashboardCopy.usageTitle}
            </h3>
            <div className="mt-3 grid gap-6 lg:grid-cols-3">
              {(["calls", "leads", "hours"] as const).map((metric) => (
                <div key={metric} className="rounded-xl border border-slate-200 p-3">
                  <Chart
                    kind="bar"
                    title={`${dashboardMetricCopy[metric].label} per ${unit}`}
                    description={`${dashboardRangeLabels[range]}. ${dashboardMetricCopy[metric].help}`}
                    series={[{ key: "value", label: dashboardMetricCopy[metric].label }]}
                    points={chartPoints(series[metric], range).map((p) => ({
                      label: p.label,
                      values: { value: p.value },
                    }))}
                    format={formatInteger}
                    labelHeading={unit === "day" ? (range <= 7 ? "Day" : "Day of the range") : "Week"}
                    height="h-40"
                  />
                </div>
              ))}
            </div>
          </section>

          <div className="grid gap-5 lg:grid-cols-2">
            <section aria-labelledby="dash-solutions">
              <h3 id="dash-solutions" className="text-base font-semibold">
                {dashboardCopy.solutionsTitle}
              </h3>
              <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
                {sampleSolutions.map((s) => (
                  <li key={s.name} className="px-3 py-2.5">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <Link
                        to={s.link}
                        className="text-sm font-semibold text-ink underline decoration-slate-300 underline-offset-2 hover:decoration-brand-600"
                      >
                        {s.name}
                      </Link>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${toneClass[solutionStatusCopy[s.status].tone]}`}
                      >
                        <span className="sr-only">Status: </span>
                        {solutionStatusCopy[s.status].label}
                      </span>
                    </div>
                    <p className="mt-0.5 text-xs leading-5 text-slate-700">{s.detail}</p>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="dash-alerts">
              <h3 id="dash-alerts" className="flex items-center gap-2 text-base font-semibold">
                <Bell aria-hidden="true" className="h-4 w-4 text-brand-700" /> {dashboardCopy.alertsTitle}
              </h3>
              <ul className="mt-2 space-y-2">
                {sampleAlerts.map((alert) => {
                  const style = severityStyle[alert.severity];
                  const Icon = style.icon;
                  return (
                    <li key={alert.id} className={`flex gap-2.5 rounded-xl border px-3 py-2.5 ${style.className}`}>
                      <Icon aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 ${style.iconClass}`} />
                      <div className="min-w-0">
                        <p className="text-sm font-semibold text-ink">
                          <span className="sr-only">{alertSeverityCopy[alert.severity]}: </span>
                          {alert.title}
                        </p>
                        <p className="mt-0.5 text-xs leading-5 text-slate-700">{alert.detail}</p>
                        <p className="mt-0.5 text-xs text-slate-600">
                          <span aria-hidden="true">{alertSeverityCopy[alert.severity]} · </span>
                          {alert.when}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          </div>
        </div>
      </DashboardFrame>

      <ConsultationCta
        title={dashboardCopy.ctaTitle}
        text={dashboardCopy.ctaText}
        button={dashboardCopy.ctaButton}
        source="enterprise-dashboard"
      />
    </div>
  );
}
