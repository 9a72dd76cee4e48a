import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "#content/page-meta/types";
import { site } from "#content/site";

interface SeoInput extends PageMeta {
  /** Structured data blocks (JSON-LD) for this page. */
  jsonLd?: unknown[];
  noindex?: boolean;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for one page. Each route passes
 * its own meta (content/page-meta/), so no page's bundle carries the other pages' copy.
 */
export function seo({ path, title, description, jsonLd = [], noindex }: SeoInput): MetaDescriptor[] {
  const url = `${site.url}${path === "/" ? "/" : path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ] as MetaDescriptor[];
}
