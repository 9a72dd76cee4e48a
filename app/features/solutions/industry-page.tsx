import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs";
import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { Section } from "#app/components/layout/section";
import { seo } from "#app/components/layout/seo";
import { ConsultationButton } from "#app/components/ui/consultation-button";
import { breadcrumbJsonLd, StaticMarkup } from "#app/features/content-pages";
import { recordConsultationRequest } from "#app/features/tracking";
import { consultationCta } from "#content/calls-to-action";
import type { IndustryPage } from "#content/industry-pages/types";
import type { PageMeta } from "#content/page-meta/types";
import type { IdeaSummary } from "#content/solutions/types";
import { IdeaGrid } from "./idea-card";

const crumbsOf = (page: IndustryPage) => [
  { name: "Home", path: "/" },
  { name: "AI Solutions", path: "/solutions" },
  { name: page.heading, path: page.path },
];

/** The page's own title and description (content/page-meta/) with its breadcrumb JSON-LD. */
export function industryMeta(page: IndustryPage, meta: PageMeta) {
  return seo({ ...meta, jsonLd: [breadcrumbJsonLd(crumbsOf(page))] });
}

/**
 * An industry page: challenges, the catalog's ideas for the industry, compliance notes and a call to action.
 * `page` is the route's own copy (content/industry-pages/); the ideas and the industry's name come from its loader.
 */
export function IndustryLandingPage({
  page,
  ideas,
  industryName,
  flowHtml,
  proofHtml,
  customersHtml,
}: {
  page: IndustryPage;
  ideas: readonly IdeaSummary[];
  industryName: string;
  flowHtml: string;
  proofHtml: string;
  /** The clients' own words and figures for this industry; "" for none (content/proof.ts). */
  customersHtml: string;
}) {
  const source = page.path.slice(1);
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs crumbs={crumbsOf(page)} />}
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.intro}
      >
        <ConsultationButton size="lg" onClick={() => recordConsultationRequest(source)}>
          {consultationCta}
        </ConsultationButton>
      </PageHeader>

      <div>
        <Section
          headingId="challenges-heading"
          eyebrow="The challenges"
          heading={`What holds ${industryName ? industryName.toLowerCase() : "teams"} back`}
        >
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {page.challenges.map((c) => (
              <li key={c.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h3 className="text-lg font-semibold">{c.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{c.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        <StaticMarkup html={flowHtml} />

        <StaticMarkup html={proofHtml} />

        {customersHtml ? <StaticMarkup html={customersHtml} /> : null}

        <Section
          headingId="ideas-heading"
          eyebrow="From the catalog"
          heading={`${ideas.length} AI solutions for ${industryName ? industryName.toLowerCase() : "this industry"}`}
          lead="Each one starts with a pilot on your own data and can be combined with the others in the same unified dashboard."
          tone="muted"
        >
          <div className="mt-8">
            <IdeaGrid ideas={ideas} />
          </div>
          <p className="mt-6">
            <Link to="/solutions" className="font-semibold text-brand-700 underline underline-offset-2">
              Browse the full catalog
            </Link>
          </p>
        </Section>

        <Section
          headingId="compliance-heading"
          eyebrow="Compliance notes"
          heading="Security and compliance"
          lead={page.complianceIntro}
        >
          <ul className="mt-8 grid max-w-4xl gap-3">
            {page.compliance.map((note) => (
              <li key={note} className="flex gap-3">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                <span className="leading-7 text-slate-700">{note}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link to="/security" className="font-semibold text-brand-700 underline underline-offset-2">
              How we protect your data
            </Link>
          </p>
        </Section>
      </div>

      <CtaBand source={source} heading={page.ctaHeading} />
    </>
  );
}
