import { describe, expect, it } from "vitest";
import { catalogSearchIndex, solutions as ideas, industries, summaryOf } from "#content/solutions";
import { cardText, emptyFilter, filterFromParams, filterIdeas, filterToParams } from "./catalog-filter";

const solutions = ideas.map(summaryOf);
const index = catalogSearchIndex();
const fullText = (idea: { slug: string }) => index[idea.slug];
const industrySlugs = industries.map((i) => i.slug);

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

  it("searches every word in any field of the full index, ignoring case", () => {
    const result = filterIdeas(solutions, { industry: "", type: "", query: "  PREDICTIVE   maintenance " }, fullText);
    expect(result.map((s) => s.slug)).toEqual(
      expect.arrayContaining(["predictive-maintenance", "fleet-predictive-maintenance"]),
    );
    for (const idea of result) expect(fullText(idea)).toContain("predictive");
    expect(filterIdeas(solutions, { industry: "", type: "", query: "zzqx-nothing" }, fullText)).toEqual([]);
  });

  it("finds words that only the full text holds, and card words before the index has arrived", () => {
    const idea = ideas.find((i) => i.integrations.length > 0);
    if (!idea) throw new Error("no idea with integrations");
    const word = idea.integrations[0].toLowerCase().split(/\s+/)[0];
    expect(filterIdeas(solutions, { industry: "", type: "", query: word }, fullText).map((s) => s.slug)).toContain(
      idea.slug,
    );
    const title = filterIdeas(solutions, { industry: "", type: "", query: solutions[50].title });
    expect(title.map((s) => s.slug)).toContain(solutions[50].slug);
    for (const s of solutions) expect(index[s.slug]).toContain(cardText(s).split(" ")[0]);
  });

  it("round-trips through URL parameters and drops unknown values", () => {
    const filter = { industry: "retail", type: "software" as const, query: "returns" };
    expect(filterFromParams(filterToParams(filter), industrySlugs)).toEqual(filter);
    expect(filterFromParams(new URLSearchParams("industry=mars&type=quantum&q=x"), industrySlugs)).toEqual({
      industry: "",
      type: "",
      query: "x",
    });
  });

  it("keeps the URL's other parameters (a partner's ref, a campaign's utm) when it mirrors the filter", () => {
    const filter = { industry: "retail", type: "" as const, query: "" };
    const mirrored = filterToParams(filter, new URLSearchParams("ref=partner-mail&utm_source=news&q=old&type=x"));
    expect(mirrored.get("ref")).toBe("partner-mail");
    expect(mirrored.get("utm_source")).toBe("news");
    expect(mirrored.get("industry")).toBe("retail");
    expect(mirrored.has("q")).toBe(false);
    expect(mirrored.has("type")).toBe(false);
    expect(filterToParams(emptyFilter, new URLSearchParams("ref=partner-mail")).toString()).toBe("ref=partner-mail");
  });
});
