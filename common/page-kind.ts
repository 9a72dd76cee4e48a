/**
 * What kind of page a path is, as a visitor would name it: a share card shows it above the title.
 * Paths not listed are the company's own pages (home, about, contact, legal, the 404 page).
 */
import { NOT_FOUND_PATH, UNKNOWN_SOLUTION_PATH } from "./route-table";
import { solutionPath } from "./solution-path";

export type PageKind = "solution" | "industry" | "tool" | "guide" | "company";

/** The catalog, and the solutions built out as pages of their own. */
export const SOLUTION_PAGES: readonly string[] = [
  "/solutions",
  "/ai-voice",
  "/ai-security",
  "/legal-ai",
  "/ai-marketing",
  "/ai-seo",
  "/ai-business-intelligence",
];
export const INDUSTRY_PAGES: readonly string[] = ["/finance-ai", "/manufacturing-ai", "/retail-ai"];
/** Pages where a visitor works something out or tries something: calculators, quizzes, demos. */
export const TOOL_PAGES: readonly string[] = [
  "/ai-opportunity-finder",
  "/roi-overview",
  "/ai-cost-calculator",
  "/ai-readiness-assessment",
  "/enterprise-dashboard",
  "/demos",
];
export const GUIDE_PAGES: readonly string[] = ["/ai-implementation-guide", "/ai-for-small-business", "/faq"];

const SOLUTION_PREFIX = solutionPath("");

export function pageKind(path: string): PageKind {
  // An unknown catalog idea shows the 404 page, which is the company's, not a solution.
  if (path === NOT_FOUND_PATH || path === UNKNOWN_SOLUTION_PATH) return "company";
  if (path.startsWith(SOLUTION_PREFIX) || SOLUTION_PAGES.includes(path)) return "solution";
  if (INDUSTRY_PAGES.includes(path)) return "industry";
  if (TOOL_PAGES.includes(path)) return "tool";
  if (GUIDE_PAGES.includes(path)) return "guide";
  return "company";
}
