import type { FastifyInstance } from "fastify";
import { privatePaths, publicPaths } from "#common/route-table";
import { site } from "#content/site";
import { solutionSlugs } from "#content/solutions/slugs";
import type { RedirectRules } from "#server/modules/redirects";

/** Private areas, each disallowed once by its shortest prefix. */
function disallowedPrefixes(): string[] {
  const prefixes = privatePaths.map((p) => (p.startsWith("/admin/") ? "/admin/" : p));
  return [...new Set([...prefixes, "/api/"])];
}

export function buildRobotsTxt(): string {
  const lines = [
    "User-agent: *",
    ...disallowedPrefixes().map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${site.url}/sitemap.xml`,
  ];
  return `${lines.join("\n")}\n`;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every public page but those a redirect now sends elsewhere. */
export function buildSitemapXml(isRedirected: (path: string) => boolean = () => false): string {
  const urls = publicPaths(solutionSlugs)
    .filter((p) => !isRedirected(p))
    .map((p) => `  <url><loc>${escapeXml(`${site.url}${p}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export async function seoRoutes(app: FastifyInstance, { redirects }: { redirects: RedirectRules }) {
  const robots = buildRobotsTxt();
  app.get("/robots.txt", (_req, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots),
  );
  app.get("/sitemap.xml", (_req, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(buildSitemapXml((path) => redirects.isRedirected(path))),
  );
}
