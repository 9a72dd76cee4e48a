/**
 * The Open Graph and Twitter tags that point a prerendered page at its share card. seo()
 * (app/components/layout/seo.ts) writes the rest of the page's social tags, twitter:card among
 * them; these go right after the last of them.
 */
import { CARD_HEIGHT, CARD_WIDTH } from "./card";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function shareImageTags(imageUrl: string, alt: string): string {
  const url = escapeAttribute(imageUrl);
  return [
    `<meta property="og:image" content="${url}"/>`,
    `<meta property="og:image:width" content="${CARD_WIDTH}"/>`,
    `<meta property="og:image:height" content="${CARD_HEIGHT}"/>`,
    `<meta property="og:image:alt" content="${escapeAttribute(alt)}"/>`,
    `<meta name="twitter:image" content="${url}"/>`,
    `<meta name="twitter:image:alt" content="${escapeAttribute(alt)}"/>`,
  ].join("");
}

const LAST_SOCIAL_TAG = /<meta name="twitter:description" content="[^"]*"\/>/;

/** The page with the tags added; a page without seo()'s tags, or tagged already, fails the build. */
export function withShareImageTags(html: string, tags: string): string {
  if (html.includes('property="og:image"')) throw new Error("the page has an og:image already");
  const anchor = LAST_SOCIAL_TAG.exec(html);
  if (!anchor) throw new Error("no twitter:description tag to put the share image tags after");
  const end = anchor.index + anchor[0].length;
  return html.slice(0, end) + tags + html.slice(end);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The page's <title> as text (React writes &, <, >, " and ' as entities). */
export function pageTitle(html: string): string {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (raw === undefined) throw new Error("the page has no <title>");
  return raw.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
    return String.fromCodePoint(
      name[1].toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });
}
