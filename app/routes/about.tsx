import { Link } from "react-router";
import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { Section } from "#app/components/layout/section";
import { seo } from "#app/components/layout/seo";
import { ContentBlocks } from "#app/features/content-pages/content-blocks";
import { about } from "#content/company/about";
import { aboutMeta } from "#content/page-meta/about";

export const meta = () => seo(aboutMeta);

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow={about.eyebrow} title={about.heading} lead={about.lead} />
      <Section headingId="principles-heading" eyebrow="How we work" heading="Four principles behind every project">
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {about.principles.map((p) => (
            <li key={p.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold">{p.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{p.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 *:max-w-3xl">
          <ContentBlocks blocks={about.blocks} />
          <p className="mt-12 flex flex-wrap gap-x-6 gap-y-2">
            <Link to="/case-studies" className="font-semibold text-brand-700 underline underline-offset-2">
              Read our case studies
            </Link>
            <Link to="/technology" className="font-semibold text-brand-700 underline underline-offset-2">
              Our technology
            </Link>
            <Link to="/sales-careers" className="font-semibold text-brand-700 underline underline-offset-2">
              Careers in sales
            </Link>
            <Link to="/affiliate-register" className="font-semibold text-brand-700 underline underline-offset-2">
              Become an affiliate
            </Link>
          </p>
        </div>
      </div>
      <CtaBand source="about" />
    </>
  );
}
