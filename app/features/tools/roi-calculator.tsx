import { Link } from "react-router";
import { Panel } from "#app/components/ui/panel";
import { StatCard } from "#app/components/ui/stat-card";
import {
  formatCurrency,
  formatCurrencyCompact,
  formatDecimal,
  formatInteger,
  formatMonths,
  formatPercent,
} from "#common/format/number";
import { calculateRoi, type RoiInput, roiLimits, roiSolutionIds } from "#common/tools/calculators/roi";
import {
  roiAssumptions,
  roiDefaults,
  roiFieldCopy,
  roiFormulas,
  roiGroups,
  roiLeverCopy,
  roiMethodSummary,
  roiResultCopy,
  roiSolutions,
} from "#content/tools/roi";
import { useCalculatorTracking } from "./calculator-tracking";
import { DeferredChart } from "./deferred-chart";
import { FormulaTable, HowWeCalculate } from "./how-we-calculate";
import { StaleNotice, useLastValid } from "./last-valid";
import { NumberField } from "./number-field";
import { onDemand } from "./on-demand";
import { Assumptions, ConsultationCta } from "./ui";
import { useCalculatorForm } from "./use-calculator-form";

const fieldOrder = ["solution", ...roiGroups.flatMap((group) => group.fields)] as const;
type RoiField = (typeof fieldOrder)[number];
const fieldLabel = (field: RoiField) => (field === "solution" ? "Solution" : roiFieldCopy[field].label);

/** zod and the schema: not needed to show the defaults, so not loaded with the page. */
const roiSchema = onDemand(() =>
  import("#common/tools/calculators/roi-schema").then((m) => m.makeRoiInputSchema(roiLimits, roiSolutionIds)),
);

