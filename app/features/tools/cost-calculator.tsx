import { FieldError } from "#app/components/ui/field";
import { inputClass } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { formatCurrency } from "#common/format/number";
import {
  type CostInput,
  calculateCost,
  companySizeIds,
  costLimits,
  supportLevelIds,
} from "#common/tools/calculators/cost";
import {
  companySizeLabels,
  costAssumptions,
  costDefaults,
  costFieldCopy,
  costLineLabel,
  costMethodSummary,
  costResultCopy,
  costSolutionOptions,
  supportLevelCopy,
} from "#content/tools/cost";
import { useCalculatorTracking } from "./calculator-tracking";
import { HowWeCalculate } from "./how-we-calculate";
import { StaleNotice, useLastValid } from "./last-valid";
import { NumberField } from "./number-field";
import { onDemand } from "./on-demand";
import { Assumptions, ConsultationCta } from "./ui";
import { useCalculatorForm } from "./use-calculator-form";

const choiceClass =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600";

const solutionOrder = costSolutionOptions.map((option) => option.id);
const fieldOrder = ["solutions", "companySize", "integrations", "sites", "support"] as const;
type CostField = (typeof fieldOrder)[number];
const fieldLabel: Record<CostField, string> = {
  solutions: costFieldCopy.solutions.legend,
  companySize: costFieldCopy.companySize.label,
  integrations: costFieldCopy.integrations.label,
  sites: costFieldCopy.sites.label,
  support: costFieldCopy.support.legend,
};
/** Where each field's button in the notice takes the visitor (a group goes to its first box). */
const focusTarget: Record<CostField, string> = {
  solutions: "input[name=solutions]",
  companySize: "#cost-size",
  integrations: "#cost-integrations",
  sites: "#cost-sites",
  support: "input[name=support]",
};

/** zod and the schema: not needed to show the defaults, so not loaded with the page. */
const costSchema = onDemand(() => import("#common/tools/calculators/cost-schema").then((m) => m.costInputSchema));

export function CostCalculator() {
  const form = useCalculatorForm<CostInput>(costDefaults, costSchema);
  const { values, parsed, errors } = form;
  const { value: input, invalid } = useLastValid(parsed, costDefaults, fieldOrder);
  const stale = invalid.length > 0;
  const result = calculateCost(input);

  // A change from the defaults that gives a valid result counts as using the calculator.
  const changed = !stale && JSON.stringify(input) !== JSON.stringify(costDefaults);
  const completeFunnel = useCalculatorTracking<CostInput>("cost-calculator", changed);

  const solutionsError = errors.solutions;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
      <form
        ref={form.formRef}
        aria-label="Cost calculator inputs"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        className="space-y-6"
      >
        <Panel>
          <fieldset aria-describedby={`cost-solutions-help${solutionsError ? " cost-solutions-error" : ""}`}>
            <legend className="text-lg font-semibold text-ink">{costFieldCopy.solutions.legend}</legend>
            <p id="cost-solutions-help" className="text-sm text-slate-600">
              {costFieldCopy.solutions.help}
            </p>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {costSolutionOptions.map((option) => (
                <label key={option.id} className={choiceClass}>
                  <input
                    className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                    {...form.multi("solutions", option.id, solutionOrder)}
                  />
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
              <select id="cost-size" className={`${inputClass} mt-1.5`} {...form.select("companySize")}>
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
              error={errors.integrations}
              inputProps={{
                min: costLimits.integrations.min,
                max: costLimits.integrations.max,
                step: 1,
                ...form.number("integrations"),
              }}
            />
          </div>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <div>
              <label className="flex cursor-pointer items-start gap-3 text-sm">
                <input
                  className="mt-0.5 h-4 w-4 accent-brand-600"
                  aria-describedby="cost-onprem-help"
                  {...form.flag("onPremise")}
                />
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
                error={errors.sites}
                inputProps={{ min: costLimits.sites.min, max: costLimits.sites.max, step: 1, ...form.number("sites") }}
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
                  <input className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600" {...form.radio("support", id)} />
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

      <div className="flex flex-col gap-6">
        {/* The sticky card travels only within this wrapper, so it stops above the cards below it. */}
        <div className="flex-1">
          <Panel aria-labelledby="cost-result-title" className="lg:sticky lg:top-24" data-testid="cost-result">
            <h2 id="cost-result-title" className="text-xl font-bold">
              {costResultCopy.title}
            </h2>
            {stale ? (
              <StaleNotice
                template={costResultCopy.stale}
                fields={invalid.map((field) => ({ id: field, label: fieldLabel[field] }))}
                onFocusField={(field) => document.querySelector<HTMLElement>(focusTarget[field as CostField])?.focus()}
              />
            ) : null}
            <div
              aria-live="polite"
              className={stale ? "opacity-50 transition-opacity" : "transition-opacity"}
              data-stale={stale || undefined}
            >
              <p className="mt-3 text-sm font-medium text-slate-700">{costResultCopy.monthly}</p>
              <p className="text-3xl font-bold text-ink tabular-nums sm:text-4xl" data-testid="cost-range">
                {formatCurrency(result.monthlyLow)}–{formatCurrency(result.monthlyHigh)}
                <span className="text-base font-semibold text-slate-600">/month</span>
              </p>
              <p className="mt-4 text-sm font-medium text-slate-700">{costResultCopy.timeline}</p>
              <p className="text-2xl font-bold text-ink tabular-nums" data-testid="cost-weeks">
                {result.weeksLow === result.weeksHigh
                  ? `${result.weeksLow} weeks`
                  : `${result.weeksLow}-${result.weeksHigh} weeks`}
              </p>
              <p className="text-sm text-slate-600">{costResultCopy.timelineNote}</p>
              <table className="mt-5 w-full text-left text-sm">
                <caption className="mb-1 text-left text-base font-semibold text-ink">
                  {costResultCopy.breakdown}
                </caption>
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
                    <td className="py-1.5 text-right font-semibold text-ink tabular-nums">
                      {formatCurrency(result.subtotal)}
                    </td>
                  </tr>
                </tbody>
              </table>
            </div>
          </Panel>
        </div>
        <HowWeCalculate id="cost-method" summary={costMethodSummary}>
          <Assumptions title={null} items={costAssumptions} />
        </HowWeCalculate>
        <ConsultationCta
          title={costResultCopy.ctaTitle}
          text={costResultCopy.ctaText}
          button={costResultCopy.ctaButton}
          source="cost-calculator"
          onRequest={() => completeFunnel(result.monthlyLow, input)}
        />
      </div>
    </div>
  );
}
