import { Briefcase } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { AdminPageHeader } from "#app/components/ui/admin-page-header";
import { ListSkeleton } from "#app/components/ui/admin-skeletons";
import { ClippedText } from "#app/components/ui/clipped-text";
import { DataTable } from "#app/components/ui/data-table";
import {
  ExportCsvButton,
  FilterSelect,
  ListSummary,
  NoMatches,
  Pager,
  RecordDrawer,
  SearchField,
  useListSearch,
} from "#app/components/ui/list-parts";
import { Panel } from "#app/components/ui/panel";
import { EmptyState, QueryView } from "#app/components/ui/query-view";
import { RelativeTime } from "#app/components/ui/relative-time";
import { Segmented } from "#app/components/ui/segmented";
import { useAdminQuery, withParams } from "#app/lib/admin-api";
import { useCan } from "#app/lib/admin-role";
import { adminLabel } from "#common/admin";
import { formatDay } from "#common/format/date";
import { formatMoney } from "#common/format/money";
import { LEAD_QUALITIES } from "#common/lead-score";
import {
  LEAD_BOARD_VIEW,
  LEAD_CHANNEL_LABELS,
  LEAD_CHANNELS,
  LEAD_FILTER_KEYS,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LEAD_VIEW_LABELS,
  LEAD_VIEWS,
  type LeadListResponse,
  type LeadSummary,
  leadSourceText,
  newLeadsText,
} from "#common/leads";
import { LEAD_OWNERS_API, type LeadOwnerChoice } from "#common/team";
import { LeadBoardView } from "./lead-board";
import { BulkBar, useLeadKeys } from "./lead-bulk";
import { LeadDetailView } from "./lead-detail";
import { KindLabel, LEADS_API, leadTitle, StatusBadge, useNewLeadCount } from "./lead-ui";
import { QualityBadge } from "./quality-badge";

type Filters = Record<(typeof LEAD_FILTER_KEYS)[number], string>;
/** "All leads" and the saved views; the choice lives in the address, so a view can be shared as a link. */
const VIEW_OPTIONS = [["all", "All leads"] as const, ...LEAD_VIEWS.map((v) => [v, LEAD_VIEW_LABELS[v]] as const)];
const PAGE_SIZE = 25;
const LAYOUTS = [
  ["list", "List"],
  ["board", "Board"],
] as const;

function useLeadParams() {
  const { search, update, hrefWith, page } = useListSearch();
  const filters = Object.fromEntries(LEAD_FILTER_KEYS.map((k) => [k, search.get(k) ?? ""])) as Filters;
  return { filters, page, selected: search.get("lead"), update, leadHref: (id: string) => hrefWith("lead", id) };
}

/** Each filter applies as it changes (the search after a pause in typing). */
function Filters({
  filters,
  board,
  onChange,
}: {
  filters: Filters;
  /** The board's columns are the stages: no status filter there. */
  board: boolean;
  onChange: (changes: Partial<Filters>) => void;
}) {
  const admins = useAdminQuery<{ items: LeadOwnerChoice[] }>(LEAD_OWNERS_API);
  return (
    <div role="search" aria-label="Filter leads" className="grid grid-cols-2 gap-3 lg:grid-cols-5 2xl:grid-cols-7">
      <SearchField
        label="Search"
        value={filters.q}
        placeholder="Name, e-mail, company, phone or message"
        onSearch={(q) => onChange({ q })}
        className="col-span-2 lg:col-span-5 2xl:col-span-2"
      />
      {board ? null : (
        <FilterSelect
          label="Status"
          value={filters.status}
          options={LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]] as const)}
          onChange={(status) => onChange({ status })}
        />
      )}
      <FilterSelect
        label="Quality"
        value={filters.quality}
        options={LEAD_QUALITIES.map((q) => [q, q] as const)}
        onChange={(quality) => onChange({ quality })}
      />
      <FilterSelect
        label="Source"
        value={filters.source}
        options={LEAD_CHANNELS.map((c) => [c, LEAD_CHANNEL_LABELS[c]] as const)}
        onChange={(source) => onChange({ source })}
      />
      <FilterSelect
        label="Type"
        value={filters.kind}
        options={LEAD_KINDS.map((k) => [k, LEAD_KIND_LABELS[k]] as const)}
        onChange={(kind) => onChange({ kind })}
      />
      <FilterSelect
        label="Owner"
        value={filters.owner}
        options={[["none", "Nobody yet"], ...(admins.data?.items.map((a) => [a.id, adminLabel(a)] as const) ?? [])]}
        onChange={(owner) => onChange({ owner })}
      />
    </div>
  );
}

