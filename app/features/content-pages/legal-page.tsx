import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs";
import { PageHeader } from "#app/components/layout/page-header";
import { seo } from "#app/components/layout/seo";
import { LEGAL_EFFECTIVE_DATE, LEGAL_EFFECTIVE_LABEL, type LegalDocument } from "#content/legal";
import type { PageMeta } from "#content/page-meta/types";
import { ContentBlocks, TableOfContents } from "./content-blocks";
import { breadcrumbJsonLd } from "./json-ld";

const crumbsOf = (doc: LegalDocument) => [
  { name: "Home", path: "/" },
  { name: "Legal Documents", path: "/legal-documents" },
  { name: doc.title, path: doc.path },
];

export function legalMeta(doc: LegalDocument, meta: PageMeta) {
  return seo({ ...meta, jsonLd: [breadcrumbJsonLd(crumbsOf(doc))] });
}

/** One legal text: effective date, table of contents, numbered sections. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs crumbs={crumbsOf(doc)} />}
        eyebrow="Legal"
        title={doc.title}
        lead={doc.lead}
      >
        <p className="rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300">
          Effective date: <time dateTime={LEGAL_EFFECTIVE_DATE}>{LEGAL_EFFECTIVE_LABEL}</time>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents blocks={doc.blocks} />
        </div>
        <div className="max-w-3xl">
          <ContentBlocks blocks={doc.blocks} />
          <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-700">
            <Link to="/legal-documents" className="font-semibold text-brand-700 underline underline-offset-2">
              All legal documents
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
