import { Search, X } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { industries } from "../../../content/solutions/industries";
import { type CatalogEntry, solutionTypeLabels, solutionTypes } from "../../../content/solutions/types";
import { type CatalogFilter, emptyFilter, filterFromParams, filterIdeas, filterToParams } from "./catalog-filter";
import { IdeaGrid } from "./idea-card";

const fieldClass =
  "block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-ink shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none";

/**
 * The catalog with its filters: industry, type and a text search. Everything filters in
 * place (no page load); the filter is mirrored in the URL so a filtered view can be shared.
 * The prerendered page lists every idea; a shared URL's filter applies once the page runs.
 */
export function CatalogBrowser({ entries: solutions }: { entries: readonly CatalogEntry[] }) {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<CatalogFilter>(emptyFilter);
  const [ready, setReady] = useState(false);
  const ids = { industry: useId(), type: useId(), query: useId(), count: useId() };

  // Adopt the URL's filter after hydration (the static HTML holds the unfiltered list).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on first render
  useEffect(() => {
    setFilter(filterFromParams(params));
    setReady(true);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const next = filterToParams(filter).toString();
    if (next !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [filter, ready, params, setParams]);

  const results = useMemo(() => filterIdeas(solutions, filter), [solutions, filter]);
  const update = (change: Partial<CatalogFilter>) => setFilter((f) => ({ ...f, ...change }));
  const active = filter.industry || filter.type || filter.query;
  const industry = industries.find((i) => i.slug === filter.industry);

  return (
    <div>
      <form role="search" aria-label="Filter the catalog" className="grid gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 md:grid-cols-[1.2fr_1fr_auto]" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={ids.query} className="text-sm font-semibold text-ink">
            Search ideas
          </label>
          <div className="relative mt-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id={ids.query}
              type="search"
              value={filter.query}
              onChange={(e) => update({ query: e.target.value })}
              placeholder="e.g. invoices, cameras, scheduling"
              className={`${fieldClass} pl-9`}
              autoComplete="off"
              maxLength={100}
            />
          </div>
        </div>
        <div>
          <label htmlFor={ids.industry} className="text-sm font-semibold text-ink">
            Industry
          </label>
          <select id={ids.industry} value={filter.industry} onChange={(e) => update({ industry: e.target.value })} className={`${fieldClass} mt-1`}>
            <option value="">All industries ({industries.length})</option>
            {industries.map((i) => (
              <option key={i.slug} value={i.slug}>
                {i.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Type</legend>
          <div className="mt-1 flex flex-wrap gap-1 rounded-lg bg-white p-1 ring-1 ring-slate-300">
            {(["", ...solutionTypes] as const).map((type) => {
              const checked = filter.type === type;
              return (
                <label
                  key={type || "all"}
                  className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${checked ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
                >
                  <input type="radio" name="type" value={type} checked={checked} onChange={() => update({ type })} className="sr-only" />
                  {type ? solutionTypeLabels[type] : "All"}
                </label>
              );
            })}
          </div>
        </fieldset>
      </form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p id={ids.count} aria-live="polite" className="font-semibold text-ink">
          {results.length === solutions.length
            ? `Showing all ${solutions.length} ideas`
            : `${results.length} of ${solutions.length} ideas match`}
        </p>
        {active ? (
          <button
            type="button"
            onClick={() => setFilter(emptyFilter)}
            className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-4" /> Clear filters
          </button>
        ) : null}
      </div>
      {industry ? <p className="mt-2 max-w-3xl text-slate-700">{industry.description}</p> : null}

      <div className="mt-6">
        {results.length ? (
          <IdeaGrid ideas={results} />
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
            <p className="text-lg font-semibold text-ink">No idea matches this filter yet.</p>
            <p className="mt-2 text-slate-700">
              Try fewer words or another industry. If you have a use case in mind that is not listed, that is exactly what the free consultation is for.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
