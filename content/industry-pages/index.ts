import { financeAiPage } from "./finance-ai";
import { manufacturingAiPage } from "./manufacturing-ai";
import { retailAiPage } from "./retail-ai";
import type { IndustryPage } from "./types";

export type { IndustryPage } from "./types";

/**
 * The three industry landing pages. Each page's copy is its own module under ./industry-pages/,
 * so a page's bundle carries only its own; this list is for build-time code (loaders, links).
 */
export const industryPages: readonly IndustryPage[] = [manufacturingAiPage, financeAiPage, retailAiPage];

export function getIndustryPage(path: IndustryPage["path"]): IndustryPage {
  const page = industryPages.find((p) => p.path === path);
  if (!page) throw new Error(`No industry page for ${path}`);
  return page;
}

/** The industry page of a catalog industry, if it has one. */
export function industryPageOf(industrySlug: string): IndustryPage | undefined {
  return industryPages.find((p) => p.industry === industrySlug);
}
