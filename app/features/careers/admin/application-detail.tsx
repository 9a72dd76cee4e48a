import { type Query, useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Download, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClassSm } from "#app/components/ui/input-class";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, adminRequest, useAdminQuery } from "#app/lib/admin-api";
import { useCan } from "#app/lib/admin-role";
import {
  APPLICATION_PIPELINE,
  type ApplicationDetail,
  type ApplicationNote,
  type ApplicationStatus,
  type ApplicationSummary,
  applicationNoteSchema,
  STATUS_LABELS,
} from "#common/careers/application";
import { formatDate, formatDateTime } from "#common/format/date";
import { APPLICATIONS_API, describeHistory, formatBytes, moveLabel, roleTitle } from "./format";
import { StatusBadge } from "./status-badge";

/** Every cached admin query of this area: the list variants and the detail views. */
const isApplicationsQuery = (query: Query) =>
  typeof query.queryKey[1] === "string" && query.queryKey[1].startsWith(APPLICATIONS_API);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-ink sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Saves a Blob under `fileName` through a temporary link: a download, never shown inline. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

function Pipeline({ status }: { status: ApplicationStatus }) {
  const reached = status === "rejected" ? -1 : APPLICATION_PIPELINE.indexOf(status);
  return (
    <ol aria-label="Workflow" className="flex flex-wrap items-center gap-2 text-sm">
      {APPLICATION_PIPELINE.map((step, index) => (
        <li
          key={step}
          aria-current={step === status ? "step" : undefined}
          className={`rounded-full px-3 py-1 font-medium ${
            step === status
              ? "bg-brand-600 text-white"
              : index < reached
                ? "bg-brand-50 text-brand-800"
                : "bg-slate-100 text-slate-700"
          }`}
        >
          {STATUS_LABELS[step]}
        </li>
      ))}
      {status === "rejected" ? (
        <li aria-current="step" className="rounded-full bg-slate-700 px-3 py-1 font-medium text-white">
          Rejected
        </li>
      ) : null}
    </ol>
  );
}

