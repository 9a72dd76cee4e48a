import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { ConsultationButton } from "#app/components/ui/consultation-button";
import { ContactForm } from "#app/features/content-pages/contact-form";
import { ContactLinks } from "#app/features/content-pages/contact-links";
import { recordConsultationRequest } from "#app/features/tracking";
import { contactPage as copy } from "#content/contact";
import { contactMeta } from "#content/page-meta/contact";

export const meta = () => seo(contactMeta);

export default function ContactPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1.6fr_1fr] lg:px-8">
        <section aria-labelledby="form-heading">
          <h2 id="form-heading" className="text-2xl font-bold tracking-tight">
            {copy.formHeading}
          </h2>
          <p className="mt-2 text-slate-700">{copy.formLead}</p>
          <div className="mt-6">
            <ContactForm />
          </div>
          <p className="mt-4 text-sm">
            <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-2">
              Privacy policy
            </Link>
          </p>
        </section>

        <aside className="space-y-6" aria-label={copy.asideHeading}>
          <section aria-labelledby="consult-heading" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <h2 id="consult-heading" className="text-lg font-semibold">
              {copy.consultationHeading}
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-700">{copy.consultationText}</p>
            <ConsultationButton size="lg" className="mt-4 w-full" onClick={() => recordConsultationRequest("contact")}>
              {copy.consultationButton}
            </ConsultationButton>
            <p className="mt-2 text-center text-sm text-slate-700">{copy.consultationNote}</p>
          </section>
          <section aria-labelledby="reach-heading" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <h2 id="reach-heading" className="text-lg font-semibold">
              {copy.asideHeading}
            </h2>
            <ContactLinks emailLabel={copy.emailLabel} phoneLabel={copy.phoneLabel} />
          </section>
          <section aria-labelledby="next-heading" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <h2 id="next-heading" className="text-lg font-semibold">
              {copy.nextHeading}
            </h2>
            <ol className="mt-4 space-y-3">
              {copy.nextSteps.map((step) => (
                <li key={step} className="flex gap-3 text-sm leading-6 text-slate-700">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                  {step}
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </>
  );
}
