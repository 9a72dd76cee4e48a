import { Section } from "#app/components/layout/section";
import type { CaseStudy } from "#content/case-studies";
import type { SolutionCard } from "#content/solutions/prebuilt-solutions";
import { CaseStudySummary } from "./case-study-summary";

/** The figures an industry page can honestly show: its case studies, and the pre-built solutions' estimates that apply. */
export interface IndustryProof {
  intro: string;
  caseStudies: CaseStudy[];
  solutions: Pick<SolutionCard, "slug" | "title" | "link" | "roi">[];
}

/** An industry page's proof: the case studies that apply, then the pre-built solutions' estimates. Rendered at build time, outside the router, hence plain links. */
export function IndustryProofSection({ proof }: { proof: IndustryProof }) {
  return (
    <Section headingId="proof-heading" eyebrow="Proof" heading="Results and figures that apply" lead={proof.intro}>
      <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {proof.caseStudies.map((study) => (
          <li key={study.slug}>
            <CaseStudySummary study={study} />
          </li>
        ))}
        {proof.solutions.map((solution) => (
          <li key={solution.slug} className="flex flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <p className="text-sm font-semibold text-brand-700">Pre-built solution · estimate</p>
            <h3 className="mt-1 text-lg font-semibold">{solution.title}</h3>
            <dl className="mt-4 flex-1 space-y-3 text-sm leading-6">
              <div>
                <dt className="font-semibold text-ink">Estimated payback period</dt>
                <dd className="text-2xl font-extrabold text-brand-700">{solution.roi.paybackPeriod}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">Cost savings</dt>
                <dd className="text-slate-700">{solution.roi.costSavings}</dd>
              </div>
            </dl>
            <a href={solution.link} className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-2">
              How {solution.title} works
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
