import { landingFaqs } from "#content/faqs";
import { site } from "#content/site";

/** schema.org FAQPage holding the landing page's six questions word for word. */
export function faqPageJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: landingFaqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** schema.org Organization with the provider's contact details. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: `${site.url}/`,
    logo: `${site.url}/favicon.svg`,
    description: site.tagline,
    email: site.email,
    telephone: site.phone,
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        email: site.email,
        telephone: site.phone,
        availableLanguage: ["English"],
      },
    ],
  };
}
