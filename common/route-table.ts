/**
 * The one route table. app/routes.ts turns it into React Router routes;
 * the server, sitemap and robots.txt read it too, so a page is declared once.
 *
 * public: prerendered to static HTML with its full text and listed in the sitemap.
 * private: rendered in the browser from the SPA fallback, kept out of search engines.
 */
import { solutionPath } from "./solution-path";

type RouteAccess = "public" | "private";

interface RouteEntry {
  path: string;
  file: string;
  access: RouteAccess;
}

export const routeTable: readonly RouteEntry[] = [
  { path: "/", file: "routes/home.tsx", access: "public" },
  { path: "/about", file: "routes/about.tsx", access: "public" },
  { path: "/technology", file: "routes/technology.tsx", access: "public" },
  { path: "/contact", file: "routes/contact.tsx", access: "public" },
  { path: "/demos", file: "routes/demos.tsx", access: "public" },
  { path: "/implementation", file: "routes/implementation.tsx", access: "public" },
  { path: "/solutions", file: "routes/solutions.tsx", access: "public" },
  { path: "/solution/:slug", file: "routes/solution-detail.tsx", access: "public" },
  { path: "/results", file: "routes/results.tsx", access: "public" },
  { path: "/security", file: "routes/security.tsx", access: "public" },
  { path: "/ai-voice", file: "routes/ai-voice.tsx", access: "public" },
  { path: "/ai-security", file: "routes/ai-security.tsx", access: "public" },
  { path: "/legal-ai", file: "routes/legal-ai.tsx", access: "public" },
  { path: "/ai-marketing", file: "routes/ai-marketing.tsx", access: "public" },
  { path: "/ai-seo", file: "routes/ai-seo.tsx", access: "public" },
  { path: "/ai-business-intelligence", file: "routes/ai-business-intelligence.tsx", access: "public" },
  { path: "/manufacturing-ai", file: "routes/manufacturing-ai.tsx", access: "public" },
  { path: "/finance-ai", file: "routes/finance-ai.tsx", access: "public" },
  { path: "/retail-ai", file: "routes/retail-ai.tsx", access: "public" },
  { path: "/faq", file: "routes/faq.tsx", access: "public" },
  { path: "/ai-readiness-assessment", file: "routes/ai-readiness-assessment.tsx", access: "public" },
  { path: "/ai-opportunity-finder", file: "routes/ai-opportunity-finder.tsx", access: "public" },
  { path: "/case-studies", file: "routes/case-studies.tsx", access: "public" },
  { path: "/ai-implementation-guide", file: "routes/ai-implementation-guide.tsx", access: "public" },
  { path: "/ai-cost-calculator", file: "routes/ai-cost-calculator.tsx", access: "public" },
  { path: "/ai-for-small-business", file: "routes/ai-for-small-business.tsx", access: "public" },
  { path: "/roi-overview", file: "routes/roi-overview.tsx", access: "public" },
  { path: "/privacy-policy", file: "routes/privacy-policy.tsx", access: "public" },
  { path: "/terms-conditions", file: "routes/terms-conditions.tsx", access: "public" },
  { path: "/affiliate-register", file: "routes/affiliate-register.tsx", access: "public" },
  { path: "/affiliate-dashboard", file: "routes/affiliate-dashboard.tsx", access: "private" },
  { path: "/admin/login", file: "routes/admin-login.tsx", access: "private" },
  { path: "/admin/dashboard", file: "routes/admin-dashboard.tsx", access: "private" },
  { path: "/admin/leads", file: "routes/admin-leads.tsx", access: "private" },
  { path: "/admin/revenue", file: "routes/admin-revenue.tsx", access: "private" },
  { path: "/admin/affiliates", file: "routes/admin-affiliates.tsx", access: "private" },
  { path: "/admin/clients", file: "routes/admin-clients.tsx", access: "private" },
  { path: "/admin/sales-applications", file: "routes/admin-sales-applications.tsx", access: "private" },
  { path: "/admin/settings", file: "routes/admin-settings.tsx", access: "private" },
  { path: "/admin/journey-analytics", file: "routes/admin-journey-analytics.tsx", access: "private" },
  { path: "/admin/redirects", file: "routes/admin-redirects.tsx", access: "private" },
  { path: "/admin/team", file: "routes/admin-team.tsx", access: "private" },
  { path: "/admin/security", file: "routes/admin-security.tsx", access: "private" },
  { path: "/admin/invite", file: "routes/admin-invite.tsx", access: "private" },
  { path: "/shared-analytics", file: "routes/shared-analytics.tsx", access: "private" },
  { path: "/enterprise-dashboard", file: "routes/enterprise-dashboard.tsx", access: "public" },
  { path: "/sales-careers", file: "routes/sales-careers.tsx", access: "public" },
  { path: "/accessibility", file: "routes/accessibility.tsx", access: "public" },
  { path: "/legal-documents", file: "routes/legal-documents.tsx", access: "public" },
];

/** Prerendered copy of the 404 page; the server sends it with status 404 for unknown paths. */
export const NOT_FOUND_PATH = "/404";

/**
 * Prerendered copy of /solution/:slug for a slug that does not exist (its page data is null):
 * the server sends it with status 404 for unknown /solution/* paths, so the browser hydrates
 * the same route it shows instead of the catch-all 404 route.
 */
export const UNKNOWN_SOLUTION_PATH = "/solution/__not-found";

/** The catalog's search text per idea, prerendered as a static file and fetched once a visitor searches. */
export const SOLUTIONS_SEARCH_INDEX_PATH = "/solutions/search-index.json";

const isPattern = (path: string) => path.includes(":");

/** Public paths without parameters (parameterised ones are expanded from content). */
export const publicStaticPaths: string[] = routeTable
  .filter((r) => r.access === "public" && !isPattern(r.path))
  .map((r) => r.path);

export const privatePaths: string[] = routeTable.filter((r) => r.access === "private").map((r) => r.path);

export { solutionPath };

/** Strips a trailing slash (but keeps "/") so "/about/" and "/about" are one page. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || "/";
  return bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
}

export function isPrivatePath(path: string): boolean {
  return privatePaths.includes(normalizePath(path));
}

/** Every path that is prerendered: public pages, one page per catalog slug, and the 404 page. */
export function publicPaths(solutionSlugs: readonly string[]): string[] {
  return [...publicStaticPaths, ...solutionSlugs.map(solutionPath)];
}
