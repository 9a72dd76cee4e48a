import { Check } from "lucide-react";
import {
  compensation,
  compensationExample,
  compensationTiers,
  hiringSteps,
  successTraits,
  theWork,
} from "#content/careers";

/*
 * The bodies of the careers page's bands with nothing interactive in them, each the band's body
 * element (`<div className="mt-10">`, see Band). The page keeps their prerendered markup on first
 * load, so this module (and its work) is loaded only after a client-side navigation.
 */

export function WorkBody() {
  return (
    <div className="mt-10">
      <ul className="grid gap-6 sm:grid-cols-2">
        {theWork.points.map((point) => (
          <li key={point.title} className="rounded-2xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold">{point.title}</h3>
            <p className="mt-2 leading-7">{point.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SuccessBody() {
  return (
    <div className="mt-10">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {successTraits.traits.map((trait) => (
          <li key={trait.title}>
            <h3 className="text-lg font-semibold">{trait.title}</h3>
            <p className="mt-2 leading-7">{trait.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CompensationBody() {
  const example = compensationExample();
  return (
    <div className="mt-10">
      <dl className="grid gap-6 sm:grid-cols-3">
        {compensationTiers().map((tier) => (
          <div key={tier.label} className="rounded-2xl border border-slate-200 bg-white p-6">
            <dt className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{tier.label}</dt>
            <dd className="mt-2">
              <span className="text-4xl font-bold text-brand-700">{tier.value}</span>
              <span className="mt-2 block leading-7">{tier.text}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div className="rounded-2xl border border-brand-200 bg-white p-6">
          <h3 className="text-lg font-semibold">{example.title}</h3>
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-semibold">Formula:</span> {example.formula}
          </p>
          <ul className="mt-4 space-y-2">
            {example.lines.map((line) => (
              <li key={line} className="leading-7">
                {line}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">{example.caveat}</p>
        </div>
        <div>
          <h3 className="text-lg font-semibold">Good to know</h3>
          <ul className="mt-4 space-y-2">
            {compensation.notes.map((note) => (
              <li key={note} className="flex gap-2 leading-7">
                <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-600" />
                <span>{note}</span>
              </li>
            ))}
            <li className="flex gap-2 leading-7">
              <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-600" />
              <span>Commission is paid {compensation.payoutSchedule}.</span>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}

export function HiringBody() {
  return (
    <div className="mt-10">
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {hiringSteps.steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-7">{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
