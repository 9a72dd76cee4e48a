import { QueryClient } from "@tanstack/react-query";
import { QUERY_CACHE_TIME_MS } from "#common/constants";
import { getQueryFn } from "./api";

/** Data-fetching defaults: no retry, no polling, no refetch on focus, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: QUERY_CACHE_TIME_MS,
      },
      mutations: { retry: false },
    },
  });
}
