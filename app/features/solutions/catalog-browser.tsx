import { Search, X } from "lucide-react";
import { startTransition, useEffect, useId, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/input-class";
import { type IdeaSummary, type Industry, solutionTypeLabels, solutionTypes } from "#content/solutions/types";
import {
  type CatalogFilter,
  cardText,
  emptyFilter,
  filterFromParams,
  filterIdeas,
  filterToParams,
} from "./catalog-filter";
import { IdeaGrid } from "./idea-card";
import { useSearchIndex } from "./use-search-index";

/** Ideas shown at first, and added by each "Show more". */
const CATALOG_PAGE_SIZE = 12;

const fieldClass = inputClass;
/** Labels stay visible on wider screens; on phones the compact bar relies on the placeholder-free controls' own names. */
const labelClass = "text-sm font-semibold text-ink sr-only md:not-sr-only";

interface CatalogBrowserProps {
  ideas: readonly IdeaSummary[];
  industries: readonly Industry[];
}

/**
 * The catalog with its filters first: industry, type and a text search in a bar that stays in view
 * while the visitor scrolls the results. It shows 12 ideas at a time ("Show more" adds 12), so a
 * page load renders and hydrates 12 cards instead of the whole catalog; every idea is still linked
 * from the static index below. The filter is mirrored in the URL so a filtered view can be shared
 * (the prerendered page shows the unfiltered first 12; a shared URL's filter applies once the page runs).
 */
export function CatalogBrowser({ ideas, industries }: CatalogBrowserProps) {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<CatalogFilter>(emptyFilter);
  const [ready, setReady] = useState(false);
  const [visible, setVisible] = useState(CATALOG_PAGE_SIZE);
  const firstNew = useRef<number | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const ids = { industry: useId(), type: useId(), query: useId() };
  const { index, load } = useSearchIndex(filter.query.trim() !== "");

  // Adopt the URL's filter after hydration (the static HTML holds the unfiltered list), as a
  // transition: that re-render of the catalog yields to input (Total Blocking Time).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on first render
  useEffect(() => {
    startTransition(() => {
      setFilter(
        filterFromParams(
          params,
          industries.map((i) => i.slug),
        ),
      );
      setReady(true);
    });
  }, []);

  useEffect(() => {
    if (!ready) return;
    const next = filterToParams(filter, params).toString();
    if (next !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [filter, ready, params, setParams]);

  // After "Show more", keyboard focus moves to the first of the new ideas (once they are rendered).
  useEffect(() => {
    if (firstNew.current === null) return;
    grid.current?.querySelectorAll<HTMLAnchorElement>("article a")[firstNew.current]?.focus();
    firstNew.current = null;
  });

  const results = useMemo(
    () => filterIdeas(ideas, filter, (idea) => index?.[idea.slug] ?? cardText(idea)),
    [ideas, filter, index],
  );
  const update = (change: Partial<CatalogFilter>) => {
    setFilter((f) => ({ ...f, ...change }));
    setVisible(CATALOG_PAGE_SIZE);
  };
  const clear = () => {
    setFilter(emptyFilter);
    setVisible(CATALOG_PAGE_SIZE);
  };
  const showMore = () => {
    firstNew.current = visible;
    setVisible((v) => v + CATALOG_PAGE_SIZE);
  };
  const active = filter.industry || filter.type || filter.query;
  const industry = industries.find((i) => i.slug === filter.industry);
  const shown = results.slice(0, visible);
  const remaining = results.length - shown.length;

  return (
    <div>
      <form
        role="search"
        aria-label="Filter the catalog"
        className="sticky top-16 z-30 -mx-4 grid grid-cols-2 gap-2 border-y border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-5 md:grid-cols-[1.4fr_1fr_0.7fr] md:gap-4 md:py-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="col-span-2 md:col-span-1">
          <label htmlFor={ids.query} className={labelClass}>
            Search ideas
          </label>
          <div className="relative md:mt-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id={ids.query}
              type="search"
              value={filter.query}
              onChange={(e) => update({ query: e.target.value })}
              onFocus={load}
              placeholder="e.g. invoices, cameras, scheduling"
              className={`${fieldClass} pl-9`}
              autoComplete="off"
              maxLength={100}
            />
          </div>
        </div>
        <div>
          <label htmlFor={ids.industry} className={labelClass}>
            Industry
          </label>
          <select
            id={ids.industry}
            value={filter.industry}
            onChange={(e) => update({ industry: e.target.value })}
            className={`${fieldClass} md:mt-1`}
          >
            <option value="">All industries</option>
            {industries.map((i) => (
              <option key={i.slug} value={i.slug}>
                {i.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.type} className={labelClass}>
            Type
          </label>
          <select
            id={ids.type}
            value={filter.type}
            onChange={(e) => update({ type: e.target.value as CatalogFilter["type"] })}
            className={`${fieldClass} md:mt-1`}
          >
            <option value="">All types</option>
            {solutionTypes.map((type) => (
              <option key={type} value={type}>
                {solutionTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="font-semibold text-ink">
          {!active
            ? `Showing ${shown.length} of ${ideas.length} ideas`
            : `${results.length} of ${ideas.length} ideas match${remaining > 0 ? `, showing ${shown.length}` : ""}`}
        </p>
        {active ? (
          <button
            type="button"
            onClick={clear}
            className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-4" /> Clear filters
          </button>
        ) : null}
      </div>
      {industry ? <p className="mt-2 max-w-3xl text-slate-700">{industry.description}</p> : null}

      <div ref={grid} className="mt-6">
        {results.length ? (
          <IdeaGrid ideas={shown} />
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <p className="text-lg font-semibold text-ink">No idea matches this filter yet.</p>
            <p className="mt-2 text-slate-700">
              Try fewer words or another industry. If you have a use case in mind that is not listed, that is exactly
              what the free consultation is for.
            </p>
          </div>
        )}
      </div>
      {remaining > 0 ? (
        <div className="mt-8 flex justify-center">
          <Button variant="secondary" size="lg" onClick={showMore}>
            Show {Math.min(remaining, CATALOG_PAGE_SIZE)} more {remaining === 1 ? "idea" : "ideas"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
