import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { QueryView } from "#app/components/ui/query-view";
import { RelativeTime } from "#app/components/ui/relative-time";
import { useAdminQuery } from "#app/lib/admin-api";
import type { SessionDetail, SessionSummary } from "#common/admin";
import { SESSION_ID_PATTERN } from "#common/tracking-rules";
import { funnelName, stageName } from "#content/admin-funnels";
import { EventTimeline } from "./event-timeline";

/** "45 s", "3 min 5 s", "1 h 2 min": how long a session lasted. */
function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

const lasted = (s: { startedAt: string; endedAt: string }) =>
  formatDuration(Date.parse(s.endedAt) - Date.parse(s.startedAt));

function SessionButton({
  session,
  selected,
  onSelect,
}: {
  session: SessionSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`w-full rounded-lg border px-3 py-2 text-left text-sm ${selected ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:bg-slate-50"}`}
    >
      {/* Cut with "…", never broken inside a word; the whole path is in the button's name and title. */}
      <span className="block truncate font-medium text-ink" title={session.entryPage}>
        {session.entryPage}
      </span>
      <span className="block text-xs text-slate-700">
        {lasted(session)} · {session.events} event{session.events === 1 ? "" : "s"} ·{" "}
        <RelativeTime value={session.endedAt} />
      </span>
      <span className="block truncate font-mono text-xs text-slate-600">{session.sessionId}</span>
    </button>
  );
}

function SessionEvents({ id }: { id: string }) {
  const detail = useAdminQuery<SessionDetail>(`/api/admin/analytics/sessions/${encodeURIComponent(id)}`);
  return (
    <QueryView query={detail}>
      {(d) => {
        const first = d.events[0];
        const last = d.events[d.events.length - 1];
        return (
          <>
            <h3 className="text-sm font-semibold">
              {first ? `Entered on ${first.page}` : "Session"}
              {first && last ? ` · ${formatDuration(Date.parse(last.occurredAt) - Date.parse(first.occurredAt))}` : ""}{" "}
              · {d.events.length} event
              {d.events.length === 1 ? "" : "s"}
            </h3>
            <p className="mb-2 font-mono text-xs break-all text-slate-600">
              Events of {d.sessionId}
              {d.clientId ? ` · visitor ${d.clientId}` : ""}
            </p>
            <EventTimeline events={d.events} showSession={false} />
            {d.funnel.length ? (
              <>
                <h4 className="mt-3 text-sm font-semibold">Funnel steps</h4>
                <ul className="mt-1 space-y-1 text-sm">
                  {d.funnel.map((f) => (
                    <li key={`${f.funnelType}-${f.stage}-${f.occurredAt}`}>
                      <span className="font-medium">{funnelName(f.funnelType)}</span>:{" "}
                      {stageName(f.funnelType, f.stage)}
                      {f.conversionValue !== null ? ` · value ${f.conversionValue}` : ""}
                      {f.dropoffReason ? ` · ${f.dropoffReason}` : ""}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        );
      }}
    </QueryView>
  );
}

/** The latest sessions of the range (entry page, length, events), or one looked up by its id. */
export function SessionExplorer({ from, to, filters }: { from: string; to: string; filters: readonly string[] }) {
  const [selected, setSelected] = useState<string | null>(null);
  const [typed, setTyped] = useState("");
  const [idError, setIdError] = useState<string | null>(null);
  const sessions = useAdminQuery<{ items: SessionSummary[] }>("/api/admin/analytics/sessions", {
    from,
    to,
    f: filters,
  });
  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const id = typed.trim();
    if (!SESSION_ID_PATTERN.test(id)) {
      setIdError("A session id looks like sess_ followed by letters, digits and a timestamp.");
      return;
    }
    setIdError(null);
    setSelected(id);
  };
  return (
    <Panel title="Session explorer">
      <form onSubmit={lookUp} className="mb-4 space-y-1" noValidate>
        <div className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 text-sm font-medium text-ink">
            Session id
            <input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="sess_…"
              aria-invalid={idError ? true : undefined}
              className={`mt-1 ${inputClassSm}`}
            />
          </label>
          <Button type="submit" size="sm" variant="secondary">
            <Search aria-hidden="true" className="size-4" />
            Show session
          </Button>
        </div>
        <Alert inline>{idError}</Alert>
      </form>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold">
            {filters.length ? "Latest sessions that match the filters" : "Latest sessions in the range"}
          </h3>
          <QueryView
            query={sessions}
            isEmpty={(d) => d.items.length === 0}
            empty={<p className="text-sm text-slate-600">No sessions in this range.</p>}
          >
            {(d) => (
              <ul className="max-h-96 space-y-1 overflow-y-auto pr-1" aria-label="Latest sessions">
                {d.items.map((s) => (
                  <li key={s.sessionId}>
                    <SessionButton
                      session={s}
                      selected={selected === s.sessionId}
                      onSelect={() => setSelected(s.sessionId)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </div>
        <div className="min-w-0">
          {selected ? (
            <SessionEvents key={selected} id={selected} />
          ) : (
            <p className="text-sm text-slate-600">Choose a session to see its events in order.</p>
          )}
        </div>
      </div>
    </Panel>
  );
}
