import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";

export interface KpiChange {
  /** The change as shown, without its sign ("12%", "38 pts"). */
  amount: string;
  direction: "up" | "down" | "flat";
  /** What it is measured against ("vs the 30 days before"). */
  against: string;
}

const directionStyle = {
  up: { icon: ArrowUpRight, className: "bg-emerald-50 text-emerald-800 ring-emerald-200", sign: "+", word: "up" },
  down: { icon: ArrowDownRight, className: "bg-rose-50 text-rose-800 ring-rose-200", sign: "−", word: "down" },
  flat: { icon: Minus, className: "bg-slate-100 text-slate-700 ring-slate-200", sign: "±", word: "unchanged," },
} as const;

/** One key figure of the dashboard: its value, and its change with an arrow for the direction. */
export function KpiTile({
  label,
  value,
  change,
  note,
  testId,
}: {
  label: string;
  value: string;
  change: KpiChange | string;
  note?: string;
  testId: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
      <dd
        className="mt-1.5 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-600"
        data-testid={`${testId}-change`}
      >
        {typeof change === "string" ? change : <ChangeChip change={change} />}
      </dd>
      {note ? <dd className="mt-1 text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

function ChangeChip({ change }: { change: KpiChange }) {
  const style = directionStyle[change.direction];
  const Icon = style.icon;
  return (
    <>
      <span
        className={`inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 font-semibold tabular-nums ring-1 ${style.className}`}
        data-direction={change.direction}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{style.word} </span>
        <span aria-hidden="true">{style.sign}</span>
        {change.amount}
      </span>
      <span>{change.against}</span>
    </>
  );
}