/** One application: every field, the résumé download, the workflow, notes, history and deletion. */
export function ApplicationDetailView({ id }: { id: string }) {
  const can = useCan();
  const formId = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useAdminQuery<ApplicationDetail>(`${APPLICATIONS_API}/${id}`);
  const [confirming, setConfirming] = useState<"rejected" | "delete" | null>(null);
  // Button actions answer in a toast, like every admin action; a note's error stays by its form.
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: adminErrorMessage(error), variant: "error" });
  const [noteError, setNoteError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const listParams = new URLSearchParams(params);
  listParams.delete("id");
  const listHref = `/admin/sales-applications${listParams.size ? `?${listParams.toString()}` : ""}`;

  // Move focus to the applicant's name once it shows, so keyboard and screen-reader users land on it.
  const loadedName = detail.data?.name;
  useEffect(() => {
    if (loadedName) headingRef.current?.focus();
  }, [loadedName]);

  const refresh = () => queryClient.invalidateQueries({ predicate: isApplicationsQuery });

  const move = useMutation({
    mutationFn: (status: ApplicationStatus) =>
      adminJson<ApplicationSummary>("PATCH", `${APPLICATIONS_API}/${id}/status`, { status }),
    onSuccess: (updated) => {
      setConfirming(null);
      toast({ title: `Status changed to ${STATUS_LABELS[updated.status]}`, variant: "success" });
      return refresh();
    },
    onError: failed("Status not changed"),
  });

  const addNote = useMutation({
    mutationFn: (body: string) => adminJson<ApplicationNote>("POST", `${APPLICATIONS_API}/${id}/notes`, { body }),
    onSuccess: () => {
      toast({ title: "Note added", variant: "success" });
      return refresh();
    },
    onError: (error) => setNoteError(adminErrorMessage(error)),
  });

  const remove = useMutation({
    mutationFn: () => adminRequest("DELETE", `${APPLICATIONS_API}/${id}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ["admin", `${APPLICATIONS_API}/${id}`] });
      await refresh();
      toast({ title: "Application and résumé deleted", variant: "success" });
      navigate(listHref);
    },
    onError: failed("Application not deleted"),
  });

  const download = useMutation({
    mutationFn: async (fileName: string) => {
      const response = await adminRequest("GET", `${APPLICATIONS_API}/${id}/resume`);
      saveBlob(await response.blob(), fileName);
    },
    onSuccess: () => refresh(),
    onError: failed("The résumé could not be downloaded"),
  });

  const onNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = applicationNoteSchema.safeParse({ body: new FormData(form).get("body") });
    if (!parsed.success) {
      setNoteError(`The note ${parsed.error.issues[0]?.message ?? "is invalid"}`);
      return;
    }
    setNoteError(null);
    addNote.mutate(parsed.data.body, { onSuccess: () => form.reset() });
  };

  const back = (
    <Link to={listHref} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All applications
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <p className="text-sm text-slate-700">Loading the application…</p>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="space-y-4">
        {back}
        <Alert>The application could not be loaded: {adminErrorMessage(detail.error)}</Alert>
      </div>
    );
  }

  const app = detail.data;
  const busy = move.isPending || remove.isPending;
  const forward = app.nextStatuses.filter((s) => s !== "rejected");
  const canReject = app.nextStatuses.includes("rejected");

  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none">
            {app.name}
          </h1>
          <p className="mt-1 text-slate-700">
            {roleTitle(app.role)} · received {formatDateTime(app.createdAt)}
          </p>
        </div>
        <StatusBadge status={app.status} />
      </div>

      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <Card id={`${formId}-workflow`} title="Workflow">
            <Pipeline status={app.status} />
            {app.nextStatuses.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">
                This application is {STATUS_LABELS[app.status].toLowerCase()}: the decision is final.
              </p>
            ) : (
              <div className="mt-4 flex flex-wrap gap-3">
                {forward.map((status) => (
                  <Button key={status} disabled={busy} onClick={() => move.mutate(status)}>
                    {moveLabel(status)}
                  </Button>
                ))}
                {canReject && confirming !== "rejected" ? (
                  <Button variant="secondary" disabled={busy} onClick={() => setConfirming("rejected")}>
                    Reject
                  </Button>
                ) : null}
              </div>
            )}
            {canReject && confirming === "rejected" ? (
              <div
                role="group"
                aria-label="Confirm rejection"
                className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
              >
                <p className="text-sm text-amber-950">
                  Reject {app.name}? A rejection is final; the application stays on file until you delete it.
                </p>
                <div className="mt-3 flex flex-wrap gap-3">
                  <Button disabled={busy} onClick={() => move.mutate("rejected")}>
                    Yes, reject
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(null)}>
                    Cancel
                  </Button>
                </div>
              </div>
            ) : null}
          </Card>

          <Card id={`${formId}-application`} title="Application">
            <dl className="divide-y divide-slate-100">
              <Field label="Role">{roleTitle(app.role)}</Field>
              <Field label="E-mail">
                <a href={`mailto:${app.email}`} className="text-brand-700 underline underline-offset-4">
                  {app.email}
                </a>
              </Field>
              <Field label="Phone">
                <a
                  href={`tel:${app.phone.replace(/[^\d+]/g, "")}`}
                  className="text-brand-700 underline underline-offset-4"
                >
                  {app.phone}
                </a>
              </Field>
              <Field label="Location">{app.location}</Field>
              <Field label="Years of sales experience">{app.yearsExperience}</Field>
              <Field label="Industries sold into">{app.industries}</Field>
              <Field label="LinkedIn or portfolio">
                <a
                  href={app.profileUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="break-all text-brand-700 underline underline-offset-4"
                >
                  {app.profileUrl}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Field>
              <Field label="Why this role">
                <p className="whitespace-pre-line">{app.motivation}</p>
              </Field>
              <Field label="Consent to processing">Given on {formatDateTime(app.consentAt)}</Field>
              <Field label="Résumé">
                {app.resume ? (
                  <div className="flex flex-wrap items-center gap-3">
                    <span>
                      {app.resume.fileName} ({formatBytes(app.resume.sizeBytes)})
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={download.isPending}
                      onClick={() => app.resume && download.mutate(app.resume.fileName)}
                    >
                      <Download aria-hidden="true" className="size-4" />
                      {download.isPending ? "Downloading…" : "Download résumé"}
                    </Button>
                  </div>
                ) : (
                  "No file"
                )}
              </Field>
              {app.clientId ? <Field label="Visitor record">{app.clientId}</Field> : null}
            </dl>
          </Card>
        </div>

        <div className="space-y-6">
          <Card id={`${formId}-notes`} title="Notes">
            <form onSubmit={onNote} noValidate className="space-y-2">
              <label htmlFor={`${formId}-note`} className="block text-sm font-semibold text-ink">
                Add a note
              </label>
              <textarea
                id={`${formId}-note`}
                name="body"
                rows={3}
                maxLength={5000}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? `${formId}-note-error` : undefined}
                className={inputClassSm}
              />
              {noteError ? (
                <p id={`${formId}-note-error`} className="text-sm font-medium text-red-700">
                  {noteError}
                </p>
              ) : null}
              <Button type="submit" size="sm" disabled={addNote.isPending}>
                {addNote.isPending ? "Saving…" : "Add note"}
              </Button>
            </form>
            {app.notes.length > 0 ? (
              <ul aria-label="Notes" className="mt-5 space-y-4">
                {app.notes.map((note) => (
                  <li key={note.id} className="border-l-2 border-brand-200 pl-3">
                    <p className="whitespace-pre-line text-sm text-ink">{note.body}</p>
                    <p className="mt-1 text-xs text-slate-700">
                      {note.author} · {formatDateTime(note.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-sm text-slate-700">No notes yet.</p>
            )}
          </Card>

          <Card id={`${formId}-history`} title="History">
            <ol aria-label="History" className="space-y-3 text-sm">
              {app.history.map((entry) => (
                <li key={entry.id}>
                  <p className="font-medium text-ink">{describeHistory(entry)}</p>
                  <p className="text-xs text-slate-700">
                    {entry.actor === "applicant" ? "by the applicant" : `by ${entry.actor}`} ·{" "}
                    {formatDateTime(entry.createdAt)}
                  </p>
                </li>
              ))}
            </ol>
          </Card>

          {can("erasePersonalData") ? (
            <Card id={`${formId}-delete`} title="Delete">
              <p className="text-sm text-slate-700">
                Deleting removes the application, its résumé and its notes for good (for example when the applicant
                asks). The history keeps only that it existed, with no personal data.
              </p>
              {confirming === "delete" ? (
                <div
                  role="group"
                  aria-label="Confirm deletion"
                  className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4"
                >
                  <p className="text-sm text-red-900">
                    Delete the application of {app.name}, received {formatDate(app.createdAt)}, and its résumé? This
                    cannot be undone.
                  </p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <button
                      type="button"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate()}
                      className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
                    >
                      {remove.isPending ? "Deleting…" : "Delete permanently"}
                    </button>
                    <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </div>
                </div>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-4"
                  disabled={busy}
                  onClick={() => setConfirming("delete")}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete application
                </Button>
              )}
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}
