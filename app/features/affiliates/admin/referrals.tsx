import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { type AdminAffiliateRow, type AdminReferralRow, formatCents } from "#common/affiliates";
import { affiliateDashboard as copy } from "#content/affiliates";
import { AFFILIATES_PATH, day, smallInput, useRefresh } from "./shared";

function ReferralOutcome({ referral }: { referral: AdminReferralRow }) {
  const id = useId();
  const refresh = useRefresh();
  const suggested = referral.dealValueCents ?? referral.provisionalDealValueCents;
  const [value, setValue] = useState(suggested === null ? "" : String(suggested / 100));
  const [error, setError] = useState<string | null>(null);
  const mark = useMutation({
    mutationFn: (body: { outcome: "won" | "lost"; dealValue?: number }) =>
      adminJson<{ commission: { amountCents: number } | null }>(
        "POST",
        `/api/admin/affiliate-referrals/${referral.id}/outcome`,
        body,
      ),
    onSuccess: async (answer, body) => {
      setError(null);
      toast({
        title:
          body.outcome === "won"
            ? `Deal marked won: ${formatCents(answer.commission?.amountCents ?? 0)} commission pending`
            : "Deal marked lost",
        variant: "success",
      });
      await refresh();
    },
    onError: (e) => setError(adminErrorMessage(e)),
  });
  if (referral.status === "rejected" || referral.commission?.status === "paid") return null;
  const won = () => {
    const dealValue = Number(value);
    if (value.trim() === "" || !Number.isFinite(dealValue) || dealValue <= 0) {
      setError("Deal value must be an amount above 0.");
      return;
    }
    mark.mutate({ outcome: "won", dealValue });
  };
  return (
    <div className="space-y-2 md:w-64">
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
        <Button
          size="sm"
          variant="secondary"
          disabled={mark.isPending || referral.status === "lost"}
          onClick={() => mark.mutate({ outcome: "lost" })}
        >
          Mark lost
        </Button>
      </div>
      <Alert inline>{error}</Alert>
    </div>
  );
}

function dealValue(r: AdminReferralRow): string {
  if (r.dealValueCents !== null) return formatCents(r.dealValueCents);
  if (r.provisionalDealValueCents !== null) return `${formatCents(r.provisionalDealValueCents)} (provisional)`;
  return "–";
}

/** The affiliate's referrals, newest first, each with its outcome controls. */
export function ReferralList({ affiliate }: { affiliate: AdminAffiliateRow }) {
  const referrals = useAdminQuery<{ referrals: AdminReferralRow[] }>(`${AFFILIATES_PATH}/${affiliate.id}/referrals`);
  const list = referrals.data?.referrals;
  return (
    <section aria-label={`Referrals of ${affiliate.name}`} className="space-y-3">
      <h3 className="text-lg font-semibold">Referrals</h3>
      <Alert>{referrals.error ? adminErrorMessage(referrals.error) : null}</Alert>
      {!list ? (
        referrals.error ? null : (
          <p className="text-sm text-slate-600">Loading referrals…</p>
        )
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">No referrals yet.</p>
      ) : (
        <ul className="space-y-3">
          {list.map((r) => (
            <li
              key={r.id}
              className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,1fr)_auto]"
            >
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere]">{r.customerName || "Name not given"}</p>
                <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{r.customerEmail || "No e-mail yet"}</p>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-slate-600">Status</dt>
                    <dd>
                      {copy.referralStatus[r.status]}
                      {r.rejectionReason === "self_referral" ? (
                        <span className="text-slate-600"> (self-referral)</span>
                      ) : null}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">First click</dt>
                    <dd>{day(r.clickedAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Meeting</dt>
                    <dd>{day(r.meetingDate)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Deal value</dt>
                    <dd>{dealValue(r)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Commission</dt>
                    <dd>
                      {r.commission
                        ? `${formatCents(r.commission.amountCents)} · ${copy.commissionStatus[r.commission.status]}`
                        : "–"}
                    </dd>
                  </div>
                </dl>
              </div>
              <ReferralOutcome referral={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