export function RoiCalculator() {
  const form = useCalculatorForm<RoiInput>(roiDefaults, roiSchema);
  const { parsed, errors } = form;
  const { value: input, invalid } = useLastValid(parsed, roiDefaults, fieldOrder);
  const stale = invalid.length > 0;
  const result = calculateRoi(input);

  // A change from the defaults that gives a valid result counts as using the calculator.
  const changed = !stale && JSON.stringify(input) !== JSON.stringify(roiDefaults);
  const completeFunnel = useCalculatorTracking<RoiInput>("roi-calculator", changed);

  const solution = roiSolutions.find((s) => s.id === input.solution);
  const payback = result.paybackMonths === null ? "None" : formatMonths(result.paybackMonths);
  const staleNotice = stale ? (
    <StaleNotice
      template={roiResultCopy.stale}
      fields={invalid.map((field) => ({ id: field, label: fieldLabel(field) }))}
      onFocusField={(field) =>
        (field === "solution"
          ? document.querySelector<HTMLInputElement>("input[name=solution]:checked, input[name=solution]")
          : document.getElementById(`roi-${field}`)
        )?.focus()
      }
    />
  ) : null;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <form
        ref={form.formRef}
        aria-label="ROI calculator inputs"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        className="space-y-6"
      >
        <Panel>
          <fieldset>
            <legend className="text-lg font-semibold text-ink">Solution</legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {roiSolutions.map((s) => (
                <label
                  key={s.id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                >
                  <input className="mt-0.5 h-4 w-4 accent-brand-600" {...form.radio("solution", s.id)} />
                  <span className="font-medium text-ink">{s.title}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </Panel>
        {roiGroups.map((group) => (
          <Panel key={group.title}>
            <fieldset className="space-y-4">
              <legend className="text-lg font-semibold text-ink">{group.title}</legend>
              {group.fields.map((field) => {
                const copy = roiFieldCopy[field];
                const limits = roiLimits[field];
                return (
                  <NumberField
                    key={field}
                    id={`roi-${field}`}
                    label={copy.label}
                    help={copy.help}
                    prefix={copy.prefix}
                    suffix={copy.suffix}
                    error={errors[field]}
                    inputProps={{ min: limits.min, max: limits.max, step: copy.step, ...form.number(field) }}
                  />
                );
              })}
            </fieldset>
          </Panel>
        ))}
        {/* Phones: the estimate comes after every input, so its headline rides along at the bottom of the screen. */}
        <div
          className={`sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden`}
          data-testid="roi-summary-bar"
        >
          <p className="min-w-0 text-sm leading-5" aria-live="polite">
            <span className="block text-slate-700">
              {roiResultCopy.summaryLabel}
              {stale ? <span className="font-medium text-amber-800"> (last valid)</span> : null}
            </span>
            <span className={`font-bold text-ink tabular-nums ${stale ? "opacity-60" : ""}`}>
              {formatCurrency(result.netBenefitMonthly)}/month · {roiResultCopy.summaryPayback} {payback}
            </span>
          </p>
          <a
            href="#roi-result-title"
            className="shrink-0 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {roiResultCopy.summaryLink}
          </a>
        </div>
      </form>

      <div className="flex flex-col gap-6">
        {/* The sticky card travels only within this wrapper, so it stops above the cards below it. */}
        <div className="flex-1">
          <Panel aria-labelledby="roi-result-title" className="lg:sticky lg:top-24" data-testid="roi-result">
            <h2 id="roi-result-title" className="scroll-mt-24 text-xl font-bold">
              {roiResultCopy.title}
            </h2>
            {staleNotice}
            <div
              aria-live="polite"
              className={stale ? "opacity-50 transition-opacity" : "transition-opacity"}
              data-stale={stale || undefined}
            >
              <p className="mt-1 text-sm text-slate-600">
                {solution?.title}:{" "}
                {[result.levers.time && roiLeverCopy.time, result.levers.conversion && roiLeverCopy.conversion]
                  .filter(Boolean)
                  .join(" and ")}
                .{" "}
                {solution ? (
                  <Link to={solution.link} className="font-medium text-brand-700 underline">
                    About this solution
                  </Link>
                ) : null}
              </p>
              <dl className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-3">
                <StatCard
                  label="Hours saved a month"
                  value={formatInteger(result.hoursSavedMonthly)}
                  note={
                    result.levers.time
                      ? `of ${formatInteger(result.repetitiveHoursMonthly)} repetitive hours`
                      : roiLeverCopy.timeOff
                  }
                  testId="roi-hours"
                />
                <StatCard
                  label="Cost saved a month"
                  value={formatCurrency(result.costSavedMonthly)}
                  testId="roi-cost"
                />
                <StatCard
                  label="Added revenue a month"
                  value={formatCurrency(result.addedRevenueMonthly)}
                  note={
                    result.levers.conversion
                      ? `${formatDecimal(result.addedConversionsMonthly)} more customers a month`
                      : roiLeverCopy.conversionOff
                  }
                  testId="roi-revenue"
                />
                <StatCard
                  label="Net monthly benefit"
                  value={formatCurrency(result.netBenefitMonthly)}
                  note={`after the ${formatCurrency(result.subscriptionMonthly)}/month subscription`}
                  testId="roi-net"
                />
                <StatCard
                  label="Payback"
                  value={payback}
                  note={
                    result.paybackMonths === null
                      ? roiResultCopy.noPayback
                      : `counting ${formatInteger(input.implementationWeeks)} weeks to go live`
                  }
                  testId="roi-payback"
                />
                <StatCard
                  label="First 12 months"
                  value={formatCurrency(result.months[11].cumulative)}
                  note={`${formatPercent(result.roiFirstYearPercent)} return on the subscription`}
                  testId="roi-year"
                />
              </dl>
              <DeferredChart
                className="mt-6"
                kind="bar"
                title={roiResultCopy.chartTitle}
                description={roiResultCopy.chartDescription}
                series={[{ key: "total", label: "Running total" }]}
                points={result.months.map((m) => ({
                  label: `Month ${m.month}`,
                  tick: String(m.month),
                  values: { total: m.cumulative },
                }))}
                format={formatCurrency}
                axisFormat={formatCurrencyCompact}
                labelHeading="Month"
                height="h-56"
              />
            </div>
          </Panel>
        </div>

        <HowWeCalculate id="roi-method" summary={roiMethodSummary}>
          <FormulaTable caption="Formulas of the ROI calculator" rows={roiFormulas} />
          <Assumptions items={roiAssumptions} />
        </HowWeCalculate>

        <ConsultationCta
          title={roiResultCopy.ctaTitle}
          text={roiResultCopy.ctaText}
          button={roiResultCopy.ctaButton}
          source="roi-calculator"
          onRequest={() => completeFunnel(Math.max(0, result.netBenefitMonthly), input)}
        />
      </div>
    </div>
  );
}
