import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { calculateCost, companySizeIds, type CostInput, costLimits, supportLevelIds } from "../../../common/calculators/cost";
import { costInputSchema } from "../../../common/calculators/cost-schema";
import { formatCurrency } from "../../../common/format/number";
import {
  companySizeLabels,
  costAssumptions,
  costDefaults,
  costFieldCopy,
  costLineLabel,
  costResultCopy,
  costSolutionOptions,
  supportLevelCopy,
} from "../../../content/tools/cost";
import { useCalculatorTracking } from "./calculator-tracking";
import { FieldError } from "../../components/ui/field";
import { inputClass } from "../../components/ui/input-class";
import { Panel } from "../../components/ui/panel";
import { NumberField } from "./number-field";
import { Assumptions, ConsultationCta } from "./ui";

const choiceClass =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600";

export function CostCalculator() {
  const {
    register,
    control,
    formState: { errors },
  } = useForm<CostInput>({ resolver: zodResolver(costInputSchema), defaultValues: costDefaults, mode: "onChange" });
  const values = useWatch({ control }) as CostInput;
  const parsed = costInputSchema.safeParse(values);
  const result = parsed.success ? calculateCost(parsed.data) : null;

  // A change from the defaults that gives a valid result counts as using the calculator.
  const changed = parsed.success && JSON.stringify(parsed.data) !== JSON.stringify(costDefaults);
  const completeFunnel = useCalculatorTracking("cost-calculator", changed);

  const solutionsError = errors.solutions?.message ?? errors.solutions?.root?.message;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
      <form aria-label="Cost calculator inputs" noValidate onSubmit={(e) => e.preventDefault()} className="space-y-6">
        <Panel>
          <fieldset aria-describedby={`cost-solutions-help${solutionsError ? " cost-solutions-error" : ""}`}>
            <legend className="text-lg font-semibold text-ink">{costFieldCopy.solutions.legend}</legend>
            <p id="cost-solutions-help" className="text-sm text-slate-600">
              {costFieldCopy.solutions.help}
            </p>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {costSolutionOptions.map((option) => (
                <label key={option.id} className={choiceClass}>
                  <input type="checkbox" value={option.id} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600" {...register("solutions")} />
                  <span>
                    <span className="block font-medium text-ink">{option.label}</span>
                    <span className="mt-0.5 block text-slate-600">{option.hint}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="cost-solutions-error" message={solutionsError} />
          </fieldset>
        </Panel>
        <Panel>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor="cost-size" className="block text-sm font-semibold text-ink">
                {costFieldCopy.companySize.label}
              </label>
              <select id="cost-size" className={`${inputClass} mt-1.5`} {...register("companySize")}>
                {companySizeIds.map((id) => (
                  <option key={id} value={id}>
                    {companySizeLabels[id]}
                  </option>
                ))}
              </select>
            </div>
            <NumberField
              id="cost-integrations"
              label={costFieldCopy.integrations.label}
              help={costFieldCopy.integrations.help}
              error={errors.integrations?.message}
              inputProps={{ min: costLimits.integrations.min, max: costLimits.integrations.max, step: 1, ...register("integrations", { valueAsNumber: true }) }}
            />
          </div>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <div>
              <label className="flex cursor-pointer items-start gap-3 text-sm">
                <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-600" aria-describedby="cost-onprem-help" {...register("onPremise")} />
                <span>
                  <span className="block font-semibold text-ink">{costFieldCopy.onPremise.label}</span>
                  <span id="cost-onprem-help" className="block text-slate-600">
                    {costFieldCopy.onPremise.help}
                  </span>
                </span>
              </label>
            </div>
            {values.onPremise ? (
              <NumberField
                id="cost-sites"
                label={costFieldCopy.sites.label}
                error={errors.sites?.message}
                inputProps={{ min: costLimits.sites.min, max: costLimits.sites.max, step: 1, ...register("sites", { valueAsNumber: true }) }}
              />
            ) : null}
          </div>
        </Panel>
        <Panel>
          <fieldset>
            <legend className="text-lg font-semibold text-ink">{costFieldCopy.support.legend}</legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-3">
              {supportLevelIds.map((id) => (
                <label key={id} className={choiceClass}>
                  <input type="radio" value={id} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600" {...register("support")} />
                  <span>
                    <span className="block font-medium text-ink">{supportLevelCopy[id].label}</span>
                    <span className="mt-0.5 block text-slate-600">{supportLevelCopy[id].hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </Panel>
      </form>

      <div className="space-y-6">
        <Panel aria-labelledby="cost-result-title" className="lg:sticky lg:top-24">
          <h2 id="cost-result-title" className="text-xl font-bold">
            {costResultCopy.title}
          </h2>
          {result ? (
            <div aria-live="polite">
              <p className="mt-3 text-sm font-medium text-slate-700">{costResultCopy.monthly}</p>
              <p className="text-3xl font-bold text-ink tabular-nums sm:text-4xl" data-testid="cost-range">
                {formatCurrency(result.monthlyLow)}–{formatCurrency(result.monthlyHigh)}
                <span className="text-base font-semibold text-slate-600">/month</span>
              </p>
              <p className="mt-4 text-sm font-medium text-slate-700">{costResultCopy.timeline}</p>
              <p className="text-2xl font-bold text-ink tabular-nums" data-testid="cost-weeks">
                {result.weeksLow === result.weeksHigh ? `${result.weeksLow} weeks` : `${result.weeksLow}-${result.weeksHigh} weeks`}
              </p>
              <p className="text-sm text-slate-600">{costResultCopy.timelineNote}</p>
              <table className="mt-5 w-full text-left text-sm">
                <caption className="mb-1 text-left text-base font-semibold text-ink">{costResultCopy.breakdown}</caption>
                <tbody>
                  {result.lines.map((line) => (
                    <tr key={line.key} className="border-b border-slate-100">
                      <th scope="row" className="py-1.5 pr-3 font-normal">
                        {costLineLabel(line)}
                      </th>
                      <td className="py-1.5 text-right tabular-nums">{formatCurrency(line.amount)}</td>
                    </tr>
                  ))}
                  <tr>
                    <th scope="row" className="py-1.5 pr-3 font-semibold text-ink">
                      {costResultCopy.total}
                    </th>
                    <td className="py-1.5 text-right font-semibold text-ink tabular-nums">{formatCurrency(result.subtotal)}</td>
                  </tr>
                </tbody>
              </table>
            </div>
          ) : (
            <p role="status" className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {costResultCopy.invalid}
            </p>
          )}
        </Panel>
        <Panel aria-labelledby="cost-assumptions-title">
          <h2 id="cost-assumptions-title" className="text-lg font-bold">
            How the estimate is worked out
          </h2>
          <Assumptions title={null} items={costAssumptions} />
        </Panel>
        <ConsultationCta title={costResultCopy.ctaTitle} text={costResultCopy.ctaText} button={costResultCopy.ctaButton} source="cost-calculator" onRequest={() => completeFunnel(result?.monthlyLow ?? 0)} />
      </div>
    </div>
  );
}
