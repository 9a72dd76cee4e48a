import {
  ArrowRight,
  ChartColumn,
  Check,
  FileText,
  type LucideIcon,
  Megaphone,
  Phone,
  Search,
  ShieldCheck,
} from "lucide-react";
import { Link } from "react-router";
import { Section } from "#app/components/layout/section";
import { EngineIllustration } from "#app/features/content-pages";
import { customOfferings } from "#content/custom-offerings";
import { servicesSection as copy } from "#content/landing/sections";
import { prebuiltSolutions, type SolutionCard } from "#content/solutions/prebuilt-solutions";

const solutionIcons: Record<SolutionCard["slug"], LucideIcon> = {
  voice: Phone,
  security: ShieldCheck,
  legal: FileText,
  marketing: Megaphone,
  seo: Search,
  "business-intelligence": ChartColumn,
};

export function ServicesSection() {
  return (
    <Section headingId="services-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead}>
      <h3 className="mt-14 text-xl font-bold tracking-tight">{copy.offeringsHeading}</h3>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {customOfferings.map((offering) => {
          return (
            <li
              key={offering.kind}
              className="rounded-2xl bg-gradient-to-b from-brand-50 to-white p-6 ring-1 ring-brand-100"
            >
              <div className="inline-flex rounded-xl bg-white p-2 ring-1 ring-brand-100">
                <EngineIllustration kind={offering.kind} />
              </div>
              <h4 className="mt-4 text-lg font-bold">{offering.title}</h4>
              <p className="mt-2 text-sm leading-6 text-slate-600">{offering.description}</p>
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {offering.examples.map((example) => (
                  <li key={example} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {example}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>

      <h3 className="mt-16 text-xl font-bold tracking-tight">{copy.prebuiltHeading}</h3>
      <p className="mt-2 max-w-3xl text-base text-slate-600">{copy.prebuiltLead}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {prebuiltSolutions.map((solution) => (
          <li key={solution.slug}>
            <SolutionCardView solution={solution} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The spec's six facets on every card, visible without a click, kept scannable: two
 * short labelled rows, the return as stats (the payback figure first), and the features (at most four).
 */
function SolutionCardView({ solution }: { solution: SolutionCard }) {
  const Icon = solutionIcons[solution.slug];
  const labels = copy.cardLabels;
  return (
    <article
      aria-labelledby={`solution-${solution.slug}`}
      className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h4 id={`solution-${solution.slug}`} className="text-lg font-bold">
          {solution.title}
        </h4>
      </div>
      <p className="mt-3 text-sm leading-6 text-slate-600">{solution.description}</p>
      <dl className="mt-4 space-y-2 text-sm leading-6">
        {(
          [
            [labels.problemSolved, solution.problemSolved],
            [labels.targetBusinesses, solution.targetBusinesses],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">{label}</dt>
            <dd className="text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-lg bg-slate-200 text-xs leading-5 ring-1 ring-slate-200">
        <div className="col-span-2 flex items-baseline justify-between gap-2 bg-slate-50 px-3 py-2">
          <dt className="font-semibold text-ink">{labels.paybackPeriod}</dt>
          <dd className="text-base font-bold text-brand-700" data-payback="">
            {solution.roi.paybackPeriod}
          </dd>
        </div>
        {(
          [
            [labels.costSavings, solution.roi.costSavings],
            [labels.timeGains, solution.roi.timeGains],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="bg-slate-50 px-3 py-2">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
      <h5 className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-700">{labels.features}</h5>
      <ul className="mt-1.5 space-y-1 text-sm text-slate-700">
        {solution.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={solution.link}
        prefetch="intent"
        className="mt-auto inline-flex items-center gap-1 self-start pt-5 font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:decoration-brand-600"
      >
        {copy.cardLinkLabel} {solution.title}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
