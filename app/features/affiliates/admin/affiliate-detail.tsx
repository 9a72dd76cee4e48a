/**
 * One affiliate in a drawer that opens beside the list: profile, status change, commission
 * rate, account access and referrals.
 */

import { useMutation } from "@tanstack/react-query";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson } from "#app/lib/admin-api";
import type { AdminAffiliateRow } from "#common/affiliates";
import { AccountActions } from "./account-actions";
import { ReferralList } from "./referrals";
import { AFFILIATES_PATH, smallInput, statusBadge, statusLabel, useRefresh } from "./shared";
import { StatusActions } from "./status";

function CommissionRateForm({ affiliate, defaultPercent }: { affiliate: AdminAffiliateRow; defaultPercent: number }) {
  const id = useId();
  const refresh = useRefresh();
  const [value, setValue] = useState(affiliate.commissionRate === null ? "" : String(affiliate.commissionRate));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (commissionRate: number | null) =>
      adminJson("PUT", `${AFFILIATES_PATH}/${affiliate.id}/commission-rate`, { commissionRate }),
    onSuccess: async (_d, rate) => {
      setError(null);
      toast({
        title: `Commission rate of ${affiliate.name} ${rate === null ? `back to the default ${defaultPercent}%` : `set to ${rate}%`}`,
        variant: "success",
      });
      await refresh();
    },
    onError: (e) => setError(adminErrorMessage(e)),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (value.trim() === "") return save.mutate(null);
    const rate = Number(value);
    if (!Number.isFinite(rate) || rate < 0 || rate > 100) {
      setError("Commission rate must be a number from 0 to 100.");
      return;
    }
    save.mutate(rate);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={`${id}-rate`} className="block text-sm font-medium">
        Commission rate (%)
      </label>
      <p id={`${id}-rate-hint`} className="text-sm text-slate-600">
        Leave empty for the program default ({defaultPercent}%).
      </p>
      <div className="flex gap-2">
        <input
          id={`${id}-rate`}
          aria-describedby={`${id}-rate-hint`}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.1"
          placeholder={String(defaultPercent)}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={`${smallInput} max-w-32`}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={save.isPending}>
          Set rate
        </Button>
      </div>
      <Alert inline>{error}</Alert>
    </form>
  );
}

function Profile({ affiliate }: { affiliate: AdminAffiliateRow }) {
  return (
    <dl className="space-y-2 text-sm">
      <div>
        <dt className="font-medium text-slate-600">E-mail</dt>
        <dd className="[overflow-wrap:anywhere]">{affiliate.email}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">Company and website</dt>
        <dd className="[overflow-wrap:anywhere]">
          {affiliate.company ?? "–"}
          {affiliate.website ? (
            <>
              {" · "}
              <a
                href={affiliate.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-brand-700 underline"
              >
                {affiliate.website}
              </a>
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">How they will promote</dt>
        <dd className="whitespace-pre-line">{affiliate.promotionMethod}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-600">Payout e-mail</dt>
        <dd className="[overflow-wrap:anywhere]">{affiliate.payoutEmail}</dd>
      </div>
      {affiliate.statusNote ? (
        <div>
          <dt className="font-medium text-slate-600">Status note</dt>
          <dd>{affiliate.statusNote}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The drawer of one affiliate; closing it (Escape, the close button, the backdrop) returns focus to its row. */
export function AffiliateDrawer({
  affiliate,
  defaultPercent,
  onClose,
}: {
  affiliate: AdminAffiliateRow | undefined;
  defaultPercent: number;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={Boolean(affiliate)} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 w-full max-w-3xl overflow-y-auto bg-white p-5 shadow-2xl sm:p-7">
          {affiliate ? (
            <div className="space-y-6">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Dialog.Title className="text-xl font-bold text-ink [overflow-wrap:anywhere]">
                    {affiliate.name}
                  </Dialog.Title>
                  <Dialog.Description className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <span className="font-mono">{affiliate.code}</span>
                    <Badge tone={statusBadge[affiliate.status]}>{statusLabel[affiliate.status]}</Badge>
                  </Dialog.Description>
                </div>
                <Dialog.Close asChild>
                  <Button size="sm" variant="ghost" aria-label={`Close ${affiliate.name}`}>
                    <X aria-hidden="true" className="size-5" />
                  </Button>
                </Dialog.Close>
              </div>
              <div className="grid gap-6 md:grid-cols-2">
                <Profile affiliate={affiliate} />
                <div className="space-y-6">
                  <StatusActions key={affiliate.status} affiliate={affiliate} />
                  <CommissionRateForm
                    key={String(affiliate.commissionRate)}
                    affiliate={affiliate}
                    defaultPercent={defaultPercent}
                  />
                </div>
              </div>
              <AccountActions affiliate={affiliate} />
              <ReferralList affiliate={affiliate} />
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
