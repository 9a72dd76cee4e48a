/** The content pages' building blocks that other pages reuse. */
export { Breadcrumbs } from "./breadcrumbs";
export { ContactLinks } from "./contact-links";
export { CtaBand } from "./cta-band";
export { FaqList } from "./faq-list";
export { EngineIllustration, HowItWorksDiagram } from "./how-it-works-diagram";
export { type IndustryProof, IndustryProofSection } from "./industry-proof";
export { breadcrumbJsonLd, faqJsonLd } from "./json-ld";
export { StaticMarkup } from "./static-markup";
