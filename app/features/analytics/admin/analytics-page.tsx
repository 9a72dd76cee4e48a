import { AdminPageHeader } from "#app/components/ui/admin-page-header";
import { AnalyticsSkeleton } from "#app/components/ui/admin-skeletons";
import { Alert } from "#app/components/ui/alert";
import { BarList } from "#app/components/ui/chart/bar-list";
import { Panel } from "#app/components/ui/panel";
import { changeOf } from "#app/components/ui/period-switch";
import { EmptyState, QueryView } from "#app/components/ui/query-view";
import { StatCard } from "#app/components/ui/stat-card";
import { useAdminQuery } from "#app/lib/admin-api";
import type { AnalyticsResponse } from "#common/admin";
import { filterText } from "#common/analytics-filters";
import { COMPARED_LABELS, type Comparison } from "#common/analytics-period";
import { formatInteger } from "#common/format/number";
import {
  CountriesPanel,
  DevicesPanel,
  LandingPagesPanel,
  type OnFilter,
  rowValue,
  SourcesPanel,
} from "./breakdown-panels";
import { ExportScopeProvider, PanelExport } from "./export-button";
import { FilterBar, useAnalyticsFilters } from "./filter-bar";
import { CustomFunnels } from "./funnel-builder";
import { FunnelChart } from "./funnel-chart";
import { GoalsPanel, useGoals } from "./goals-panel";
import { LiveVisitorsPanel } from "./live-visitors-panel";
import { useAnalyticsPeriod } from "./period-control";
import { RealUserSpeed } from "./real-user-speed";
import { Segments } from "./segments";
import { SessionExplorer } from "./session-explorer";
import { TrendChart } from "./trend-chart";

/** What a change is measured against, under each figure. */
const AGAINST: Record<Exclude<Comparison, "none">, string> = {
  previous: "on the period before",
  year: "on the same days a year before",
};

function Report({ d, compare, onFilter }: { d: AnalyticsResponse; compare: Comparison; onFilter: OnFilter }) {
  const before = d.comparison;
  const change = (value: number | null, earlier: number | null | undefined) =>
    before && compare !== "none" && value !== null
      ? { percent: earlier == null ? null : changeOf(value, earlier), against: AGAINST[compare] }
      : undefined;
  const sample = Math.min(d.estimatedFrom ?? 1, before?.estimatedFrom ?? 1);
  return (
    <div className="space-y-4">
      {sample < 1 ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <strong className="font-semibold">Estimated figures.</strong> These filters match many visits, so the figures
          are scaled up from a fixed sample of {Math.max(1, Math.round(sample * 100))}% of them.
        </p>
      ) : null}
      <Panel className="relative">
        {/* Beside the chart's own title, not on a row of its own above it. */}
        <div className="absolute top-4 right-4 sm:top-6 sm:right-6">
          <PanelExport panel="visitors" title="Visitors by day" />
        </div>
        <TrendChart
          title="Visitors and page views"
          points={d.daily}
          previous={
            before && compare !== "none" ? { points: before.daily, label: COMPARED_LABELS[compare] } : undefined
          }
        />
      </Panel>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Sessions" value={formatInteger(d.sessions)} change={change(d.sessions, before?.sessions)} />
        <StatCard
          label="Page views"
          value={formatInteger(d.pageViews)}
          change={change(d.pageViews, before?.pageViews)}
        />
        <StatCard
          label="Average time on page"
          value={d.avgTimeOnPage === null ? "—" : `${d.avgTimeOnPage} s`}
          change={change(d.avgTimeOnPage, before?.avgTimeOnPage)}
        />
        <StatCard
          label="Average scroll depth"
          value={d.avgMaxScrollDepth === null ? "—" : `${d.avgMaxScrollDepth}%`}
          change={change(d.avgMaxScrollDepth, before?.avgMaxScrollDepth)}
        />
      </dl>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Panel title="Top pages" actions={<PanelExport panel="pages" tab="top" title="Top pages" />}>
          <BarList rows={d.topPages} labelHeader="Page" onSelect={(row) => onFilter("page", rowValue(row))} />
        </Panel>
        <Panel title="Entry pages" actions={<PanelExport panel="pages" tab="entry" title="Entry pages" />}>
          <BarList rows={d.entryPages} labelHeader="Page" onSelect={(row) => onFilter("entryPage", rowValue(row))} />
        </Panel>
        <Panel title="Exit pages" actions={<PanelExport panel="pages" tab="exit" title="Exit pages" />}>
          <BarList rows={d.exitPages} labelHeader="Page" onSelect={(row) => onFilter("exitPage", rowValue(row))} />
        </Panel>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <SourcesPanel d={d} onFilter={onFilter} />
        <CountriesPanel countries={d.countries} onFilter={onFilter} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <LandingPagesPanel rows={d.landingPages} onFilter={onFilter} />
        <DevicesPanel d={d} onFilter={onFilter} />
      </div>
      <Panel title="Events by type" actions={<PanelExport panel="events" title="Events by type" />}>
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
  const { range, compare, problem, control } = useAnalyticsPeriod();
  const { filters, add, replace, ...chips } = useAnalyticsFilters();
  const query = useAdminQuery<AnalyticsResponse>(
    "/api/admin/analytics",
    { from: range.from, to: range.to, compare, f: filters.map(filterText) },
    { enabled: !problem, placeholderData: (previous) => previous },
  );
  const goals = useGoals({ from: range.from, to: range.to, compare, f: filters.map(filterText) }, !problem);
  const goalName = (id: string) => goals.data?.goals.find((g) => g.id === id)?.name;

  return (
    <>
      <AdminPageHeader
        title="Journey analytics"
        lead="Where visitors come from, what they read and where they stop, day by day (UTC)."
      />
      <LiveVisitorsPanel />
      <Panel className="mb-4">
        {control}
        <div className="mt-3 space-y-3 border-t border-slate-100 pt-3">
          {filters.length ? (
            <FilterBar filters={filters} goalName={goalName} {...chips} />
          ) : (
            <p className="text-sm text-slate-600">
              Choose any page, source, device, country or goal in the panels below to see only its visits.
            </p>
          )}
          <Segments filters={filters.map(filterText)} apply={replace} />
        </div>
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
            {(d) => (
              <ExportScopeProvider value={{ from: range.from, to: range.to, compare, f: filters.map(filterText) }}>
                <Report d={d} compare={compare} onFilter={add} />
              </ExportScopeProvider>
            )}
          </QueryView>
          <ExportScopeProvider value={{ from: range.from, to: range.to, compare, f: filters.map(filterText) }}>
            <div className="mt-4">
              <GoalsPanel query={goals} onFilter={(goal) => add("goal", goal.id)} />
            </div>
            <CustomFunnels from={range.from} to={range.to} filters={filters.map(filterText)} />
          </ExportScopeProvider>
          <div className="mt-4">
            <SessionExplorer from={range.from} to={range.to} filters={filters.map(filterText)} />
          </div>
          <RealUserSpeed from={range.from} to={range.to} filtered={filters.length > 0} />
        </>
      )}
    </>
  );
}
