import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GitMerge, Plus, Search, Undo2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog, ConfirmDialogButtons } from "#app/components/ui/confirm-dialog";
import { inputClassSm } from "#app/components/ui/input-class";
import { RelativeTime } from "#app/components/ui/relative-time";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { adminLabel } from "#common/admin";
import { formatDate } from "#common/format/date";
import { formatMoney } from "#common/format/money";
import type { LeadDetail, LeadListResponse, LeadMerge, LeadSummary } from "#common/leads";
import { KindLabel, LEADS_API, leadPath, leadTitle, StatusBadge } from "./lead-ui";

/** What one enquiry said: the visitor's words, then its facts. */
function EnquiryFacts({ enquiry }: { enquiry: LeadDetail["related"][number] }) {
  // A calculator's or an assessment's one fact is its headline already.
  const facts = enquiry.facts.filter((f) => f.value !== enquiry.headline);
  return (
    <>
      {enquiry.message ? (
        <blockquote className="mt-1 border-l-2 border-brand-600 pl-3 whitespace-pre-wrap break-words text-ink">
          {enquiry.message}
        </blockquote>
      ) : null}
      {facts.length ? (
        <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-0.5 sm:grid-cols-2">
          {facts.map((f) => (
            <div key={f.label} className="min-w-0">
              <dt className="text-xs text-slate-600">{f.label}</dt>
              <dd className="break-words text-ink">{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}

/** The person's other enquiries, newest first, each in full. */
export function OtherEnquiries({ lead }: { lead: LeadDetail }) {
  if (!lead.related.length) return null;
  return (
    <ul className="space-y-2 text-sm">
      {lead.related.map((r) => (
        <li key={r.id} className="rounded-lg bg-slate-50 px-3 py-2">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3">
            <KindLabel kind={r.kind} />
            <span className="text-xs text-slate-600">
              <RelativeTime value={r.createdAt} />
            </span>
          </p>
          {/* A message says it in the visitor's words; the headline would repeat it. */}
          {r.message ? null : <p className="font-medium break-words text-ink">{r.headline}</p>}
          <EnquiryFacts enquiry={r} />
        </li>
      ))}
    </ul>
  );
}

const refreshLeads = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ["admin"] });

/**
 * Once the current deal is won or lost: a new deal for the same person (a second project), and
 * the earlier ones as history.
 */
export function DealHistory({ lead }: { lead: LeadDetail }) {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => adminJson<LeadSummary>("POST", `${leadPath(lead.id)}/deals`),
    onSuccess: () => {
      void refreshLeads(queryClient);
      toast({ title: "New deal started", description: "The earlier deal stays in the history.", variant: "success" });
    },
    onError: (error) =>
      toast({ title: "Could not start a new deal", description: adminErrorMessage(error), variant: "error" }),
  });
  const closed = lead.status === "won" || lead.status === "lost";
  if (!closed && !lead.earlierDeals.length) return null;
  return (
    <div className="space-y-2">
      {closed ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" variant="secondary" onClick={() => start.mutate()} disabled={start.isPending}>
            <Plus aria-hidden="true" className="size-4" />
            {start.isPending ? "Starting…" : "Start a new deal"}
          </Button>
          <span className="text-sm text-slate-600">For a second project: this deal stays in the history.</span>
        </div>
      ) : null}
      {lead.earlierDeals.length ? (
        <div>
          <p className="text-xs font-semibold text-slate-600">Earlier deals</p>
          <ul className="mt-1 space-y-1.5 text-sm">
            {lead.earlierDeals.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-3 py-2">
                <StatusBadge status={d.status} />
                <span className="font-medium tabular-nums text-ink">
                  {d.dealValue === null ? "No value" : formatMoney(d.dealValue, lead.currency)}
                </span>
                <span className="text-slate-600">
                  {d.closedAt ? `closed ${formatDate(d.closedAt)}` : `opened ${formatDate(d.createdAt)}`}
                  {d.owner ? ` · ${adminLabel(d.owner)}` : ""}
                </span>
                {d.lostReason ? <span className="basis-full text-slate-700">Lost because: {d.lostReason}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The text typed, once it has rested for a moment: one search per pause, not per key. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function MergedPeople({ merges }: { merges: LeadMerge[] }) {
  const queryClient = useQueryClient();
  const undo = useMutation({
    mutationFn: (merge: LeadMerge) => adminJson("POST", `${LEADS_API}/merges/${merge.id}/undo`),
    onSuccess: (_, merge) => {
      void refreshLeads(queryClient);
      toast({
        title: "Merge undone",
        description: `${merge.name || merge.email || "The merged person"} is a lead of their own again.`,
        variant: "success",
      });
    },
    onError: (error) => toast({ title: "Could not undo", description: adminErrorMessage(error), variant: "error" }),
  });
  if (!merges.length) return null;
  return (
    <ul className="space-y-1.5 text-sm">
      {merges.map((m) => (
        <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
          <span className="min-w-0 break-words">
            <strong className="text-ink">{[m.name, m.email].filter(Boolean).join(" · ") || "A visitor"}</strong>{" "}
            <span className="text-slate-600">
              ({m.enquiries === 1 ? "1 enquiry" : `${m.enquiries} enquiries`}), merged by {m.mergedBy}{" "}
              <RelativeTime value={m.createdAt} />
            </span>
          </span>
          <Button size="sm" variant="secondary" onClick={() => undo.mutate(m)} disabled={undo.isPending}>
            <Undo2 aria-hidden="true" className="size-4" />
            Undo merge
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Duplicates: find another lead that is the same person (another address, another device) and
 * merge it into this one; earlier merges, each with its undo.
 */
export function MergePanel({ lead }: { lead: LeadDetail }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [candidate, setCandidate] = useState<LeadSummary | null>(null);
  const q = useSettled(text.trim());
  const found = useAdminQuery<LeadListResponse>(LEADS_API, { q, pageSize: 6 }, { enabled: q.length >= 2 });
  const others = (found.data?.items ?? []).filter((l) => l.id !== lead.id).slice(0, 5);
  const merge = useMutation({
    mutationFn: (other: LeadSummary) => adminJson("POST", `${leadPath(lead.id)}/merge`, { from: other.id }),
    onSuccess: (_, other) => {
      setCandidate(null);
      setText("");
      void refreshLeads(queryClient);
      toast({
        title: "Merged",
        description: `${leadTitle(other)} is now part of this lead. You can undo it below.`,
        variant: "success",
      });
    },
    onError: (error) => toast({ title: "Could not merge", description: adminErrorMessage(error), variant: "error" }),
  });
  return (
    <div className="space-y-3">
      <MergedPeople merges={lead.merges} />
      <div>
        <label htmlFor={`${id}-find`} className="text-sm font-medium text-ink">
          Find a duplicate of this person
        </label>
        <div className="relative mt-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-2 left-2.5 size-4 text-slate-500" />
          <input
            id={`${id}-find`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Name, e-mail, company or phone"
            autoComplete="off"
            className={`${inputClassSm} pl-8`}
          />
        </div>
        {q.length >= 2 && found.data ? (
          others.length ? (
            <ul className="mt-2 space-y-1.5 text-sm" aria-label="Leads found">
              {others.map((other) => (
                <li
                  key={other.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
                >
                  <span className="min-w-0 break-words">
                    <strong className="text-ink">{leadTitle(other)}</strong>
                    <span className="text-slate-600">
                      {" "}
                      {[other.email !== leadTitle(other) ? other.email : null, other.company]
                        .filter(Boolean)
                        .join(" · ")}{" "}
                      ({other.enquiries === 1 ? "1 enquiry" : `${other.enquiries} enquiries`})
                    </span>
                  </span>
                  <Button size="sm" variant="secondary" onClick={() => setCandidate(other)}>
                    <GitMerge aria-hidden="true" className="size-4" />
                    Merge into this lead
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">No other lead matches “{q}”.</p>
          )
        ) : null}
      </div>
      <ConfirmDialog
        open={candidate !== null}
        onOpenChange={(open) => (open ? null : setCandidate(null))}
        title="Merge these two leads?"
        description={
          candidate
            ? `${leadTitle(candidate)} (${candidate.enquiries === 1 ? "1 enquiry" : `${candidate.enquiries} enquiries`}) becomes part of ${leadTitle(lead)}. No enquiry is deleted, and you can undo the merge.`
            : ""
        }
      >
        <ConfirmDialogButtons>
          <Button size="sm" onClick={() => candidate && merge.mutate(candidate)} disabled={merge.isPending}>
            {merge.isPending ? "Merging…" : "Merge"}
          </Button>
        </ConfirmDialogButtons>
      </ConfirmDialog>
    </div>
  );
}
