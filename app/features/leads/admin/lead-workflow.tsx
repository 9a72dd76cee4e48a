import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Save, StickyNote } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClassSm } from "#app/components/ui/input-class";
import { RelativeTime } from "#app/components/ui/relative-time";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { adminLabel } from "#common/admin";
import { formatMoney } from "#common/format/money";
import {
  DEAL_VALUE_MAX,
  LEAD_LOST_REASON_MAX,
  LEAD_NOTE_MAX,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadDetail,
  type LeadNote,
  type LeadStatus,
  type LeadSummary,
  type LeadUpdate,
} from "#common/leads";
import { LEAD_OWNERS_API, type LeadOwnerChoice } from "#common/team";
import { AdminOptions, leadPath } from "./lead-ui";

interface WorkflowFields {
  status: LeadStatus;
  lostReason: string;
  ownerId: string;
  followUpOn: string;
  dealValue: string;
  expectedCloseOn: string;
}

/** The typed value as a whole amount: "" clears it, anything else not a whole number is refused. */
function parseDealValue(text: string): number | null | undefined {
  const cleaned = text.replace(/[\s,]/g, "");
  if (!cleaned) return null;
  return /^\d+$/.test(cleaned) && Number(cleaned) <= DEAL_VALUE_MAX ? Number(cleaned) : undefined;
}

/** What changed between the saved lead and the form (only those fields are sent). */
function changesOf(lead: LeadSummary, form: WorkflowFields): LeadUpdate {
  const change: LeadUpdate = {};
  if (form.status !== lead.status) change.status = form.status;
  if (form.status === "lost" && form.lostReason.trim() !== (lead.lostReason ?? ""))
    change.lostReason = form.lostReason.trim() || null;
  if (form.ownerId !== (lead.owner?.id ?? "")) change.ownerId = form.ownerId || null;
  if (form.followUpOn !== (lead.followUpOn ?? "")) change.followUpOn = form.followUpOn || null;
  const value = parseDealValue(form.dealValue);
  if (value !== undefined && value !== lead.dealValue) change.dealValue = value;
  if (form.expectedCloseOn !== (lead.expectedCloseOn ?? "")) change.expectedCloseOn = form.expectedCloseOn || null;
  return change;
}

/**
 * The deal: stage (with the reason of a loss), owner, next follow-up, value and expected close;
 * saved together, audited by the server.
 */
