import { caseStudies } from "../../content/case-studies";
import { results } from "../../content/company/results";
import { resultsMeta } from "../../content/page-meta/results";
import { PageHeader } from "../components/layout/page-header";
import { seo } from "../components/layout/seo";
import { CaseStudySummary } from "../features/content-pages/case-study-summary";
import { CtaBand } from "../features/content-pages/cta-band";
import { Section } from "../features/landing/section";

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
      <Section headingId="cases-heading" eyebrow="The evidence" heading="Results from three client projects" lead={results.caseStudyIntro} tone="muted">
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {caseStudies.map((cs) => (
            <li key={cs.slug}>
              <CaseStudySummary study={cs} />
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-slate-700">{results.caveat}</p>
      </Section>
      <CtaBand source="results" heading="Find out what you could achieve" />
    </>
  );
}
