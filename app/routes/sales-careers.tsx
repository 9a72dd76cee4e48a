import { careersFaq } from "../../content/sales-careers";
import { seo } from "../components/layout/seo";
import { CareersPage } from "../features/careers/careers-page";

const PATH = "/sales-careers";

const faqJsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: careersFaq.items.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  })),
};

export const meta = () => seo({ path: PATH, jsonLd: [faqJsonLd] });

export default function SalesCareersRoute() {
  return <CareersPage />;
}
