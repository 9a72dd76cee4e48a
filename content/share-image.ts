/** The words on a page's share card (the Open Graph image) besides the page's own title. */
import type { PageKind } from "#common/page-kind";
import { site } from "./site";

export const pageKindLabel: Record<PageKind, string> = {
  solution: "Solution",
  industry: "Industry",
  tool: "Free tool",
  guide: "Guide",
  company: "Company",
};

/** What the card shows, for a reader who cannot see it (og:image:alt). */
export function shareImageAlt(kind: PageKind, headline: string, subhead: string | undefined): string {
  return `${pageKindLabel[kind]} page of ${site.name}: ${headline}${subhead ? `. ${subhead}` : ""}`;
}
