import { CircleCheck } from "lucide-react";
import { ConsultationButton } from "#app/components/ui/consultation-button";
import { ContactLinks } from "#app/features/content-pages";
import { contactSection as copy } from "#content/landing/sections";

/**
 * The landing page's contact section, anchor id contact. Its consultation button needs no handler: the
 * tracker's click listener records every `data-consultation` link (+50), and the section is kept
 * as prerendered markup on hydration (see StaticSection), where no handler would run anyway.
 */
export function ContactSection() {
  return (
    <section id={copy.id} aria-labelledby="contact-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-10 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-6 text-white sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{copy.eyebrow}</p>
            <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {copy.heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-100">{copy.lead}</p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {copy.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-base">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-200" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col justify-center rounded-2xl bg-white p-6 text-slate-700 shadow-xl sm:p-8">
            <ConsultationButton size="lg" className="w-full">
              {copy.buttonLabel}
            </ConsultationButton>
            <p className="mt-3 text-center text-sm text-slate-600">{copy.note}</p>
            <div className="mt-8 border-t border-slate-200 pt-6">
              <p className="font-semibold text-ink">{copy.otherWays}</p>
              <ContactLinks emailLabel={copy.emailLabel} phoneLabel={copy.phoneLabel} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
