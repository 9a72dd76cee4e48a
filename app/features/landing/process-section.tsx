import { CircleCheck } from "lucide-react";
import { Section } from "#app/components/layout/section";
import { processSection as copy } from "#content/landing/sections";

export function ProcessSection() {
  return (
    <Section headingId="process-heading" eyebrow={copy.eyebrow} heading={copy.heading}>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {copy.steps.map((step, index) => (
          <li
            key={step.title}
            className="grid grid-cols-[auto_1fr] content-start gap-x-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200 md:grid-cols-1"
          >
            <span
              aria-hidden="true"
              className="row-span-2 inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white md:row-span-1"
            >
              {index + 1}
            </span>
            <h3 className="self-center text-lg font-bold md:mt-4">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-14 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
        <h3 className="text-xl font-bold tracking-tight">{copy.whyHeading}</h3>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {copy.why.map((reason) => (
            <li key={reason} className="flex gap-3 text-base text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {reason}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
