import type { MetaDescriptor } from "react-router";
import { pageMeta } from "../../../content/pages";
import { site } from "../../../content/site";

export interface SeoInput {
  path: string;
  title?: string;
  description?: string;
  /** Structured data blocks (JSON-LD) for this page. */
  jsonLd?: unknown[];
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function seo({ path, title, description, jsonLd = [], noindex }: SeoInput): MetaDescriptor[] {
  const known = pageMeta[path];
  const pageTitle = title ?? known?.title ?? site.name;
  const pageDescription = description ?? known?.description ?? site.tagline;
  const url = `${site.url}${path === "/" ? "/" : path}`;
  return [
    { title: pageTitle },
    { name: "description", content: pageDescription },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: pageTitle },
    { property: "og:description", content: pageDescription },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: pageTitle },
    { name: "twitter:description", content: pageDescription },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ] as MetaDescriptor[];
}
