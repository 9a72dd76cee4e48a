import { describe, expect, it } from "vitest";
import { GUIDE_PAGES, INDUSTRY_PAGES, pageKind, SOLUTION_PAGES, TOOL_PAGES } from "./page-kind";
import { publicStaticPaths } from "./route-table";

describe("pageKind", () => {
  it("names each listed page by its list, and a catalog idea a solution", () => {
    expect(pageKind("/solution/automated-reconciliation")).toBe("solution");
    expect(pageKind("/ai-voice")).toBe("solution");
    expect(pageKind("/finance-ai")).toBe("industry");
    expect(pageKind("/roi-overview")).toBe("tool");
    expect(pageKind("/ai-implementation-guide")).toBe("guide");
  });

  it("calls every other page a company page", () => {
    for (const path of ["/", "/about", "/security", "/contact", "/404", "/solution/__not-found"])
      expect(pageKind(path)).toBe("company");
  });

  it("lists only public pages, each once, so a renamed route cannot fall silently to company", () => {
    const listed = [...SOLUTION_PAGES, ...INDUSTRY_PAGES, ...TOOL_PAGES, ...GUIDE_PAGES];
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of listed) expect(publicStaticPaths).toContain(path);
  });
});
