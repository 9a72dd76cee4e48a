import { type IdeaSummary, type SolutionType, solutionTypes } from "#content/solutions/types";

export interface CatalogFilter {
  industry: string;
  type: SolutionType | "";
  query: string;
}

export const emptyFilter: CatalogFilter = { industry: "", type: "", query: "" };

/** Search words of a query: lower case, any order. */
function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** What a search looks in until the catalog's full search text has arrived: what the card shows. */
export function cardText(idea: IdeaSummary): string {
  return `${idea.title} ${idea.summary} ${idea.industryName} ${idea.type}`.toLowerCase();
}

/**
 * Ideas matching the industry, the type and every word of the query. `searchText` gives the
 * lower-case text an idea is searched in (every field, once the search index is loaded).
 */
export function filterIdeas<T extends IdeaSummary>(
  ideas: readonly T[],
  filter: CatalogFilter,
  searchText: (idea: T) => string = cardText,
): T[] {
  const words = queryWords(filter.query);
  return ideas.filter((idea) => {
    if (filter.industry && idea.industry !== filter.industry) return false;
    if (filter.type && idea.type !== filter.type) return false;
    if (!words.length) return true;
    const text = searchText(idea);
    return words.every((w) => text.includes(w));
  });
}

/** Reads a filter from URL parameters, ignoring unknown values (`industries`: the known industry slugs). */
export function filterFromParams(params: URLSearchParams, industries: readonly string[]): CatalogFilter {
  const industry = params.get("industry") ?? "";
  const type = params.get("type") ?? "";
  return {
    industry: industries.includes(industry) ? industry : "",
    type: (solutionTypes as readonly string[]).includes(type) ? (type as SolutionType) : "",
    query: (params.get("q") ?? "").slice(0, 100),
  };
}

const FILTER_PARAMS = ["industry", "type", "q"] as const;

/**
 * The page's URL parameters with the filter's own set from `filter`. Every other parameter stays:
 * a partner's `?ref=` and a campaign's `utm_*` are read from the address after the page runs.
 */
export function filterToParams(filter: CatalogFilter, current = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of FILTER_PARAMS) params.delete(key);
  if (filter.industry) params.set("industry", filter.industry);
  if (filter.type) params.set("type", filter.type);
  if (filter.query.trim()) params.set("q", filter.query.trim());
  return params;
}
