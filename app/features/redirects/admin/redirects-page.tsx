import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, Trash2, Upload } from "lucide-react";
import { type ChangeEvent, type FormEvent, type RefObject, useRef, useState } from "react";
import { AdminPageHeader } from "#app/components/ui/admin-page-header";
import { Button } from "#app/components/ui/button";
import { ClippedText } from "#app/components/ui/clipped-text";
import { ConfirmDialog, ConfirmDialogButtons } from "#app/components/ui/confirm-dialog";
import { type Column, DataTable } from "#app/components/ui/data-table";
import { Field } from "#app/components/ui/field";
import { inputClassSm } from "#app/components/ui/input-class";
import { ExportCsvButton } from "#app/components/ui/list-parts";
import { Panel } from "#app/components/ui/panel";
import { usePeriod } from "#app/components/ui/period-switch";
import { QueryView } from "#app/components/ui/query-view";
import { RelativeTime } from "#app/components/ui/relative-time";
import { SaveFooter } from "#app/components/ui/save-footer";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import {
  type MissingPage,
  REDIRECT_MATCH_LABELS,
  REDIRECT_MATCHES,
  REDIRECT_STATUS_LABELS,
  REDIRECT_STATUSES,
  type RedirectInput,
  type RedirectMatch,
  type RedirectRule,
} from "#common/redirects";

const REDIRECTS_API = "/api/admin/redirects";

interface Draft {
  from: string;
  match: RedirectMatch;
  to: string;
  status: string;
}
const EMPTY_DRAFT: Draft = { from: "", match: "exact", to: "", status: "301" };

