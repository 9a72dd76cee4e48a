import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClassSm } from "#app/components/ui/input-class";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson } from "#app/lib/admin-api";
import {
  LEAD_LOST_REASON_MAX,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  type LeadUpdate,
} from "#common/leads";
import { AdminOptions, LEADS_API } from "./lead-ui";

/** The same change to the selected leads: an owner, or a stage (Lost with its reason). All or none. */
export function BulkBar({ selected, onDone }: { selected: ReadonlySet<string>; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [owner, setOwner] = useState("");
  const [status, setStatus] = useState<LeadStatus | "">("");
  const [reason, setReason] = useState("");
  const apply = useMutation({
    mutationFn: (change: LeadUpdate) =>
      adminJson<{ updated: number }>("POST", `${LEADS_API}/bulk`, { ids: [...selected], change }),
    onSuccess: ({ updated }) => {
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      toast({ title: `${updated} ${updated === 1 ? "lead" : "leads"} updated`, variant: "success" });
      setOwner("");
      setStatus("");
      setReason("");
      onDone();
    },
  });
  const n = selected.size;
  return (
    <div
      role="toolbar"
      aria-label="Selected leads"
      // Stays in view (below the phone header) while more leads are ticked further down the list.
      className="sticky top-16 z-30 mb-3 flex flex-wrap items-end gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 shadow-sm lg:top-2"
    >
      <p className="text-sm font-semibold text-ink sm:self-center">
        {n} {n === 1 ? "lead" : "leads"} selected
      </p>
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-owner`} className="text-sm font-medium text-ink">
          Assign to
          <select
            id={`${id}-owner`}
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            className={`mt-1 ${inputClassSm}`}
          >
            <option value="">Choose an admin…</option>
            <option value="none">Nobody</option>
            <AdminOptions />
          </select>
        </label>
        <Button
          size="sm"
          variant="secondary"
          disabled={!owner || apply.isPending}
          onClick={() => apply.mutate({ ownerId: owner === "none" ? null : owner })}
        >
          Assign
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${id}-status`} className="text-sm font-medium text-ink">
          Move to
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => setStatus(e.target.value as LeadStatus | "")}
            className={`mt-1 ${inputClassSm}`}
          >
            <option value="">Choose a stage…</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        {status === "lost" ? (
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
            Why were they lost?
            <input
              id={`${id}-reason`}
              value={reason}
              maxLength={LEAD_LOST_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              className={`mt-1 ${inputClassSm}`}
            />
          </label>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          disabled={!status || (status === "lost" && !reason.trim()) || apply.isPending}
          onClick={() => status && apply.mutate(status === "lost" ? { status, lostReason: reason.trim() } : { status })}
        >
          Move
        </Button>
      </div>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
      <div className="basis-full">
        <Alert inline>{apply.isError ? adminErrorMessage(apply.error) : null}</Alert>
      </div>
    </div>
  );
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/**
 * `j` and `k` move the focus to the next and previous lead in the list (Enter then opens it, and
 * Esc closes it again), as in a mail client. Ignored while typing and while a dialog is open.
 */
export function useLeadKeys() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "j" && event.key !== "k") return;
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (document.querySelector("[role=dialog]")) return;
      const links = [...document.querySelectorAll<HTMLAnchorElement>("a[data-lead-link]")].filter((a) =>
        a.checkVisibility(),
      );
      if (!links.length) return;
      event.preventDefault();
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = at < 0 ? 0 : Math.min(links.length - 1, Math.max(0, at + (event.key === "j" ? 1 : -1)));
      links[next].focus();
      links[next].scrollIntoView({ block: "nearest" });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
