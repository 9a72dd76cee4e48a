import { seo } from "#app/components/layout/seo";
import { CareersPage } from "#app/features/careers/careers-page";
import { careersFaq } from "#content/careers";
import { salesCareersMeta } from "#content/page-meta/sales-careers";

const faqJsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: careersFaq.items.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  })),
};

export const meta = () => seo({ ...salesCareersMeta, jsonLd: [faqJsonLd] });

export default function SalesCareersRoute() {
  return <CareersPage />;
}
