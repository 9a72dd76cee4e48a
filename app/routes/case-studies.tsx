import { Quote } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { caseStudies } from "#content/case-studies";
import { caseStudiesMeta } from "#content/page-meta/case-studies";

export const meta = () => seo(caseStudiesMeta);

export default function CaseStudiesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Case studies"
        title="Real projects, measured results"
        lead="Three client projects in full: the challenge, what we built, what changed and how long it took."
      >
        <nav aria-label="Case studies on this page" className="flex flex-wrap gap-2">
          {caseStudies.map((cs) => (
            <a
              key={cs.slug}
              href={`#${cs.slug}`}
              className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              {cs.industry}
            </a>
          ))}
        </nav>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:px-8 *:max-w-5xl">
        {caseStudies.map((cs) => (
          <article
            key={cs.slug}
            id={cs.slug}
            aria-labelledby={`${cs.slug}-title`}
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
          >
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{cs.industry}</p>
            <h2 id={`${cs.slug}-title`} className="mt-2 text-3xl font-bold tracking-tight">
              {cs.title}
            </h2>
            <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-ink">Client</dt>
                <dd className="text-slate-700">{cs.client}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">Timeframe</dt>
                <dd className="text-slate-700">{cs.timeframe}</dd>
              </div>
            </dl>
            <div className="mt-8 grid gap-8 md:grid-cols-2">
              <div>
                <h3 id={`${cs.slug}-challenge`} className="text-lg font-semibold">
                  The challenge
                </h3>
                <p className="mt-2 leading-7 text-slate-700">{cs.challenge}</p>
              </div>
              <div>
                <h3 id={`${cs.slug}-solution`} className="text-lg font-semibold">
                  The solution
                </h3>
                <p className="mt-2 leading-7 text-slate-700">{cs.solution}</p>
              </div>
            </div>
            <div className="mt-8">
              <h3 id={`${cs.slug}-results`} className="text-lg font-semibold">
                Results
              </h3>
              <dl className="mt-3 flex flex-wrap gap-4">
                {cs.results.map((r) => (
                  <div
                    key={r.label}
                    className="flex max-w-sm min-w-40 flex-col-reverse rounded-2xl bg-brand-50 px-5 py-4 ring-1 ring-brand-100"
                  >
                    <dd className="mt-2 text-xs leading-5 text-slate-700">Measured: {r.measured}</dd>
                    <dt className="text-sm font-semibold text-ink">{r.label}</dt>
                    <dd className="text-4xl font-extrabold tracking-tight text-brand-700">{r.metric}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <figure className="mt-8 border-l-4 border-brand-600 pl-5">
              <Quote aria-hidden="true" className="size-6 text-brand-600" />
              <blockquote className="mt-2 text-lg leading-8 text-ink italic">“{cs.quote}”</blockquote>
              <figcaption className="mt-2 text-sm text-slate-700">{cs.client}</figcaption>
            </figure>
          </article>
        ))}
        <p className="text-center">
          <Link to="/results" className="font-semibold text-brand-700 underline underline-offset-2">
            See all client results and what they mean
          </Link>
        </p>
      </div>
      <CtaBand source="case-studies" heading="Your business could be the next case study" />
    </>
  );
}
