import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import type { AnalyticsResponse, FunnelReport, SessionDetail, SessionSummary } from "../../../common/admin";
import { Button } from "../../components/ui/button";
import { useAdminQuery } from "./admin-api";
import { EventTimeline } from "./event-timeline";
import { AdminPageHeader, CountTable, EmptyState, QueryView, ScrollArea } from "./ui";
import { formatInteger } from "../../../common/format";
import { inputClassSm } from "../../components/ui/field";
import { Panel } from "../../components/ui/panel";
import { RelativeTime } from "../../components/ui/relative-time";
import { StatCard } from "../../components/ui/stat-card";

const DAY = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

function defaultRange() {
  const today = new Date();
  return { from: utcDay(new Date(today.getTime() - 29 * DAY)), to: utcDay(today) };
}

function FunnelCard({ funnel }: { funnel: FunnelReport }) {
  return (
    <Panel title={`Funnel: ${funnel.funnelType}`}>
      <ScrollArea label={`Funnel ${funnel.funnelType} stages`}>
        <table className="w-full min-w-[28rem] text-left text-sm">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1.5 pr-3 font-medium">Stage</th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">Records</th>
              <th scope="col" className="py-1.5 pr-3 text-right font-medium">Sessions</th>
              <th scope="col" className="py-1.5 text-right font-medium">From previous stage</th>
            </tr>
          </thead>
          <tbody>
            {funnel.stages.map((s) => (
              <tr key={s.stage} className="border-t border-slate-100">
                <td className="py-1.5 pr-3 font-medium">{s.stage}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{formatInteger(s.count)}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{formatInteger(s.sessions)}</td>
                <td className="py-1.5 text-right tabular-nums">{s.conversionFromPrevious === null ? "—" : `${s.conversionFromPrevious}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">Purchases</dt>
          <dd className="font-semibold tabular-nums">{formatInteger(funnel.purchases)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">Conversion value, as reported by visitors</dt>
          <dd className="font-semibold tabular-nums">{funnel.totalConversionValue.toLocaleString("en-US", { maximumFractionDigits: 2 })}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">Abandoned</dt>
          <dd className="font-semibold tabular-nums">{formatInteger(funnel.abandoned)}</dd>
        </div>
      </dl>
      <h3 className="mt-3 text-sm font-semibold">Drop-off reasons</h3>
      <CountTable rows={funnel.dropoffReasons} labelHeader="Reason" emptyText="No drop-offs recorded." />
    </Panel>
  );
}

function SessionExplorer({ from, to }: { from: string; to: string }) {
  const [selected, setSelected] = useState<string | null>(null);
  const [typed, setTyped] = useState("");
  const sessions = useAdminQuery<{ items: SessionSummary[] }>("/api/admin/analytics/sessions", { from, to });
  const detail = useAdminQuery<SessionDetail>(`/api/admin/analytics/sessions/${encodeURIComponent(selected ?? "")}`, undefined, {
    enabled: Boolean(selected),
  });
  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setSelected(typed.trim());
  };
  return (
    <Panel title="Session explorer">
      <form onSubmit={lookUp} className="mb-4 flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 text-sm font-medium text-ink">
          Session id
          <input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="sess_…" className={`mt-1 ${inputClassSm}`} />
        </label>
        <Button type="submit" size="sm" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          Show session
        </Button>
      </form>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div>
          <h3 className="mb-2 text-sm font-semibold">Latest sessions in the range</h3>
          <QueryView query={sessions} isEmpty={(d) => d.items.length === 0} empty={<p className="text-sm text-slate-600">No sessions in this range.</p>}>
            {(d) => (
              <ul className="max-h-96 space-y-1 overflow-y-auto pr-1">
                {d.items.map((s) => (
                  <li key={s.sessionId}>
                    <button
                      type="button"
                      aria-pressed={selected === s.sessionId}
                      onClick={() => setSelected(s.sessionId)}
                      className={`w-full rounded-lg border px-3 py-2 text-left text-sm ${selected === s.sessionId ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:bg-slate-50"}`}
                    >
                      <span className="block truncate font-mono text-xs text-ink">{s.sessionId}</span>
                      <span className="block text-xs text-slate-600">
                        {s.events} events · entered on {s.entryPage} · <RelativeTime value={s.endedAt} />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </div>
        <div className="min-w-0">
          {selected ? (
            <>
              <h3 className="mb-2 text-sm font-semibold break-all">Events of {selected}</h3>
              <QueryView query={detail}>
                {(d) => (
                  <>
                    {d.clientId ? <p className="mb-2 text-xs text-slate-600">Client {d.clientId}</p> : null}
                    <EventTimeline events={d.events} showSession={false} />
                    {d.funnel.length ? (
                      <>
                        <h4 className="mt-3 text-sm font-semibold">Funnel records</h4>
                        <ul className="mt-1 space-y-1 text-sm">
                          {d.funnel.map((f) => (
                            <li key={`${f.funnelType}-${f.stage}-${f.occurredAt}`}>
                              <span className="font-medium">{f.funnelType}</span>: {f.stage}
                              {f.conversionValue !== null ? ` · value ${f.conversionValue} (reported by the visitor)` : ""}
                              {f.dropoffReason ? ` · ${f.dropoffReason}` : ""}
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}
                  </>
                )}
              </QueryView>
            </>
          ) : (
            <p className="text-sm text-slate-600">Choose a session to see its events in order.</p>
          )}
        </div>
      </div>
    </Panel>
  );
}

/** /admin/journey-analytics */
export function AdminJourneyAnalytics() {
  const [search, setSearch] = useSearchParams();
  const defaults = defaultRange();
  const from = search.get("from") || defaults.from;
  const to = search.get("to") || defaults.to;
  const query = useAdminQuery<AnalyticsResponse>("/api/admin/analytics", { from, to });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSearch({ from: String(data.get("from") || defaults.from), to: String(data.get("to") || defaults.to) }, { preventScrollReset: true });
  };

  return (
    <>
      <AdminPageHeader
        title="Journey analytics"
        lead="How visitors move through the site, for whole UTC days. Events count on the day they arrived; a session, with its entry and exit page, on the day it started; the latest few seconds may not show yet."
      />
      <Panel className="mb-4">
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Date range" key={`${from}-${to}`}>
          <label className="text-sm font-medium text-ink">
            From
            <input name="from" type="date" defaultValue={from} className={`mt-1 ${inputClassSm}`} required />
          </label>
          <label className="text-sm font-medium text-ink">
            To
            <input name="to" type="date" defaultValue={to} className={`mt-1 ${inputClassSm}`} required />
          </label>
          <Button type="submit" size="sm">
            Show range
          </Button>
        </form>
      </Panel>
      <QueryView
        query={query}
        isEmpty={(d) => d.sessions === 0 && d.eventsByType.length === 0 && d.funnels.length === 0}
        empty={
          <Panel>
            <EmptyState title="No visitor activity in this range">Choose another range, or wait for visitors to browse the site.</EmptyState>
          </Panel>
        }
      >
        {(d) => (
          <div className="space-y-4">
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <StatCard label="Sessions" value={formatInteger(d.sessions)} />
              <StatCard label="Page views" value={formatInteger(d.pageViews)} />
              <StatCard label="Average time on page" value={d.avgTimeOnPage === null ? "—" : `${d.avgTimeOnPage} s`} />
              <StatCard label="Average maximum scroll depth" value={d.avgMaxScrollDepth === null ? "—" : `${d.avgMaxScrollDepth}%`} />
            </dl>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
              <Panel title="Top pages">
                <CountTable rows={d.topPages} labelHeader="Page" />
              </Panel>
              <Panel title="Entry pages">
                <CountTable rows={d.entryPages} labelHeader="Page" />
              </Panel>
              <Panel title="Exit pages">
                <CountTable rows={d.exitPages} labelHeader="Page" />
              </Panel>
            </div>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
              <Panel title="Referrers">
                <CountTable rows={d.referrers} labelHeader="Referrer" />
              </Panel>
              <Panel title="UTM sources">
                <CountTable rows={d.utmSources} labelHeader="Source" />
              </Panel>
              <Panel title="Events by type">
                <CountTable rows={d.eventsByType} labelHeader="Event type" />
              </Panel>
            </div>
            <h2 className="pt-2 text-lg font-semibold">Funnels</h2>
            {d.funnels.length ? (
              <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
                {d.funnels.map((f) => (
                  <FunnelCard key={f.funnelType} funnel={f} />
                ))}
              </div>
            ) : (
              <Panel>
                <EmptyState title="No funnel records in this range" />
              </Panel>
            )}
          </div>
        )}
      </QueryView>
      <div className="mt-4">
        <SessionExplorer from={from} to={to} />
      </div>
    </>
  );
}
