import { businessIntelligencePage } from "./prebuilt/business-intelligence";
import { legalPage } from "./prebuilt/legal";
import { marketingPage } from "./prebuilt/marketing";
import { securityPage } from "./prebuilt/security";
import { seoPage } from "./prebuilt/seo";
import type { PrebuiltPage } from "./prebuilt/types";
import { voicePage } from "./prebuilt/voice";
import type { SolutionCard } from "./prebuilt-solutions";

/**
 * The page copy of the six pre-built solutions. Each page's copy is its own module under
 * ./prebuilt/, so a product page's bundle carries only its own; this list is for build-time code.
 */
const prebuiltPages: readonly PrebuiltPage[] = [
  voicePage,
  securityPage,
  legalPage,
  marketingPage,
  seoPage,
  businessIntelligencePage,
];

export function getPrebuiltPage(slug: SolutionCard["slug"]): PrebuiltPage {
  const page = prebuiltPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No page copy for the pre-built solution "${slug}"`);
  return page;
}
