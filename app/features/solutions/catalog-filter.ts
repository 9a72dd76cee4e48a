import { getIndustry } from "../../../content/solutions/industries";
import { type CatalogEntry, type SolutionType, solutionTypes } from "../../../content/solutions/types";

export interface CatalogFilter {
  industry: string;
  type: SolutionType | "";
  query: string;
}

export const emptyFilter: CatalogFilter = { industry: "", type: "", query: "" };

/** Entries matching the industry, the type and every word of the query (any order, any field). */
export function filterIdeas<T extends CatalogEntry>(entries: readonly T[], filter: CatalogFilter): T[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (filter.industry && entry.industry !== filter.industry) return false;
    if (filter.type && entry.type !== filter.type) return false;
    return words.every((w) => entry.search.includes(w));
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
