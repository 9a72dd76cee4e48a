import { Briefcase, } from "lucide-react";
import { Link } from "react-router";
import type { AdminAccount } from "../../../../common/admin";
import {
  LEAD_CHANNEL_LABELS,
  LEAD_CHANNELS,
  LEAD_FILTER_KEYS,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadListResponse,
  type LeadSummary,
  newLeadsText,
} from "../../../../common/leads";
import { LEAD_QUALITIES } from "../../../../common/lead-score";
import { useAdminQuery, withParams } from "../admin-api";
import { ListSkeleton } from "../admin-skeletons";
import { ExportCsvButton, FilterSelect, ListSummary, NoMatches, Pager, RecordDrawer, SearchField, useListSearch } from "../list-parts";
import { AdminPageHeader, EmptyState, QualityBadge, QueryView } from "../ui";
import { Panel } from "../../../components/ui/panel";
import { RelativeTime } from "../../../components/ui/relative-time";
import { LeadDetailView } from "./lead-detail";
import { KindLabel, LEADS_API, leadTitle, StatusBadge, useNewLeadCount } from "./lead-ui";
import { formatDay } from "../../../../common/format/date";

type Filters = Record<(typeof LEAD_FILTER_KEYS)[number], string>;
const PAGE_SIZE = 25;

function useLeadParams() {
  const { search, update, hrefWith, page } = useListSearch();
  const filters = Object.fromEntries(LEAD_FILTER_KEYS.map((k) => [k, search.get(k) ?? ""])) as Filters;
  return { filters, page, selected: search.get("lead"), update, leadHref: (id: string) => hrefWith("lead", id) };
}

/** Each filter applies as it changes (the search after a pause in typing). */
function Filters({ filters, onChange }: { filters: Filters; onChange: (changes: Partial<Filters>) => void }) {
  const admins = useAdminQuery<{ items: AdminAccount[] }>("/api/admin/admins");
  return (
    <div role="search" aria-label="Filter leads" className="grid grid-cols-2 gap-3 lg:grid-cols-5 2xl:grid-cols-7">
      <SearchField
        label="Search"
        value={filters.q}
        placeholder="Name, e-mail, company, phone or message"
        onSearch={(q) => onChange({ q })}
        className="col-span-2 lg:col-span-5 2xl:col-span-2"
      />
      <FilterSelect label="Status" value={filters.status} options={LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]] as const)} onChange={(status) => onChange({ status })} />
      <FilterSelect label="Quality" value={filters.quality} options={LEAD_QUALITIES.map((q) => [q, q] as const)} onChange={(quality) => onChange({ quality })} />
      <FilterSelect label="Source" value={filters.source} options={LEAD_CHANNELS.map((c) => [c, LEAD_CHANNEL_LABELS[c]] as const)} onChange={(source) => onChange({ source })} />
      <FilterSelect label="Type" value={filters.kind} options={LEAD_KINDS.map((k) => [k, LEAD_KIND_LABELS[k]] as const)} onChange={(kind) => onChange({ kind })} />
      <FilterSelect
        label="Owner"
        value={filters.owner}
        options={[["none", "Nobody yet"], ...(admins.data?.items.map((a) => [a.id, a.email] as const) ?? [])]}
        onChange={(owner) => onChange({ owner })}
      />
    </div>
  );
}

function Who({ lead, href }: { lead: LeadSummary; href: string }) {
  const extra = [lead.name ? lead.email : null, lead.company, lead.phone].filter(Boolean).join(" · ");
  return (
    <>
      <Link to={href} preventScrollReset className="font-medium text-brand-700 underline">
        {leadTitle(lead)}
      </Link>
      {extra ? <span className="block text-xs break-words text-slate-600">{extra}</span> : null}
    </>
  );
}

function Owner({ lead }: { lead: LeadSummary }) {
  return (
    <span className="text-sm">
      {lead.owner ? lead.owner.email : <span className="text-slate-600">Nobody yet</span>}
      {lead.followUpOn ? <span className="block text-xs text-slate-600">Follow up {formatDay(lead.followUpOn)}</span> : null}
    </span>
  );
}

