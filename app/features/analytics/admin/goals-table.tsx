import { ChangeCell } from "#app/components/ui/chart/change-cell";
import type { AnalyticsGoal, GoalReport } from "#common/analytics-goals";
import { formatInteger, formatPercent } from "#common/format/number";
import { targetLabel } from "#content/site-events";
import { COUNTING_NOTE } from "./goal-targets";

/** A goal's conversions day by day as a small line; the figures beside it are the table's. */
function Sparkline({ values }: { values: readonly number[] }) {
  if (values.length < 2) return null;
  const max = Math.max(1, ...values);
  const step = 100 / (values.length - 1);
  const points = values.map((v, i) => `${(i * step).toFixed(2)},${(22 - (v / max) * 20).toFixed(2)}`).join(" ");
  return (
    <svg viewBox="0 0 100 24" preserveAspectRatio="none" className="h-6 w-full" aria-hidden="true">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/**
 * Each goal's conversions, rate, trend and (with a comparison) change. With `onFilter` a goal's
 * name filters the page by it; without (a shared view) the table is read-only.
 */
export function GoalsTable({ goals, onFilter }: { goals: GoalReport[]; onFilter?: (goal: AnalyticsGoal) => void }) {
  const compared = goals.some((g) => g.previous !== undefined);
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1.5 pr-3 font-medium">
            Goal
          </th>
          <th scope="col" className="w-24 py-1.5 text-right font-medium whitespace-nowrap sm:w-28">
            Conversions
          </th>
          <th scope="col" className="w-16 py-1.5 text-right font-medium">
            Rate
          </th>
          <th scope="col" className="hidden w-36 py-1.5 pl-6 font-medium sm:table-cell">
            Trend
          </th>
          {compared ? (
            <th scope="col" className="hidden w-20 py-1.5 text-right font-medium sm:table-cell">
              Change
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {goals.map((g) => (
          <tr key={g.id} className="border-t border-slate-100">
            <td className="py-2 pr-3">
              {/* The name wraps between words rather than being cut: it is what the goal is known by. */}
              {onFilter ? (
                <button
                  type="button"
                  onClick={() => onFilter(g)}
                  title={`Filter by goal ${g.name}`}
                  className="rounded-sm text-left hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {g.name}
                </button>
              ) : (
                g.name
              )}
              {targetLabel(g) !== g.name ? (
                <span className="block truncate text-xs text-slate-600">{targetLabel(g)}</span>
              ) : null}
              {g.counting ? <span className="block text-xs text-slate-600">{COUNTING_NOTE}</span> : null}
            </td>
            <td className="py-2 align-top text-right tabular-nums">{formatInteger(g.conversions)}</td>
            <td className="py-2 align-top text-right tabular-nums">
              {g.rate === null ? "—" : formatPercent(g.rate, 1)}
            </td>
            <td className="hidden py-2 pl-6 align-top text-brand-600 sm:table-cell">
              <Sparkline values={g.daily} />
            </td>
            {compared ? (
              <td className="hidden py-2 align-top text-right text-xs tabular-nums sm:table-cell">
                <ChangeCell count={g.conversions} previous={g.previous ?? 0} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