/** The rules and the missing pages (which say which are redirected now) show the change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [REDIRECTS_API, `${REDIRECTS_API}/missing`].map((path) =>
        queryClient.invalidateQueries({ queryKey: ["admin", path] }),
      ),
    );
}

/** The add form; a missing page's "Create redirect" fills it and puts the cursor on the target. */
function AddRedirect({
  draft,
  setDraft,
  toField,
}: {
  draft: Draft;
  setDraft: (d: Draft) => void;
  toField: RefObject<HTMLInputElement | null>;
}) {
  const refresh = useRefresh();
  const add = useMutation({
    mutationFn: (rule: RedirectInput) => adminJson<{ id: string }>("POST", REDIRECTS_API, rule),
    onSuccess: (_, rule) => {
      void refresh();
      setDraft(EMPTY_DRAFT);
      toast({ title: "Redirect added", description: `${rule.from} now leads to ${rule.to}.`, variant: "success" });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate({ from: draft.from, match: draft.match, to: draft.to, status: Number(draft.status) as 301 | 302 });
  };
  const set = (key: keyof Draft) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft({ ...draft, [key]: event.currentTarget.value });
  return (
    <Panel title="Add a redirect">
      <form onSubmit={submit} aria-label="Add a redirect" className="grid gap-4 lg:grid-cols-2">
        <Field label="From" hint="A path on this site, such as /old-pricing" required>
          {(control) => (
            <input
              {...control}
              name="from"
              value={draft.from}
              onChange={set("from")}
              required
              className={inputClassSm}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Applies to">
          {(control) => (
            <select {...control} name="match" value={draft.match} onChange={set("match")} className={inputClassSm}>
              {REDIRECT_MATCHES.map((m) => (
                <option key={m} value={m}>
                  {REDIRECT_MATCH_LABELS[m]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="To" hint="A path on this site (/roi-overview) or a full address (https://…)" required>
          {(control) => (
            <input
              {...control}
              ref={toField}
              name="to"
              value={draft.to}
              onChange={set("to")}
              required
              className={inputClassSm}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Type">
          {(control) => (
            <select {...control} name="status" value={draft.status} onChange={set("status")} className={inputClassSm}>
              {REDIRECT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {REDIRECT_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="lg:col-span-2">
          <SaveFooter
            error={add.isError ? adminErrorMessage(add.error) : null}
            pending={add.isPending}
            label="Add redirect"
          />
        </div>
      </form>
    </Panel>
  );
}

function DeleteRedirect({ rule }: { rule: RedirectRule }) {
  const [open, setOpen] = useState(false);
  const refresh = useRefresh();
  const remove = useMutation({
    mutationFn: () => adminJson("DELETE", `${REDIRECTS_API}/${rule.id}`),
    onSuccess: () => {
      void refresh();
      setOpen(false);
      toast({ title: "Redirect deleted", description: `${rule.from} is no longer redirected.`, variant: "success" });
    },
    onError: (error) => toast({ title: "Not deleted", description: adminErrorMessage(error), variant: "error" }),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Delete the redirect from ${rule.from}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      }
      title="Delete this redirect?"
      description={`Visitors of ${rule.from} will see the 404 page again (browsers that saw it may follow it for a few more minutes).`}
    >
      <ConfirmDialogButtons>
        <Button variant="danger" size="sm" onClick={() => remove.mutate()} disabled={remove.isPending}>
          Delete redirect
        </Button>
      </ConfirmDialogButtons>
    </ConfirmDialog>
  );
}

const ruleColumns: Column<RedirectRule>[] = [
  {
    key: "from",
    header: "From",
    card: "title",
    cell: (r) => (
      <span className="font-medium text-ink">
        <ClippedText text={r.match === "prefix" ? `${r.from}/…` : r.from} className="max-w-80" />
      </span>
    ),
  },
  { key: "to", header: "To", cell: (r) => <ClippedText text={r.to} className="max-w-72" /> },
  {
    key: "status",
    header: "Type",
    className: "whitespace-nowrap",
    cell: (r) => (r.status === 301 ? "301 permanent" : "302 temporary"),
  },
  {
    key: "added",
    header: "Added",
    className: "whitespace-nowrap",
    cell: (r) => (
      <span>
        <RelativeTime value={r.createdAt} />
        {r.createdBy ? <ClippedText text={r.createdBy} className="max-w-48 text-xs text-slate-600" /> : null}
      </span>
    ),
  },
];

function ImportCsv() {
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefresh();
  const upload = useMutation({
    mutationFn: async (file: File) =>
      adminJson<{ imported: number }>("POST", `${REDIRECTS_API}/import`, { csv: await file.text() }),
    onSuccess: ({ imported }) => {
      void refresh();
      toast({ title: `${imported} ${imported === 1 ? "redirect" : "redirects"} imported`, variant: "success" });
    },
    onError: (error) => toast({ title: "Nothing imported", description: adminErrorMessage(error), variant: "error" }),
  });
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label="CSV file of redirects to import"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) upload.mutate(file);
          event.currentTarget.value = "";
        }}
      />
      <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
        <Upload aria-hidden="true" className="size-4" />
        {upload.isPending ? "Importing…" : "Import CSV"}
      </Button>
    </>
  );
}

function MissingPages({ onCreate }: { onCreate: (page: MissingPage) => void }) {
  const { period, control } = usePeriod("30d");
  const missing = useAdminQuery<{ pages: MissingPage[] }>(`${REDIRECTS_API}/missing`, { period });
  const columns: Column<MissingPage>[] = [
    {
      key: "path",
      header: "Path",
      card: "title",
      cell: (p) => (
        <span className="font-medium text-ink">
          <ClippedText text={p.path} />
        </span>
      ),
    },
    {
      key: "hits",
      header: "Hits",
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      cell: (p) => p.hits.toLocaleString("en-US"),
    },
    {
      key: "visitors",
      header: "Visitors",
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      cell: (p) => p.visitors.toLocaleString("en-US"),
    },
    {
      key: "from",
      header: "Came from",
      cell: (p) => (
        <ul>
          {p.referrers.map((r) => (
            <li key={r.from ?? "direct"} className="whitespace-nowrap">
              {r.from ?? "Direct or unknown"} <span className="text-slate-600">({r.hits})</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: "last",
      header: "Last seen",
      className: "whitespace-nowrap",
      cell: (p) => <RelativeTime value={p.lastSeen} />,
    },
  ];
  return (
    <Panel title="Missing pages" actions={control}>
      <p className="mb-3 text-sm text-slate-600">
        Addresses visitors reached the 404 page on, the most hit first. Send each to the page it meant.
      </p>
      <QueryView query={missing}>
        {({ pages }) => (
          <DataTable
            label="Missing pages"
            columns={columns}
            rows={pages}
            rowKey={(p) => p.path}
            actionsLabel="Redirect"
            actions={(p) =>
              p.redirectedTo ? (
                <span className="inline-flex items-center gap-1 text-sm whitespace-nowrap text-slate-700">
                  <ArrowRight aria-hidden="true" className="size-4 text-emerald-700" />
                  Redirected
                </span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onCreate(p)}
                  aria-label={`Create redirect from ${p.path}`}
                >
                  Create redirect
                </Button>
              )
            }
            empty={
              <p className="py-6 text-center text-sm text-slate-600">
                No visitor reached a missing page in this period.
              </p>
            }
          />
        )}
      </QueryView>
    </Panel>
  );
}

/** /admin/redirects: the rules, a form to add one, CSV import and export, and the missing pages. */
export function AdminRedirects() {
  const rules = useAdminQuery<{ rules: RedirectRule[] }>(REDIRECTS_API);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const toField = useRef<HTMLInputElement>(null);
  const createFrom = (page: MissingPage) => {
    setDraft({ ...EMPTY_DRAFT, from: page.path, to: page.suggestion ?? "" });
    toField.current?.scrollIntoView({ block: "center" });
    toField.current?.focus();
  };
  return (
    <>
      <AdminPageHeader
        title="Redirects"
        lead="Send a renamed page or a mistyped link to a page that exists, before visitors see the 404 page. Changes apply within seconds."
        actions={
          <>
            <ImportCsv />
            <ExportCsvButton
              url={`${REDIRECTS_API}/export.csv`}
              fileName="redirects.csv"
              done={{ title: "Redirects exported", description: "The CSV holds every rule: from, match, to, status." }}
            />
          </>
        }
      />
      <div className="grid gap-6">
        <AddRedirect draft={draft} setDraft={setDraft} toField={toField} />
        <Panel title="Rules">
          <QueryView query={rules}>
            {({ rules: list }) => (
              <DataTable
                label="Redirect rules"
                columns={ruleColumns}
                rows={list}
                rowKey={(r) => r.id}
                actions={(r) => <DeleteRedirect rule={r} />}
                empty={
                  <p className="py-6 text-center text-sm text-slate-600">
                    No redirects yet. Every address either is a page or shows the 404 page.
                  </p>
                }
              />
            )}
          </QueryView>
        </Panel>
        <MissingPages onCreate={createFrom} />
      </div>
    </>
  );
}
