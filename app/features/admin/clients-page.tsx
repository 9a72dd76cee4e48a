import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, Download, Filter, Trash2, X } from "lucide-react";
import { AlertDialog, Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import {
  CLIENT_SORTS,
  type ClientBooking,
  type ClientDetail,
  type ClientListResponse,
  type ClientSort,
  type ErasedClientCounts,
} from "../../../common/admin";
import { LEAD_QUALITIES } from "../../../common/lead-score";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { adminErrorMessage, adminJson, adminRequest, type QueryParams, useAdminQuery, withParams } from "./admin-api";
import { JourneyStoryView } from "./journey-story-view";
import { AdminPageHeader, EmptyState, QualityBadge, QueryView, ScrollArea } from "./ui";
import { formatInteger } from "../../../common/format";
import { inputClassSm } from "../../components/ui/field";
import { Panel } from "../../components/ui/panel";
import { RelativeTime } from "../../components/ui/relative-time";

const FILTER_KEYS = ["quality", "source", "affiliate", "from", "to", "q"] as const;

const SORT_LABELS: Record<ClientSort, string> = {
  lastVisit: "Last visit",
  firstVisit: "First visit",
  leadScore: "Lead score",
  visitCount: "Visits",
};

const BOOKING_STATUS_LABELS: Record<string, string> = { confirmed: "Confirmed", rescheduled: "Rescheduled", cancelled: "Cancelled" };

/** Meetings the scheduling page confirmed by webhook (not clicks on a consultation link). */
function BookingList({ bookings }: { bookings: ClientBooking[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">Booked consultations ({bookings.length})</h3>
      {bookings.length ? (
        <ul className="mt-1 space-y-1 text-sm">
          {bookings.map((b) => (
            <li key={b.id}>
              <span className="font-medium">{BOOKING_STATUS_LABELS[b.status] ?? b.status}</span> · {b.title ?? "Consultation"} on{" "}
              <time dateTime={b.startTime}>{new Date(b.startTime).toLocaleString()}</time> · {b.provider === "calcom" ? "Cal.com" : "Calendly"}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">None confirmed by the scheduling page.</p>
      )}
    </div>
  );
}

function useListParams() {
  const [search, setSearch] = useSearchParams();
  const sortParam = search.get("sort");
  const sort: ClientSort = (CLIENT_SORTS as readonly string[]).includes(sortParam ?? "") ? (sortParam as ClientSort) : "lastVisit";
  const dir: "asc" | "desc" = search.get("dir") === "asc" ? "asc" : "desc";
  const page = Math.max(1, Number(search.get("page")) || 1);
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) ?? ""])) as Record<(typeof FILTER_KEYS)[number], string>;
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { preventScrollReset: true });
  };
  return { sort, dir, page, filters, selected: search.get("client"), update };
}

