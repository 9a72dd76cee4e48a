import { Inbox } from "lucide-react";
import { Link } from "react-router";
import type { DashboardResponse, PeriodTotals } from "../../../common/admin";
import { LEAD_QUALITIES } from "../../../common/lead-score";
import { newLeadsText } from "../../../common/leads";
import { useAdminQuery } from "./admin-api";
import { useNewLeadCount } from "./leads/lead-ui";
import { TrendChart } from "./trend-chart";
import { AdminPageHeader, EmptyState, QualityBadge, QueryView, ScrollArea } from "./ui";
import { formatInteger } from "../../../common/format";
import { Panel } from "../../components/ui/panel";
import { RelativeTime } from "../../components/ui/relative-time";
import { StatCard } from "../../components/ui/stat-card";

function PeriodStats({ label, totals }: { label: string; totals: PeriodTotals }) {
  return (
    <Panel title={label}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {(
          [
            ["Visitors", totals.visitors],
            ["Visits", totals.visits],
            ["Page views", totals.pageViews],
            ["Consultation clicks", totals.consultationRequests],
            ["Confirmed bookings", totals.confirmedBookings],
          ] as const
        ).map(([name, value]) => (
          <div key={name} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{name}</dt>
            <dd className="mt-1 text-xl font-bold text-ink tabular-nums">{formatInteger(value)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold">New leads by quality</h3>
      <ul className="mt-2 flex flex-wrap gap-3">
        {LEAD_QUALITIES.map((q) => (
          <li key={q} className="flex items-center gap-2 text-sm">
            <QualityBadge quality={q} />
            <span className="font-semibold tabular-nums">{formatInteger(totals.newLeads[q])}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** "3 new leads to answer", linking to the New leads. */
function NewLeadsBanner() {
  const count = useNewLeadCount();
  if (count === null) return null;
  return (
    <Link
      to="/admin/leads?status=new"
      className={`flex items-center gap-3 rounded-xl border px-4 py-3 font-semibold shadow-sm ${count ? "border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100" : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50"}`}
    >
      <Inbox aria-hidden="true" className="size-5 shrink-0" />
      <span>{newLeadsText(count)}</span>
      <span className="ml-auto text-sm font-medium underline">Open the leads inbox</span>
    </Link>
  );
}

function Dashboard({ data }: { data: DashboardResponse }) {
  const last7 = data.daily.slice(-7);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        <StatCard label="Visitors, last 7 days" value={formatInteger(data.last7.visitors)} note={`${formatInteger(data.last30.visitors)} in 30 days`} />
        <StatCard label="Consultation clicks, last 7 days" value={formatInteger(data.last7.consultationRequests)} note={`${formatInteger(data.last30.consultationRequests)} in 30 days`} />
        <StatCard label="Confirmed bookings, last 7 days" value={formatInteger(data.last7.confirmedBookings)} note={`${formatInteger(data.last30.confirmedBookings)} in 30 days`} />
        <StatCard
          label="Pending affiliate applications"
          value={data.pendingAffiliateApplications === null ? "—" : formatInteger(data.pendingAffiliateApplications)}
          note={<Link to="/admin/affiliates" className="font-medium text-brand-700 underline">Review affiliates</Link>}
        />
        <StatCard
          label="New sales applications"
          value={data.newSalesApplications === null ? "—" : formatInteger(data.newSalesApplications)}
          note={<Link to="/admin/sales-applications" className="font-medium text-brand-700 underline">Review applications</Link>}
        />
      </dl>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <PeriodStats label="Last 7 days" totals={data.last7} />
        <PeriodStats label="Last 30 days" totals={data.last30} />
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Panel>
          <TrendChart title="Last 7 days" points={last7} />
        </Panel>
        <Panel>
          <TrendChart title="Last 30 days" points={data.daily} />
        </Panel>
      </div>
      <Panel title="Latest Hot and Super Hot leads" actions={<Link to="/admin/clients?quality=Hot" className="text-sm font-medium text-brand-700 underline">All hot leads</Link>}>
        {data.hotLeads.length === 0 ? (
          <EmptyState title="No Hot or Super Hot leads yet">Leads reach Hot at a score of 60: contact details, form submissions and consultation requests raise it.</EmptyState>
        ) : (
          <ScrollArea label={"Latest hot leads table"}>
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="py-2 pr-3 font-medium">Lead</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Score</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Visits</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Last visit</th>
                  <th scope="col" className="py-2 font-medium">Source</th>
                </tr>
              </thead>
              <tbody>
                {data.hotLeads.map((lead) => (
                  <tr key={lead.id} className="border-t border-slate-100">
                    <td className="py-2 pr-3">
                      <Link to={`/admin/clients?client=${encodeURIComponent(lead.id)}`} className="font-medium text-brand-700 underline">
                        {lead.name || lead.email || lead.company || `Visitor ${lead.id.slice(0, 8)}`}
                      </Link>
                      {lead.company && (lead.name || lead.email) ? <span className="block text-xs text-slate-600">{lead.company}</span> : null}
                    </td>
                    <td className="py-2 pr-3">
                      <span className="mr-2 tabular-nums">{lead.leadScore}</span>
                      <QualityBadge quality={lead.leadQuality} />
                    </td>
                    <td className="py-2 pr-3 tabular-nums">{lead.visitCount}</td>
                    <td className="py-2 pr-3">
                      <RelativeTime value={lead.lastVisit} />
                    </td>
                    <td className="py-2">{lead.utmSource ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        )}
      </Panel>
    </div>
  );
}

/** /admin/dashboard */
export function AdminDashboard() {
  const query = useAdminQuery<DashboardResponse>("/api/admin/dashboard");
  return (
    <>
      <AdminPageHeader title="Dashboard" lead="Visits, leads and applications at a glance. Figures use UTC days." />
      <div className="mb-6">
        <NewLeadsBanner />
      </div>
      <QueryView
        query={query}
        isEmpty={(d) => d.last30.pageViews === 0 && d.hotLeads.length === 0 && !d.pendingAffiliateApplications && !d.newSalesApplications}
        empty={
          <Panel>
            <EmptyState title="No visits recorded in the last 30 days">
              Figures appear here as soon as visitors browse the site with tracking allowed.
            </EmptyState>
          </Panel>
        }
      >
        {(data) => <Dashboard data={data} />}
      </QueryView>
    </>
  );
}
