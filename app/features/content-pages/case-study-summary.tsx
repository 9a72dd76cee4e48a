import { Clock } from "lucide-react";
import type { CaseStudy } from "#content/case-studies";

/** (Rendered at build time, outside the router: plain links.) A case study's figures, each with what was measured, and the project's timeframe; links to the full story. */
export function CaseStudySummary({ study }: { study: CaseStudy }) {
  return (
    <article
      aria-labelledby={`summary-${study.slug}`}
      className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <p className="text-sm font-semibold text-brand-700">{study.industry}</p>
      <h3 id={`summary-${study.slug}`} className="mt-1 text-lg font-semibold">
        {study.title}
      </h3>
      <dl className="mt-4 grid gap-4">
        {study.results.map((r) => (
          <div key={r.label} className="flex flex-col">
            <dt className="order-2 font-semibold text-ink">{r.label}</dt>
            <dd className="order-1 text-3xl font-extrabold tracking-tight text-brand-700">{r.metric}</dd>
            <dd className="order-3 mt-1 text-sm leading-6 text-slate-700">{r.measured}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex flex-1 items-start gap-2 text-sm leading-6 text-slate-700">
        <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
        {study.timeframe}
      </p>
      <a
        href={`/case-studies#${study.slug}`}
        className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        Read the case study<span className="sr-only">: {study.title}</span>
      </a>
    </article>
  );
}
