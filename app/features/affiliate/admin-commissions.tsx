import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type AdminCommissionRow, COMMISSION_STATUSES, type CommissionStatus, formatCents } from "../../../common/affiliate";
import { affiliateDashboard as copy } from "../../../content/affiliate-program";
import { Button } from "../../components/ui/button";
import { adminErrorMessage, adminJson, useAdminQuery } from "../admin/admin-api";
import { InlineAlert } from "../admin/ui";
import { COMMISSIONS_PATH, day, ErrorText, type Notify, smallInput, td, th, useRefresh } from "./admin-shared";

/** Commissions by status: approve, and mark paid with a payout reference, one by one or in bulk. */
export function CommissionsSection({ notify }: { notify: Notify }) {
  const id = useId();
  const refresh = useRefresh();
  const [status, setStatus] = useState<CommissionStatus | "">("");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | null>(null);
  const data = useAdminQuery<{ commissions: AdminCommissionRow[] }>(COMMISSIONS_PATH, { status }, { placeholderData: (p) => p });
  const rows = data.data?.commissions ?? [];
  const change = useMutation({
    mutationFn: ({ action, ids }: { action: "approve" | "pay"; ids: string[] }) =>
      adminJson<{ commissions: { amountCents: number }[] }>(
        "POST",
        `${COMMISSIONS_PATH}/${action}`,
        action === "pay" ? { ids, payoutReference: reference.trim() } : { ids },
      ),
    onSuccess: async (answer, { action }) => {
      const total = answer.commissions.reduce((sum, c) => sum + c.amountCents, 0);
      const n = answer.commissions.length;
      notify({
        ok: true,
        text: `${n} commission${n === 1 ? "" : "s"} ${action === "pay" ? "marked paid" : "approved"} (${formatCents(total)}).`,
      });
      setSelected(new Set());
      setError(null);
      if (action === "pay") setReference("");
      await refresh();
    },
    onError: (e) => setError(adminErrorMessage(e)),
  });
  const run = (action: "approve" | "pay", ids: string[]) => {
    if (!ids.length) {
      setError("Select at least one commission.");
      return;
    }
    if (action === "pay" && !reference.trim()) {
      setError("Payout reference is required to mark commissions paid (e.g. the bank transfer id).");
      return;
    }
    change.mutate({ action, ids });
  };
  const toggle = (cid: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(cid)) next.delete(cid);
      else next.add(cid);
      return next;
    });
  const visibleSelected = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const allSelected = rows.length > 0 && visibleSelected.length === rows.length;
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
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-sm font-medium" aria-live="polite">
          {visibleSelected.length} selected
        </p>
        <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => run("approve", visibleSelected)}>
          Approve selected
        </Button>
        <div>
          <label htmlFor={`${id}-reference`} className="block text-sm font-medium">
            Payout reference
          </label>
          <input
            id={`${id}-reference`}
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
      </div>
      <InlineAlert message={error} />
      <ErrorText error={data.error} />
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
          {data.isLoading ? "Loading commissions…" : "No commissions here. They appear when a referral is marked won."}
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={th}>
                  <input
                    type="checkbox"
                    aria-label="Select all commissions shown"
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
                    className="size-4 accent-brand-600"
                  />
                </th>
                <th scope="col" className={th}>Affiliate</th>
                <th scope="col" className={`${th} text-right`}>Commission</th>
                <th scope="col" className={th}>Deal</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={th}>Created</th>
                <th scope="col" className={th}>Payout</th>
                <th scope="col" className={th}>
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((c) => (
                <tr key={c.id} data-commission={c.id}>
                  <td className={td}>
                    <input
                      type="checkbox"
                      aria-label={`Select the ${formatCents(c.amountCents)} commission of ${c.affiliateName}`}
                      checked={selected.has(c.id)}
                      onChange={() => toggle(c.id)}
                      className="size-4 accent-brand-600"
                    />
                  </td>
                  <td className={td}>
                    <div className="font-medium">{c.affiliateName}</div>
                    <div className="text-slate-600">{c.payoutEmail}</div>
                  </td>
                  <td className={`${td} text-right font-semibold tabular-nums`}>{formatCents(c.amountCents)}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    {formatCents(c.dealValueCents)} × {c.ratePercent}%
                  </td>
                  <td className={td}>{copy.commissionStatus[c.status]}</td>
                  <td className={`${td} whitespace-nowrap`}>{day(c.createdAt)}</td>
                  <td className={td}>{c.payoutReference ? `${c.payoutReference} · ${day(c.paidAt)}` : c.note ?? "–"}</td>
                  <td className={td}>
                    {c.status === "pending" ? (
                      <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => run("approve", [c.id])}>
                        Approve
                      </Button>
                    ) : c.status === "approved" ? (
                      <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => run("pay", [c.id])}>
                        Mark paid
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