function Who({ lead, href }: { lead: LeadSummary; href: string }) {
  // A phone number wraps as a whole: its groups belong together.
  const phone = lead.phone ? <span className="whitespace-nowrap">{lead.phone}</span> : null;
  const extra =
    lead.company && phone ? (
      <>
        {lead.company} · {phone}
      </>
    ) : (
      (lead.company ?? phone)
    );
  return (
    <>
      <Link to={href} preventScrollReset data-lead-link className="font-medium text-brand-700 underline">
        {leadTitle(lead)}
      </Link>
      {lead.name && lead.email ? (
        <ClippedText text={lead.email} className="max-w-56 text-xs font-normal text-slate-600" />
      ) : null}
      {extra ? <span className="block text-xs font-normal text-slate-600">{extra}</span> : null}
    </>
  );
}

function Owner({ lead }: { lead: LeadSummary }) {
  return (
    <span className="block text-sm">
      {lead.owner ? (
        <ClippedText text={adminLabel(lead.owner)} className="max-w-40" />
      ) : (
        <span className="whitespace-nowrap text-slate-600">Nobody yet</span>
      )}
      {lead.followUpOn ? (
        <span className="block text-xs whitespace-nowrap text-slate-600">Follow up {formatDay(lead.followUpOn)}</span>
      ) : null}
    </span>
  );
}

/** A table beside the sidebar from 1280 px; one card per lead below that. */
function LeadList({
  items,
  leadHref,
  selected,
  onSelect,
}: {
  items: LeadSummary[];
  leadHref: (id: string) => string;
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
}) {
  return (
    <DataTable
      label="Leads, newest first"
      rows={items}
      rowKey={(lead) => lead.id}
      selection={{ selected, onChange: onSelect, rowLabel: (lead) => leadTitle(lead) }}
      cardsBelow="xl"
      columns={[
        { key: "who", header: "Who", card: "title", cell: (lead) => <Who lead={lead} href={leadHref(lead.id)} /> },
        {
          key: "enquiry",
          header: "Enquiry",
          cell: (lead) => (
            <>
              <span className="flex flex-wrap items-baseline gap-x-2">
                <KindLabel kind={lead.kind} />
                {lead.enquiries > 1 ? (
                  <span className="text-xs whitespace-nowrap text-slate-600">+{lead.enquiries - 1} earlier</span>
                ) : null}
              </span>
              <span className="line-clamp-2 text-ink">{lead.headline}</span>
            </>
          ),
        },
        { key: "received", header: "Received", cell: (lead) => <RelativeTime value={lead.createdAt} /> },
        {
          key: "score",
          header: "Score",
          className: "whitespace-nowrap",
          cell: (lead) => (
            <>
              <span className="mr-2 tabular-nums">{lead.leadScore}</span>
              <QualityBadge quality={lead.leadQuality} />
            </>
          ),
        },
        {
          key: "source",
          header: "Source",
          cell: (lead) => <ClippedText text={leadSourceText(lead.source)} className="max-w-40" />,
        },
        {
          key: "status",
          header: "Status",
          className: "whitespace-nowrap",
          cell: (lead) => (
            <>
              <StatusBadge status={lead.status} />
              {lead.dealValue !== null ? (
                <span className="mt-1 block text-xs whitespace-nowrap text-slate-600 tabular-nums">
                  {formatMoney(lead.dealValue, lead.currency)}
                </span>
              ) : null}
            </>
          ),
        },
        { key: "owner", header: "Owner", cell: (lead) => <Owner lead={lead} /> },
      ]}
    />
  );
}

