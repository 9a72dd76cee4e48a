import { X } from "lucide-react";
import { useSearchParams } from "react-router";
import {
  type AnalyticsFilter,
  FILTER_DIMENSIONS,
  FILTER_MAX,
  type FilterDimension,
  filterText,
  NONE_LABEL,
  parseFilter,
  UNKNOWN_LABEL,
} from "#common/analytics-filters";
import { countryName } from "#common/format/country";

const READ_FROM_THE_BROWSER: readonly FilterDimension[] = ["device", "browser", "os", "country"];

/**
 * How a value reads in a filter: a country by its name, a goal by its name (its id until the goals
 * are loaded), the empty value as the "(none)" / "Unknown" row it came from.
 */
function valueText(f: AnalyticsFilter, goalName?: (id: string) => string | undefined): string {
  if (!f.value) return READ_FROM_THE_BROWSER.includes(f.dimension) ? UNKNOWN_LABEL : NONE_LABEL;
  if (f.dimension === "goal") return goalName?.(f.value) ?? f.value;
  return f.dimension === "country" ? countryName(f.value) : f.value;
}

/**
 * The view's filters, kept in the address (`f=device:is:Mobile`, repeated), so a reload or a shared
 * link shows the same view. Unreadable ones are ignored.
 */
export function useAnalyticsFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = search
    .getAll("f")
    .map(parseFilter)
    .filter((f): f is AnalyticsFilter => f !== null)
    .slice(0, FILTER_MAX);
  const write = (next: AnalyticsFilter[]) =>
    setSearch(
      (params) => {
        params.delete("f");
        for (const f of next) params.append("f", filterText(f));
        return params;
      },
      { preventScrollReset: true },
    );
  /** Filters the view by one row of a panel; a filter on the same dimension is replaced. */
  const add = (dimension: FilterDimension, value: string) => {
    const kept = filters.filter((f) => f.dimension !== dimension);
    if (kept.length < FILTER_MAX) write([...kept, { dimension, negated: false, value }]);
  };
  const remove = (index: number) => write(filters.filter((_, i) => i !== index));
  const negate = (index: number) => write(filters.map((f, i) => (i === index ? { ...f, negated: !f.negated } : f)));
  /** Puts a saved segment's filters in place of the view's. */
  const replace = (texts: readonly string[]) =>
    write(texts.map(parseFilter).filter((f): f is AnalyticsFilter => f !== null));
  return { filters, add, remove, negate, replace, clear: () => write([]) };
}

/** The active filters as chips: each says what it keeps, can be turned into "is not", and removed. */
export function FilterBar({
  filters,
  negate,
  remove,
  clear,
  goalName,
}: Pick<ReturnType<typeof useAnalyticsFilters>, "filters" | "negate" | "remove" | "clear"> & {
  goalName?: (id: string) => string | undefined;
}) {
  if (!filters.length) return null;
  return (
    <section aria-label="Filters" className="flex flex-wrap items-center gap-2">
      {filters.map((f, i) => {
        const name = FILTER_DIMENSIONS[f.dimension];
        const value = valueText(f, goalName);
        return (
          <span
            key={filterText(f)}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-brand-600/40 bg-brand-50 py-1 pr-1 pl-3 text-sm text-ink"
          >
            <span className="font-medium whitespace-nowrap">{name}</span>{" "}
            <button
              type="button"
              onClick={() => negate(i)}
              aria-label={`${f.negated ? "is not" : "is"}: switch ${name} to ${f.negated ? "is" : "is not"}`}
              className="rounded px-1 whitespace-nowrap text-brand-800 underline decoration-dotted underline-offset-2 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {f.negated ? "is not" : "is"}
            </button>{" "}
            <span className="min-w-0 truncate font-semibold" title={value}>
              {value}
            </span>
            <button
              type="button"
              onClick={() => remove(i)}
              aria-label={`Remove filter ${name} ${f.negated ? "is not" : "is"} ${value}`}
              className="ml-1 rounded-full p-1 text-slate-700 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        );
      })}
      {filters.length > 1 ? (
        <button
          type="button"
          onClick={clear}
          className="rounded px-2 py-1 text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Clear all
        </button>
      ) : null}
    </section>
  );
}
