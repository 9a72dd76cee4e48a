import type { AffiliateStats } from "../../../common/affiliate";

type Point = AffiliateStats["series"][number];

/**
 * Clicks per day as bars with leads, meetings and won deals marked on top; the same figures
 * are available as a table for screen readers and for anyone who wants the numbers.
 */
export function ActivityChart({ series }: { series: Point[] }) {
  const max = Math.max(1, ...series.map((p) => p.clicks));
  const width = 720;
  const height = 160;
  const slot = width / Math.max(1, series.length);
  const bar = Math.max(2, slot * 0.7);
  const y = (value: number) => height - (value / max) * (height - 10);
  const hasActivity = series.some((p) => p.clicks || p.leads || p.meetings || p.won);

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex flex-wrap gap-4 text-sm text-slate-700">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-200" /> Clicks per day
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-700" /> Leads
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-amber-500" /> Meetings or won deals
        </span>
        <span className="text-slate-600">
          {series[0]?.date} to {series[series.length - 1]?.date}
        </span>
      </figcaption>
      {hasActivity ? null : <p className="mt-3 text-sm text-slate-600">No activity in this period.</p>}
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-3 h-40 w-full" aria-hidden="true" preserveAspectRatio="none">
        <line x1="0" x2={width} y1={height - 0.5} y2={height - 0.5} className="stroke-slate-300" />
        {series.map((p, i) => {
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={p.date}>
              {p.clicks ? <rect x={x} y={y(p.clicks)} width={bar} height={height - y(p.clicks)} className="fill-brand-200" /> : null}
              {p.leads ? <rect x={x} y={y(p.leads)} width={bar} height={height - y(p.leads)} className="fill-brand-700" /> : null}
              {p.meetings || p.won ? <circle cx={x + bar / 2} cy={6} r={4} className="fill-amber-500" /> : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Daily figures</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="min-w-full text-left">
            <thead>
              <tr className="text-slate-700">
                <th scope="col" className="py-1 pr-4">Date</th>
                <th scope="col" className="py-1 pr-4">Clicks</th>
                <th scope="col" className="py-1 pr-4">Leads</th>
                <th scope="col" className="py-1 pr-4">Meetings</th>
                <th scope="col" className="py-1 pr-4">Won</th>
              </tr>
            </thead>
            <tbody>
              {series
                .filter((p) => p.clicks || p.leads || p.meetings || p.won)
                .map((p) => (
                  <tr key={p.date}>
                    <td className="py-1 pr-4">{p.date}</td>
                    <td className="py-1 pr-4">{p.clicks}</td>
                    <td className="py-1 pr-4">{p.leads}</td>
                    <td className="py-1 pr-4">{p.meetings}</td>
                    <td className="py-1 pr-4">{p.won}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
