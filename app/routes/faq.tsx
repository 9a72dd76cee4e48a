import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { FaqBrowser } from "#app/features/content-pages/faq-browser";
import { faqJsonLd } from "#app/features/content-pages/json-ld";
import { allFaqs } from "#content/faq-extra";
import { faqMeta } from "#content/page-meta/faq";

export const meta = () => seo({ ...faqMeta, jsonLd: [faqJsonLd(allFaqs())] });

export default function FaqPage() {
  return (
    <>
      <PageHeader
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead="Pricing, implementation, security and how working with us goes, answered plainly. Can't find your question? Ask us directly."
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <FaqBrowser />
      </div>
      <CtaBand
        source="faq"
        heading="Still have a question?"
        text="Ask it in a free 30-minute consultation, or send us a message and we will reply with a straight answer."
      />
    </>
  );
}
