import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs";
import { CtaBand } from "#app/components/layout/cta-band";
import { FaqList } from "#app/components/layout/faq-list";
import { PageHeader } from "#app/components/layout/page-header";
import { Section } from "#app/components/layout/section";
import { seo } from "#app/components/layout/seo";
import { ConsultationButton } from "#app/components/ui/consultation-button";
import { breadcrumbJsonLd, faqJsonLd, StaticMarkup } from "#app/features/content-pages";
import { recordConsultationRequest } from "#app/features/tracking";
import { IMPLEMENTATION_WEEKS } from "#common/constants";
import { consultationCta } from "#content/calls-to-action";
import type { PageMeta } from "#content/page-meta/types";
import type { PrebuiltPage } from "#content/solutions/prebuilt/types";
import type { SolutionCard } from "#content/solutions/prebuilt-solutions";
import type { IdeaSummary } from "#content/solutions/types";
import { IdeaGrid } from "./idea-card";

const crumbsOf = (card: SolutionCard) => [
  { name: "Home", path: "/" },
  { name: "AI Solutions", path: "/solutions" },
  { name: card.title, path: card.link },
];

/** Title, description, canonical, Open Graph, FAQPage and breadcrumb JSON-LD of a pre-built solution page; `card` comes from the page's loader. */
export function prebuiltMeta(page: PrebuiltPage, meta: PageMeta, card: SolutionCard | undefined) {
  return seo({ ...meta, jsonLd: [faqJsonLd(page.faqs), ...(card ? [breadcrumbJsonLd(crumbsOf(card))] : [])] });
}

const weeks = `${IMPLEMENTATION_WEEKS.min}-${IMPLEMENTATION_WEEKS.max} weeks`;

/** The full page of one of the six pre-built solutions, from the same data as the landing cards. */
/** `page` is the route's own copy (content/solutions/prebuilt/) and `card` its card from the loader, so each page bundles only its own. */
export function PrebuiltSolutionPage({
  page,
  card,
  related,
  flowHtml,
  customersHtml,
  headerAction,
}: {
  page: PrebuiltPage;
  card: SolutionCard;
  related: readonly IdeaSummary[];
  flowHtml: string;
  /** The clients' own words and figures for this solution; "" for none (content/proof.ts). */
  customersHtml: string;
  headerAction?: ReactNode;
}) {
  const source = card.link.slice(1);
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs crumbs={crumbsOf(card)} />}
        eyebrow={page.eyebrow}
        title={card.title}
        lead={page.intro}
      >
        <ConsultationButton size="lg" onClick={() => recordConsultationRequest(source)}>
          {consultationCta}
        </ConsultationButton>
        {headerAction}
      </PageHeader>

      <div>
        <Section headingId="problem-heading" eyebrow="The problem it solves" heading={card.problemSolved}>
          <div className="mt-8 grid gap-10 lg:grid-cols-[3fr_2fr]">
            <p className="text-lg leading-8 text-slate-700">{page.problemDetail}</p>
            <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold">Who it is for</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{card.targetBusinesses}</p>
              <dl className="mt-4 space-y-3">
                {page.audiences.map((a) => (
                  <div key={a.who}>
                    <dt className="font-semibold text-ink">{a.who}</dt>
                    <dd className="text-sm leading-6 text-slate-700">{a.why}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </Section>

        <StaticMarkup html={flowHtml} />

        <Section headingId="how-heading" eyebrow="Features, step by step" heading={card.description}>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {card.features.map((feature) => (
              <li key={feature} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                <span className="font-medium text-ink">{feature}</span>
              </li>
            ))}
          </ul>
          <ol className="mt-10 grid gap-6 md:grid-cols-2">
            {page.steps.map((step, i) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{step.title}</h3>
                  <p className="mt-1 leading-7 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>

        <Section
          headingId="roi-heading"
          eyebrow="What to expect"
          heading="Cost savings, performance gains and payback"
          lead="Typical outcomes for this solution. They are estimates, not guarantees: we work out your own figures with you in the free consultation and confirm them in the pilot."
          tone="muted"
        >
          <dl className="mt-8 grid gap-4 md:grid-cols-3">
            {[
              ["Cost savings", card.roi.costSavings],
              ["Performance gains", card.roi.timeGains],
              ["Estimated payback period", card.roi.paybackPeriod],
            ].map(([label, value]) => (
              <div key={label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
                <dd className="mt-2 text-lg font-semibold text-ink">{value}</dd>
                <dt className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{label}</dt>
              </div>
            ))}
          </dl>
        </Section>

        {customersHtml ? <StaticMarkup html={customersHtml} /> : null}

        <Section
          headingId="implementation-heading"
          eyebrow="Implementation"
          heading={`Live in ${weeks}, starting with a pilot`}
          lead={`We never start with a big-bang rollout. Every project begins with a pilot on one real workflow with your own data, and most are fully live in ${weeks}.`}
        >
          <ol className="mt-8 grid gap-4 md:grid-cols-3">
            {[
              [
                "Pilot",
                "One workflow, your data, success measures agreed up front. You see results before anything is rolled out.",
              ],
              [
                "Rollout",
                "We extend the solution to your other teams, sites or channels in phases, training your staff as we go.",
              ],
              [
                "Launch and support",
                "The solution runs in your unified dashboard, and we monitor, update and improve it for as long as you subscribe.",
              ],
            ].map(([title, text], i) => (
              <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <p className="text-sm font-semibold text-brand-700">Phase {i + 1}</p>
                <h3 className="mt-1 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6">
            <Link to="/implementation" className="font-semibold text-brand-700 underline underline-offset-2">
              Read how implementation works
            </Link>
          </p>
        </Section>
      </div>

      <Section headingId="faq-heading" eyebrow="FAQ" heading={`Questions about ${card.title}`} tone="muted">
        <div className="mt-8 max-w-3xl">
          <FaqList faqs={page.faqs} />
          <p className="mt-6">
            <Link to="/faq" className="font-semibold text-brand-700 underline underline-offset-2">
              See all frequently asked questions
            </Link>
          </p>
        </div>
      </Section>

      {related.length ? (
        <div>
          <Section headingId="related-heading" eyebrow="From the catalog" heading="Related solution ideas">
            <div className="mt-8">
              <IdeaGrid ideas={related} />
            </div>
          </Section>
        </div>
      ) : null}

      <CtaBand source={source} heading={`Talk to us about ${card.title}`} />
    </>
  );
}
