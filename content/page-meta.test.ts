import { describe, expect, it } from "vitest";
import { NOT_FOUND_PATH, routeTable } from "#common/route-table";
import { allPageMeta } from "./pages";

describe("page meta (content/page-meta/)", () => {
  it("has one entry per static route and the 404 page, and no other", () => {
    const staticPaths = routeTable.map((r) => r.path).filter((p) => !p.includes(":"));
    expect(allPageMeta.map((m) => m.path).sort()).toEqual([...staticPaths, NOT_FOUND_PATH].sort());
  });

  it("gives every page a unique title and description", () => {
    expect(new Set(allPageMeta.map((m) => m.title)).size).toBe(allPageMeta.length);
    expect(new Set(allPageMeta.map((m) => m.description)).size).toBe(allPageMeta.length);
    for (const meta of allPageMeta) {
      expect(meta.title.length, meta.path).toBeGreaterThan(0);
      expect(meta.description.length, meta.path).toBeGreaterThan(20);
    }
  });
});
