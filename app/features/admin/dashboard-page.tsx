import { Link } from "react-router";
import { AdminPageHeader } from "#app/components/ui/admin-page-header";
import { DashboardSkeleton } from "#app/components/ui/admin-skeletons";
import { Panel } from "#app/components/ui/panel";
import { changeOf, PREVIOUS_LABELS, usePeriod } from "#app/components/ui/period-switch";
import { EmptyState, QueryView } from "#app/components/ui/query-view";
import { RelativeTime } from "#app/components/ui/relative-time";
import { StatCard } from "#app/components/ui/stat-card";
import { TrendChart } from "#app/features/analytics";
import {
  KindLabel,
  LEADS_API,
  leadTitle,
  QualityBadge,
  ScoreScaleHint,
  ScoreScaleTooltip,
  useLeadCounts,
} from "#app/features/leads";
import { useAdminQuery } from "#app/lib/admin-api";
import { useCan } from "#app/lib/admin-role";
import type { DashboardResponse, PeriodTotals } from "#common/admin";
import { formatInteger } from "#common/format/number";
import { LEAD_QUALITIES } from "#common/lead-score";
import type { LeadListResponse } from "#common/leads";
import { followUpsText, newLeadsText } from "#common/leads";

const LEADS_TO_ANSWER_SHOWN = 5;

const totalNewVisitors = (t: PeriodTotals) => LEAD_QUALITIES.reduce((sum, q) => sum + t.newVisitors[q], 0);

function KpiRow({ data }: { data: DashboardResponse }) {
  const against = PREVIOUS_LABELS[data.period];
  const kpis: { id: string; label: string; pick: (t: PeriodTotals) => number; note?: string }[] = [
    { id: "visitors", label: "Visitors", pick: (t) => t.visitors },
    { id: "visits", label: "Visits", pick: (t) => t.visits },
    { id: "page-views", label: "Page views", pick: (t) => t.pageViews },
    {
      id: "consultation-clicks",
      label: "Consultation clicks",
      pick: (t) => t.consultationClicks,
      note: "Clicks on a booking link",
    },
    {
      id: "confirmed-bookings",
      label: "Confirmed bookings",
      pick: (t) => t.confirmedBookings,
      note: "Confirmed by the scheduling page",
    },
    { id: "new-visitors", label: "New visitors", pick: totalNewVisitors, note: "Visitors first seen in the period" },
    {
      id: "new-leads",
      label: "New leads",
      pick: (t) => t.newLeads,
      note: "Messages, tool results and bookings received",
    },
  ];
  return (
    // Seven figures: one row on the widest screens, else four and three of equal widths (no gap
    // left in the second row), and on a phone pairs with the last one across.
    <dl aria-label="Key figures" className="grid grid-cols-2 gap-3 md:grid-cols-12 2xl:grid-cols-7">
      {kpis.map((k, index) => {
        const value = k.pick(data.current);
        const previous = k.pick(data.previous);
        return (
          <StatCard
            key={k.id}
            testId={`kpi-${k.id}`}
            label={k.label}
            value={formatInteger(value)}
            change={{ percent: changeOf(value, previous), against }}
            note={k.note}
            className={`${index < 4 ? "md:col-span-3" : "md:col-span-4"} ${index === kpis.length - 1 ? "col-span-2" : ""} 2xl:col-span-1`}
          />
        );
      })}
    </dl>
  );
}

