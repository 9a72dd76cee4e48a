import { useId, useState } from "react";
import { AFFILIATE_STATUSES, type AdminAffiliateRow, type AffiliateStatus, formatCents, type ProgramSettings } from "../../../common/affiliate";
import { Button } from "../../components/ui/button";
import { useAdminQuery } from "../admin/admin-api";
import { AffiliateDetail } from "./admin-affiliate-detail";
import { AFFILIATES_PATH, day, ErrorText, type Notify, smallInput, statusLabel, statusTone, td, th } from "./admin-shared";

/** The affiliates with their figures, filtered by status; "Manage" opens one. */
export function AffiliatesSection({ notify }: { notify: Notify }) {
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
