import { CheckCircle2 } from "lucide-react";
import { lazy, useEffect, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { AffiliateRegisterForm } from "#app/features/affiliates/register-form";
import { apiJson } from "#app/lib/api";
import { KeepPrerendered } from "#app/lib/keep-prerendered";
import { PROGRAM_DEFAULTS } from "#common/affiliate-program";
import { affiliateProgram } from "#content/affiliates";
import { affiliateRegisterMeta } from "#content/page-meta/affiliate-register";

export const meta = () => seo(affiliateRegisterMeta);

// Nothing interactive in it: hydration keeps its prerendered markup (see KeepPrerendered).
const ProgramSteps = lazy(() =>
  import("#app/features/affiliates/program-steps").then((m) => ({ default: m.ProgramSteps })),
);
const NO_PROPS = {};

interface ProgramTerms {
  commissionPercent: number;
  attributionWindowDays: number;
}

export default function AffiliateRegisterPage() {
  // The prerendered page shows the default terms; the live ones replace them once loaded. One
  // request on a public page: a plain effect, so the page does not ship a query cache (-13 KB gzip).
  const [terms, setTerms] = useState<ProgramTerms | null>(null);
  useEffect(() => {
    apiJson<ProgramTerms>("GET", "/api/affiliate/program").then(setTerms, (error) =>
      console.warn("affiliate program terms not loaded", error),
    );
  }, []);
  const percent = terms?.commissionPercent ?? PROGRAM_DEFAULTS.defaultCommissionPercent;
  const days = terms?.attributionWindowDays ?? PROGRAM_DEFAULTS.attributionWindowDays;
  const [commission, attribution, dashboard] = affiliateProgram.highlights;
  const highlightTitles = [commission.title(percent), attribution.title(days), dashboard.title()];

  return (
    <>
      <PageHeader eyebrow={affiliateProgram.eyebrow} title={affiliateProgram.title} lead={affiliateProgram.lead} />
      <section aria-labelledby="program-highlights" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="program-highlights" className="sr-only">
          Program terms
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {affiliateProgram.highlights.map((item, i) => (
            <li key={item.body} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-xl font-bold text-brand-800">{highlightTitles[i]}</p>
              <p className="mt-3 text-slate-700">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <KeepPrerendered as="section" content={ProgramSteps} props={NO_PROPS} />
      <section
        aria-labelledby="apply"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8"
      >
        <div>
          <h2 className="text-2xl font-bold tracking-tight">Program rules</h2>
          <ul className="mt-6 space-y-4">
            {affiliateProgram.rules.map((rule) => (
              <li key={rule} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{rule}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-slate-700">
            {affiliateProgram.form.haveAccount}{" "}
            <Link
              to="/affiliate-dashboard"
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {affiliateProgram.form.signIn}
            </Link>
          </p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="apply" className="text-2xl font-bold tracking-tight">
            {affiliateProgram.form.title}
          </h2>
          <p className="mt-2 text-slate-600">{affiliateProgram.form.intro}</p>
          <div className="mt-8">
            <AffiliateRegisterForm />
          </div>
        </div>
      </section>
    </>
  );
}
