import { lazy } from "react";
import { solutionsMeta } from "../../content/page-meta/solutions";
import { industries, solutions, summaryOf } from "../../content/solutions";
import { PageHeader } from "../components/layout/page-header";
import { seo } from "../components/layout/seo";
import { CtaBand } from "../features/content-pages/cta-band";
import { breadcrumbJsonLd, topLevelCrumbs } from "../features/content-pages/json-ld";
import { Section } from "../features/landing/section";
import { CatalogBrowser } from "../features/solutions/catalog-browser";
import { KeepPrerendered } from "../lib/keep-prerendered";
import type { Route } from "./+types/solutions";

/** Runs at build time (prerender): the catalog travels as page data, not as JavaScript; its search text is fetched on demand. */
export const loader = () => ({ ideas: solutions.map(summaryOf), industries });

const PATH = "/solutions";
export const meta = () =>
  seo({ ...solutionsMeta, jsonLd: [breadcrumbJsonLd(topLevelCrumbs("AI Solutions", PATH))] });

// Parts with nothing interactive but links: hydration keeps their prerendered markup (see KeepPrerendered).
const IdeaIndex = lazy(() => import("../features/solutions/idea-index").then((m) => ({ default: m.IdeaIndex })));
const PrebuiltSection = lazy(() => import("../features/solutions/catalog-intro").then((m) => ({ default: m.PrebuiltSection })));
const OfferingsSection = lazy(() => import("../features/solutions/catalog-intro").then((m) => ({ default: m.OfferingsSection })));
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

      <Section
        id="catalog"
        headingId="catalog-heading"
        eyebrow="The catalog"
        heading={`${ideas.length} ideas, ${industryList.length} industries`}
        lead="Filter by industry and type, or search for a task you want off your team's plate."
        className="pt-10! sm:pt-14!"
      >
        <div className="mt-8">
          <CatalogBrowser ideas={ideas} industries={industryList} />
        </div>
      </Section>

      <KeepPrerendered as="section" content={IdeaIndex} props={loaderData} />
      <KeepPrerendered as="section" content={PrebuiltSection} props={NO_PROPS} />
      <KeepPrerendered as="section" content={OfferingsSection} props={NO_PROPS} />

      <CtaBand source="solutions" heading="Not sure which idea fits?" />
    </>
  );
}
