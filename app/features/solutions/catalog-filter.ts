import { getIndustry, type SolutionIdea, type SolutionType, solutionTypes } from "../../../content/solutions";

export interface CatalogFilter {
  industry: string;
  type: SolutionType | "";
  query: string;
}

export const emptyFilter: CatalogFilter = { industry: "", type: "", query: "" };

function searchableText(idea: SolutionIdea): string {
  return [
    idea.title,
    idea.summary,
    idea.problem,
    idea.howItWorks,
    ...idea.features,
    ...idea.integrations,
    getIndustry(idea.industry)?.name ?? "",
    idea.type,
  ]
    .join(" ")
    .toLowerCase();
}

const cache = new WeakMap<SolutionIdea, string>();

/** Ideas matching the industry, the type and every word of the query (any order, any field). */
export function filterIdeas(ideas: readonly SolutionIdea[], filter: CatalogFilter): SolutionIdea[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return ideas.filter((idea) => {
    if (filter.industry && idea.industry !== filter.industry) return false;
    if (filter.type && idea.type !== filter.type) return false;
    if (!words.length) return true;
    let text = cache.get(idea);
    if (text === undefined) {
      text = searchableText(idea);
      cache.set(idea, text);
    }
    return words.every((w) => text.includes(w));
  });
}

/** Reads a filter from URL parameters, ignoring unknown values. */
export function filterFromParams(params: URLSearchParams): CatalogFilter {
  const industry = params.get("industry") ?? "";
  const type = params.get("type") ?? "";
  return {
    industry: getIndustry(industry) ? industry : "",
    type: (solutionTypes as readonly string[]).includes(type) ? (type as SolutionType) : "",
    query: (params.get("q") ?? "").slice(0, 100),
  };
}

export function filterToParams(filter: CatalogFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.industry) params.set("industry", filter.industry);
  if (filter.type) params.set("type", filter.type);
  if (filter.query.trim()) params.set("q", filter.query.trim());
  return params;
}
