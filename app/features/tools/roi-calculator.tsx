import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { formatCurrency, formatCurrencyCompact, formatDecimal, formatInteger, formatMonths, formatPercent } from "../../../common/format/number";
import { calculateRoi, type RoiInput, roiInputSchema, roiLimits } from "../../../common/calculators/roi";
import {
  roiAssumptions,
  roiDefaults,
  roiFieldCopy,
  roiFormulas,
  roiGroups,
  roiLeverCopy,
  roiResultCopy,
  roiSolutions,
} from "../../../content/tools/roi";
import { useCalculatorTracking } from "./calculator-tracking";
import { Chart } from "../../components/ui/chart/chart";
import { Panel } from "../../components/ui/panel";
import { StatCard } from "../../components/ui/stat-card";
import { NumberField } from "./number-field";
import { Assumptions, ConsultationCta } from "./ui";

export function RoiCalculator() {
  const {
    register,
    control,
    formState: { errors },
  } = useForm<RoiInput>({ resolver: zodResolver(roiInputSchema), defaultValues: roiDefaults, mode: "onChange" });
  const values = useWatch({ control }) as RoiInput;
  const parsed = roiInputSchema.safeParse(values);
  const input = parsed.success ? parsed.data : null;
  const result = input ? calculateRoi(input) : null;

  // A change from the defaults that gives a valid result counts as using the calculator.
  const changed = input !== null && JSON.stringify(input) !== JSON.stringify(roiDefaults);
  const completeFunnel = useCalculatorTracking("roi-calculator", changed);

  const solution = roiSolutions.find((s) => s.id === values.solution);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <form aria-label="ROI calculator inputs" noValidate onSubmit={(e) => e.preventDefault()} className="space-y-6">
        <Panel>
          <fieldset>
            <legend className="text-lg font-semibold text-ink">Solution</legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {roiSolutions.map((s) => (
                <label
                  key={s.id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                >
                  <input type="radio" value={s.id} className="mt-0.5 h-4 w-4 accent-brand-600" {...register("solution")} />
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
                    error={errors[field]?.message}
                    inputProps={{ min: limits.min, max: limits.max, step: copy.step, ...register(field, { valueAsNumber: true }) }}
                  />
                );
              })}
            </fieldset>
          </Panel>
        ))}
      </form>

      <div className="space-y-6">
        <Panel aria-labelledby="roi-result-title" className="lg:sticky lg:top-24">
          <h2 id="roi-result-title" className="text-xl font-bold">
            {roiResultCopy.title}
          </h2>
          {result && input ? (
            <div aria-live="polite">
              <p className="mt-1 text-sm text-slate-600">
                {solution?.title}: {[result.levers.time && roiLeverCopy.time, result.levers.conversion && roiLeverCopy.conversion].filter(Boolean).join(" and ")}.{" "}
                {solution ? (
                  <Link to={solution.link} className="font-medium text-brand-700 underline">
                    About this solution
                  </Link>
                ) : null}
              </p>
              <dl className="mt-4 grid grid-cols-2 gap-3">
                <StatCard
                  label="Hours saved a month"
                  value={formatInteger(result.hoursSavedMonthly)}
                  note={result.levers.time ? `of ${formatInteger(result.repetitiveHoursMonthly)} repetitive hours` : roiLeverCopy.timeOff}
                  testId="roi-hours"
                />
                <StatCard label="Cost saved a month" value={formatCurrency(result.costSavedMonthly)} testId="roi-cost" />
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
                  value={result.paybackMonths === null ? "None" : formatMonths(result.paybackMonths)}
                  note={result.paybackMonths === null ? roiResultCopy.noPayback : `counting ${formatInteger(input.implementationWeeks)} weeks to go live`}
                  testId="roi-payback"
                />
                <StatCard
                  label="First 12 months"
                  value={formatCurrency(result.months[11].cumulative)}
                  note={`${formatPercent(result.roiFirstYearPercent)} return on the subscription`}
                  testId="roi-year"
                />
              </dl>
              <div className="mt-6">
                <Chart
                  kind="bar"
                  title={roiResultCopy.chartTitle}
                  description={roiResultCopy.chartDescription}
                  series={[{ key: "total", label: "Running total" }]}
                  points={result.months.map((m) => ({ label: `Month ${m.month}`, tick: String(m.month), values: { total: m.cumulative } }))}
                  format={formatCurrency}
                  axisFormat={formatCurrencyCompact}
                  labelHeading="Month"
                  height="h-56"
                />
              </div>
            </div>
          ) : (
            <p role="status" className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
              Fix the highlighted figures to see your estimate.
            </p>
          )}
        </Panel>

        <Panel aria-labelledby="roi-formulas-title">
          <h2 id="roi-formulas-title" className="text-lg font-bold">
            How it is calculated
          </h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Formulas of the ROI calculator</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-1.5 pr-3 font-semibold text-ink">
                    Figure
                  </th>
                  <th scope="col" className="py-1.5 font-semibold text-ink">
                    Formula
                  </th>
                </tr>
              </thead>
              <tbody>
                {roiFormulas.map((f) => (
                  <tr key={f.name} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-1.5 pr-3 font-medium">
                      {f.name}
                    </th>
                    <td className="py-1.5 font-mono text-[13px] text-slate-800">{f.formula}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-5">
            <Assumptions items={roiAssumptions} />
          </div>
        </Panel>

        <ConsultationCta title={roiResultCopy.ctaTitle} text={roiResultCopy.ctaText} button={roiResultCopy.ctaButton} source="roi-calculator" onRequest={() => completeFunnel(Math.max(0, result?.netBenefitMonthly ?? 0))} />
      </div>
    </div>
  );
}
