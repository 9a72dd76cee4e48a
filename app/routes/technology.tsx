import { Check, Cpu, Layers, MonitorSmartphone } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "#app/components/layout/cta-band";
import { PageHeader } from "#app/components/layout/page-header";
import { Section } from "#app/components/layout/section";
import { seo } from "#app/components/layout/seo";
import { ContentBlocks } from "#app/features/content-pages/content-blocks";
import { technology } from "#content/company/technology";
import { technologyMeta } from "#content/page-meta/technology";

export const meta = () => seo(technologyMeta);

const icons = { hardware: Cpu, software: MonitorSmartphone, hybrid: Layers } as const;

export default function TechnologyPage() {
  const { dashboard } = technology;
  return (
    <>
      <PageHeader eyebrow={technology.eyebrow} title={technology.heading} lead={technology.lead} />
      <Section headingId="approach-heading" eyebrow="Our approach" heading="Three kinds of solution">
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {technology.approaches.map((a) => {
            const Icon = icons[a.kind];
            return (
              <li key={a.kind} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="size-8 text-brand-600" />
                <h3 className="mt-4 text-xl font-semibold">{a.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{a.text}</p>
                <ul className="mt-4 space-y-2">
                  {a.points.map((p) => (
                    <li key={p} className="flex gap-2 text-sm leading-6 text-slate-700">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                      {p}
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/solutions?type=${a.kind}#catalog`}
                  className="mt-5 text-sm font-semibold text-brand-700 underline underline-offset-2"
                >
                  See {a.kind} ideas in the catalog
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section
        headingId="dashboard-heading"
        eyebrow="One place for everything"
        heading={dashboard.heading}
        lead={dashboard.text}
        tone="dark"
      >
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {dashboard.points.map((p) => (
            <li key={p} className="flex gap-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/15">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
              <span className="text-white">{p}</span>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to={dashboard.previewPath} className="font-semibold text-white underline underline-offset-2">
            Explore the dashboard preview with sample data
          </Link>
        </p>
      </Section>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 *:max-w-3xl">
        <ContentBlocks blocks={technology.blocks} />
        <p className="mt-10">
          <Link to="/security" className="font-semibold text-brand-700 underline underline-offset-2">
            How we protect your data
          </Link>
        </p>
      </div>
      <CtaBand source="technology" />
    </>
  );
}
