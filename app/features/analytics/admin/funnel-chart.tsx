import { BarList } from "#app/components/ui/chart/bar-list";
import { Panel } from "#app/components/ui/panel";
import type { FunnelReport } from "#common/admin";
import { formatCurrency, formatDecimal, formatInteger } from "#common/format/number";
import { type FunnelValueMeaning, funnelName, funnelNames, stageName } from "#content/admin-funnels";

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

function formatValue(value: number, unit: FunnelValueMeaning["unit"]): string {
  return unit === "usd" ? formatCurrency(value) : formatDecimal(value);
}

interface StepRow {
  key: string;
  name: string;
  sessions: number;
  conversionFromPrevious: number | null;
  /** Sessions of the step before that did not go on to this one, when told. */
  dropOff?: number;
}

/**
 * A funnel's steps as PostHog draws them: a horizontal bar per step, as wide as the share of the
 * first step's sessions that reached it, with the step's conversion (and drop-off) beside it. The
 * figures are text, so the chart reads the same to a screen reader.
 */
export function FunnelSteps({ label, steps }: { label: string; steps: readonly StepRow[] }) {
  const start = steps[0]?.sessions ?? 0;
  return (
    <ol className="space-y-3" aria-label={label}>
      {steps.map((s, i) => {
        const share = percent(s.sessions, start);
        return (
          <li key={s.key}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="min-w-0 font-medium text-ink [overflow-wrap:anywhere]">
                {i + 1}. {s.name}
              </span>
              <span className="text-slate-700 tabular-nums">
                {formatInteger(s.sessions)} session{s.sessions === 1 ? "" : "s"}
                {i > 0 ? ` · ${s.conversionFromPrevious ?? 0}% of the step before` : ""}
                {i > 0 && s.dropOff ? ` · ${formatInteger(s.dropOff)} left` : ""}
              </span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-slate-100" aria-hidden="true">
              <div
                className="h-3 rounded-full bg-brand-600"
                style={{ width: `${Math.max(share, s.sessions ? 1 : 0)}%` }}
              />
            </div>
            <span className="sr-only">{share}% of the sessions that started</span>
          </li>
        );
      })}
    </ol>
  );
}

/** One funnel a tool reports (content/admin-funnels.ts names it and its stages), with what it completed and lost. */
export function FunnelChart({ funnel }: { funnel: FunnelReport }) {
  const name = funnelName(funnel.funnelType);
  const start = funnel.stages[0]?.sessions ?? 0;
  const meaning = funnelNames[funnel.funnelType]?.value;
  const completed = funnel.stages.find((s) => s.stage === "purchase")?.sessions ?? 0;
  return (
    <Panel title={name}>
      <FunnelSteps
        label={`${name}: sessions at each stage`}
        steps={funnel.stages.map((s) => ({
          key: s.stage,
          name: stageName(funnel.funnelType, s.stage),
          sessions: s.sessions,
          conversionFromPrevious: s.conversionFromPrevious,
        }))}
      />
      <dl className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">Completed</dt>
          <dd className="font-semibold tabular-nums">
            {formatInteger(completed)} of {formatInteger(start)} ({percent(completed, start)}%)
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">Left before the end</dt>
          <dd className="font-semibold tabular-nums">{formatInteger(funnel.abandoned)}</dd>
        </div>
        {meaning && funnel.purchases > 0 ? (
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-600">{meaning.label}</dt>
            <dd className="font-semibold tabular-nums">
              {formatValue(funnel.totalConversionValue / funnel.purchases, meaning.unit)}
            </dd>
          </div>
        ) : null}
      </dl>
      {funnel.dropoffReasons.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold">Where they left</h3>
          <BarList rows={funnel.dropoffReasons} labelHeader="Reason" />
        </>
      ) : null}
    </Panel>
  );
}
