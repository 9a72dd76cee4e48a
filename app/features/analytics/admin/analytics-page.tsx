import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPageHeader } from "#app/components/ui/admin-page-header";
import { AnalyticsSkeleton } from "#app/components/ui/admin-skeletons";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { BarList } from "#app/components/ui/chart/bar-list";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { EmptyState, QueryView } from "#app/components/ui/query-view";
import { StatCard } from "#app/components/ui/stat-card";
import { useAdminQuery } from "#app/lib/admin-api";
import { type AnalyticsResponse, dateRangeSchema } from "#common/admin";
import { formatInteger } from "#common/format/number";
import { CountriesPanel, DevicesPanel, LandingPagesPanel, SourcesPanel } from "./breakdown-panels";
import { FunnelChart } from "./funnel-chart";
import { SessionExplorer } from "./session-explorer";
import { TrendChart } from "./trend-chart";

const DAY = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

function defaultRange() {
  const today = new Date();
  return { from: utcDay(new Date(today.getTime() - 29 * DAY)), to: utcDay(today) };
}

/** The range's problem in words, or null: "To must not be before From". */
function rangeProblem(range: { from: string; to: string }): string | null {
  const checked = dateRangeSchema.safeParse(range);
  if (checked.success) return null;
  const issue = checked.error.issues[0];
  const field = issue.path[0] === "from" ? "From" : "To";
  return `${field} ${issue.message.replace(/\bfrom\b/, "From")}.`;
}

/** From and To, refused here when they make no range, so the server is never asked. */
function RangeForm({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const range = { from: String(data.get("from") || ""), to: String(data.get("to") || "") };
    const found = rangeProblem(range);
    setProblem(found);
    if (!found) onApply(range);
  };
  return (
    <form onSubmit={apply} className="space-y-2" aria-label="Date range" noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-ink">
          From
          <input
            name="from"
            type="date"
            defaultValue={from}
            className={`mt-1 ${inputClassSm}`}
            required
            aria-invalid={problem ? true : undefined}
          />
        </label>
        <label className="text-sm font-medium text-ink">
          To
          <input
            name="to"
            type="date"
            defaultValue={to}
            className={`mt-1 ${inputClassSm}`}
            required
            aria-invalid={problem ? true : undefined}
          />
        </label>
        <Button type="submit" size="sm">
          Show range
        </Button>
      </div>
      <Alert inline>{problem}</Alert>
    </form>
  );
}

function Report({ d }: { d: AnalyticsResponse }) {
  return (
    <div className="space-y-4">
      <Panel>
        <TrendChart title="Visitors and page views" points={d.daily} />
      </Panel>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Sessions" value={formatInteger(d.sessions)} />
        <StatCard label="Page views" value={formatInteger(d.pageViews)} />
        <StatCard label="Average time on page" value={d.avgTimeOnPage === null ? "—" : `${d.avgTimeOnPage} s`} />
        <StatCard label="Average scroll depth" value={d.avgMaxScrollDepth === null ? "—" : `${d.avgMaxScrollDepth}%`} />
      </dl>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Panel title="Top pages">
          <BarList rows={d.topPages} labelHeader="Page" />
        </Panel>
        <Panel title="Entry pages">
          <BarList rows={d.entryPages} labelHeader="Page" />
        </Panel>
        <Panel title="Exit pages">
          <BarList rows={d.exitPages} labelHeader="Page" />
        </Panel>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <SourcesPanel d={d} />
        <CountriesPanel countries={d.countries} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <LandingPagesPanel rows={d.landingPages} />
        <DevicesPanel d={d} />
      </div>
      <Panel title="Events by type">
        <BarList rows={d.eventsByType} labelHeader="Event type" />
      </Panel>
      <h2 className="pt-2 text-lg font-semibold">Funnels</h2>
      {d.funnels.length ? (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {d.funnels.map((f) => (
            <FunnelChart key={f.funnelType} funnel={f} />
          ))}
        </div>
      ) : (
        <Panel>
          <EmptyState title="No funnel steps in this range">
            Quizzes, calculators and forms report their steps here as visitors use them.
          </EmptyState>
        </Panel>
      )}
    </div>
  );
}

/** /admin/journey-analytics */
export function AdminJourneyAnalytics() {
  const [search, setSearch] = useSearchParams();
  const defaults = defaultRange();
  const from = search.get("from") || defaults.from;
  const to = search.get("to") || defaults.to;
  // A range typed into the address is checked too: one message, and no request the server would refuse.
  const problem = rangeProblem({ from, to });
  const query = useAdminQuery<AnalyticsResponse>("/api/admin/analytics", { from, to }, { enabled: !problem });

  return (
    <>
      <AdminPageHeader
        title="Journey analytics"
        lead="Where visitors come from, what they read and where they stop, day by day (UTC)."
      />
      <Panel className="mb-4">
        <RangeForm
          key={`${from}-${to}`}
          from={from}
          to={to}
          onApply={(range) => setSearch(range, { preventScrollReset: true })}
        />
      </Panel>
      {problem ? (
        <Alert inline>{`This range cannot be shown: ${problem}`}</Alert>
      ) : (
        <>
          <QueryView
            query={query}
            loading={<AnalyticsSkeleton bare />}
            isEmpty={(d) => d.sessions === 0 && d.eventsByType.length === 0 && d.funnels.length === 0}
            empty={
              <Panel>
                <EmptyState title="No visitor activity in this range">
                  Choose another range, or wait for visitors to browse the site.
                </EmptyState>
              </Panel>
            }
          >
            {(d) => <Report d={d} />}
          </QueryView>
          <div className="mt-4">
            <SessionExplorer from={from} to={to} />
          </div>
        </>
      )}
    </>
  );
}
