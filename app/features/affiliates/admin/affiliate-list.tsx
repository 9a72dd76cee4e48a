import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { ClippedText } from "#app/components/ui/clipped-text";
import { type Column, DataTable } from "#app/components/ui/data-table";
import { adminErrorMessage, useAdminQuery } from "#app/lib/admin-api";
import {
  type AdminAffiliateRow,
  AFFILIATE_STATUSES,
  type AffiliateStatus,
  formatCents,
  type ProgramSettings,
} from "#common/affiliates";
import { formatDate } from "#common/format/date";
import { AffiliateDrawer } from "./affiliate-detail";
import { AFFILIATES_PATH, smallInput, statusBadge, statusLabel } from "./shared";
import { PendingRowActions } from "./status";

function columns(defaultPercent: number): Column<AdminAffiliateRow>[] {
  return [
    {
      key: "affiliate",
      header: "Affiliate",
      card: "title",
      className: "min-w-60",
      cell: (a) => (
        <>
          <div className="font-medium text-ink">{a.name}</div>
          <ClippedText text={a.email} className="max-w-64 font-normal text-slate-600" />
          <div className="text-xs font-normal text-slate-600">
            <span className="font-mono text-slate-800">{a.code}</span> · applied {formatDate(a.createdAt)}
          </div>
          {/* On phone cards the four counts below make one line. */}
          <div className="mt-1 text-sm font-normal text-slate-700 lg:hidden">
            {a.clicks} clicks · {a.leads} leads · {a.meetings} meetings · {a.won} won
          </div>
        </>
      ),
    },
    {
      key: "status",
      header: "Status",
      cell: (a) => (
        <>
          <Badge tone={statusBadge[a.status]}>{statusLabel[a.status]}</Badge>
          {a.passwordResetRequestedAt ? <div className="mt-1 text-xs text-amber-900">Reset requested</div> : null}
        </>
      ),
    },
    { key: "clicks", header: "Clicks", align: "right", card: "hide", cell: (a) => a.clicks },
    { key: "leads", header: "Leads", align: "right", card: "hide", cell: (a) => a.leads },
    { key: "meetings", header: "Meetings", align: "right", card: "hide", cell: (a) => a.meetings },
    { key: "won", header: "Won", align: "right", card: "hide", cell: (a) => a.won },
    {
      key: "earnings",
      header: "Earnings",
      cell: (a) => (
        <div className="flex flex-wrap gap-x-3 lg:block">
          <div className="whitespace-nowrap">Pending {formatCents(a.pendingCents)}</div>
          <div className="whitespace-nowrap">Approved {formatCents(a.approvedCents)}</div>
          <div className="whitespace-nowrap">Paid {formatCents(a.paidCents)}</div>
        </div>
      ),
    },
    {
      key: "rate",
      header: "Rate",
      cell: (a) =>
        a.commissionRate === null ? (
          <>
            {defaultPercent}% <span className="text-xs text-slate-600">default</span>
          </>
        ) : (
          `${a.commissionRate}%`
        ),
    },
  ];
}

/** The affiliates with their figures, filtered by status; a pending one is approved or rejected in its row, "Manage" opens the drawer. */
export function AffiliatesSection() {
  const id = useId();
  const [status, setStatus] = useState<AffiliateStatus | "">("");
  const [openId, setOpenId] = useState<string | null>(null);
  const data = useAdminQuery<{ affiliates: AdminAffiliateRow[]; settings: ProgramSettings }>(
    AFFILIATES_PATH,
    { status },
    {
      placeholderData: (previous) => previous,
    },
  );
  // The drawer looks its affiliate up in the unfiltered list: a status change that moves them
  // out of the filtered one keeps the drawer open with their new status.
  const everyone = useAdminQuery<{ affiliates: AdminAffiliateRow[] }>(
    AFFILIATES_PATH,
    {},
    { enabled: openId !== null },
  );
  const rows = data.data?.affiliates;
  const opened = openId
    ? (everyone.data?.affiliates.find((r) => r.id === openId) ?? rows?.find((r) => r.id === openId))
    : undefined;
  const defaultPercent = data.data?.settings.defaultCommissionPercent ?? 10;
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
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => setStatus(e.target.value as AffiliateStatus | "")}
            className={smallInput}
          >
            <option value="">All</option>
            {AFFILIATE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Alert>{data.error ? adminErrorMessage(data.error) : null}</Alert>
      {!rows ? (
        data.error ? null : (
          <p className="text-slate-600">Loading affiliates…</p>
        )
      ) : (
        <DataTable
          label="Affiliates"
          columns={columns(defaultPercent)}
          rows={rows}
          rowKey={(a) => a.id}
          cardsBelow="lg"
          actionsLabel="Actions"
          actions={(a) => (
            <>
              {a.status === "pending" ? <PendingRowActions affiliate={a} /> : null}
              <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => setOpenId(a.id)}>
                Manage<span className="sr-only"> {a.name}</span>
              </Button>
            </>
          )}
          empty={
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
              {status
                ? `No ${statusLabel[status].toLowerCase()} affiliates.`
                : "No affiliates yet. Applications from /affiliate-register appear here."}
            </p>
          }
        />
      )}
      <AffiliateDrawer affiliate={opened} defaultPercent={defaultPercent} onClose={() => setOpenId(null)} />
    </section>
  );
}
