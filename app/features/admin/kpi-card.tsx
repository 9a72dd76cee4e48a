import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { formatNumber } from "./ui";

/** The change against the previous period, as Plausible shows it: "+25%", "−10%", "new" when it was 0. */
export function changeText(value: number, previous: number): { text: string; direction: "up" | "down" | "flat" } {
  if (value === previous) return { text: "no change", direction: "flat" };
  if (previous === 0) return { text: "up from 0", direction: "up" };
  const percent = Math.round(((value - previous) / previous) * 100);
  return { text: `${percent > 0 ? "+" : "−"}${Math.abs(percent)}%`, direction: value > previous ? "up" : "down" };
}

const toneOf = { up: "text-emerald-700", down: "text-red-700", flat: "text-slate-600" } as const;

/** One key figure of a period with its change against the period before. */
export function KpiCard({ label, value, previous, comparedWith, hint }: { label: string; value: number; previous: number; comparedWith: string; hint?: string }) {
  const change = changeText(value, previous);
  const Arrow = change.direction === "down" ? ArrowDownRight : ArrowUpRight;
  return (
    <div className="h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm" title={hint}>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{formatNumber(value)}</p>
      <p className={`mt-1 flex flex-wrap items-center gap-1 text-xs ${toneOf[change.direction]}`}>
        {change.direction === "flat" ? null : <Arrow aria-hidden="true" className="size-3.5" />}
        <span className="font-semibold">{change.text}</span>
        <span className="text-slate-600">
          vs {comparedWith} ({formatNumber(previous)})
        </span>
      </p>
    </div>
  );
}
