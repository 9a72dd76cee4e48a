import { describe, expect, it } from "vitest";
import { catalogEntries } from "../../../content/solutions";
import { filterFromParams, filterIdeas, filterToParams } from "./catalog-filter";

const solutions = catalogEntries();

describe("catalog filter", () => {
  it("keeps everything with an empty filter", () => {
    expect(filterIdeas(solutions, { industry: "", type: "", query: "" })).toHaveLength(solutions.length);
  });

  it("filters by industry and by type together", () => {
    const result = filterIdeas(solutions, { industry: "manufacturing", type: "hardware", query: "" });
    expect(result.length).toBeGreaterThan(0);
    for (const idea of result) expect([idea.industry, idea.type]).toEqual(["manufacturing", "hardware"]);
    expect(result.length).toBe(solutions.filter((s) => s.industry === "manufacturing" && s.type === "hardware").length);
  });

  it("searches every word in any field, ignoring case", () => {
    const result = filterIdeas(solutions, { industry: "", type: "", query: "  PREDICTIVE   maintenance " });
    expect(result.map((s) => s.slug)).toEqual(expect.arrayContaining(["predictive-maintenance", "fleet-predictive-maintenance"]));
    for (const idea of result) expect(idea.search).toContain("predictive");
    expect(filterIdeas(solutions, { industry: "", type: "", query: "zzqx-nothing" })).toEqual([]);
  });

  it("round-trips through URL parameters and drops unknown values", () => {
    const filter = { industry: "retail", type: "software" as const, query: "returns" };
    expect(filterFromParams(filterToParams(filter))).toEqual(filter);
    expect(filterFromParams(new URLSearchParams("industry=mars&type=quantum&q=x"))).toEqual({ industry: "", type: "", query: "x" });
  });
});
