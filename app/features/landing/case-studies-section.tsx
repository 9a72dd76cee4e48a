import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { Section } from "#app/components/layout/section";
import { caseStudies } from "#content/case-studies";
import { caseStudiesSection as copy } from "#content/landing";
import { AnimatedCounter } from "./animated-counter";

export function CaseStudiesSection() {
  return (
    <Section
      headingId="case-studies-heading"
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      lead={copy.lead}
      tone="muted"
    >
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {caseStudies.map((study) => (
          <li key={study.slug}>
            <article
              aria-labelledby={`case-${study.slug}`}
              className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
            >
              <p className="text-sm font-semibold text-brand-700">{study.industry}</p>
              <h3 id={`case-${study.slug}`} className="mt-2 text-xl font-bold tracking-tight">
                {study.title}
              </h3>
              <ul className="mt-6 flex flex-wrap gap-x-8 gap-y-4 border-y border-slate-100 py-5">
                {study.results.map((result) => (
                  <li key={result.label} className="flex flex-col">
                    <AnimatedCounter
                      metric={result.metric}
                      className="text-4xl font-extrabold tracking-tight text-brand-700"
                    />{" "}
                    <span className="text-sm text-slate-600">{result.label}</span>
                  </li>
                ))}
              </ul>
              <dl className="mt-5 text-sm leading-6">
                <dt className="font-semibold text-ink">{copy.labels.client}</dt>
                <dd className="text-slate-600">{study.client}</dd>
              </dl>
              <details className="mt-4 text-sm leading-6">
                <summary className="cursor-pointer rounded font-semibold text-brand-700 marker:text-brand-600 hover:text-brand-800">
                  {copy.storyLabel}
                </summary>
                <dl className="mt-3 space-y-4">
                  <div>
                    <dt className="font-semibold text-ink">{copy.labels.challenge}</dt>
                    <dd className="text-slate-600">{study.challenge}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-ink">{copy.labels.solution}</dt>
                    <dd className="text-slate-600">{study.solution}</dd>
                  </div>
                </dl>
              </details>
              <blockquote className="mt-6 flex-1 border-l-4 border-brand-200 pl-4 text-base text-slate-800 italic">
                <p>“{study.quote}”</p>
              </blockquote>
              <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                <span>
                  <span className="font-semibold text-ink">{copy.labels.timeframe}:</span> {study.timeframe}
                </span>
              </p>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <Link
          to={copy.moreHref}
          prefetch="intent"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:decoration-brand-600"
        >
          {copy.moreLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </Section>
  );
}