function FiltersForm({ filters, onApply }: { filters: Record<string, string>; onApply: (f: Record<string, string>) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(Object.fromEntries(FILTER_KEYS.map((k) => [k, String(data.get(k) ?? "").trim()])));
  };
  const active = FILTER_KEYS.some((k) => filters[k]);
  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-7" aria-label="Filter clients" key={JSON.stringify(filters)}>
      <label className="text-sm font-medium text-ink lg:col-span-2">
        Search
        <input name="q" type="search" defaultValue={filters.q} placeholder="E-mail, name, company or id" className={`mt-1 ${inputClassSm}`} />
      </label>
      <label className="text-sm font-medium text-ink">
        Quality
        <select name="quality" defaultValue={filters.quality} className={`mt-1 ${inputClassSm}`}>
          <option value="">Any</option>
          {LEAD_QUALITIES.map((q) => (
            <option key={q} value={q}>
              {q}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-ink">
        UTM source
        <input name="source" defaultValue={filters.source} className={`mt-1 ${inputClassSm}`} />
      </label>
      <label className="text-sm font-medium text-ink">
        Affiliate code
        <input name="affiliate" defaultValue={filters.affiliate} className={`mt-1 ${inputClassSm}`} />
      </label>
      <label className="text-sm font-medium text-ink">
        Last visit from
        <input name="from" type="date" defaultValue={filters.from} className={`mt-1 ${inputClassSm}`} />
      </label>
      <label className="text-sm font-medium text-ink">
        Last visit to
        <input name="to" type="date" defaultValue={filters.to} className={`mt-1 ${inputClassSm}`} />
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-7">
        <Button type="submit" size="sm">
          <Filter aria-hidden="true" className="size-4" />
          Apply filters
        </Button>
        {active ? (
          <Button variant="secondary" size="sm" onClick={() => onApply(Object.fromEntries(FILTER_KEYS.map((k) => [k, ""])))}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function SortHeader({ column, sort, dir, onSort }: { column: ClientSort; sort: ClientSort; dir: "asc" | "desc"; onSort: (c: ClientSort) => void }) {
  const active = sort === column;
  return (
    <th scope="col" className="py-2 pr-3 font-medium" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"}>
      <button type="button" onClick={() => onSort(column)} className="inline-flex items-center gap-1 rounded hover:text-ink">
        {SORT_LABELS[column]}
        {active ? dir === "asc" ? <ArrowUp aria-hidden="true" className="size-3.5" /> : <ArrowDown aria-hidden="true" className="size-3.5" /> : null}
      </button>
    </th>
  );
}

async function downloadCsv(params: QueryParams) {
  const response = await adminRequest("GET", withParams("/api/admin/clients/export.csv", params));
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "clients.csv";
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-ink">{children ?? "—"}</dd>
    </div>
  );
}

function erasedDescription(d: ErasedClientCounts): string {
  const parts = [
    [d.journeyEvents, "journey event", "journey events"],
    [d.funnelEvents, "funnel record", "funnel records"],
    [d.contactMessages, "contact message", "contact messages"],
    [d.quizResults, "quiz result", "quiz results"],
    [d.salesApplications, "sales application", "sales applications"],
  ] as const;
  const erased = parts.map(([n, one, many]) => `${n} ${n === 1 ? one : many}`).join(", ");
  const referrals = d.referralsAnonymised ? ` ${d.referralsAnonymised} affiliate referral${d.referralsAnonymised === 1 ? " was" : "s were"} kept without personal details.` : "";
  return `The record and everything about the person were erased: ${erased}.${referrals}`;
}

function ClientDetailView({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const query = useAdminQuery<ClientDetail>(`/api/admin/clients/${encodeURIComponent(id)}`);
  const queryClient = useQueryClient();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => adminJson<{ deleted: ErasedClientCounts }>("DELETE", `/api/admin/clients/${encodeURIComponent(id)}`),
    onSuccess: (result) => {
      setConfirmOpen(false);
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      toast({
        title: "Client record deleted",
        description: erasedDescription(result.deleted),
        variant: "success",
      });
      onDeleted();
    },
  });

  return (
    <QueryView query={query}>
      {(c) => (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-2">
            <QualityBadge quality={c.leadQuality} />
            <span className="text-sm text-slate-700">
              Lead score <strong className="tabular-nums">{c.leadScore}</strong>
            </span>
          </div>
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Field label="Client id">
              <span className="font-mono text-xs">{c.id}</span>
            </Field>
            <Field label="Name">{c.name}</Field>
            <Field label="E-mail">{c.email}</Field>
            <Field label="Phone">{c.phone}</Field>
            <Field label="Company">{c.company}</Field>
            <Field label="Visits">{c.visitCount}</Field>
            <Field label="First visit">
              <RelativeTime value={c.firstVisit} />
            </Field>
            <Field label="Last visit">
              <RelativeTime value={c.lastVisit} />
            </Field>
            <Field label="UTM source / medium / campaign">{[c.utmSource, c.utmMedium, c.utmCampaign].map((v) => v ?? "—").join(" / ")}</Field>
            <Field label="Referrer">{c.referrer}</Field>
            <Field label="Affiliate code">{c.affiliateCode}</Field>
            <Field label="Consultation requests">{c.consultationRequests}</Field>
            <Field label="Confirmed bookings">{c.bookings.filter((b) => b.status !== "cancelled").length}</Field>
          </dl>
          <div>
            <h3 className="text-sm font-semibold">Pages viewed ({c.pageViews.length})</h3>
            {c.pageViews.length ? (
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {c.pageViews.map((p) => (
                  <li key={p} className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-800">
                    {p}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">None recorded.</p>
            )}
          </div>
          <div>
            <h3 className="text-sm font-semibold">Form submissions ({c.formSubmissions.length})</h3>
            {c.formSubmissions.length ? (
              <ul className="mt-1 space-y-1 text-sm">
                {c.formSubmissions.map((f) => (
                  <li key={`${f.form}-${f.at}`}>
                    <span className="font-medium">{f.form}</span> · <RelativeTime value={f.at} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">None.</p>
            )}
          </div>
          <BookingList bookings={c.bookings} />
          <div>
            <h3 className="text-sm font-semibold">Consultation requests ({c.consultationRequests})</h3>
            {c.consultationEvents.length ? (
              <ul className="mt-1 space-y-1 text-sm">
                {c.consultationEvents.map((e) => (
                  <li key={e.occurredAt}>
                    {e.element ?? "Consultation button"} on <span className="font-mono text-xs">{e.page}</span> · <RelativeTime value={e.occurredAt} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{c.consultationRequests ? "Recorded in the visitor's record; no matching click in the event stream." : "None."}</p>
            )}
          </div>
          <div>
            <h3 className="text-sm font-semibold">Journey ({c.journey.length} visit{c.journey.length === 1 ? "" : "s"})</h3>
            <div className="mt-2">
              <JourneyStoryView sessions={c.journey} events={c.events} truncated={c.eventsTruncated} />
            </div>
          </div>
          <div className="border-t border-slate-200 pt-4">
            <AlertDialog.Root open={confirmOpen} onOpenChange={setConfirmOpen}>
              <AlertDialog.Trigger asChild>
                <Button variant="secondary" size="sm" className="text-red-700">
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete record and events
                </Button>
              </AlertDialog.Trigger>
              <AlertDialog.Portal>
                <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/60" />
                <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
                  <AlertDialog.Title className="text-lg font-bold text-ink">Delete this client record?</AlertDialog.Title>
                  <AlertDialog.Description className="mt-2 text-sm text-slate-700">
                    The record and every journey event and funnel record of this visitor are erased for good, as an erasure request requires. This
                    cannot be undone.
                  </AlertDialog.Description>
                  {remove.isError ? (
                    <p role="alert" className="mt-3 text-sm text-red-700">
                      {adminErrorMessage(remove.error)}
                    </p>
                  ) : null}
                  <div className="mt-5 flex justify-end gap-2">
                    <AlertDialog.Cancel asChild>
                      <Button variant="secondary" size="sm">
                        Cancel
                      </Button>
                    </AlertDialog.Cancel>
                    <Button size="sm" className="bg-red-700 hover:bg-red-800" disabled={remove.isPending} onClick={() => remove.mutate()}>
                      {remove.isPending ? "Deleting…" : "Delete for good"}
                    </Button>
                  </div>
                </AlertDialog.Content>
              </AlertDialog.Portal>
            </AlertDialog.Root>
          </div>
        </div>
      )}
    </QueryView>
  );
}

/** /admin/clients */
export function AdminClients() {
  const { sort, dir, page, filters, selected, update } = useListParams();
  const [pageSize] = useState(25);
  const params: QueryParams = { ...filters, sort, dir, page, pageSize };
  const query = useAdminQuery<ClientListResponse>("/api/admin/clients", params, { placeholderData: (previous) => previous });
  const [exporting, setExporting] = useState(false);

  const onSort = (column: ClientSort) =>
    update({ sort: column, dir: sort === column && dir === "desc" ? "asc" : "desc", page: null });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv({ ...filters, sort, dir });
    } catch (error) {
      toast({ title: "Export failed", description: adminErrorMessage(error), variant: "error" });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Clients"
        lead="Every visitor's client record with its lead score. Filters apply to the list and the CSV export."
        actions={
          <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting}>
            <Download aria-hidden="true" className="size-4" />
            {exporting ? "Exporting…" : "Export CSV"}
          </Button>
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
            <EmptyState title={Object.values(filters).some(Boolean) ? "No client records match these filters" : "No client records yet"}>
              Records appear once visitors browse the site with tracking allowed.
            </EmptyState>
          }
        >
          {(data) => {
            const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
            return (
              <>
                <p className="mb-2 text-sm text-slate-600" aria-live="polite">
                  {formatInteger(data.total)} record{data.total === 1 ? "" : "s"} · page {data.page} of {formatInteger(pages)}
                </p>
                <ScrollArea label={"Client records table"}>
                  <table className="w-full min-w-[56rem] text-left text-sm">
                    <caption className="sr-only">Client records</caption>
                    <thead>
                      <tr className="text-slate-600">
                        <th scope="col" className="py-2 pr-3 font-medium">
                          Contact
                        </th>
                        <SortHeader column="visitCount" sort={sort} dir={dir} onSort={onSort} />
                        <SortHeader column="lastVisit" sort={sort} dir={dir} onSort={onSort} />
                        <SortHeader column="leadScore" sort={sort} dir={dir} onSort={onSort} />
                        <th scope="col" className="py-2 pr-3 font-medium">
                          UTM source
                        </th>
                        <th scope="col" className="py-2 pr-3 font-medium">
                          Affiliate
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.items.map((c) => (
                        <tr key={c.id} className="border-t border-slate-100 align-top">
                          <td className="py-2 pr-3">
                            <button type="button" className="text-left font-medium text-brand-700 underline" onClick={() => update({ client: c.id })}>
                              {c.name || c.email || `Visitor ${c.id.slice(0, 8)}`}
                            </button>
                            <span className="block text-xs text-slate-600">{[c.email && c.name ? c.email : null, c.phone, c.company].filter(Boolean).join(" · ")}</span>
                          </td>
                          <td className="py-2 pr-3 tabular-nums">{c.visitCount}</td>
                          <td className="py-2 pr-3 whitespace-nowrap">
                            <RelativeTime value={c.lastVisit} />
                          </td>
                          <td className="py-2 pr-3 whitespace-nowrap">
                            <span className="mr-2 tabular-nums">{c.leadScore}</span>
                            <QualityBadge quality={c.leadQuality} />
                          </td>
                          <td className="py-2 pr-3">{c.utmSource ?? "—"}</td>
                          <td className="py-2 pr-3">{c.affiliateCode ?? "—"}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollArea>
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
      <Dialog.Root open={Boolean(selected)} onOpenChange={(open) => (open ? null : update({ client: null }))}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
          <Dialog.Content className="fixed inset-y-0 right-0 z-50 w-full max-w-2xl overflow-y-auto bg-white p-5 shadow-2xl sm:p-7">
            <div className="mb-4 flex items-start justify-between gap-3">
              <div>
                <Dialog.Title className="text-xl font-bold text-ink">Client record</Dialog.Title>
                <Dialog.Description className="text-sm text-slate-600">The whole record, its submissions and its visits' events.</Dialog.Description>
              </div>
              <Dialog.Close className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-ink" aria-label="Close client record">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            {selected ? <ClientDetailView id={selected} onDeleted={() => update({ client: null })} /> : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
