import type { ReactNode } from "react";
import { formatPercent } from "#common/format/number";

interface StatChange {
  /** The change in percent against the previous period; null when there is nothing to compare with. */
  percent: number | null;
  /** What the change is measured against, e.g. "on the 7 days before". */
  against: string;
  /** False where a rise is bad news (costs, drop-offs): the colours swap. */
  upIsGood?: boolean;
}

interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the value: the period, a link, a breakdown. */
  note?: ReactNode;
  change?: StatChange;
  testId?: string;
  /** Its place in the grid of figures (a column span). */
  className?: string;
}

/** One figure with its label, for a `<dl>` of figures (a grid of StatCards). */
export function StatCard({ label, value, note, change, testId, className = "" }: StatCardProps) {
  return (
    <div className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold break-words text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {change ? (
        <dd className="mt-1 text-xs">
          <Change {...change} />
        </dd>
      ) : null}
      {note ? <dd className="mt-1 text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

function Change({ percent, against, upIsGood = true }: StatChange) {
  if (percent === null || !Number.isFinite(percent))
    return (
      <span className="text-slate-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No earlier figure to compare {against}</span>
      </span>
    );
  const rounded = Math.round(percent);
  if (rounded === 0) return <span className="text-slate-600">No change {against}</span>;
  const up = rounded > 0;
  const good = up === upIsGood;
  return (
    <span className={`font-semibold ${good ? "text-emerald-800" : "text-red-700"}`}>
      <span aria-hidden="true">{up ? "▲" : "▼"} </span>
      <span className="sr-only">{up ? "Up" : "Down"} </span>
      {formatPercent(Math.abs(rounded))} <span className="font-normal text-slate-600">{against}</span>
    </span>
  );
}
