import type { UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle, Inbox, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { Tooltip } from "#app/components/ui/tooltip";
import { LEAD_QUALITY_RANGES, type LeadQuality } from "#common/lead-score";
import { adminErrorMessage } from "./admin-api";

/** The heading of an admin page, with room for actions on the right. */
/** A form's error line, announced to screen readers; nothing when there is no error. */
export function InlineAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

export function AdminPageHeader({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-1 max-w-2xl text-sm text-slate-600">{lead}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

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

const qualityClasses: Record<LeadQuality, string> = {
  Cold: "bg-slate-100 text-slate-800 ring-slate-300",
  Warm: "bg-amber-50 text-amber-900 ring-amber-300",
  Hot: "bg-orange-100 text-orange-900 ring-orange-300",
  "Super Hot": "bg-red-100 text-red-900 ring-red-300",
};

/** The lead-quality badge; its tooltip explains the score ranges behind the four qualities. */
export function QualityBadge({ quality }: { quality: LeadQuality }) {
  return (
    <Tooltip
      label={
        <>
          <span className="block font-semibold">Lead quality, from the lead score:</span>
          {LEAD_QUALITY_RANGES.map((r) => (
            <span key={r.quality} className="block">
              {r.quality} {r.range}
            </span>
          ))}
        </>
      }
    >
      <button
        type="button"
        className={`inline-flex cursor-help items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${qualityClasses[quality]}`}
      >
        {quality}
      </button>
    </Tooltip>
  );
}
