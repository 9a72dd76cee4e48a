import { homeMeta } from "../../content/page-meta/home";
import { seo } from "../components/layout/seo";
import { CaseStudiesSection } from "../features/landing/case-studies-section";
import { CatalogTeaser } from "../features/landing/catalog-teaser";
import { ContactSection } from "../features/landing/contact-section";
import { FaqSection } from "../features/landing/faq-section";
import { HeroSection } from "../features/landing/hero-section";
import { LoadingScreen } from "../features/landing/loading-screen";
import { ProcessSection } from "../features/landing/process-section";
import { ServicesSection } from "../features/landing/services-section";
import { faqPageJsonLd, organizationJsonLd } from "../features/landing/structured-data";
import { VoiceDemoSection } from "../features/landing/voice-demo-section";

export const meta = () => seo({ ...homeMeta, jsonLd: [organizationJsonLd(), faqPageJsonLd()] });

/** The landing page (spec §2): loading screen, then the sections in the spec's order. */
export default function HomePage() {
  return (
    <>
      <LoadingScreen />
      <HeroSection />
      <CaseStudiesSection />
      <ServicesSection />
      <CatalogTeaser />
      <ProcessSection />
      <VoiceDemoSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