export function WorkflowForm({ lead }: { lead: LeadDetail }) {
  const id = useId();
  const queryClient = useQueryClient();
  const admins = useAdminQuery<{ items: LeadOwnerChoice[] }>(LEAD_OWNERS_API);
  const [form, setForm] = useState<WorkflowFields>({
    status: lead.status,
    lostReason: lead.lostReason ?? "",
    ownerId: lead.owner?.id ?? "",
    followUpOn: lead.followUpOn ?? "",
    dealValue: lead.dealValue === null ? "" : String(lead.dealValue),
    expectedCloseOn: lead.expectedCloseOn ?? "",
  });
  const change = changesOf(lead, form);
  const valueInvalid = parseDealValue(form.dealValue) === undefined;
  const save = useMutation({
    mutationFn: (body: LeadUpdate) => adminJson<LeadSummary>("PATCH", leadPath(lead.id), body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      const what = [
        change.status ? `status ${LEAD_STATUS_LABELS[saved.status]}` : null,
        change.ownerId !== undefined ? (saved.owner ? `owner ${adminLabel(saved.owner)}` : "no owner") : null,
        change.followUpOn !== undefined
          ? saved.followUpOn
            ? `follow-up on ${saved.followUpOn}`
            : "no follow-up date"
          : null,
        change.lostReason !== undefined && !change.status ? "reason for the loss" : null,
        change.dealValue !== undefined
          ? saved.dealValue === null
            ? "no value"
            : `value ${formatMoney(saved.dealValue, saved.currency)}`
          : null,
        change.expectedCloseOn !== undefined
          ? saved.expectedCloseOn
            ? `expected close ${saved.expectedCloseOn}`
            : "no expected close"
          : null,
      ].filter(Boolean);
      toast({ title: "Lead updated", description: `Saved: ${what.join(", ")}.`, variant: "success" });
    },
    onError: (error) =>
      toast({ title: "Could not save the lead", description: adminErrorMessage(error), variant: "error" }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(change).length && !valueInvalid) save.mutate(change);
  };
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  return (
    <form onSubmit={submit} aria-label="Lead workflow" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <label className="text-sm font-medium text-ink" htmlFor={`${id}-status`}>
        Status
        <select id={`${id}-status`} value={form.status} onChange={set("status")} className={`mt-1 ${inputClassSm}`}>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-ink" htmlFor={`${id}-owner`}>
        Owner
        <select id={`${id}-owner`} value={form.ownerId} onChange={set("ownerId")} className={`mt-1 ${inputClassSm}`}>
          <option value="">Nobody yet</option>
          {lead.owner && !admins.data?.items.some((a) => a.id === lead.owner?.id) ? (
            <option value={lead.owner.id}>{adminLabel(lead.owner)}</option>
          ) : null}
          <AdminOptions />
        </select>
      </label>
      {form.status === "lost" ? (
        <label className="text-sm font-medium text-ink sm:col-span-2" htmlFor={`${id}-reason`}>
          Why was it lost?
          <input
            id={`${id}-reason`}
            value={form.lostReason}
            onChange={set("lostReason")}
            maxLength={LEAD_LOST_REASON_MAX}
            required
            placeholder="Chose another provider, no budget this year …"
            className={`mt-1 ${inputClassSm}`}
          />
        </label>
      ) : null}
      <label className="text-sm font-medium text-ink" htmlFor={`${id}-follow`}>
        Next follow-up
        <input
          id={`${id}-follow`}
          type="date"
          value={form.followUpOn}
          onChange={set("followUpOn")}
          className={`mt-1 ${inputClassSm}`}
        />
      </label>
      <label className="text-sm font-medium text-ink" htmlFor={`${id}-value`}>
        Deal value ({lead.currency})
        <input
          id={`${id}-value`}
          inputMode="numeric"
          autoComplete="off"
          value={form.dealValue}
          onChange={set("dealValue")}
          aria-invalid={valueInvalid || undefined}
          aria-describedby={valueInvalid ? `${id}-value-error` : undefined}
          placeholder="25000"
          className={`mt-1 ${inputClassSm}`}
        />
        {valueInvalid ? (
          <span id={`${id}-value-error`} className="mt-1 block text-xs font-normal text-red-700">
            A whole amount, up to {DEAL_VALUE_MAX.toLocaleString("en-US")}.
          </span>
        ) : null}
      </label>
      <label className="text-sm font-medium text-ink" htmlFor={`${id}-close`}>
        Expected close
        <input
          id={`${id}-close`}
          type="date"
          value={form.expectedCloseOn}
          onChange={set("expectedCloseOn")}
          className={`mt-1 ${inputClassSm}`}
        />
      </label>
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" size="sm" disabled={!Object.keys(change).length || valueInvalid || save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? "Saving…" : "Save changes"}
        </Button>
      </div>
      <div className="sm:col-span-2">
        <Alert inline>{save.isError ? adminErrorMessage(save.error) : null}</Alert>
      </div>
    </form>
  );
}

/** The lead's notes, oldest first, and a box to add one. */
export function NotesPanel({ lead }: { lead: LeadDetail }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [body, setBody] = useState("");
  const add = useMutation({
    mutationFn: (text: string) => adminJson<LeadNote>("POST", `${leadPath(lead.id)}/notes`, { body: text }),
    onSuccess: () => {
      setBody("");
      void queryClient.invalidateQueries({ queryKey: ["admin", leadPath(lead.id)] });
      toast({ title: "Note added", description: "It is on the lead and in the audit log.", variant: "success" });
    },
    onError: (error) =>
      toast({ title: "Could not add the note", description: adminErrorMessage(error), variant: "error" }),
  });
  return (
    <div className="space-y-3">
      {lead.notes.length ? (
        <ol className="space-y-2">
          {lead.notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-amber-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-wrap break-words text-ink">{n.body}</p>
              <p className="mt-1 text-xs text-slate-700">
                {n.authorEmail} · <RelativeTime value={n.createdAt} />
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No notes yet.</p>
      )}
      <form
        aria-label="Add a note"
        onSubmit={(event) => {
          event.preventDefault();
          if (body.trim()) add.mutate(body.trim());
        }}
        className="space-y-2"
      >
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
          New note
        </label>
        <textarea
          id={`${id}-note`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={LEAD_NOTE_MAX}
          rows={3}
          className={inputClassSm}
          placeholder="What was said, what happens next …"
        />
        <Button type="submit" size="sm" variant="secondary" disabled={!body.trim() || add.isPending}>
          <StickyNote aria-hidden="true" className="size-4" />
          {add.isPending ? "Adding…" : "Add note"}
        </Button>
      </form>
    </div>
  );
}
