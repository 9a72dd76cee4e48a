import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { AdminAffiliateRow, AffiliateStatus } from "../../../common/affiliate";
import { Button } from "../../components/ui/button";
import { adminErrorMessage, adminJson } from "../admin/admin-api";
import { InlineAlert } from "../admin/ui";
import { AccountActions } from "./admin-account-actions";
import { ReferralList } from "./admin-referrals";
import { AFFILIATES_PATH, type Notify, smallInput, useRefresh } from "./admin-shared";

const ACTIONS: Record<AffiliateStatus, { action: "approve" | "reject" | "suspend" | "reinstate"; label: string }[]> = {
  pending: [
    { action: "approve", label: "Approve" },
    { action: "reject", label: "Reject" },
  ],
  rejected: [{ action: "approve", label: "Approve" }],
  approved: [{ action: "suspend", label: "Suspend" }],
  suspended: [{ action: "reinstate", label: "Reinstate" }],
};

function StatusActions({ affiliate, notify }: { affiliate: AdminAffiliateRow; notify: Notify }) {
  const id = useId();
  const refresh = useRefresh();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (action: string) =>
      adminJson("POST", `${AFFILIATES_PATH}/${affiliate.id}/status`, { action, note: note.trim() || undefined }),
    onSuccess: async (_data, action) => {
      setNote("");
      setError(null);
      notify({ ok: true, text: `${affiliate.name}: ${action} done.` });
      await refresh();
    },
    onError: (e) => setError(adminErrorMessage(e)),
  });
  const run = (action: string) => {
    if (action === "reject" && !note.trim()) {
      setError("Note is required when rejecting: tell the applicant why.");
      return;
    }
    change.mutate(action);
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
      <InlineAlert message={error} />
    </div>
  );
}

function CommissionRateForm({ affiliate, defaultPercent, notify }: { affiliate: AdminAffiliateRow; defaultPercent: number; notify: Notify }) {
  const id = useId();
  const refresh = useRefresh();
  const [value, setValue] = useState(affiliate.commissionRate === null ? "" : String(affiliate.commissionRate));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (commissionRate: number | null) =>
      adminJson("PUT", `${AFFILIATES_PATH}/${affiliate.id}/commission-rate`, { commissionRate }),
    onSuccess: async (_d, rate) => {
      setError(null);
      notify({ ok: true, text: `${affiliate.name}: commission ${rate === null ? `back to the default ${defaultPercent}%` : `set to ${rate}%`}.` });
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
        Commission rate (%) <span className="font-normal text-slate-600">empty: program default {defaultPercent}%</span>
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-rate`}
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
      <InlineAlert message={error} />
    </form>
  );
}

export function AffiliateDetail({
  affiliate,
  defaultPercent,
  notify,
  onClose,
}: {
  affiliate: AdminAffiliateRow;
  defaultPercent: number;
  notify: Notify;
  onClose: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a partner brings the panel (below the list) into view and moves focus to it.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby={headingId} className="space-y-6 rounded-xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {affiliate.name} <span className="font-mono text-base font-normal text-slate-600">{affiliate.code}</span>
        </h3>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium text-slate-600">Company and website</dt>
            <dd>
              {affiliate.company ?? "–"}
              {affiliate.website ? (
                <>
                  {" · "}
                  <a href={affiliate.website} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
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
            <dd>{affiliate.payoutEmail}</dd>
          </div>
          {affiliate.statusNote ? (
            <div>
              <dt className="font-medium text-slate-600">Status note</dt>
              <dd>{affiliate.statusNote}</dd>
            </div>
          ) : null}
        </dl>
        <StatusActions key={affiliate.status} affiliate={affiliate} notify={notify} />
        <CommissionRateForm key={String(affiliate.commissionRate)} affiliate={affiliate} defaultPercent={defaultPercent} notify={notify} />
      </div>
      <AccountActions affiliate={affiliate} notify={notify} />
      <ReferralList affiliate={affiliate} notify={notify} />
    </section>
  );
}
