import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { affiliateJson } from "./affiliate-api";

/** A partner-area query with the Bearer token (its own module: the sign-up and sign-in pages load no query code). */
export function useAffiliateQuery<T>(
  path: string,
  options: Omit<UseQueryOptions<T, Error, T, QueryKey>, "queryKey" | "queryFn"> = {},
) {
  return useQuery<T, Error, T, QueryKey>({
    queryKey: ["affiliate", path],
    queryFn: () => affiliateJson<T>("GET", path),
    ...options,
  });
}
