import type { DailyPoint } from "../../../common/admin";
import { Tooltip } from "../../components/ui/tooltip";

type Metric = "visitors" | "visits" | "pageViews";

const SERIES: { key: Metric; label: string; stroke: string; swatch: string }[] = [
  { key: "pageViews", label: "Page views", stroke: "stroke-brand-600", swatch: "bg-brand-600" },
  { key: "visits", label: "Visits", stroke: "stroke-amber-500", swatch: "bg-amber-500" },
  { key: "visitors", label: "Visitors", stroke: "stroke-emerald-600", swatch: "bg-emerald-600" },
];

/**
 * Daily visitors, visits and page views as lines (plain SVG: no chart library, so nothing is
 * added to any page's JavaScript but this one). The figures are also available as a table.
 */
export function TrendChart({ points, title }: { points: DailyPoint[]; title: string }) {
  const width = 720;
  const height = 180;
  const pad = 8;
  const max = Math.max(1, ...points.flatMap((p) => SERIES.map((s) => p[s.key])));
  const x = (i: number) => pad + (i / Math.max(1, points.length - 1)) * (width - 2 * pad);
  const y = (v: number) => height - pad - (v / max) * (height - 2 * pad);
  const step = points.length > 1 ? (width - 2 * pad) / (points.length - 1) : width;
  const hasData = points.some((p) => p.pageViews || p.visits || p.visitors);

  return (
    <figure>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="font-medium text-ink">{title}</span>
        {SERIES.map((s) => (
          <span key={s.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block h-1 w-4 rounded ${s.swatch}`} /> {s.label}
          </span>
        ))}
        <span className="text-slate-600">peak {max.toLocaleString("en-US")} a day</span>
      </figcaption>
      {hasData ? null : <p className="mt-2 text-sm text-slate-600">No visits in this period yet.</p>}
      <div className="relative mt-2 overflow-hidden">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-44 w-full" aria-hidden="true" preserveAspectRatio="none">
        {[0.25, 0.5, 0.75].map((f) => (
          <line key={f} x1={0} x2={width} y1={y(max * f)} y2={y(max * f)} className="stroke-slate-100" />
        ))}
        <line x1={0} x2={width} y1={height - pad + 0.5} y2={height - pad + 0.5} className="stroke-slate-300" />
        {SERIES.map((s) => (
          <polyline
            key={s.key}
            fill="none"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            className={s.stroke}
            points={points.map((p, i) => `${x(i)},${y(p[s.key])}`).join(" ")}
          />
        ))}
      </svg>
      {/* Pointing at a day shows its figures (keyboard and screen-reader users have the table below). */}
      <div aria-hidden="true" className="absolute inset-0">
        {points.map((p, i) => (
          <Tooltip key={p.day} label={`${p.day}: ${SERIES.map((s) => `${p[s.key].toLocaleString("en-US")} ${s.label.toLowerCase()}`).join(", ")}`}>
            <span
              data-chart-day={p.day}
              className="absolute inset-y-0 hover:bg-slate-900/5"
              style={{ left: `${((x(i) - step / 2) / width) * 100}%`, width: `${(step / width) * 100}%` }}
            />
          </Tooltip>
        ))}
      </div>
      </div>
      <div className="flex justify-between text-xs text-slate-600">
        <span>{points[0]?.day}</span>
        <span>{points[points.length - 1]?.day}</span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Daily figures</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="min-w-full text-left">
            <thead>
              <tr className="text-slate-700">
                <th scope="col" className="py-1 pr-4">
                  Day
                </th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-4">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day}>
                  <td className="py-1 pr-4">{p.day}</td>
                  {SERIES.map((s) => (
                    <td key={s.key} className="py-1 pr-4 tabular-nums">
                      {p[s.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
