/** What one page's share card says, from the page's path and title. */
import { pageKind } from "#common/page-kind";
import { pageKindLabel, shareImageAlt } from "#content/share-image";
import { site } from "#content/site";
import { themeColors } from "./brand-palette";
import type { CardProps } from "./card";
import { cardText } from "./card-text";

let colors: Record<string, string> | undefined;

export function pageCard(pagePath: string, title: string): { props: CardProps; alt: string } {
  colors ??= themeColors();
  const kind = pageKind(pagePath);
  const { headline, subhead } = cardText(title, site.name);
  return {
    props: { label: pageKindLabel[kind], headline, subhead, brand: site.name, host: new URL(site.url).host, colors },
    alt: shareImageAlt(kind, headline, subhead),
  };
}
