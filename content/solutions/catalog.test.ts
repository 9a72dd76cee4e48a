import { describe, expect, it } from "vitest";
import { CATALOG_CLAIM, CATALOG_SIZE } from "#common/constants";
import { getSolution, industries, solutions, solutionTypes } from "#content/solutions";
import { solutionSlugs } from "./slugs";

describe("solutions catalog", () => {
  it(`holds at least ${CATALOG_CLAIM.ideas} ideas in at least ${CATALOG_CLAIM.industries} industries, each industry used`, () => {
    expect(solutions.length).toBeGreaterThanOrEqual(CATALOG_CLAIM.ideas);
    expect(industries.length).toBeGreaterThanOrEqual(CATALOG_CLAIM.industries);
    const used = new Set(solutions.map((s) => s.industry));
    for (const industry of industries) expect(used.has(industry.slug), industry.slug).toBe(true);
    // The pages print the exact size next to the claim.
    expect({ ideas: solutions.length, industries: industries.length }).toEqual(CATALOG_SIZE);
  });

  it("has unique, URL-safe slugs and unique titles", () => {
    const slugs = solutions.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(solutions.map((s) => s.title)).size).toBe(solutions.length);
    expect(new Set(industries.map((i) => i.slug)).size).toBe(industries.length);
  });

  it("gives every idea all of its fields", () => {
    const industrySlugs = new Set(industries.map((i) => i.slug));
    for (const s of solutions) {
      const where = `idea ${s.slug}`;
      for (const text of [s.title, s.summary, s.problem, s.howItWorks])
        expect(text.trim().length, where).toBeGreaterThan(10);
      expect(industrySlugs.has(s.industry), where).toBe(true);
      expect(solutionTypes, where).toContain(s.type);
      expect(s.features.length, where).toBeGreaterThanOrEqual(3);
      expect(s.integrations.length, where).toBeGreaterThanOrEqual(2);
      expect(s.roi.length, where).toBeGreaterThanOrEqual(1);
      for (const r of s.roi) expect(r.label && r.range, where).toBeTruthy();
      expect(s.related.length, where).toBeGreaterThanOrEqual(1);
      for (const slug of s.related) {
        expect(getSolution(slug), `${where} relates to ${slug}`).toBeDefined();
        expect(slug, where).not.toBe(s.slug);
      }
    }
  });

  it("offers every type of solution", () => {
    for (const type of solutionTypes)
      expect(solutions.filter((s) => s.type === type).length).toBeGreaterThanOrEqual(10);
  });

  it("prerenders exactly one page per idea", () => {
    expect([...solutionSlugs].sort()).toEqual(solutions.map((s) => s.slug).sort());
    expect(getSolution("no-such-idea")).toBeUndefined();
  });
});
