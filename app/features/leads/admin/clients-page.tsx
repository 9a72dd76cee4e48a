import { ArrowDown, ArrowUp } from "lucide-react";
import { AdminPageHeader } from "#app/components/ui/admin-page-header";
import { ListSkeleton } from "#app/components/ui/admin-skeletons";
import { ClippedText } from "#app/components/ui/clipped-text";
import { DataTable } from "#app/components/ui/data-table";
import { inputClassSm } from "#app/components/ui/input-class";
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
import { type QueryParams, useAdminQuery, withParams } from "#app/lib/admin-api";
import { useCan } from "#app/lib/admin-role";
import {
  CLIENT_SEGMENTS,
  CLIENT_SORTS,
  type ClientListResponse,
  type ClientSegment,
  type ClientSort,
  type ClientSummary,
} from "#common/admin";
import { LEAD_QUALITIES } from "#common/lead-score";
import { ClientDetailView } from "./client-detail";
import { QualityBadge } from "./quality-badge";
import { ScoreScaleHint, ScoreScaleTooltip } from "./score-scale";

const FILTER_KEYS = ["quality", "source", "affiliate", "from", "to", "q"] as const;
const PAGE_SIZE = 25;

const SEGMENT_LABELS: Record<ClientSegment, string> = {
  identified: "Identified",
  hot: "Hot and Super Hot",
  all: "All visitors",
};
/** The tab an admin lands on: people who left a name or contact detail. */
const DEFAULT_SEGMENT: ClientSegment = "identified";
const SEGMENT_ORDER: ClientSegment[] = ["identified", "hot", "all"];

const SORT_LABELS: Record<ClientSort, string> = {
  lastVisit: "Last visit",
  firstVisit: "First visit",
  leadScore: "Score",
  visitCount: "Visits",
};

const EMPTY: Record<ClientSegment, { title: string; text: React.ReactNode }> = {
  identified: {
    title: "Nobody has left a name or contact details yet",
    text: "Anonymous visitors are listed under All visitors.",
  },
  hot: { title: "No Hot or Super Hot leads yet", text: <ScoreScaleHint /> },
  all: { title: "No client records yet", text: "Records appear once visitors browse the site with tracking allowed." },
};

function useClientParams() {
  const { search, update, page } = useListSearch();
  const sortParam = search.get("sort");
  const sort: ClientSort = (CLIENT_SORTS as readonly string[]).includes(sortParam ?? "")
    ? (sortParam as ClientSort)
    : "lastVisit";
  const dir: "asc" | "desc" = search.get("dir") === "asc" ? "asc" : "desc";
  const segmentParam = search.get("segment");
  const segment: ClientSegment = (CLIENT_SEGMENTS as readonly string[]).includes(segmentParam ?? "")
    ? (segmentParam as ClientSegment)
    : DEFAULT_SEGMENT;
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) ?? ""])) as Record<
    (typeof FILTER_KEYS)[number],
    string
  >;
  return { sort, dir, page, segment, filters, selected: search.get("client"), update };
}

/** Each filter applies as it changes (the search after a pause in typing); the page goes back to 1. */
function Filters({
  filters,
  onChange,
}: {
  filters: Record<string, string>;
  onChange: (changes: Record<string, string>) => void;
}) {
  return (
    <div
      role="search"
      aria-label="Filter clients"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7"
    >
      <SearchField
        label="Search"
        value={filters.q}
        placeholder="E-mail, name, company or id"
        onSearch={(q) => onChange({ q })}
        className="sm:col-span-2"
      />
      <FilterSelect
        label="Quality"
        value={filters.quality}
        options={LEAD_QUALITIES.map((q) => [q, q] as const)}
        onChange={(quality) => onChange({ quality })}
      />
      <label className="min-w-0 text-sm font-medium text-ink">
        UTM source
        <input
          defaultValue={filters.source}
          key={`s-${filters.source}`}
          onBlur={(e) => onChange({ source: e.target.value.trim() })}
          onKeyDown={(e) => e.key === "Enter" && onChange({ source: e.currentTarget.value.trim() })}
          className={`mt-1 ${inputClassSm}`}
        />
      </label>
      <label className="min-w-0 text-sm font-medium text-ink">
        Affiliate code
        <input
          defaultValue={filters.affiliate}
          key={`a-${filters.affiliate}`}
          onBlur={(e) => onChange({ affiliate: e.target.value.trim() })}
          onKeyDown={(e) => e.key === "Enter" && onChange({ affiliate: e.currentTarget.value.trim() })}
          className={`mt-1 ${inputClassSm}`}
        />
      </label>
      <label className="min-w-0 text-sm font-medium text-ink">
        Last visit from
        <input
          type="date"
          value={filters.from}
          onChange={(e) => onChange({ from: e.target.value })}
          className={`mt-1 ${inputClassSm}`}
        />
      </label>
      <label className="min-w-0 text-sm font-medium text-ink">
        Last visit to
        <input
          type="date"
          value={filters.to}
          onChange={(e) => onChange({ to: e.target.value })}
          className={`mt-1 ${inputClassSm}`}
        />
      </label>
    </div>
  );
}

