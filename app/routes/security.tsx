import { KeyRound, Lock, ShieldCheck, Stethoscope } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { Section } from "#app/components/layout/section";
import { seo } from "#app/components/layout/seo";
import { ContentBlocks } from "#app/features/content-pages/content-blocks";
import { security } from "#content/company/security";
import { securityMeta } from "#content/page-meta/security";

export const meta = () => seo(securityMeta);

const icons = [Lock, KeyRound, ShieldCheck, Stethoscope];

export default function SecurityPage() {
  return (
    <>
      <PageHeader eyebrow={security.eyebrow} title={security.heading} lead={security.lead} />
      <Section headingId="pillars-heading" eyebrow="How we protect data" heading="Four commitments">
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {security.pillars.map((p, i) => {
            const Icon = icons[i % icons.length];
            return (
              <li key={p.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="size-7 text-brand-600" />
                <h3 className="mt-3 text-lg font-semibold">{p.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{p.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 *:max-w-3xl">
          <ContentBlocks blocks={security.blocks} />
          <p className="mt-10 flex flex-wrap gap-x-6 gap-y-2">
            <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-2">
              Read the privacy policy
            </Link>
            <Link to="/legal-documents" className="font-semibold text-brand-700 underline underline-offset-2">
              All legal documents
            </Link>
          </p>
        </div>
      </div>
      <CtaBand source="security" heading="Questions about security in your project?" />
    </>
  );
}
