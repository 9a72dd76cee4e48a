import { lazy } from "react";
import { seo } from "#app/components/layout/seo";
import { StaticMarkup } from "#app/features/content-pages/static-markup";
import { CaseStudiesSection } from "#app/features/landing/case-studies-section";
import { HeroDashboard } from "#app/features/landing/hero-dashboard";
import { HeroSection } from "#app/features/landing/hero-section";
import { LoadingScreen } from "#app/features/landing/loading-screen";
import { StaticSection } from "#app/features/landing/static-section";
import { faqPageJsonLd, organizationJsonLd } from "#app/features/landing/structured-data";
import { VoiceDemoSection } from "#app/features/landing/voice-demo-section";
import { customerProofHtml } from "#app/features/solutions/loaders";
import { buildTimeMarkup } from "#app/lib/build-time-markup";
import { homeMeta } from "#content/page-meta/home";
import type { Route } from "./+types/home";

/** Runs at build time (prerender): the hero's dashboard picture and the clients' proof arrive as markup, not as code. */
export const loader = () => ({
  dashboardHtml: buildTimeMarkup(HeroDashboard, {}),
  customersHtml: customerProofHtml({ landing: true }),
});

export const meta = () => seo({ ...homeMeta, jsonLd: [organizationJsonLd(), faqPageJsonLd()] });

// Sections with nothing interactive but links: the prerendered markup is kept as it is, and their
// code and copy load only when the page is reached by a client-side navigation (see StaticSection).
const ServicesSection = lazy(() =>
  import("#app/features/landing/services-section").then((m) => ({ default: m.ServicesSection })),
);
const CatalogTeaser = lazy(() =>
  import("#app/features/landing/catalog-teaser").then((m) => ({ default: m.CatalogTeaser })),
);
const ProcessSection = lazy(() =>
  import("#app/features/landing/process-section").then((m) => ({ default: m.ProcessSection })),
);
const FaqSection = lazy(() => import("#app/features/landing/faq-section").then((m) => ({ default: m.FaqSection })));
const ContactSection = lazy(() =>
  import("#app/features/landing/contact-section").then((m) => ({ default: m.ContactSection })),
);

/** The landing page: loading screen, then the sections in their fixed order. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LoadingScreen />
      <HeroSection dashboardHtml={loaderData.dashboardHtml} />
      <CaseStudiesSection />
      {loaderData.customersHtml ? <StaticMarkup html={loaderData.customersHtml} /> : null}
      <StaticSection section={ServicesSection} />
      <StaticSection section={CatalogTeaser} />
      <StaticSection section={ProcessSection} />
      <VoiceDemoSection />
      <StaticSection section={FaqSection} />
      <StaticSection section={ContactSection} />
    </>
  );
}
