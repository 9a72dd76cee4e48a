import { describe, expect, it } from "vitest";
import { NOT_FOUND_PATH, normalizePath, routeTable, solutionPath } from "#common/route-table";
import { smallBusiness } from "./guides/small-business";
import { getSolution, solutions } from "./solutions";

/** Every module of content/ (its tests aside), loaded the way the app loads them. */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });

const INTERNAL_LINK = /^\/[a-z0-9/_-]*(?:[?#][^\s]*)?$/i;

/** Every string anywhere in a value that is, as a whole, a site-relative link such as "/solutions?industry=retail". */
function internalLinks(
  value: unknown,
  where: string,
  found: { link: string; where: string }[],
  seen = new Set<unknown>(),
) {
  if (typeof value === "string") {
    if (INTERNAL_LINK.test(value)) found.push({ link: value, where });
    return found;
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return found;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) internalLinks(child, `${where}.${key}`, found, seen);
  return found;
}

// The 404 page is prerendered too (content/page-meta/not-found.ts names it).
const staticPaths = new Set([...routeTable.filter((r) => !r.path.includes(":")).map((r) => r.path), NOT_FOUND_PATH]);
const solutionPaths = new Set(solutions.map((s) => solutionPath(s.slug)));

function resolves(link: string): boolean {
  const path = normalizePath(link);
  return staticPaths.has(path) || solutionPaths.has(path);
}

describe("internal links in content", () => {
  const links = Object.entries(modules).flatMap(([file, exports]) => internalLinks(exports, file, []));

  it("finds the links the content declares", () => {
    // Sanity check of the walk itself: navigation, footer and cards all link somewhere.
    expect(links.length).toBeGreaterThan(50);
    expect(links.map((l) => l.link)).toEqual(
      expect.arrayContaining(["/solutions", "/ai-voice", "/legal-documents", "/privacy-policy"]),
    );
  });

  it("resolves every one of them to a route of the route table", () => {
    const broken = links.filter((l) => !resolves(l.link)).map((l) => `${l.where}: ${l.link}`);
    expect(broken).toEqual([]);
  });

  it("links the small-business page's catalog ideas by their current slug and title", () => {
    for (const idea of smallBusiness.ideas.items) expect(getSolution(idea.slug)?.title, idea.slug).toBe(idea.title);
  });

  it("rejects a path that is not in the table", () => {
    expect(resolves("/no-such-page")).toBe(false);
    expect(resolves("/solution/no-such-idea")).toBe(false);
    expect(resolves("/solutions?industry=retail#catalog")).toBe(true);
  });
});
