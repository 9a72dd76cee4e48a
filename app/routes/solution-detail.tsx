import { Check } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs";
import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { ButtonLink } from "#app/components/ui/button";
import { ConsultationButton } from "#app/components/ui/consultation-button";
import { HowItWorksDiagram } from "#app/features/content-pages/how-it-works-diagram";
import { breadcrumbJsonLd } from "#app/features/content-pages/json-ld";
import { StaticMarkup } from "#app/features/content-pages/static-markup";
import { IdeaGrid, TypeBadge } from "#app/features/solutions/idea-card";
import { recordConsultationRequest } from "#app/features/tracking";
import { buildTimeMarkup } from "#app/lib/build-time-markup";
import { solutionPath } from "#common/solution-path";
import { consultationCta } from "#content/calls-to-action";
import { ideaFlow } from "#content/how-it-works";
import { industryPageOf } from "#content/industry-pages";
import { notFoundMeta } from "#content/page-meta/not-found";
import { getSolution, summariesOf } from "#content/solutions";
import { getIndustry } from "#content/solutions/industries";
import { ROI_ESTIMATE_NOTE, solutionTypeLabels } from "#content/solutions/types";
import type { Route } from "./+types/solution-detail";
import NotFound from "./not-found";

function crumbsOf(slug: string, title: string) {
  return [
    { name: "Home", path: "/" },
    { name: "AI Solutions", path: "/solutions" },
    { name: title, path: solutionPath(slug) },
  ];
}

/**
 * Runs at build time for every slug (prerender): each page carries only its own idea and
 * the cards of its related ideas, not the whole catalog. Unknown slugs give null.
 */
export const loader = ({ params }: Route.LoaderArgs) => {
  const idea = getSolution(params.slug);
  if (!idea) return null;
  const industryPage = industryPageOf(idea.industry);
  return {
    idea,
    related: summariesOf(idea.related),
    flowHtml: buildTimeMarkup(HowItWorksDiagram, {
      flow: ideaFlow(idea),
      heading: "From your systems to your dashboard",
      headingId: "flow-heading",
      tone: "muted",
    }),
    industryPage: industryPage ? { path: industryPage.path, linkLabel: industryPage.linkLabel } : null,
  };
};

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const idea = loaderData?.idea;
  if (!idea) return seo({ ...notFoundMeta, noindex: true });
  const industry = getIndustry(idea.industry);
  return seo({
    path: solutionPath(idea.slug),
    title: `${idea.title} | AI for ${industry?.name ?? "Business"}`,
    description: idea.summary,
    jsonLd: [breadcrumbJsonLd(crumbsOf(idea.slug, idea.title))],
  });
};

/** A client-side navigation to an unknown slug: its data file does not exist (404), so show the 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export default function SolutionDetailPage({ loaderData }: Route.ComponentProps) {
  // Unknown slugs: the server answers 404 with the prerendered page of this route for an unknown slug (UNKNOWN_SOLUTION_PATH).
  if (!loaderData) return <NotFound />;
  const { idea, related, industryPage, flowHtml } = loaderData;
  const industry = getIndustry(idea.industry);
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs crumbs={crumbsOf(idea.slug, idea.title)} />}
        eyebrow={`${industry?.name ?? ""} · ${solutionTypeLabels[idea.type]} solution`}
        title={idea.title}
        lead={idea.summary}
      >
        <ConsultationButton size="lg" onClick={() => recordConsultationRequest(`solution:${idea.slug}`)}>
          {consultationCta}
        </ConsultationButton>
        <ButtonLink to={`/solutions?industry=${idea.industry}#catalog`} variant="secondary" size="lg">
          More {industry?.name} ideas
        </ButtonLink>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_1fr] lg:px-8">
        <div className="space-y-12">
          <section aria-labelledby="problem-heading">
            <h2 id="problem-heading" className="text-2xl font-bold tracking-tight">
              The problem
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">{idea.problem}</p>
          </section>
          <section aria-labelledby="how-heading">
            <h2 id="how-heading" className="text-2xl font-bold tracking-tight">
              How it works
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">{idea.howItWorks}</p>
          </section>
          <section aria-labelledby="features-heading">
            <h2 id="features-heading" className="text-2xl font-bold tracking-tight">
              Key features
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {idea.features.map((f) => (
                <li key={f} className="flex gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                  <span className="text-ink">{f}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="space-y-6" aria-label="At a glance">
          <section aria-labelledby="roi-heading" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <h2 id="roi-heading" className="text-lg font-semibold">
              Expected ROI (estimates)
            </h2>
            <dl className="mt-4 space-y-4">
              {idea.roi.map((r) => (
                <div key={r.label}>
                  <dt className="text-sm text-slate-700">{r.label}</dt>
                  <dd className="text-lg font-semibold text-ink">{r.range}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs leading-5 text-slate-700">{ROI_ESTIMATE_NOTE}</p>
          </section>
          <section aria-labelledby="integrations-heading" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <h2 id="integrations-heading" className="text-lg font-semibold">
              Typical integrations
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {idea.integrations.map((i) => (
                <li key={i} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                  {i}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="type-heading" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <h2 id="type-heading" className="text-lg font-semibold">
              Delivery
            </h2>
            <p className="mt-3 flex items-center gap-2">
              <TypeBadge type={idea.type} />
              <span className="text-sm text-slate-700">in the unified dashboard</span>
            </p>
            <p className="mt-3 text-sm leading-6 text-slate-700">
              Starts with a pilot and is live in 3-12 weeks, on a monthly subscription from $750/month.{" "}
              <Link to="/implementation" className="font-semibold text-brand-700 underline underline-offset-2">
                How implementation works
              </Link>
            </p>
            {industryPage ? (
              <p className="mt-3 text-sm">
                <Link to={industryPage.path} className="font-semibold text-brand-700 underline underline-offset-2">
                  {industryPage.linkLabel}
                </Link>
              </p>
            ) : null}
          </section>
        </aside>
      </div>

      <StaticMarkup html={flowHtml} />

      {related.length ? (
        <section aria-labelledby="related-heading" className="bg-white py-14">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
              Related ideas
            </h2>
            <div className="mt-6">
              <IdeaGrid ideas={related} />
            </div>
          </div>
        </section>
      ) : null}

      <CtaBand source={`solution:${idea.slug}`} heading="Could this work in your business?" />
    </>
  );
}
