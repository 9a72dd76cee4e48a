import { useCallback, useEffect, useState } from "react";
import { SOLUTIONS_SEARCH_INDEX_PATH } from "#common/route-table";

type SearchIndex = Record<string, string>;

let pending: Promise<SearchIndex | null> | undefined;

/** One fetch per page load, shared by every caller; a failed fetch is tried again on the next call. */
function fetchIndex(): Promise<SearchIndex | null> {
  pending ??= fetch(SOLUTIONS_SEARCH_INDEX_PATH)
    .then((response) => (response.ok ? (response.json() as Promise<SearchIndex>) : null))
    .catch(() => null)
    .then((index) => {
      if (!index) pending = undefined;
      return index;
    });
  return pending;
}

/**
 * The catalog's full search text (every field of every idea), fetched the first time a visitor
 * searches or shows interest in the search field (`load`), so the page itself does not carry it.
 * Until it arrives, searches look at what the cards show.
 */
export function useSearchIndex(wanted: boolean): { index: SearchIndex | null; load: () => void } {
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const load = useCallback(() => {
    void fetchIndex().then((loaded) => loaded && setIndex(loaded));
  }, []);
  useEffect(() => {
    if (wanted && !index) load();
  }, [wanted, index, load]);
  return { index, load };
}
