import type { ReactNode } from "react";

/**
 * Loading placeholders shaped like the admin page they stand for, so the page does not jump
 * when it arrives: the dashboard's figures and chart, a list's filters and rows, the analytics
 * range and chart, the settings panels.
 */

const bar = "rounded bg-slate-200";
const box = "rounded-xl border border-slate-200 bg-white";

/** `bare`: without the page heading, for a page whose heading is already shown. */
interface SkeletonProps {
  bare?: boolean;
}

function Frame({ label, bare, children }: { label: string; bare?: boolean; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="animate-pulse space-y-6">
      <span className="sr-only">{label}</span>
      {bare ? null : (
        <div className="space-y-2">
          <div className={`h-8 w-48 ${bar}`} />
          <div className={`h-4 w-full max-w-md ${bar} bg-slate-100`} />
        </div>
      )}
      {children}
    </div>
  );
}

const Rows = ({ count }: { count: number }) => (
  <div className={`${box} divide-y divide-slate-100`}>
    {Array.from({ length: count }, (_, i) => (
      <div key={i} className="flex items-center gap-4 p-4">
        <div className={`h-4 w-1/4 ${bar}`} />
        <div className={`h-4 flex-1 ${bar} bg-slate-100`} />
        <div className={`hidden h-4 w-16 sm:block ${bar}`} />
      </div>
    ))}
  </div>
);

const Chart = () => <div className={`h-64 ${box}`} />;

export function DashboardSkeleton({ bare }: SkeletonProps) {
  return (
    <Frame label="Loading the dashboard…" bare={bare}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={`h-28 ${box}`} />
        ))}
      </div>
      <Chart />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Rows count={4} />
        <Rows count={4} />
      </div>
    </Frame>
  );
}

export function ListSkeleton({ bare }: SkeletonProps) {
  return (
    <Frame label="Loading the list…" bare={bare}>
      <div className={`h-24 ${box}`} />
      <Rows count={8} />
    </Frame>
  );
}

export function AnalyticsSkeleton({ bare }: SkeletonProps) {
  return (
    <Frame label="Loading journey analytics…" bare={bare}>
      <div className={`h-20 ${box}`} />
      <Chart />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={`h-24 ${box}`} />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Rows count={5} />
        <Rows count={5} />
        <Rows count={5} />
      </div>
    </Frame>
  );
}

function SettingsSkeleton({ bare }: SkeletonProps) {
  return (
    <Frame label="Loading settings…" bare={bare}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className={`h-48 ${box}`} />
      ))}
    </Frame>
  );
}

/** The skeleton of the admin page at `pathname`. */
export function AdminPageSkeleton({ pathname }: { pathname: string }) {
  if (pathname.startsWith("/admin/journey-analytics")) return <AnalyticsSkeleton />;
  if (pathname.startsWith("/admin/settings")) return <SettingsSkeleton />;
  if (/^\/admin\/(leads|clients|affiliates|sales-applications)/.test(pathname)) return <ListSkeleton />;
  return <DashboardSkeleton />;
}
