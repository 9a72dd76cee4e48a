import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { Section } from "#app/components/layout/section";
import { seo } from "#app/components/layout/seo";
import { ContentBlocks } from "#app/features/content-pages/content-blocks";
import { implementation } from "#content/company/implementation";
import { implementationMeta } from "#content/page-meta/implementation";

export const meta = () => seo(implementationMeta);

export default function ImplementationPage() {
  return (
    <>
      <PageHeader eyebrow={implementation.eyebrow} title={implementation.heading} lead={implementation.lead} />
      <Section headingId="phases-heading" eyebrow="The process" heading="Six phases, one team">
        <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {implementation.phases.map((phase, i) => (
            <li key={phase.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-9 place-items-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                  {phase.when}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">{phase.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{phase.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 *:max-w-3xl">
          <ContentBlocks blocks={implementation.blocks} />
        </div>
      </div>
      <CtaBand source="implementation" heading="Start with a free consultation" />
    </>
  );
}
