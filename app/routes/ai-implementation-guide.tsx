import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs";
import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { ContentBlocks, TableOfContents } from "#app/features/content-pages/content-blocks";
import { breadcrumbJsonLd, topLevelCrumbs } from "#app/features/content-pages/json-ld";
import { implementationGuide as guide } from "#content/guides/implementation-guide";
import { aiImplementationGuideMeta } from "#content/page-meta/ai-implementation-guide";

const PATH = "/ai-implementation-guide";
const crumbs = topLevelCrumbs("AI Implementation Guide", PATH);

export const meta = () => seo({ ...aiImplementationGuideMeta, jsonLd: [breadcrumbJsonLd(crumbs)] });

export default function AiImplementationGuidePage() {
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={guide.eyebrow}
        title={guide.heading}
        lead={guide.lead}
      >
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700">
          <Clock aria-hidden="true" className="size-4" /> {guide.readingTime}
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[17rem_1fr] lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents blocks={guide.chapters} heading="Contents" />
        </div>
        <article className="max-w-3xl">
          <ContentBlocks blocks={guide.chapters} />
          <aside aria-labelledby="guide-related" className="mt-14 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <h2 id="guide-related" className="text-lg font-semibold">
              Keep going
            </h2>
            <ul className="mt-4 space-y-2">
              {guide.related.map((link) => (
                <li key={link.path}>
                  <Link
                    to={link.path}
                    className="inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-2"
                  >
                    <ArrowRight aria-hidden="true" className="size-4" />
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </article>
      </div>
      <CtaBand source="ai-implementation-guide" heading="Ready to pick your first use case?" />
    </>
  );
}
