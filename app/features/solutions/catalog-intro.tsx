import { ArrowRight, Cpu, Layers, MonitorSmartphone } from "lucide-react";
import { Link } from "react-router";
import { Section } from "#app/components/layout/section";
import { customOfferings } from "#content/custom-offerings";
import { prebuiltSolutions } from "#content/solutions/prebuilt-solutions";

const offeringIcons = { hardware: Cpu, software: MonitorSmartphone, hybrid: Layers } as const;

/** The six pre-built solutions as short cards linking to their pages. */
export function PrebuiltSection() {
  return (
    <Section
      headingId="prebuilt-heading"
      eyebrow="Ready to start"
      heading="Six pre-built solutions"
      lead="Proven starting points that we tailor to your business, with payback periods from 1-2 months to 6-8 months."
    >
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {prebuiltSolutions.map((card) => (
          <li
            key={card.slug}
            className="group relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-200 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
          >
            <h3 className="text-lg font-semibold">
              <Link
                to={card.link}
                prefetch="intent"
                className="after:absolute after:inset-0 focus-visible:outline-none"
              >
                {card.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{card.description}</p>
            <p className="mt-4 text-sm text-slate-700">
              <span className="font-semibold text-ink">Estimated payback:</span> {card.roi.paybackPeriod}
            </p>
            <span
              aria-hidden="true"
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
            >
              See the solution <ArrowRight className="size-4" />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Hardware, software and hybrid: the three ways every solution is built. */
export function OfferingsSection() {
  return (
    <Section
      headingId="custom-heading"
      eyebrow="Built for you"
      heading="Three ways we build"
      lead="Every solution is hardware, software or a hybrid of both, and every one reports into the same unified dashboard."
      tone="muted"
    >
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {customOfferings.map((offering) => {
          const Icon = offeringIcons[offering.kind];
          return (
            <li key={offering.kind} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon aria-hidden="true" className="size-8 text-brand-600" />
              <h3 className="mt-4 text-xl font-semibold">{offering.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{offering.description}</p>
              <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
                {offering.examples.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <p className="mt-6">
        <Link to="/technology" className="font-semibold text-brand-700 underline underline-offset-2">
          How hardware, software and hybrid systems work together
        </Link>
      </p>
    </Section>
  );
}
