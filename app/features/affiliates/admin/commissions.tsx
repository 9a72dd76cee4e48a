import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { ClippedText } from "#app/components/ui/clipped-text";
import { type Column, DataTable } from "#app/components/ui/data-table";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { type AdminCommissionRow, COMMISSION_STATUSES, type CommissionStatus, formatCents } from "#common/affiliates";
import { formatDate } from "#common/format/date";
import { affiliateDashboard as copy } from "#content/affiliates";
import { COMMISSIONS_PATH, smallInput, useRefresh } from "./shared";

type CommissionAction = "approve" | "pay";

const columns: Column<AdminCommissionRow>[] = [
  {
    key: "affiliate",
    header: "Affiliate",
    card: "title",
    cell: (c) => (
      <>
        <div className="font-medium text-ink">{c.affiliateName}</div>
        <ClippedText text={c.payoutEmail} className="max-w-64 font-normal text-slate-600" />
      </>
    ),
  },
  {
    key: "amount",
    header: "Commission",
    align: "right",
    className: "font-semibold",
    cell: (c) => formatCents(c.amountCents),
  },
  {
    key: "deal",
    header: "Deal",
    className: "whitespace-nowrap",
    cell: (c) => `${formatCents(c.dealValueCents)} × ${c.ratePercent}%`,
  },
  { key: "status", header: "Status", cell: (c) => copy.commissionStatus[c.status] },
  { key: "created", header: "Created", className: "whitespace-nowrap", cell: (c) => formatDate(c.createdAt) },
  {
    key: "payout",
    header: "Payout",
    cell: (c) =>
      c.payoutReference ? `${c.payoutReference} · ${c.paidAt ? formatDate(c.paidAt) : "–"}` : (c.note ?? "–"),
  },
];

/** Commissions by status: approve, and mark paid with a payout reference, one by one or in bulk. */
export function CommissionsSection() {
  const id = useId();
  const refresh = useRefresh();
  const [status, setStatus] = useState<CommissionStatus | "">("");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | null>(null);
  const data = useAdminQuery<{ commissions: AdminCommissionRow[] }>(
    COMMISSIONS_PATH,
    { status },
    { placeholderData: (p) => p },
  );
  const rows = data.data?.commissions ?? [];
  const change = useMutation({
    mutationFn: ({ action, ids }: { action: CommissionAction; ids: string[] }) =>
      adminJson<{ commissions: { amountCents: number }[] }>(
        "POST",
        `${COMMISSIONS_PATH}/${action}`,
        action === "pay" ? { ids, payoutReference: reference.trim() } : { ids },
      ),
    onSuccess: async (answer, { action }) => {
      const total = answer.commissions.reduce((sum, c) => sum + c.amountCents, 0);
      const n = answer.commissions.length;
      toast({
        title: `${n} commission${n === 1 ? "" : "s"} ${action === "pay" ? "marked paid" : "approved"} (${formatCents(total)})`,
        variant: "success",
      });
      setSelected(new Set());
      setError(null);
      if (action === "pay") setReference("");
      await refresh();
    },
    onError: (e) => setError(adminErrorMessage(e)),
  });
  const run = (action: CommissionAction, ids: string[]) => {
    setError(null);
    if (action === "pay" && !reference.trim()) {
      setError("Payout reference is required to mark commissions paid (e.g. the bank transfer id).");
      return;
    }
    change.mutate({ action, ids });
  };
  // Paying needs a payout reference: "Mark paid" in a row selects it and goes to that field.
  const referenceInput = useRef<HTMLInputElement>(null);
  const [askReference, setAskReference] = useState(false);
  useEffect(() => {
    if (!askReference) return;
    referenceInput.current?.focus();
    setAskReference(false);
  }, [askReference]);
  const payOne = (cid: string) => {
    setSelected(new Set([cid]));
    setError(null);
    setAskReference(true);
  };
  const visibleSelected = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const selectedRows = rows.filter((r) => selected.has(r.id));
  const selectedTotal = selectedRows.reduce((sum, c) => sum + c.amountCents, 0);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
          Commissions
        </h2>
        <div>
          <label htmlFor={`${id}-status`} className="block text-sm font-medium">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as CommissionStatus | "");
              setSelected(new Set());
            }}
            className={smallInput}
          >
            <option value="">All</option>
            {COMMISSION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {copy.commissionStatus[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {visibleSelected.length > 0 ? (
        <div
          role="toolbar"
          aria-label="Selected commissions"
          className="flex flex-wrap items-end gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 shadow-sm"
        >
          <p className="text-sm font-semibold text-ink sm:self-center">
            {visibleSelected.length} selected · {formatCents(selectedTotal)}
          </p>
          <Button
            size="sm"
            variant="secondary"
            disabled={change.isPending}
            onClick={() => run("approve", visibleSelected)}
          >
            Approve selected
          </Button>
          <div>
            <label htmlFor={`${id}-reference`} className="block text-sm font-medium">
              Payout reference
            </label>
            <input
              id={`${id}-reference`}
              ref={referenceInput}
              value={reference}
              maxLength={200}
              onChange={(e) => setReference(e.target.value)}
              placeholder="e.g. Transfer 2026-11-30"
              className={smallInput}
            />
          </div>
          <Button size="sm" disabled={change.isPending} onClick={() => run("pay", visibleSelected)}>
            Mark selected paid
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
          <div className="basis-full">
            <Alert inline>{error}</Alert>
          </div>
        </div>
      ) : (
        <Alert inline>{error}</Alert>
      )}
      <Alert>{data.error ? adminErrorMessage(data.error) : null}</Alert>
      <DataTable
        label="Commissions"
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        selection={{
          selected,
          onChange: (next) => {
            setSelected(next);
            setError(null);
          },
          rowLabel: (c) => `the ${formatCents(c.amountCents)} commission of ${c.affiliateName}`,
        }}
        actions={(c) =>
          c.status === "pending" ? (
            <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => run("approve", [c.id])}>
              Approve
            </Button>
          ) : c.status === "approved" ? (
            <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => payOne(c.id)}>
              Mark paid
            </Button>
          ) : null
        }
        empty={
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
            {data.isLoading
              ? "Loading commissions…"
              : "No commissions here. They appear when a referral is marked won."}
          </p>
        }
      />
    </section>
  );
}
