import { Briefcase, ChevronLeft, ChevronRight, Download, Filter, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
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
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { adminErrorMessage, adminRequest, type QueryParams, useAdminQuery, withParams } from "../admin-api";
import { AdminPageHeader, EmptyState, QualityBadge, QueryView } from "../ui";
import { formatInteger } from "../../../../common/format";
import { inputClassSm } from "../../../components/ui/field";
import { Panel } from "../../../components/ui/panel";
import { RelativeTime } from "../../../components/ui/relative-time";
import { LeadDetailView } from "./lead-detail";
import { formatDay, KindLabel, LEADS_API, leadTitle, StatusBadge, useNewLeadCount } from "./lead-ui";

type Filters = Record<(typeof LEAD_FILTER_KEYS)[number], string>;
const PAGE_SIZE = 25;

function useLeadParams() {
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(LEAD_FILTER_KEYS.map((k) => [k, search.get(k) ?? ""])) as Filters;
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { preventScrollReset: true });
  };
  const leadHref = (id: string) => {
    const next = new URLSearchParams(search);
    next.set("lead", id);
    return `?${next.toString()}`;
  };
  return { filters, page: Math.max(1, Number(search.get("page")) || 1), selected: search.get("lead"), update, leadHref };
}

function Select({ name, label, value, options }: { name: string; label: string; value: string; options: [string, string][] }) {
  return (
    <label className="min-w-0 text-sm font-medium text-ink">
      {label}
      <select name={name} defaultValue={value} className={`mt-1 ${inputClassSm}`}>
        <option value="">Any</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

function FiltersForm({ filters, onApply }: { filters: Filters; onApply: (f: Filters) => void }) {
  const admins = useAdminQuery<{ items: AdminAccount[] }>("/api/admin/admins");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(Object.fromEntries(LEAD_FILTER_KEYS.map((k) => [k, String(data.get(k) ?? "").trim()])) as Filters);
  };
  const active = LEAD_FILTER_KEYS.some((k) => filters[k]);
  return (
    <form onSubmit={submit} className="grid grid-cols-2 gap-3 lg:grid-cols-5 xl:grid-cols-7" aria-label="Filter leads" key={JSON.stringify(filters)}>
      <label className="col-span-2 text-sm font-medium text-ink lg:col-span-5 xl:col-span-2">
        Search
        <input name="q" type="search" defaultValue={filters.q} placeholder="Name, e-mail, company, phone or message" className={`mt-1 ${inputClassSm}`} />
      </label>
      <Select name="status" label="Status" value={filters.status} options={LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]])} />
      <Select name="quality" label="Quality" value={filters.quality} options={LEAD_QUALITIES.map((q) => [q, q])} />
      <Select name="source" label="Source" value={filters.source} options={LEAD_CHANNELS.map((c) => [c, LEAD_CHANNEL_LABELS[c]])} />
      <Select name="kind" label="Type" value={filters.kind} options={LEAD_KINDS.map((k) => [k, LEAD_KIND_LABELS[k]])} />
      <Select
        name="owner"
        label="Owner"
        value={filters.owner}
        options={[["none", "Nobody yet"], ...(admins.data?.items.map((a): [string, string] => [a.id, a.email]) ?? [])]}
      />
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-5 xl:col-span-7">
        <Button type="submit" size="sm">
          <Filter aria-hidden="true" className="size-4" />
          Apply filters
        </Button>
        {active ? (
          <Button variant="secondary" size="sm" onClick={() => onApply(Object.fromEntries(LEAD_FILTER_KEYS.map((k) => [k, ""])) as Filters)}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}

async function downloadCsv(params: QueryParams) {
  const response = await adminRequest("GET", withParams(`${LEADS_API}/export.csv`, params));
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "leads.csv";
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(filters);
      toast({ title: "Leads exported", description: "The CSV holds every lead that matches the filters.", variant: "success" });
    } catch (error) {
      toast({ title: "Export failed", description: adminErrorMessage(error), variant: "error" });
    } finally {
      setExporting(false);
    }
  };

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
            <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting}>
              <Download aria-hidden="true" className="size-4" />
              {exporting ? "Exporting…" : "Export CSV"}
            </Button>
          </>
        }
      />
      <Panel className="mb-4">
        <FiltersForm filters={filters} onApply={(f) => update({ ...f, page: null })} />
      </Panel>
      <Panel>
        <QueryView
          query={query}
          isEmpty={(d) => d.total === 0}
          empty={
            <EmptyState title={Object.values(filters).some(Boolean) ? "No leads match these filters" : "No enquiries yet"}>
              Contact messages, saved quiz results, calculator consultation requests and bookings appear here as they arrive.
            </EmptyState>
          }
        >
          {(data) => {
            const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
            return (
              <>
                <p className="mb-2 text-sm text-slate-600" aria-live="polite">
                  {formatInteger(data.total)} lead{data.total === 1 ? "" : "s"} · page {data.page} of {formatInteger(pages)}
                </p>
                <LeadTable items={data.items} leadHref={leadHref} />
                <LeadCards items={data.items} leadHref={leadHref} />
                <nav aria-label="Pages" className="mt-3 flex items-center justify-end gap-2">
                  <Button variant="secondary" size="sm" disabled={data.page <= 1} onClick={() => update({ page: String(data.page - 1) })}>
                    <ChevronLeft aria-hidden="true" className="size-4" />
                    Previous
                  </Button>
                  <Button variant="secondary" size="sm" disabled={data.page >= pages} onClick={() => update({ page: String(data.page + 1) })}>
                    Next
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </Button>
                </nav>
              </>
            );
          }}
        </QueryView>
      </Panel>
      <Dialog.Root open={Boolean(selected)} onOpenChange={(open) => (open ? null : update({ lead: null }))}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
          <Dialog.Content className="fixed inset-y-0 right-0 z-50 w-full max-w-2xl overflow-y-auto bg-white p-5 shadow-2xl sm:p-7">
            <div className="mb-4 flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Dialog.Title className="text-xl font-bold text-ink">Lead</Dialog.Title>
                <Dialog.Description className="text-sm text-slate-600">Who wrote, what they asked, where they came from and the follow-up.</Dialog.Description>
              </div>
              <Dialog.Close className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-ink" aria-label="Close lead">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            {selected ? <LeadDetailView id={selected} relatedHref={leadHref} /> : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
