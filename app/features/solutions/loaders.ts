/**
 * Page data taken from the whole catalog. Only route loaders call these: loaders run at build
 * time (prerender) and are stripped from the browser bundle, so the 100+ ideas never ship as
 * JavaScript; each page gets just the cards it shows.
 */
import { getIndustryPage, type IndustryPage } from "../../../content/industries-pages";
import type { SolutionCard } from "../../../content/prebuilt-solutions";
import { getIndustry, solutionsInIndustry, summariesOf, summaryOf } from "../../../content/solutions";
import { getPrebuiltPage } from "../../../content/solutions/prebuilt-pages";
import type { IdeaSummary } from "../../../content/solutions/types";

export function prebuiltIdeas(slug: SolutionCard["slug"]): { related: IdeaSummary[] } {
  return { related: summariesOf(getPrebuiltPage(slug).relatedIdeas) };
}

/** The ideas of the page's industry and the industry's name (the page needs no industry table). */
export function industryIdeas(path: IndustryPage["path"]): { ideas: IdeaSummary[]; industryName: string } {
  const { industry } = getIndustryPage(path);
  return { ideas: solutionsInIndustry(industry).map(summaryOf), industryName: getIndustry(industry)?.name ?? "" };
}
