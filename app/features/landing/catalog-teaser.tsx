import { ArrowRight } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button";
import { catalogTeaser as copy } from "#content/landing/sections";

export function CatalogTeaser() {
  return (
    <section aria-labelledby="catalog-heading" className="bg-brand-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:px-8">
        <div>
          <h2 id="catalog-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {copy.heading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-100">{copy.lead}</p>
          <ButtonLink to={copy.ctaHref} variant="inverse" size="lg" className="mt-8">
            {copy.ctaLabel}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
        <ul className="grid grid-cols-2 gap-4">
          {copy.stats.map((stat) => (
            <li key={stat.label} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
              <strong className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{stat.value}</strong>{" "}
              <span className="mt-1 text-base text-brand-100">{stat.label}</span>
              {stat.detail ? (
                <span className="mt-3 border-t border-white/15 pt-3 text-sm text-brand-200">{stat.detail}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
