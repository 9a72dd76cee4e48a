import { BarList } from "#app/components/ui/chart/bar-list";
import { Panel } from "#app/components/ui/panel";
import { formatInteger } from "#common/format/number";
import { LIVE_WINDOW_MS } from "#common/live-visitors";
import { type LiveState, useLiveVisitors } from "./live-visitors-stream";

const WINDOW_MINUTES = LIVE_WINDOW_MS / 60_000;

function StatusBadge({ status }: { status: LiveState["status"] }) {
  const live = status === "live";
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${
        live ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"
      }`}
    >
      <span aria-hidden="true" className="relative flex size-2">
        {live ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-60 motion-reduce:hidden" />
        ) : null}
        <span className={`relative inline-flex size-2 rounded-full ${live ? "bg-emerald-600" : "bg-slate-400"}`} />
      </span>
      {live ? "Live" : status === "retrying" ? "Reconnecting…" : "Connecting…"}
    </span>
  );
}

/** "On the site now": visitors of the last five minutes, their current pages and sources, pushed live. */
export function LiveVisitorsPanel() {
  const { status, figures, problem } = useLiveVisitors();
  const count = figures?.visitors;
  return (
    <Panel
      title="On the site now"
      aria-label="On the site now"
      actions={<StatusBadge status={status} />}
      className="mb-4"
      data-testid="live-visitors"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {/* Only the count is announced, and only when it changes: the lists below stay quiet. */}
        <p aria-live="polite" aria-atomic="true" className="text-3xl font-bold text-ink tabular-nums">
          {count === undefined ? "—" : formatInteger(count)}
          {count === undefined ? null : (
            <span className="sr-only">{count === 1 ? " visitor on the site now" : " visitors on the site now"}</span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {count === 1 ? "visitor" : "visitors"} active in the last {WINDOW_MINUTES} minutes
        </p>
      </div>
      {problem ? <p className="mt-2 text-sm text-amber-800">{problem}</p> : null}
      {figures ? (
        <div className="mt-4 grid grid-cols-1 gap-x-8 gap-y-4 md:grid-cols-2">
          <div className="min-w-0">
            <h3 className="mb-1 text-sm font-semibold text-ink">Current pages</h3>
            <BarList
              rows={figures.pages.map((r) => ({ label: r.label, count: r.visitors }))}
              labelHeader="Page"
              valueHeader="Visitors"
              emptyText="Nobody is on the site right now."
            />
          </div>
          <div className="min-w-0">
            <h3 className="mb-1 text-sm font-semibold text-ink">Sources</h3>
            <BarList
              rows={figures.sources.map((r) => ({ label: r.label ?? "Direct", count: r.visitors }))}
              labelHeader="Source"
              valueHeader="Visitors"
              emptyText="No sources to show."
            />
          </div>
        </div>
      ) : null}
    </Panel>
  );
}