/** /admin/leads */
export function AdminLeads() {
  const can = useCan();
  const { filters, page, selected, update, leadHref } = useLeadParams();
  const board = filters.view === LEAD_BOARD_VIEW;
  const { view: _view, status: _status, ...boardFilters } = filters;
  const query = useAdminQuery<LeadListResponse>(
    LEADS_API,
    { ...filters, page, pageSize: PAGE_SIZE },
    { placeholderData: (previous) => previous, enabled: !board },
  );
  const newCount = useNewLeadCount();
  const filtered = LEAD_FILTER_KEYS.some((k) => filters[k] && filters[k] !== LEAD_BOARD_VIEW);
  // The selection is of the rows on screen: another page, view or filter starts a new one.
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const listKey = JSON.stringify({ filters, page });
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey names what resets the selection
  useEffect(() => setPicked(new Set()), [listKey]);
  useLeadKeys();
  const clearFilters = () =>
    update({
      ...Object.fromEntries(LEAD_FILTER_KEYS.map((k) => [k, null])),
      view: board ? LEAD_BOARD_VIEW : null,
      page: null,
    });

  return (
    <>
      <AdminPageHeader
        title="Leads"
        lead={
          <>
            Everyone who got in touch, newest first: one lead per person, with their contact messages, quiz results,
            calculator requests and bookings together.{" "}
            {newCount !== null ? <strong>{newLeadsText(newCount)}.</strong> : null}
          </>
        }
        actions={
          <>
            <Link
              to="/admin/sales-applications"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline"
            >
              <Briefcase aria-hidden="true" className="size-4" />
              Sales applications
            </Link>
            {can("exportPersonalData") ? (
              <ExportCsvButton
                // The board's "view" is a layout, not a filter: its export holds every deal matching its filters.
                url={withParams(`${LEADS_API}/export.csv`, board ? boardFilters : filters)}
                fileName="leads.csv"
                done={{ title: "Leads exported", description: "The CSV holds every lead that matches the filters." }}
              />
            ) : null}
          </>
        }
      />
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        {board ? (
          <p className="self-center text-sm text-slate-700">Every deal by stage, with what each stage is worth.</p>
        ) : (
          <Segmented
            label="Saved views"
            options={VIEW_OPTIONS}
            value={(filters.view || "all") as (typeof VIEW_OPTIONS)[number][0]}
            onChange={(view) => update({ view: view === "all" ? null : view, page: null })}
          />
        )}
        <Segmented
          label="Layout"
          options={LAYOUTS}
          value={board ? "board" : "list"}
          onChange={(layout) => update({ view: layout === "board" ? LEAD_BOARD_VIEW : null, status: null, page: null })}
        />
      </div>
      <Panel className="mb-4">
        <Filters filters={filters} board={board} onChange={(changes) => update({ ...changes, page: null })} />
      </Panel>
      {board ? (
        <LeadBoardView params={boardFilters} leadHref={leadHref} />
      ) : (
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
                  Contact messages, saved quiz results, calculator consultation requests and bookings appear here as
                  they arrive.
                </EmptyState>
              )
            }
          >
            {(data) => {
              const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
              return (
                <>
                  <ListSummary
                    total={data.total}
                    page={data.page}
                    pages={pages}
                    noun={["lead", "leads"]}
                    filtered={filtered}
                    onClear={clearFilters}
                  />
                  {picked.size ? <BulkBar selected={picked} onDone={() => setPicked(new Set())} /> : null}
                  <LeadList items={data.items} leadHref={leadHref} selected={picked} onSelect={setPicked} />
                  <p className="mt-3 hidden text-xs text-slate-600 lg:block">
                    Keyboard: <kbd className="rounded border border-slate-300 px-1 font-mono">j</kbd> and{" "}
                    <kbd className="rounded border border-slate-300 px-1 font-mono">k</kbd> move between leads,{" "}
                    <kbd className="rounded border border-slate-300 px-1 font-mono">Enter</kbd> opens one,{" "}
                    <kbd className="rounded border border-slate-300 px-1 font-mono">Esc</kbd> closes it.
                  </p>
                  <Pager
                    page={data.page}
                    pages={pages}
                    label="Pages of leads"
                    onPage={(p) => update({ page: String(p) })}
                  />
                </>
              );
            }}
          </QueryView>
        </Panel>
      )}
      <RecordDrawer
        open={Boolean(selected)}
        onClose={() => update({ lead: null })}
        title="Lead"
        description="Who wrote, what they asked, where they came from and the follow-up."
        closeLabel="Close lead"
      >
        {selected ? <LeadDetailView id={selected} /> : null}
      </RecordDrawer>
    </>
  );
}
