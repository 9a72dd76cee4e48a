import type { UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle, Inbox, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { adminErrorMessage } from "#app/lib/admin-api";

function LoadingState({ label = "Loading…" }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-3 py-4">
      <span className="sr-only">{label}</span>
      <div className="h-4 w-1/3 rounded bg-slate-200" />
      <div className="h-4 w-2/3 rounded bg-slate-100" />
      <div className="h-4 w-1/2 rounded bg-slate-100" />
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <Inbox aria-hidden="true" className="size-8 text-slate-400" />
      <p className="font-medium text-ink">{title}</p>
      {children ? <div className="max-w-md text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}

function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangle aria-hidden="true" className="size-4" />
        Could not load this data: {adminErrorMessage(error)}
      </p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** Loading, error, empty or the content of one query. */
export function QueryView<T>({
  query,
  isEmpty,
  empty,
  loading,
  children,
}: {
  query: UseQueryResult<T, Error>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** A placeholder shaped like the content (a page's skeleton); three grey lines by default. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <>{loading ?? <LoadingState />}</>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState title="Nothing here yet" />}</>;
  return <>{children(query.data)}</>;
}
