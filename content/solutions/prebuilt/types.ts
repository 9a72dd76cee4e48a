import type { QA } from "#content/guides/blocks";
import type { SolutionCard } from "#content/solutions/prebuilt-solutions";

/** The extra copy of each pre-built solution's own page; the card data comes from content/solutions/prebuilt-solutions.ts. */
export interface PrebuiltPage {
  slug: SolutionCard["slug"];
  eyebrow: string;
  /** The page's opening paragraph. */
  intro: string;
  /** A fuller account of the problem than the card's one line. */
  problemDetail: string;
  /** Who it is for, one line each. */
  audiences: readonly { who: string; why: string }[];
  /** How it works, in order. */
  steps: readonly { title: string; text: string }[];
  faqs: readonly QA[];
  /** Catalog ideas (slugs) that build on the same technology. */
  relatedIdeas: readonly string[];
}
