/**
 * Page data taken from the whole catalog. Only route loaders call these: loaders run at build
 * time (prerender) and are stripped from the browser bundle, so the 100+ ideas never ship as
 * JavaScript; each page gets just the cards it shows.
 */

import {
  CustomerProofSection,
  HowItWorksDiagram,
  type IndustryProof,
  IndustryProofSection,
} from "#app/features/content-pages";
import { buildTimeMarkup } from "#app/lib/build-time-markup";
import { type ProofPage, proofFor } from "#common/proof";
import { caseStudies } from "#content/case-studies";
import { industryFlows, industryProof, prebuiltFlows, proofIntroWithoutCaseStudy } from "#content/how-it-works";
import { getIndustryPage, type IndustryPage } from "#content/industry-pages";
import { proof } from "#content/proof";
import { getIndustry, solutionsInIndustry, summariesOf, summaryOf } from "#content/solutions";
import { getPrebuiltPage } from "#content/solutions/prebuilt-pages";
import { prebuiltSolutions, type SolutionCard } from "#content/solutions/prebuilt-solutions";
import type { IdeaSummary } from "#content/solutions/types";

/** The clients' logos, testimonials and sourced figures a page shows, as markup ("" when it has none). */
export const customerProofHtml = (page: ProofPage): string =>
  buildTimeMarkup(CustomerProofSection, { proof: proofFor(proof, page) });

/**
 * The pre-built solution's card (the page ships no other card), its related ideas, and its "how it
 * works" diagram and clients' proof as markup.
 */
export function prebuiltIdeas(slug: SolutionCard["slug"]): {
  card: SolutionCard;
  related: IdeaSummary[];
  flowHtml: string;
  customersHtml: string;
} {
  const card = prebuiltSolutions.find((s) => s.slug === slug);
  if (!card) throw new Error(`Unknown pre-built solution "${slug}"`);
  const title = card.title;
  return {
    card,
    related: summariesOf(getPrebuiltPage(slug).relatedIdeas),
    flowHtml: buildTimeMarkup(HowItWorksDiagram, {
      flow: prebuiltFlows[slug],
      heading: `${title}, from your systems to your dashboard`,
      headingId: "flow-heading",
      tone: "muted",
    }),
    customersHtml: customerProofHtml({ solution: slug }),
  };
}

function proofOf(path: IndustryPage["path"]): IndustryProof {
  const picks = industryProof[path];
  const applying = caseStudies.filter((c) => picks.caseStudies.includes(c.slug));
  return {
    intro: applying.length ? (getIndustryPage(path).proofIntro ?? "") : proofIntroWithoutCaseStudy,
    caseStudies: applying,
    solutions: prebuiltSolutions
      .filter((s) => picks.solutions.includes(s.slug))
      .map(({ slug, title, link, roi }) => ({ slug, title, link, roi })),
  };
}

/** The ideas of the page's industry and the industry's name (the page needs no industry table). */
export function industryIdeas(path: IndustryPage["path"]): {
  ideas: IdeaSummary[];
  industryName: string;
  flowHtml: string;
  proofHtml: string;
  customersHtml: string;
} {
  const { industry } = getIndustryPage(path);
  const industryName = getIndustry(industry)?.name ?? "";
  return {
    ideas: solutionsInIndustry(industry).map(summaryOf),
    industryName,
    flowHtml: buildTimeMarkup(HowItWorksDiagram, {
      flow: industryFlows[path],
      heading: `Where AI fits in ${industryName ? industryName.toLowerCase() : "your business"}`,
      headingId: "flow-heading",
      tone: "muted",
    }),
    proofHtml: buildTimeMarkup(IndustryProofSection, { proof: proofOf(path) }),
    customersHtml: customerProofHtml({ industry: path }),
  };
}