/** The newest leads still New, each a link into the inbox. */
function LeadsToAnswer() {
  const counts = useLeadCounts();
  const count = counts?.new ?? null;
  const leads = useAdminQuery<LeadListResponse>(LEADS_API, { status: "new", page: 1, pageSize: LEADS_TO_ANSWER_SHOWN });
  return (
    <Panel
      title="Leads to answer"
      actions={
        count !== null ? (
          <Link to="/admin/leads?status=new" className="text-sm font-medium text-brand-700 underline">
            {newLeadsText(count)}
          </Link>
        ) : null
      }
    >
      {counts && (counts.dueToday || counts.overdue) ? (
        <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <Link to="/admin/leads?view=due" className="font-medium underline" data-testid="follow-ups-due">
            {followUpsText(counts.dueToday, counts.overdue)}
          </Link>
        </p>
      ) : null}
      <QueryView
        query={leads}
        isEmpty={(d) => d.items.length === 0}
        empty={
          <EmptyState title="All caught up">
            New contact messages, quiz results and bookings land here first.
          </EmptyState>
        }
      >
        {(d) => (
          <ul className="divide-y divide-slate-100">
            {d.items.map((lead) => (
              <li key={lead.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2">
                <div className="min-w-0">
                  <Link
                    to={`/admin/leads?status=new&lead=${encodeURIComponent(lead.id)}`}
                    className="font-medium break-words text-brand-700 underline"
                  >
                    {leadTitle(lead)}
                  </Link>
                  <p className="line-clamp-1 text-sm break-words text-slate-700">
                    <KindLabel kind={lead.kind} /> · {lead.headline}
                  </p>
                </div>
                <span className="shrink-0 text-xs text-slate-600">
                  <RelativeTime value={lead.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Panel>
  );
}

/** A client record's person: name, else company, else e-mail, else the anonymous visitor's short id. */
const clientTitle = (c: { id: string; name: string | null; company: string | null; email: string | null }) =>
  c.name || c.company || c.email || `Anonymous visitor ${c.id.slice(0, 8)}`;

function HotLeads({ data }: { data: DashboardResponse }) {
  return (
    <Panel
      title="Latest Hot and Super Hot leads"
      actions={
        <span className="flex items-center gap-2">
          <ScoreScaleTooltip />
          <Link to="/admin/clients?segment=hot" className="text-sm font-medium text-brand-700 underline">
            All hot leads
          </Link>
        </span>
      }
    >
      {data.hotLeads.length === 0 ? (
        <EmptyState title="No Hot or Super Hot leads yet">
          <ScoreScaleHint />
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Latest hot leads">
          {data.hotLeads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <div className="min-w-0">
                <Link
                  to={`/admin/clients?client=${encodeURIComponent(lead.id)}`}
                  className="font-medium break-words text-brand-700 underline"
                >
                  {clientTitle(lead)}
                </Link>
                <p className="text-xs break-words text-slate-600">
                  {[
                    lead.name && lead.company ? lead.company : null,
                    lead.utmSource ? `from ${lead.utmSource}` : null,
                    `${lead.visitCount} visit${lead.visitCount === 1 ? "" : "s"}`,
                  ]
                    .filter(Boolean)
                    .join(" · ")}{" "}
                  · last <RelativeTime value={lead.lastVisit} />
                </p>
              </div>
              <span className="flex shrink-0 items-center gap-2 text-sm">
                <span className="tabular-nums">{lead.leadScore}</span>
                <QualityBadge quality={lead.leadQuality} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Applications({ data }: { data: DashboardResponse }) {
  const can = useCan();
  const items = [
    {
      label: "Pending affiliate applications",
      value: data.pendingAffiliateApplications,
      to: "/admin/affiliates",
      action: "Review affiliates",
      shown: can("manageAffiliates"),
    },
    {
      label: "New sales applications",
      value: data.newSalesApplications,
      to: "/admin/sales-applications",
      action: "Review applications",
      shown: can("seeApplications"),
    },
  ].filter((i) => i.shown);
  return (
    <Panel title="Applications waiting">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {items.map((i) => (
          <div key={i.label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{i.label}</dt>
            <dd className="mt-1 flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-2xl font-bold text-ink tabular-nums">
                {i.value === null ? "—" : formatInteger(i.value)}
              </span>
              <Link to={i.to} className="text-sm font-medium text-brand-700 underline">
                {i.action}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function Dashboard({ data }: { data: DashboardResponse }) {
  const days = data.daily.length;
  const can = useCan();
  return (
    <div className="space-y-6">
      <KpiRow data={data} />
      <Panel>
        <TrendChart title={`Traffic, last ${days} days`} points={data.daily} />
      </Panel>
      {can("seeLeads") ? (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          <LeadsToAnswer />
          <HotLeads data={data} />
        </div>
      ) : null}
      {can("seeApplications") || can("manageAffiliates") ? <Applications data={data} /> : null}
    </div>
  );
}

/** /admin/dashboard */
export function AdminDashboard() {
  const { period, control } = usePeriod("7d");
  const query = useAdminQuery<DashboardResponse>(
    "/api/admin/dashboard",
    { period },
    { placeholderData: (previous) => previous },
  );
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        lead="Visits, leads and applications at a glance, in whole UTC days."
        actions={control}
      />
      <QueryView query={query} loading={<DashboardSkeleton bare />}>
        {(data) => <Dashboard data={data} />}
      </QueryView>
    </>
  );
}