function SortButton({
  column,
  sort,
  dir,
  onSort,
}: {
  column: ClientSort;
  sort: ClientSort;
  dir: "asc" | "desc";
  onSort: (c: ClientSort) => void;
}) {
  const active = sort === column;
  return (
    <button
      type="button"
      onClick={() => onSort(column)}
      className="inline-flex items-center gap-1 rounded font-semibold hover:text-ink"
    >
      {SORT_LABELS[column]}
      {active ? (
        dir === "asc" ? (
          <ArrowUp aria-hidden="true" className="size-3.5" />
        ) : (
          <ArrowDown aria-hidden="true" className="size-3.5" />
        )
      ) : null}
      {active ? <span className="sr-only">{dir === "asc" ? "(ascending)" : "(descending)"}</span> : null}
    </button>
  );
}

const who = (c: ClientSummary) => c.name || c.email || `Anonymous visitor ${c.id.slice(0, 8)}`;
const contactLine = (c: ClientSummary) => [c.name ? c.email : null, c.phone].filter(Boolean).join(" · ");
const sourceLine = (c: ClientSummary) =>
  [c.utmSource, c.affiliateCode ? `partner ${c.affiliateCode}` : null].filter(Boolean).join(" · ") || "—";

function ClientTable({
  items,
  sorting,
  open,
}: {
  items: ClientSummary[];
  sorting: { sort: ClientSort; dir: "asc" | "desc"; onSort: (c: ClientSort) => void };
  open: (id: string) => void;
}) {
  const sortable = (column: ClientSort) => <SortButton column={column} {...sorting} />;
  return (
    <DataTable
      label="Client records"
      rows={items}
      rowKey={(c) => c.id}
      cardsBelow="xl"
      columns={[
        {
          key: "name",
          header: "Name",
          card: "title",
          cell: (c) => (
            <>
              <button
                type="button"
                className="text-left font-medium text-brand-700 underline"
                onClick={() => open(c.id)}
              >
                {who(c)}
              </button>
              {contactLine(c) ? (
                <ClippedText text={contactLine(c)} className="max-w-64 text-xs font-normal text-slate-600" />
              ) : null}
            </>
          ),
        },
        {
          key: "company",
          header: "Company",
          cell: (c) => <ClippedText text={c.company ?? "—"} className="max-w-56" />,
        },
        { key: "visits", header: sortable("visitCount"), align: "right", cell: (c) => c.visitCount },
        {
          key: "lastVisit",
          header: sortable("lastVisit"),
          className: "whitespace-nowrap",
          cell: (c) => <RelativeTime value={c.lastVisit} />,
        },
        {
          key: "score",
          header: sortable("leadScore"),
          className: "whitespace-nowrap",
          cell: (c) => (
            <>
              <span className="mr-2 tabular-nums">{c.leadScore}</span>
              <QualityBadge quality={c.leadQuality} />
            </>
          ),
        },
        { key: "source", header: "Source", cell: (c) => <ClippedText text={sourceLine(c)} className="max-w-48" /> },
      ]}
    />
  );
}

/** /admin/clients */
export function AdminClients() {
  const can = useCan();
  const { sort, dir, page, segment, filters, selected, update } = useClientParams();
  const params: QueryParams = { ...filters, segment, sort, dir, page, pageSize: PAGE_SIZE };
  const query = useAdminQuery<ClientListResponse>("/api/admin/clients", params, {
    placeholderData: (previous) => previous,
  });
  const filtered = FILTER_KEYS.some((k) => filters[k]);
  const clearFilters = () => update({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, null])), page: null });

  return (
    <>
      <AdminPageHeader
        title="Clients"
        lead="Every visitor's record with its lead score. Filters apply to the list and the CSV export."
        actions={
          can("exportPersonalData") ? (
            <ExportCsvButton
              url={withParams("/api/admin/clients/export.csv", { ...filters, segment, sort, dir })}
              fileName="clients.csv"
              done={{
                title: "Clients exported",
                description: "The CSV holds every record of this tab that matches the filters.",
              }}
            />
          ) : null
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Segmented
          label="Which clients"
          options={SEGMENT_ORDER.map((s) => [s, SEGMENT_LABELS[s]] as const)}
          value={segment}
          onChange={(s) => update({ segment: s === DEFAULT_SEGMENT ? null : s, page: null })}
        />
        <ScoreScaleTooltip />
      </div>
      <Panel className="mb-4">
        <Filters filters={filters} onChange={(changes) => update({ ...changes, page: null })} />
      </Panel>
      <Panel>
        <QueryView
          query={query}
          loading={<ListSkeleton bare />}
          isEmpty={(d) => d.total === 0}
          empty={
            filtered ? (
              <NoMatches title="No client records match your search or filters" onClear={clearFilters} />
            ) : (
              <EmptyState title={EMPTY[segment].title}>{EMPTY[segment].text}</EmptyState>
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
                  noun={["record", "records"]}
                  filtered={filtered}
                  onClear={clearFilters}
                />
                <ClientTable
                  items={data.items}
                  sorting={{
                    sort,
                    dir,
                    onSort: (column) =>
                      update({ sort: column, dir: sort === column && dir === "desc" ? "asc" : "desc", page: null }),
                  }}
                  open={(id) => update({ client: id })}
                />
                <Pager
                  page={data.page}
                  pages={pages}
                  label="Pages of client records"
                  onPage={(p) => update({ page: String(p) })}
                />
              </>
            );
          }}
        </QueryView>
      </Panel>
      <RecordDrawer
        open={Boolean(selected)}
        onClose={() => update({ client: null })}
        title="Client record"
        description="The whole record, its submissions and its visits' events."
        closeLabel="Close client record"
      >
        {selected ? <ClientDetailView id={selected} onDeleted={() => update({ client: null })} /> : null}
      </RecordDrawer>
    </>
  );
}
