/**
 * The solutions catalog (contract 4): every idea, its industry and the lookups pages use.
 * Ideas live in one file per industry; this module checks nothing at run time (the content
 * test does) and derives `related` where an idea does not name its own.
 */
import { agriculture } from "./agriculture";
import { construction } from "./construction";
import { education } from "./education";
import { energyUtilities } from "./energy-utilities";
import { finance } from "./finance";
import { government } from "./government";
import { healthcare } from "./healthcare";
import { homeServices } from "./home-services";
import { hospitality } from "./hospitality";
import { getIndustry, industries } from "./industries";
import { insurance } from "./insurance";
import { legal } from "./legal";
import { logistics } from "./logistics";
import { manufacturing } from "./manufacturing";
import { professionalServices } from "./professional-services";
import { realEstate } from "./real-estate";
import { retail } from "./retail";
import type { IdeaInput, IdeaSummary, SolutionIdea } from "./types";

export * from "./types";
export { getIndustry, industries };

const byIndustry: Record<string, IdeaInput[]> = {
  manufacturing,
  finance,
  retail,
  healthcare,
  legal,
  "real-estate": realEstate,
  hospitality,
  logistics,
  construction,
  education,
  "professional-services": professionalServices,
  "home-services": homeServices,
  agriculture,
  "energy-utilities": energyUtilities,
  government,
  insurance,
};

const RELATED_COUNT = 3;

function buildCatalog(): SolutionIdea[] {
  const all: SolutionIdea[] = [];
  for (const industry of industries) {
    const ideas = byIndustry[industry.slug] ?? [];
    ideas.forEach((idea, index) => {
      // Default: the next ideas of the same industry, wrapping around.
      const neighbours = Array.from(
        { length: Math.min(RELATED_COUNT, ideas.length - 1) },
        (_, k) => ideas[(index + k + 1) % ideas.length].slug,
      );
      all.push({ ...idea, industry: industry.slug, related: idea.related ?? neighbours });
    });
  }
  return all;
}

export const solutions: SolutionIdea[] = buildCatalog();

const bySlug = new Map(solutions.map((s) => [s.slug, s]));

export function getSolution(slug: string): SolutionIdea | undefined {
  return bySlug.get(slug);
}

export function solutionsInIndustry(industrySlug: string): SolutionIdea[] {
  return solutions.filter((s) => s.industry === industrySlug);
}

export function summaryOf(idea: SolutionIdea): IdeaSummary {
  return {
    slug: idea.slug,
    title: idea.title,
    industry: idea.industry,
    industryName: getIndustry(idea.industry)?.name ?? "",
    type: idea.type,
    summary: idea.summary,
  };
}

/** Summaries of the ideas with these slugs, in order; unknown slugs are skipped. */
export function summariesOf(slugs: readonly string[]): IdeaSummary[] {
  return slugs.flatMap((slug) => {
    const idea = bySlug.get(slug);
    return idea ? [summaryOf(idea)] : [];
  });
}

/** The text the catalog search looks in: every field of the idea, its industry and type, in lower case. */
export function searchTextOf(idea: SolutionIdea): string {
  return [
    idea.title,
    idea.summary,
    idea.problem,
    idea.howItWorks,
    ...idea.features,
    ...idea.integrations,
    getIndustry(idea.industry)?.name ?? "",
    idea.type,
  ]
    .join(" ")
    .toLowerCase();
}

/** What the catalog search looks in, per idea slug (fetched by the catalog once a visitor searches). */
export function catalogSearchIndex(): Record<string, string> {
  return Object.fromEntries(solutions.map((idea) => [idea.slug, searchTextOf(idea)]));
}
