import { ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { Section } from "#app/components/layout/section";
import { seo } from "#app/components/layout/seo";
import { ConsultationButton } from "#app/components/ui/consultation-button";
import { ContentBlocks } from "#app/features/content-pages/content-blocks";
import { breadcrumbJsonLd, topLevelCrumbs } from "#app/features/content-pages/json-ld";
import { recordConsultationRequest } from "#app/features/tracking";
import { solutionPath } from "#common/solution-path";
import { consultationCta } from "#content/calls-to-action";
import { smallBusiness as copy } from "#content/guides/small-business";
import { aiForSmallBusinessMeta } from "#content/page-meta/ai-for-small-business";

const PATH = "/ai-for-small-business";
export const meta = () =>
  seo({ ...aiForSmallBusinessMeta, jsonLd: [breadcrumbJsonLd(topLevelCrumbs("AI for Small Business", PATH))] });

export default function AiForSmallBusinessPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead}>
        <ConsultationButton size="lg" onClick={() => recordConsultationRequest("ai-for-small-business")}>
          {consultationCta}
        </ConsultationButton>
      </PageHeader>

      <Section
        headingId="included-heading"
        eyebrow="The subscription"
        heading={copy.included.heading}
        lead={copy.included.lead}
      >
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {copy.included.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
              <span className="text-ink">{item}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-700">{copy.included.note}</p>
      </Section>

      <Section
        headingId="wins-heading"
        eyebrow="First wins"
        heading={copy.firstWins.heading}
        lead={copy.firstWins.lead}
        tone="muted"
      >
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {copy.firstWins.items.map((item) => (
            <li
              key={item.path}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-200 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
            >
              <h3 className="text-lg font-semibold">
                <Link
                  to={item.path}
                  prefetch="intent"
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {item.title}
                </Link>
              </h3>
              <p className="mt-2 leading-7 text-slate-700">{item.text}</p>
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

      <Section headingId="ideas-heading" eyebrow="From the catalog" heading={copy.ideas.heading} lead={copy.ideas.lead}>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {copy.ideas.items.map((idea) => (
            <li key={idea.slug}>
              <Link
                to={solutionPath(idea.slug)}
                className="flex h-full items-center justify-between gap-3 rounded-xl bg-white px-5 py-4 font-semibold text-ink shadow-sm ring-1 ring-slate-200 hover:ring-brand-200"
              >
                {idea.title}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to="/solutions" className="font-semibold text-brand-700 underline underline-offset-2">
            Browse the full catalog
          </Link>
        </p>
      </Section>

      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 *:max-w-3xl">
          <ContentBlocks blocks={copy.blocks} />
        </div>
      </div>
      <CtaBand source="ai-for-small-business" heading="See what AI would do for your business" />
    </>
  );
}
