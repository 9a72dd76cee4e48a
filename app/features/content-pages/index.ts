/** The content pages' building blocks that other pages reuse. */
export { ContactLinks } from "./contact-links";
export { CustomerProofSection } from "./customer-proof";
export { EngineIllustration, HowItWorksDiagram } from "./how-it-works-diagram";
export { type IndustryProof, IndustryProofSection } from "./industry-proof";
export { breadcrumbJsonLd, faqJsonLd } from "./json-ld";
export { StaticMarkup } from "./static-markup";
