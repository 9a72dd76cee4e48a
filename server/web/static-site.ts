import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NOT_FOUND_PATH, normalizePath, privatePaths, UNKNOWN_SOLUTION_PATH } from "#common/route-table";
import { isAdminPath } from "#common/tracking-rules";
import { type HtmlPage, loadHtmlPages, withHeadMarkup } from "./html-pages";
import { TRACKING_SIGNALS_META } from "./privacy-signals";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Each page with the "GPC/DNT not honoured" marker, built (and compressed) on first use. */
const markedPages = new WeakMap<HtmlPage, HtmlPage>();
function marked(page: HtmlPage): HtmlPage {
  let variant = markedPages.get(page);
  if (!variant) {
    variant = withHeadMarkup(page, TRACKING_SIGNALS_META);
    markedPages.set(page, variant);
  }
  return variant;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, original: HtmlPage, status = 200) {
  const page = request.server.privacySignals.honored ? original : marked(original);
  const accepts = String(request.headers["accept-encoding"] ?? "");
  reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("content-security-policy", page.csp)
    .header("vary", "accept-encoding");
  if (request.method === "HEAD") return reply.send();
  if (/\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(page.brotli);
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.body);
}

/**
 * Serves the built site: hashed assets with long-lived caching, each prerendered page
 * with its own CSP, the SPA shell for private routes, and the 404 page with status 404.
 */
export async function registerStaticSite(app: FastifyInstance, staticDir: string) {
  const { pages, spaFallback } = loadHtmlPages(staticDir);
  const notFoundPage = pages.get(NOT_FOUND_PATH);
  const unknownSolutionPage = pages.get(UNKNOWN_SOLUTION_PATH) ?? notFoundPage;

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: "/",
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !pathName.endsWith(".html"),
    setHeaders: (reply, filePath) => {
      reply.header("cache-control", filePath.includes("/assets/") ? IMMUTABLE : "public, max-age=3600");
    },
  });

  for (const [routePath, page] of pages) {
    if (routePath === NOT_FOUND_PATH || routePath === UNKNOWN_SOLUTION_PATH) continue;
    app.get(routePath, (request, reply) => sendPage(request, reply, page));
  }
  if (spaFallback) {
    for (const routePath of privatePaths) {
      app.get(routePath, (request, reply) => sendPage(request, reply, spaFallback));
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const path = normalizePath(request.url);
    if (path.startsWith("/api/") || path === "/api" || request.method !== "GET" || !notFoundPage) {
      return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
    }
    // The admin console answers its own unknown paths (after its sign-in guard), in the browser.
    if (isAdminPath(path) && spaFallback) return sendPage(request, reply, spaFallback, 404);
    const page = path.startsWith("/solution/") && unknownSolutionPage ? unknownSolutionPage : notFoundPage;
    return sendPage(request, reply, page, 404);
  });
}
