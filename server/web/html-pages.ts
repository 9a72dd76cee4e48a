import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface HtmlPage {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  /** The Content-Security-Policy for this page: its own inline scripts allowed by hash. */
  csp: string;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** SHA-256 sources of every executable inline script in an HTML document. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1];
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob: data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function toPage(html: Buffer): HtmlPage {
  return {
    body: html,
    gzip: gzipSync(html, { level: 9 }),
    brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    csp: contentSecurityPolicy(inlineScriptHashes(html.toString("utf8"))),
  };
}

/**
 * The page with markup added at the start of its <head> (a meta tag: no script, so the CSP's
 * script hashes stay as they are).
 */
export function withHeadMarkup(page: HtmlPage, markup: string): HtmlPage {
  const html = page.body.toString("utf8");
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return page;
  const at = head.index + head[0].length;
  return { ...toPage(Buffer.from(html.slice(0, at) + markup + html.slice(at), "utf8")), csp: page.csp };
}

/** Route path of a prerendered file: "about/index.html" → "/about". */
function routePathOf(relativeFile: string): string {
  const dir = path.posix.dirname(relativeFile.split(path.sep).join("/"));
  return dir === "." ? "/" : `/${dir}`;
}

interface HtmlPages {
  /** Prerendered public pages by route path. */
  pages: Map<string, HtmlPage>;
  /** Shell for browser-rendered (private) routes. */
  spaFallback: HtmlPage | undefined;
}

/** Reads every prerendered page of the build once, at start-up. */
export function loadHtmlPages(staticDir: string): HtmlPages {
  const pages = new Map<string, HtmlPage>();
  let spaFallback: HtmlPage | undefined;
  if (!fs.existsSync(staticDir)) return { pages, spaFallback };
  for (const entry of fs.readdirSync(staticDir, { recursive: true, encoding: "utf8" })) {
    const file = path.join(staticDir, entry);
    if (entry === "__spa-fallback.html") spaFallback = toPage(fs.readFileSync(file));
    else if (entry.endsWith("index.html")) pages.set(routePathOf(entry), toPage(fs.readFileSync(file)));
  }
  return { pages, spaFallback };
}
