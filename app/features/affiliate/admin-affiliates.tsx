/**
 * The admin console's affiliate section: program settings, the affiliates with their
 * figures (approve, reject with a note, suspend, reinstate, commission rate), each affiliate's
 * referrals (mark won with the real deal value, or lost) and the commissions (approve and mark
 * paid with a payout reference, one by one or in bulk). The server writes every change to the
 * audit log.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import {
  AFFILIATE_STATUSES,
  type AdminAffiliateRow,
  type AdminCommissionRow,
  type AdminReferralRow,
  type AffiliateStatus,
  COMMISSION_STATUSES,
  type CommissionStatus,
  formatCents,
  type ProgramSettings,
  programSettingsSchema,
} from "../../../common/affiliate";
import { affiliateDashboard as copy } from "../../../content/affiliate-program";
import { Button } from "../../components/ui/button";
import { adminErrorMessage, adminJson, useAdminQuery } from "../admin/admin-api";
import { InlineAlert } from "../admin/ui";
import { AccountActions } from "./admin-account-actions";
import { inputClass } from "./form-field";

type Notice = { ok: boolean; text: string } | null;
type Notify = (notice: Notice) => void;

const AFFILIATES_PATH = "/api/admin/affiliates";
const COMMISSIONS_PATH = "/api/admin/affiliate-commissions";
const SETTINGS_PATH = "/api/admin/affiliate-settings";

const statusLabel: Record<AffiliateStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};
const statusTone: Record<AffiliateStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
  suspended: "bg-slate-200 text-slate-900",
};

const smallInput = `${inputClass} mt-0 py-1.5 text-sm`;
const th = "px-3 py-2.5 font-semibold whitespace-nowrap";
const td = "px-3 py-2.5 align-top";
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" }) : "–");

/** Refreshes every affiliate list of the console after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === "admin" && String(query.queryKey[1] ?? "").startsWith("/api/admin/affiliate"),
    });
}

function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {adminErrorMessage(error)}
    </p>
  );
}

// ------------------------------------------------------------------ program settings

function ProgramSettingsForm({ notify }: { notify: Notify }) {
  const id = useId();
  const settings = useAdminQuery<ProgramSettings>(SETTINGS_PATH);
  const refresh = useRefresh();
  const [draft, setDraft] = useState<{ percent: string; days: string; autoApprove: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = settings.data;
  const form = draft ?? (current ? { percent: String(current.defaultCommissionPercent), days: String(current.attributionWindowDays), autoApprove: current.autoApprove } : null);
  const save = useMutation({
    mutationFn: (body: ProgramSettings) => adminJson<ProgramSettings>("PUT", SETTINGS_PATH, body),
    onSuccess: async () => {
      setDraft(null);
      notify({ ok: true, text: "Program settings saved." });
      await refresh();
    },
    onError: (e) => setError(adminErrorMessage(e)),
  });
  if (!form) return <ErrorText error={settings.error} />;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = programSettingsSchema.safeParse({
      defaultCommissionPercent: form.percent.trim() === "" ? Number.NaN : Number(form.percent),
      attributionWindowDays: form.days.trim() === "" ? Number.NaN : Number(form.days),
      autoApprove: form.autoApprove,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue.path[0] === "attributionWindowDays" ? "Attribution window" : "Default commission";
      setError(`${field} ${issue.message}`);
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };
  const set = (patch: Partial<typeof form>) => setDraft({ ...form, ...patch });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Program settings
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-percent`} className="block text-sm font-medium">
            Default commission (%)
          </label>
          <input
            id={`${id}-percent`}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="0.1"
            value={form.percent}
            onChange={(e) => set({ percent: e.target.value })}
            className={smallInput}
          />
        </div>
        <div>
          <label htmlFor={`${id}-days`} className="block text-sm font-medium">
            Attribution window (days)
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={730}
            value={form.days}
            onChange={(e) => set({ days: e.target.value })}
            className={smallInput}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium sm:pb-2">
          <input
            type="checkbox"
            checked={form.autoApprove}
            onChange={(e) => set({ autoApprove: e.target.checked })}
            className="size-4 accent-brand-600"
          />
          Approve new affiliates automatically
        </label>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save settings"}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

// ------------------------------------------------------------------ one affiliate

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

function ReferralList({ affiliate, notify }: { affiliate: AdminAffiliateRow; notify: Notify }) {
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

function AffiliateDetail({
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

// ------------------------------------------------------------------ affiliates list

function AffiliatesSection({ notify }: { notify: Notify }) {
  const id = useId();
  const [status, setStatus] = useState<AffiliateStatus | "">("");
  const [openId, setOpenId] = useState<string | null>(null);
  const data = useAdminQuery<{ affiliates: AdminAffiliateRow[]; settings: ProgramSettings }>(AFFILIATES_PATH, { status }, {
    placeholderData: (previous) => previous,
  });
  const rows = data.data?.affiliates;
  const defaultPercent = data.data?.settings.defaultCommissionPercent ?? 10;
  const openRow = rows?.find((r) => r.id === openId);
  const detailId = `${id}-detail`;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
          Affiliates
        </h2>
        <div>
          <label htmlFor={`${id}-status`} className="block text-sm font-medium">
            Status
          </label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as AffiliateStatus | "")} className={smallInput}>
            <option value="">All</option>
            {AFFILIATE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ErrorText error={data.error} />
      {!rows ? (
        data.error ? null : <p className="text-slate-600">Loading affiliates…</p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
          {status ? `No ${statusLabel[status].toLowerCase()} affiliates.` : "No affiliates yet. Applications from /affiliate-register appear here."}
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={th}>Affiliate</th>
                <th scope="col" className={th}>Code</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={`${th} text-right`}>Clicks</th>
                <th scope="col" className={`${th} text-right`}>Leads</th>
                <th scope="col" className={`${th} text-right`}>Meetings</th>
                <th scope="col" className={`${th} text-right`}>Won</th>
                <th scope="col" className={th}>Earnings</th>
                <th scope="col" className={th}>Rate</th>
                <th scope="col" className={th}>
                  <span className="sr-only">Details</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((a) => {
                const open = openId === a.id;
                return (
                  <tr key={a.id} data-affiliate={a.code} className={open ? "bg-brand-50" : undefined}>
                    <td className={td}>
                      <div className="font-medium">{a.name}</div>
                      <div className="text-slate-600">{a.email}</div>
                      <div className="text-xs text-slate-600">Applied {day(a.createdAt)}</div>
                    </td>
                    <td className={`${td} font-mono`}>{a.code}</td>
                    <td className={td}>
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[a.status]}`}>{statusLabel[a.status]}</span>
                      {a.passwordResetRequestedAt ? <div className="mt-1 text-xs text-amber-900">Reset requested</div> : null}
                    </td>
                    <td className={`${td} text-right tabular-nums`}>{a.clicks}</td>
                    <td className={`${td} text-right tabular-nums`}>{a.leads}</td>
                    <td className={`${td} text-right tabular-nums`}>{a.meetings}</td>
                    <td className={`${td} text-right tabular-nums`}>{a.won}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      <div>Pending {formatCents(a.pendingCents)}</div>
                      <div>Approved {formatCents(a.approvedCents)}</div>
                      <div>Paid {formatCents(a.paidCents)}</div>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>
                      {a.commissionRate === null ? `${defaultPercent}% (default)` : `${a.commissionRate}%`}
                    </td>
                    <td className={td}>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-expanded={open}
                        aria-controls={detailId}
                        onClick={() => setOpenId(open ? null : a.id)}
                      >
                        {open ? "Close" : "Manage"}
                        <span className="sr-only"> {a.name}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div id={detailId}>
        {openRow ? (
          <AffiliateDetail key={openRow.id} affiliate={openRow} defaultPercent={defaultPercent} notify={notify} onClose={() => setOpenId(null)} />
        ) : null}
      </div>
    </section>
  );
}

// ------------------------------------------------------------------ commissions

function CommissionsSection({ notify }: { notify: Notify }) {
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

// ------------------------------------------------------------------ page

export function AdminAffiliates() {
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Affiliates</h1>
        <p className="mt-1 text-slate-600">
          Review applications, confirm deals and pay commissions. Every change is written to the audit log.
        </p>
      </div>
      <p
        role="status"
        className={notice ? `rounded-lg border px-4 py-3 text-sm ${notice.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-800"}` : "sr-only"}
      >
        {notice?.text ?? ""}
      </p>
      <ProgramSettingsForm notify={setNotice} />
      <AffiliatesSection notify={setNotice} />
      <CommissionsSection notify={setNotice} />
    </div>
  );
}
