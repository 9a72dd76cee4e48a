import { formatPercent } from "#common/format/number";

/**
 * A row's change against the period compared with, short enough for a table column: "▲ 12%",
 * "▼ 5%", "New" (nothing before), "—" (nothing either time). Screen readers hear words, not arrows.
 */
export function ChangeCell({ count, previous }: { count: number; previous: number }) {
  if (previous === 0) {
    return count === 0 ? (
      <span className="text-slate-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">None either time</span>
      </span>
    ) : (
      <span className="font-medium text-emerald-800">New</span>
    );
  }
  const percent = Math.round(((count - previous) / previous) * 100);
  if (percent === 0) return <span className="text-slate-600">0%</span>;
  const up = percent > 0;
  return (
    <span className={`font-medium whitespace-nowrap ${up ? "text-emerald-800" : "text-red-700"}`}>
      <span aria-hidden="true">{up ? "▲" : "▼"} </span>
      <span className="sr-only">{up ? "Up" : "Down"} </span>
      {formatPercent(Math.abs(percent))}
    </span>
  );
}
