import type { ChartPoint, ChartSeries } from "./series";

/** The chart's figures as a table, folded away under the chart: for screen readers and for anyone who wants the numbers. */
export function ChartTable({
  title,
  points,
  series,
  labelHeading,
  format,
}: {
  title: string;
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  labelHeading: string;
  format: (value: number) => string;
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
        Show the figures as a table
      </summary>
      <div className="mt-2">
        <table className="w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1.5 pr-4 font-semibold text-ink">
                {labelHeading}
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="py-1.5 pl-4 text-right font-semibold text-ink">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p, index) => (
              <tr key={index} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {p.label}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="py-1 pl-4 text-right tabular-nums">
                    {format(p.values[s.key] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
