import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type AdminAffiliateRow, type AdminReferralRow, formatCents } from "../../../common/affiliate";
import { affiliateDashboard as copy } from "../../../content/affiliate-program";
import { Button } from "../../components/ui/button";
import { adminErrorMessage, adminJson, useAdminQuery } from "../admin/admin-api";
import { InlineAlert } from "../admin/ui";
import { AFFILIATES_PATH, day, ErrorText, type Notify, smallInput, td, th, useRefresh } from "./admin-shared";

function ReferralOutcome({ referral, notify }: { referral: AdminReferralRow; notify: Notify }) {
  const id = useId();
  const refresh = useRefresh();
  const suggested = referral.dealValueCents ?? referral.provisionalDealValueCents;
  const [value, setValue] = useState(suggested === null ? "" : String(suggested / 100));
  const [error, setError] = useState<string | null>(null);
  const mark = useMutation({
    mutationFn: (body: { outcome: "won" | "lost"; dealValue?: number }) =>
      adminJson<{ commission: { amountCents: number } | null }>("POST", `/api/admin/affiliate-referrals/${referral.id}/outcome`, body),
    onSuccess: async (answer, body) => {
      setError(null);
      notify({
        ok: true,
        text:
          body.outcome === "won"
            ? `Deal marked won: ${formatCents(answer.commission?.amountCents ?? 0)} commission pending.`
            : "Deal marked lost.",
      });
      await refresh();
    },
    onError: (e) => setError(adminErrorMessage(e)),
  });
  if (referral.status === "rejected" || referral.commission?.status === "paid") return <span className="text-slate-600">–</span>;
  const won = () => {
    const dealValue = Number(value);
    if (value.trim() === "" || !Number.isFinite(dealValue) || dealValue <= 0) {
      setError("Deal value must be an amount above 0.");
      return;
    }
    mark.mutate({ outcome: "won", dealValue });
  };
  return (
    <div className="min-w-56 space-y-2">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-value`} className="text-sm whitespace-nowrap">
          Deal value ($)
        </label>
        <input
          id={`${id}-value`}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={`${smallInput} max-w-32`}
        />
      </div>
      <div className="flex gap-2">
        <Button size="sm" disabled={mark.isPending} onClick={won}>
          {referral.status === "won" ? "Update deal" : "Mark won"}
        </Button>
        <Button size="sm" variant="secondary" disabled={mark.isPending || referral.status === "lost"} onClick={() => mark.mutate({ outcome: "lost" })}>
          Mark lost
        </Button>
      </div>
      <InlineAlert message={error} />
    </div>
  );
}

export function ReferralList({ affiliate, notify }: { affiliate: AdminAffiliateRow; notify: Notify }) {
  const referrals = useAdminQuery<{ referrals: AdminReferralRow[] }>(`${AFFILIATES_PATH}/${affiliate.id}/referrals`);
  const list = referrals.data?.referrals;
  return (
    <section aria-label={`Referrals of ${affiliate.name}`} className="space-y-3">
      <h4 className="font-semibold">Referrals</h4>
      <ErrorText error={referrals.error} />
      {!list ? (
        referrals.error ? null : <p className="text-sm text-slate-600">Loading referrals…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">No referrals yet.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={th}>Customer</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={th}>First click</th>
                <th scope="col" className={th}>Meeting</th>
                <th scope="col" className={th}>Deal value</th>
                <th scope="col" className={th}>Commission</th>
                <th scope="col" className={th}>Outcome</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((r) => (
                <tr key={r.id}>
                  <td className={td}>
                    <div className="font-medium">{r.customerName || "Name not given"}</div>
                    <div className="text-slate-600">{r.customerEmail || "No e-mail yet"}</div>
                  </td>
                  <td className={td}>
                    {copy.referralStatus[r.status]}
                    {r.rejectionReason === "self_referral" ? <div className="text-xs text-slate-600">self-referral</div> : null}
                  </td>
                  <td className={td}>{day(r.clickedAt)}</td>
                  <td className={td}>{day(r.meetingDate)}</td>
                  <td className={td}>
                    {r.dealValueCents !== null ? (
                      formatCents(r.dealValueCents)
                    ) : r.provisionalDealValueCents !== null ? (
                      <span>
                        {formatCents(r.provisionalDealValueCents)} <span className="text-xs text-slate-600">(provisional)</span>
                      </span>
                    ) : (
                      "–"
                    )}
                  </td>
                  <td className={td}>
                    {r.commission ? `${formatCents(r.commission.amountCents)} · ${copy.commissionStatus[r.commission.status]}` : "–"}
                  </td>
                  <td className={td}>
                    <ReferralOutcome referral={r} notify={notify} />
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
