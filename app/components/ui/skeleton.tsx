/** Placeholder shown while a lazily loaded page arrives. */
export function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-7xl animate-pulse px-4 py-16 sm:px-6 lg:px-8">
      <span className="sr-only">Loading page…</span>
      <div className="h-4 w-32 rounded bg-slate-200" />
      <div className="mt-4 h-10 w-3/4 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-2/3 rounded bg-slate-100" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-40 rounded-xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
