import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ConsultationButton } from "#app/components/ui/consultation-button";
import { consultationCta } from "#content/calls-to-action";
import { hero } from "#content/landing";
import { onHeroConsultation } from "./consultation-tracking";

/** `dashboardHtml`: the picture of the unified dashboard, rendered at build time by the page's loader. */
export function HeroSection({ dashboardHtml }: { dashboardHtml: string }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10rem] size-[36rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-14 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-xs font-semibold sm:text-sm text-brand-700 ring-1 ring-brand-200">
            {hero.eyebrow}
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-600">{hero.lead}</p>
          <div className="mt-8 border-y border-slate-200 py-5">
            <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{hero.resultsHeading}</h2>
            <ul className="mt-3 grid grid-cols-3 gap-4">
              {hero.results.map((result) => (
                <li key={result.label} className="flex flex-col">
                  <strong className="text-2xl font-bold tracking-tight whitespace-nowrap text-brand-700 sm:text-3xl">
                    {result.value}
                  </strong>{" "}
                  <span className="text-sm text-slate-600">{result.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ConsultationButton size="lg" onClick={onHeroConsultation}>
              {consultationCta}
            </ConsultationButton>
            <p className="text-sm text-slate-600">{hero.consultationNote}</p>
          </div>
          <p className="mt-8 text-base text-slate-700">
            {hero.quiz.prompt}{" "}
            <Link
              to={hero.quiz.href}
              prefetch="intent"
              className="font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:decoration-brand-600"
            >
              {hero.quiz.label}
              <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-2px]" />
            </Link>
          </p>
        </div>
        <div dangerouslySetInnerHTML={{ __html: dashboardHtml }} />
      </div>
    </section>
  );
}
