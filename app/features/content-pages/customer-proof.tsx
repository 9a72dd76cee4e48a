import { Section } from "#app/components/layout/section";
import { isEmptyProof, type Proof } from "#common/proof";
import { proofCopy as copy } from "#content/proof";

/**
 * Real clients' logos, testimonials and sourced figures (content/proof.ts), each block only when
 * it holds something, and nothing at all when the page has none. Rendered at build time, outside
 * the router, hence plain links.
 */
export function CustomerProofSection({ proof }: { proof: Proof }) {
  if (isEmptyProof(proof)) return null;
  return (
    <Section headingId="customer-proof-heading" eyebrow={copy.eyebrow} heading={copy.heading}>
      {proof.logos.length ? (
        <div className="mt-10">
          <h3 className="text-sm font-semibold text-slate-600">{copy.logosLabel}</h3>
          <ul className="mt-4 grid grid-cols-2 items-center gap-6 sm:flex sm:flex-wrap sm:gap-x-10">
            {proof.logos.map((client) => {
              const logo = (
                <img
                  src={client.logo}
                  alt={client.company}
                  className="h-8 w-auto max-w-full object-contain sm:h-10 sm:max-w-40"
                />
              );
              return (
                <li key={client.company}>
                  {client.url ? (
                    <a href={client.url} rel="noopener" className="block rounded">
                      {logo}
                    </a>
                  ) : (
                    logo
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {proof.testimonials.length ? (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {proof.testimonials.map((t) => (
            <li key={`${t.person}-${t.company}`}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <blockquote className="flex-1 text-base leading-7 text-slate-800">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  {t.photo ? (
                    <img src={t.photo} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
                  ) : null}
                  <span className="text-sm leading-5">
                    <span className="block font-semibold text-ink">{t.person}</span>
                    <span className="block text-slate-600">
                      {t.role}, {t.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {proof.figures.length ? (
        <div className="mt-10">
          <h3 className="text-sm font-semibold text-slate-600">{copy.figuresLabel}</h3>
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {proof.figures.map((f) => (
              <li key={`${f.figure}-${f.label}`} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <p className="text-4xl font-extrabold tracking-tight text-brand-700">{f.figure}</p>
                <p className="mt-1 text-sm text-slate-700">{f.label}</p>
                <p className="mt-4 text-xs leading-5 text-slate-600">
                  {copy.sourceLabel}:{" "}
                  <a
                    href={f.sourceUrl}
                    rel="noopener"
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {f.source}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