/** Wide screens (from 1280 px, beside the sidebar): a table. */
function LeadTable({ items, leadHref }: { items: LeadSummary[]; leadHref: (id: string) => string }) {
  return (
    <table className="hidden w-full text-left text-sm xl:table">
      <caption className="sr-only">Leads, newest first</caption>
      <thead>
        <tr className="text-slate-600">
          {["Received", "Who", "Enquiry", "Score", "Source", "Status", "Owner"].map((h) => (
            <th key={h} scope="col" className="py-2 pr-3 font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((lead) => (
          <tr key={lead.id} className={`border-t border-slate-100 align-top ${lead.status === "new" ? "bg-brand-50/40" : ""}`}>
            <td className="py-2.5 pr-3 whitespace-nowrap text-slate-700">
              <RelativeTime value={lead.createdAt} />
            </td>
            <td className="max-w-56 py-2.5 pr-3">
              <Who lead={lead} href={leadHref(lead.id)} />
            </td>
            <td className="max-w-md py-2.5 pr-3">
              <KindLabel kind={lead.kind} />
              <span className="line-clamp-2 break-words text-ink">{lead.headline}</span>
            </td>
            <td className="py-2.5 pr-3 whitespace-nowrap">
              <span className="mr-2 tabular-nums">{lead.leadScore}</span>
              <QualityBadge quality={lead.leadQuality} />
            </td>
            <td className="py-2.5 pr-3">{LEAD_CHANNEL_LABELS[lead.source.channel]}</td>
            <td className="py-2.5 pr-3">
              <StatusBadge status={lead.status} />
            </td>
            <td className="py-2.5">
              <Owner lead={lead} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones and tablets: one card per lead. */
function LeadCards({ items, leadHref }: { items: LeadSummary[]; leadHref: (id: string) => string }) {
  return (
    <ul className="space-y-3 md:grid md:grid-cols-2 md:gap-3 md:space-y-0 xl:hidden" aria-label="Leads, newest first">
      {items.map((lead) => (
        <li key={lead.id} className={`rounded-lg border p-3 ${lead.status === "new" ? "border-brand-300 bg-brand-50/40" : "border-slate-200"}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <KindLabel kind={lead.kind} />
            <span className="text-xs text-slate-600">
              <RelativeTime value={lead.createdAt} />
            </span>
          </div>
          <div className="mt-1">
            <Who lead={lead} href={leadHref(lead.id)} />
          </div>
          <p className="mt-1 line-clamp-3 text-sm break-words text-ink">{lead.headline}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <StatusBadge status={lead.status} />
            <QualityBadge quality={lead.leadQuality} />
            <span className="text-slate-700 tabular-nums">Score {lead.leadScore}</span>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-slate-600">Source</dt>
            <dd>{LEAD_CHANNEL_LABELS[lead.source.channel]}</dd>
            <dt className="text-slate-600">Owner</dt>
            <dd>
              <Owner lead={lead} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** /admin/leads */
export function AdminLeads() {
  const { filters, page, selected, update, leadHref } = useLeadParams();
  const query = useAdminQuery<LeadListResponse>(LEADS_API, { ...filters, page, pageSize: PAGE_SIZE }, { placeholderData: (previous) => previous });
  const newCount = useNewLeadCount();
  const filtered = LEAD_FILTER_KEYS.some((k) => filters[k]);
  const clearFilters = () => update({ ...Object.fromEntries(LEAD_FILTER_KEYS.map((k) => [k, null])), page: null });



  return (
    <>
      <AdminPageHeader
        title="Leads"
        lead={
          <>
            Every enquiry, newest first: contact messages, quiz results, calculator requests and bookings. {newCount !== null ? <strong>{newLeadsText(newCount)}.</strong> : null}
          </>
        }
        actions={
          <>
            <Link to="/admin/sales-applications" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline">
              <Briefcase aria-hidden="true" className="size-4" />
              Sales applications
            </Link>
            <ExportCsvButton url={withParams(`${LEADS_API}/export.csv`, filters)} fileName="leads.csv" done={{ title: "Leads exported", description: "The CSV holds every lead that matches the filters." }} />
          </>
        }
      />
      <Panel className="mb-4">
        <Filters filters={filters} onChange={(changes) => update({ ...changes, page: null })} />
      </Panel>
      <Panel>
        <QueryView
          query={query}
          isEmpty={(d) => d.total === 0}
          loading={<ListSkeleton bare />}
          empty={
            filtered ? (
              <NoMatches title="No leads match your search or filters" onClear={clearFilters} />
            ) : (
              <EmptyState title="No enquiries yet">
                Contact messages, saved quiz results, calculator consultation requests and bookings appear here as they arrive.
              </EmptyState>
            )
          }
        >
          {(data) => {
            const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
            return (
              <>
                <ListSummary total={data.total} page={data.page} pages={pages} noun={["lead", "leads"]} filtered={filtered} onClear={clearFilters} />
                <LeadTable items={data.items} leadHref={leadHref} />
                <LeadCards items={data.items} leadHref={leadHref} />
                <Pager page={data.page} pages={pages} label="Pages of leads" onPage={(p) => update({ page: String(p) })} />
              </>
            );
          }}
        </QueryView>
      </Panel>
      <RecordDrawer
        open={Boolean(selected)}
        onClose={() => update({ lead: null })}
        title="Lead"
        description="Who wrote, what they asked, where they came from and the follow-up."
        closeLabel="Close lead"
      >
        {selected ? <LeadDetailView id={selected} relatedHref={leadHref} /> : null}
      </RecordDrawer>
    </>
  );
}
