import { FileText } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { breadcrumbJsonLd, topLevelCrumbs } from "#app/features/content-pages/json-ld";
import { LEGAL_EFFECTIVE_DATE, LEGAL_EFFECTIVE_LABEL, legalDocuments, legalIndex } from "#content/legal";
import { legalDocumentsMeta } from "#content/page-meta/legal-documents";
import { emailHref, phoneHref, site } from "#content/site";

const PATH = "/legal-documents";
export const meta = () =>
  seo({ ...legalDocumentsMeta, jsonLd: [breadcrumbJsonLd(topLevelCrumbs("Legal Documents", PATH))] });

export default function LegalDocumentsPage() {
  return (
    <>
      <PageHeader eyebrow={legalIndex.eyebrow} title={legalIndex.heading} lead={legalIndex.lead} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 *:max-w-4xl">
        <ul className="space-y-5">
          {legalDocuments.map((doc) => (
            <li
              key={doc.path}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-200 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
            >
              <div className="flex items-start gap-4">
                <FileText aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
                <div>
                  <h2 className="text-xl font-semibold">
                    <Link
                      to={doc.path}
                      prefetch="intent"
                      className="after:absolute after:inset-0 focus-visible:outline-none"
                    >
                      {doc.title}
                    </Link>
                  </h2>
                  <p className="mt-2 leading-7 text-slate-700">{doc.summary}</p>
                  <p className="mt-3 text-sm text-slate-700">
                    Effective date: <time dateTime={LEGAL_EFFECTIVE_DATE}>{LEGAL_EFFECTIVE_LABEL}</time>
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <section aria-labelledby="legal-questions" className="mt-12 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 id="legal-questions" className="text-lg font-semibold">
            Questions about these documents
          </h2>
          <p className="mt-2 leading-7 text-slate-700">
            Write to{" "}
            <a href={emailHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {site.email}
            </a>{" "}
            or call{" "}
            <a href={phoneHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {site.phone}
            </a>
            . The{" "}
            <Link to="/security" className="font-semibold text-brand-700 underline underline-offset-2">
              security page
            </Link>{" "}
            explains how we protect the data of the businesses we work with.
          </p>
        </section>
      </div>
    </>
  );
}
