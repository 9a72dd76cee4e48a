import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { createQueryClient } from "#app/lib/query-client";

let browserClient: ReturnType<typeof createQueryClient> | undefined;

/** One client for the whole browser session, so the cache survives navigation between areas. */
const queryClient = () => {
  browserClient ??= createQueryClient();
  return browserClient;
};

/**
 * Wraps only the pages that fetch through TanStack Query (admin console, affiliate pages), so
 * the query library is not part of the JavaScript every public page loads.
 */
export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
