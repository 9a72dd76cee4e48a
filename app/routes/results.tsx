import { Link } from "react-router";
import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { Section } from "#app/components/layout/section";
import { seo } from "#app/components/layout/seo";
import { caseStudies } from "#content/case-studies";
import { results } from "#content/company/results";
import { resultsMeta } from "#content/page-meta/results";

export const meta = () => seo(resultsMeta);

export default function ResultsPage() {
  return (
    <>
      <PageHeader eyebrow={results.eyebrow} title={results.heading} lead={results.lead} />
      <Section headingId="headline-heading" eyebrow="At a glance" heading="What our clients report">
        <dl className="mt-8 grid gap-5 md:grid-cols-3">
          {results.headline.map((r) => (
            <div key={r.label} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <dt className="order-2 mt-1 text-lg font-semibold text-ink">{r.label}</dt>
              <dd className="order-1 text-5xl font-extrabold tracking-tight text-brand-700">{r.metric}</dd>
              <dd className="order-3 mt-3 text-sm leading-6 text-slate-700">{r.context}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section
        headingId="cases-heading"
        eyebrow="The evidence"
        heading="Results from three client projects"
        lead={results.caseStudyIntro}
        tone="muted"
      >
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {caseStudies.map((cs) => (
            <li key={cs.slug} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm font-semibold text-brand-700">{cs.industry}</p>
              <h3 className="mt-1 text-lg font-semibold">{cs.title}</h3>
              <dl className="mt-4 flex flex-wrap gap-6">
                {cs.results.map((r) => (
                  <div key={r.label} className="flex flex-col-reverse">
                    <dt className="text-sm text-slate-700">{r.label}</dt>
                    <dd className="text-3xl font-extrabold text-ink">{r.metric}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 flex-1 text-sm leading-6 text-slate-700">{cs.timeframe}</p>
              <Link
                to={`/case-studies#${cs.slug}`}
                className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-2"
              >
                Read the case study<span className="sr-only">: {cs.title}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-slate-700">{results.caveat}</p>
      </Section>
      <CtaBand source="results" heading="Find out what you could achieve" />
    </>
  );
}
