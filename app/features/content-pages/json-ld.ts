import type { Crumb } from "#app/components/layout/breadcrumbs";
import type { QA } from "#content/guides/blocks";
import { site } from "#content/site";

/** schema.org FAQPage with the questions and answers word for word as the page shows them. */
export function faqJsonLd(faqs: readonly QA[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** Crumbs of a page that sits right under the home page. */
export const topLevelCrumbs = (name: string, path: string): Crumb[] => [
  { name: "Home", path: "/" },
  { name, path },
];

/** schema.org BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${site.url}${crumb.path}`,
    })),
  };
}
