/**
 * Changing an affiliate's status: approve, reject (with a note the applicant reads), suspend,
 * reinstate. Used in the row of a pending affiliate and in the affiliate's drawer.
 */

import { useMutation } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog, ConfirmDialogButtons } from "#app/components/ui/confirm-dialog";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson } from "#app/lib/admin-api";
import type { AdminAffiliateRow, AffiliateStatus } from "#common/affiliates";
import { AFFILIATES_PATH, smallInput, useRefresh } from "./shared";

type StatusAction = "approve" | "reject" | "suspend" | "reinstate";

const ACTIONS: Record<AffiliateStatus, { action: StatusAction; label: string }[]> = {
  pending: [
    { action: "approve", label: "Approve" },
    { action: "reject", label: "Reject" },
  ],
  rejected: [{ action: "approve", label: "Approve" }],
  approved: [{ action: "suspend", label: "Suspend" }],
  suspended: [{ action: "reinstate", label: "Reinstate" }],
};

const DONE: Record<StatusAction, { title: (name: string) => string; description: string }> = {
  approve: { title: (name) => `${name} approved`, description: "Their referral link tracks visitors from now on." },
  reject: { title: (name) => `${name} rejected`, description: "They see your note in their dashboard." },
  suspend: { title: (name) => `${name} suspended`, description: "Their link stops tracking and their sessions end." },
  reinstate: { title: (name) => `${name} reinstated`, description: "Their referral link tracks visitors again." },
};

const NOTE_REQUIRED = "Write a note to reject: the applicant reads it in their dashboard.";

/** One status change of one affiliate; the result is told by toast. */
function useStatusChange(affiliate: AdminAffiliateRow, onDone?: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ action, note }: { action: StatusAction; note?: string }) =>
      adminJson("POST", `${AFFILIATES_PATH}/${affiliate.id}/status`, { action, note: note?.trim() || undefined }),
    onSuccess: async (_data, { action }) => {
      toast({ title: DONE[action].title(affiliate.name), description: DONE[action].description, variant: "success" });
      onDone?.();
      await refresh();
    },
  });
}

/** Asks for the note a rejection needs, then rejects. */
function RejectDialog({ affiliate, children }: { affiliate: AdminAffiliateRow; children: React.ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const change = useStatusChange(affiliate, () => setOpen(false));
  const reject = (event: React.FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(NOTE_REQUIRED);
      return;
    }
    setError(null);
    change.mutate({ action: "reject", note });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) change.reset();
      }}
      trigger={children}
      title={`Reject ${affiliate.name}?`}
      description="Their link will not track referrals. Tell them why: they read the note in their dashboard."
    >
      <form onSubmit={reject} noValidate>
        <label htmlFor={`${id}-note`} className="mt-4 block text-sm font-medium">
          Note to the applicant
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${smallInput} mt-1`}
        />
        {error || change.error ? (
          <Alert inline id={`${id}-error`} className="mt-2">
            {error ?? adminErrorMessage(change.error)}
          </Alert>
        ) : null}
        <ConfirmDialogButtons>
          <Button type="submit" size="sm" variant="danger" disabled={change.isPending}>
            {change.isPending ? "Rejecting…" : "Reject application"}
          </Button>
        </ConfirmDialogButtons>
      </form>
    </ConfirmDialog>
  );
}

/** Approve and Reject in the row of a pending affiliate. */
export function PendingRowActions({ affiliate }: { affiliate: AdminAffiliateRow }) {
  const change = useStatusChange(affiliate);
  const approve = () =>
    change.mutate(
      { action: "approve" },
      {
        onError: (e) =>
          toast({ title: `${affiliate.name} not approved`, description: adminErrorMessage(e), variant: "error" }),
      },
    );
  return (
    <>
      <Button size="sm" onClick={approve} disabled={change.isPending}>
        <Check aria-hidden="true" className="size-4" />
        Approve<span className="sr-only"> {affiliate.name}</span>
      </Button>
      <RejectDialog affiliate={affiliate}>
        <Button size="sm" variant="secondary">
          <X aria-hidden="true" className="size-4" />
          Reject<span className="sr-only"> {affiliate.name}</span>
        </Button>
      </RejectDialog>
    </>
  );
}

/** Every status change open to the affiliate, with an optional note (required to reject). */
export function StatusActions({ affiliate }: { affiliate: AdminAffiliateRow }) {
  const id = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const change = useStatusChange(affiliate, () => setNote(""));
  const run = (action: StatusAction) => {
    if (action === "reject" && !note.trim()) {
      setError(NOTE_REQUIRED);
      return;
    }
    setError(null);
    change.mutate({ action, note });
  };
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium">
          Note to the affiliate <span className="font-normal text-slate-600">(required to reject)</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className={smallInput}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {ACTIONS[affiliate.status].map(({ action, label }) => (
          <Button
            key={action}
            size="sm"
            variant={action === "approve" || action === "reinstate" ? "primary" : "secondary"}
            disabled={change.isPending}
            onClick={() => run(action)}
          >
            {label}
          </Button>
        ))}
      </div>
      <Alert inline>{error ?? (change.error ? adminErrorMessage(change.error) : null)}</Alert>
    </div>
  );
}
