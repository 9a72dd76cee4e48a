import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClassSm } from "#app/components/ui/input-class";
import { dateRangeSchema } from "#common/admin";
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  COMPARISON_NAMES,
  COMPARISONS,
  type Comparison,
  comparisonRange,
  type DayRange,
  PERIOD_NAMES,
  periodRange,
} from "#common/analytics-period";
import { formatDay } from "#common/format/date";

const DEFAULT_PERIOD = "30d";
const DEFAULT_COMPARISON = "previous";

const isPeriod = (v: string | null): v is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly string[]).includes(v ?? "");
const isComparison = (v: string | null): v is Comparison => (COMPARISONS as readonly string[]).includes(v ?? "");
const utcToday = () => new Date().toISOString().slice(0, 10);

/** The range's problem in words, or null: "To must not be before From". */
function rangeProblem(range: DayRange): string | null {
  const checked = dateRangeSchema.safeParse(range);
  if (checked.success) return null;
  const issue = checked.error.issues[0];
  const field = issue.path[0] === "from" ? "From" : "To";
  return `${field} ${issue.message.replace(/\bfrom\b/, "From")}.`;
}

/** "Nov 21 – Nov 27, 2026" style: both days in full, one day once. */
const daysText = ({ from, to }: DayRange) => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);

/**
 * The analytics period and comparison, kept in the address (period, compare, and from/to for a
 * custom range) so a reload or a shared link shows the same view. An address with only from/to
 * (older links) is a custom range.
 */
export function useAnalyticsPeriod() {
  const [search, setSearch] = useSearchParams();
  const id = useId();
  const today = utcToday();
  const requested = search.get("period");
  const from = search.get("from");
  const to = search.get("to");
  const period: AnalyticsPeriod = isPeriod(requested) ? requested : from || to ? "custom" : DEFAULT_PERIOD;
  const requestedComparison = search.get("compare");
  const compare: Comparison = isComparison(requestedComparison) ? requestedComparison : DEFAULT_COMPARISON;
  const range: DayRange =
    period === "custom"
      ? { from: from || periodRange(DEFAULT_PERIOD, today).from, to: to || today }
      : periodRange(period, today);
  // A range typed into the address is checked too: one message, and no request the server would refuse.
  const problem = rangeProblem(range);

  const update = (change: (params: URLSearchParams) => void) =>
    setSearch(
      (params) => {
        change(params);
        return params;
      },
      { preventScrollReset: true, replace: true },
    );
  const choosePeriod = (next: AnalyticsPeriod) =>
    update((params) => {
      if (next === DEFAULT_PERIOD) params.delete("period");
      else params.set("period", next);
      // A custom range starts from the days on screen; a named period needs none.
      if (next === "custom") {
        params.set("from", range.from);
        params.set("to", range.to);
      } else {
        params.delete("from");
        params.delete("to");
      }
    });
  const chooseComparison = (next: Comparison) =>
    update((params) => {
      if (next === DEFAULT_COMPARISON) params.delete("compare");
      else params.set("compare", next);
    });
  const applyRange = (next: DayRange) =>
    update((params) => {
      params.set("period", "custom");
      params.set("from", next.from);
      params.set("to", next.to);
    });

  const against = compare === "none" || problem ? null : comparisonRange(range, compare);
  const control = (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="text-sm font-medium text-ink">
          {/* A label of its own: wrapped round the select, its name would take in the chosen option. */}
          <label htmlFor={`${id}-period`}>Period</label>
          <select
            id={`${id}-period`}
            className={`mt-1 block ${inputClassSm}`}
            value={period}
            onChange={(e) => choosePeriod(e.target.value as AnalyticsPeriod)}
          >
            {ANALYTICS_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_NAMES[p]}
              </option>
            ))}
          </select>
        </div>
        <div className="text-sm font-medium text-ink">
          <label htmlFor={`${id}-compare`}>Compare with</label>
          <select
            id={`${id}-compare`}
            className={`mt-1 block ${inputClassSm}`}
            value={compare}
            onChange={(e) => chooseComparison(e.target.value as Comparison)}
          >
            {COMPARISONS.map((c) => (
              <option key={c} value={c}>
                {COMPARISON_NAMES[c]}
              </option>
            ))}
          </select>
        </div>
        {period === "custom" ? (
          <RangeForm key={`${range.from}-${range.to}`} range={range} onApply={applyRange} />
        ) : null}
      </div>
      {problem ? null : (
        <p className="text-sm text-slate-600">
          {daysText(range)} (UTC)
          {against ? <> · compared with {daysText(against)}</> : null}
        </p>
      )}
    </div>
  );
  return { range, compare, problem, against, control };
}

/** From and To of a custom range, refused here when they make no range, so the server is never asked. */
function RangeForm({ range, onApply }: { range: DayRange; onApply: (range: DayRange) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = { from: String(data.get("from") || ""), to: String(data.get("to") || "") };
    const found = rangeProblem(next);
    setProblem(found);
    if (!found) onApply(next);
  };
  return (
    <form onSubmit={apply} className="space-y-2" aria-label="Custom range" noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-ink">
          From
          <input
            name="from"
            type="date"
            defaultValue={range.from}
            className={`mt-1 block ${inputClassSm}`}
            required
            aria-invalid={problem ? true : undefined}
          />
        </label>
        <label className="text-sm font-medium text-ink">
          To
          <input
            name="to"
            type="date"
            defaultValue={range.to}
            className={`mt-1 block ${inputClassSm}`}
            required
            aria-invalid={problem ? true : undefined}
          />
        </label>
        <Button type="submit" size="sm">
          Show range
        </Button>
      </div>
      <Alert inline>{problem}</Alert>
    </form>
  );
}
