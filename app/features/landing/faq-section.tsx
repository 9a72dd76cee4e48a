import { ChevronDown } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button";
import { ConsultationButton } from "#app/components/ui/consultation-button";
import { type Faq, landingFaqs } from "#content/faqs";
import { faqSection as copy } from "#content/landing";

/**
 * The landing page's FAQ section: six cards that open and close independently, the first open.
 * The cards are native disclosure widgets, so they work before the page's scripts have started,
 * and nothing in it needs hydrating: the tracker's own click listener counts the consultation button.
 */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.7fr] lg:gap-16 lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.eyebrow}</p>
          <h2 id="faq-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {copy.heading}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{copy.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap *:whitespace-nowrap">
            <ConsultationButton size="lg">{copy.consultationLabel}</ConsultationButton>
            <ButtonLink to={copy.allFaqsHref} variant="secondary" size="lg">
              {copy.allFaqsLabel}
            </ButtonLink>
          </div>
        </div>
        <ul className="grid gap-4">
          {landingFaqs.map((faq, index) => (
            <li key={faq.id}>
              <FaqCard faq={faq} initiallyOpen={index === 0} />
            </li>
          ))}
        </ul>
        <div className="lg:col-span-2">
          <h3 className="sr-only">{copy.quickFactsHeading}</h3>
          <ul className="grid overflow-hidden rounded-2xl bg-brand-700 text-white sm:grid-cols-3">
            {copy.quickFacts.map((fact) => (
              <li
                key={fact.label}
                className="flex flex-col border-brand-600 p-6 text-center not-first:border-t sm:not-first:border-t-0 sm:not-first:border-l"
              >
                <strong className="text-3xl font-extrabold tracking-tight">{fact.value}</strong>{" "}
                <span className="mt-1 text-sm text-brand-100">{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function FaqCard({ faq, initiallyOpen }: { faq: Faq; initiallyOpen: boolean }) {
  return (
    <details open={initiallyOpen} className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 text-left text-ink hover:text-brand-700 sm:p-6 [&::-webkit-details-marker]:hidden">
        <h3 className="text-base font-semibold sm:text-lg">{faq.question}</h3>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="px-5 pb-5 sm:px-6 sm:pb-6">
        <p className="text-base leading-7 text-slate-600">{faq.answer}</p>
      </div>
    </details>
  );
}
