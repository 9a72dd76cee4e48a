import { lazy } from "react";
import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { breadcrumbJsonLd, topLevelCrumbs } from "#app/features/content-pages/json-ld";
import { CatalogBrowser } from "#app/features/solutions/catalog-browser";
import { KeepPrerendered } from "#app/lib/keep-prerendered";
import { solutionsMeta } from "#content/page-meta/solutions";
import { industries, solutions, summaryOf } from "#content/solutions";
import type { Route } from "./+types/solutions";

/**
 * Runs at build time (prerender): the catalog travels as page data, not as JavaScript; its search
 * text is fetched on demand. The ideas take turns by industry, so the first 12 show 12 industries.
 */
export const loader = () => ({ ideas: byIndustryInTurn(solutions).map(summaryOf), industries });

function byIndustryInTurn<T extends { industry: string }>(ideas: readonly T[]): T[] {
  const rank = new Map<T, number>();
  const seen = new Map<string, number>();
  for (const idea of ideas) {
    const n = seen.get(idea.industry) ?? 0;
    seen.set(idea.industry, n + 1);
    rank.set(idea, n);
  }
  // A stable sort keeps the industries' own order within each turn.
  return [...ideas].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
}

const PATH = "/solutions";
export const meta = () => seo({ ...solutionsMeta, jsonLd: [breadcrumbJsonLd(topLevelCrumbs("AI Solutions", PATH))] });

// Parts with nothing interactive but links: hydration keeps their prerendered markup (see KeepPrerendered).
const IdeaIndex = lazy(() => import("#app/features/solutions/idea-index").then((m) => ({ default: m.IdeaIndex })));
const PrebuiltSection = lazy(() =>
  import("#app/features/solutions/catalog-intro").then((m) => ({ default: m.PrebuiltSection })),
);
const OfferingsSection = lazy(() =>
  import("#app/features/solutions/catalog-intro").then((m) => ({ default: m.OfferingsSection })),
);
const NO_PROPS = {};

export default function SolutionsPage({ loaderData }: Route.ComponentProps) {
  const { ideas, industries: industryList } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="AI Solutions"
        title="AI solutions catalog"
        lead={`${ideas.length} solution ideas in ${industryList.length} industries, each with the problem it solves, how it works and what to expect. Start with a pre-built solution, or use any idea as the starting point for your own.`}
      />

      <section id="catalog" aria-labelledby="catalog-heading" className="py-8 sm:py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="catalog-heading" className="sr-only">
            {`${ideas.length} ideas, ${industryList.length} industries`}
          </h2>
          <CatalogBrowser ideas={ideas} industries={industryList} />
        </div>
      </section>

      <KeepPrerendered as="section" content={IdeaIndex} props={loaderData} />
      <KeepPrerendered as="section" content={PrebuiltSection} props={NO_PROPS} />
      <KeepPrerendered as="section" content={OfferingsSection} props={NO_PROPS} />

      <CtaBand source="solutions" heading="Not sure which idea fits?" />
    </>
  );
}
