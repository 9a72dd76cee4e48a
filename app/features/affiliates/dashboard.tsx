import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LogOut, MonitorX } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { type Column, DataTable } from "#app/components/ui/data-table";
import { inputClass } from "#app/components/ui/input-class";
import { StatCard } from "#app/components/ui/stat-card";
import { type AffiliateProfile, type AffiliateStats, formatCents } from "#common/affiliates";
import { formatDate } from "#common/format/date";
import { affiliateAccount as accountCopy, affiliateDashboard as copy } from "#content/affiliates";
import { ActivityChart } from "./activity-chart";
import { affiliateJson, clearAffiliateToken, errorMessage } from "./affiliate-api";
import { useAffiliateQuery } from "./affiliate-query";
import { PayoutEmail, ReferralLink } from "./partner-account";

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const statusTone: Record<AffiliateProfile["status"], string> = {
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  approved: "border-emerald-300 bg-emerald-50 text-emerald-900",
  rejected: "border-red-300 bg-red-50 text-red-900",
  suspended: "border-red-300 bg-red-50 text-red-900",
};

const PRESETS = [7, 30, 90] as const;
const DEFAULT_PRESET = 30;

/** The range of the last `days` days, today included (UTC days, as the server counts them). */
const lastDays = (days: number, now = Date.now()) => ({ from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) });

type Referral = AffiliateStats["recentReferrals"][number];

const referralColumns: Column<Referral>[] = [
  { key: "customer", header: "Customer", card: "title", cell: (r) => r.customer },
  { key: "status", header: "Status", cell: (r) => copy.referralStatus[r.status] },
  { key: "clicked", header: "First click", className: "whitespace-nowrap", cell: (r) => formatDate(r.clickedAt) },
  {
    key: "commission",
    header: "Commission",
    cell: (r) =>
      r.commissionCents !== null && r.commissionStatus
        ? `${formatCents(r.commissionCents)} (${copy.commissionStatus[r.commissionStatus]})`
        : "–",
  },
];

/** Quick ranges as one segmented control: the one matching the chosen dates shows as pressed. */
function RangePresets({ range, onPick }: { range: { from: string; to: string }; onPick: (days: number) => void }) {
  return (
    <div role="group" aria-label="Quick ranges" className="inline-flex shrink-0 rounded-lg bg-slate-100 p-1">
      {PRESETS.map((days) => {
        const preset = lastDays(days);
        const pressed = preset.from === range.from && preset.to === range.to;
        return (
          <button
            key={days}
            type="button"
            aria-pressed={pressed}
            onClick={() => onPick(days)}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              pressed ? "bg-white text-ink shadow-sm ring-1 ring-slate-300" : "text-slate-700 hover:text-ink"
            }`}
          >
            Last {days} days
          </button>
        );
      })}
    </div>
  );
}

/** The signed-in partner's dashboard: status, link, activity over a date range, earnings, referrals. */
export function AffiliateDashboard({ profile }: { profile: AffiliateProfile }) {
  const queryClient = useQueryClient();
  const rangeId = useId();
  const [range, setRange] = useState(() => lastDays(DEFAULT_PRESET));
  const stats = useAffiliateQuery<AffiliateStats>(`/api/affiliate/me/stats?from=${range.from}&to=${range.to}`, {
    placeholderData: (previous) => previous,
  });
  const status = copy.status[profile.status];

  const signOut = () => {
    clearAffiliateToken();
    queryClient.removeQueries({ queryKey: ["affiliate"] });
  };
  const signOutEverywhere = useMutation({
    mutationFn: () => affiliateJson<void>("POST", "/api/affiliate/me/sign-out-everywhere"),
    onSettled: signOut,
  });
  const data = stats.data;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">Partner dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">Welcome, {profile.name}</h1>
          <p className="mt-1 text-slate-600">
            Commission {profile.commissionPercent}% of the confirmed deal value · {profile.attributionWindowDays}-day
            attribution
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={signOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
          <Button
            variant="ghost"
            onClick={() => signOutEverywhere.mutate()}
            disabled={signOutEverywhere.isPending}
            title={accountCopy.signOutEverywhereHelp}
            aria-describedby="sign-out-everywhere-help"
          >
            <MonitorX aria-hidden="true" className="size-4" />
            {accountCopy.signOutEverywhere}
          </Button>
          <span id="sign-out-everywhere-help" className="sr-only">
            {accountCopy.signOutEverywhereHelp}
          </span>
        </div>
      </div>

      <section aria-labelledby="status-title" className={`rounded-2xl border p-5 ${statusTone[profile.status]}`}>
        <h2 id="status-title" className="font-semibold">
          Status: {profile.status} — {status.title}
        </h2>
        <p className="mt-1">{status.body}</p>
        {profile.statusNote ? <p className="mt-2 text-sm">Note from our team: {profile.statusNote}</p> : null}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <ReferralLink code={profile.code} status={profile.status} />
        <PayoutEmail profile={profile} />
      </div>

      <section aria-labelledby="activity-title" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="activity-title" className="text-2xl font-bold tracking-tight">
            Activity
          </h2>
          <fieldset className="flex flex-wrap items-end gap-3">
            <legend className="sr-only">Date range</legend>
            <RangePresets range={range} onPick={(days) => setRange(lastDays(days))} />
            <div className="flex gap-3">
              <div>
                <label htmlFor={`${rangeId}-from`} className="block text-xs font-medium text-slate-700">
                  From
                </label>
                <input
                  id={`${rangeId}-from`}
                  type="date"
                  value={range.from}
                  max={range.to}
                  onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
                  className={`${inputClass} py-1.5`}
                />
              </div>
              <div>
                <label htmlFor={`${rangeId}-to`} className="block text-xs font-medium text-slate-700">
                  To
                </label>
                <input
                  id={`${rangeId}-to`}
                  type="date"
                  value={range.to}
                  min={range.from}
                  onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
                  className={`${inputClass} py-1.5`}
                />
              </div>
            </div>
          </fieldset>
        </div>
        {stats.error ? <Alert>{errorMessage(stats.error)}</Alert> : null}
        {data ? (
          <>
            <dl className="grid grid-cols-2 gap-4 md:grid-cols-5">
              <StatCard label="Clicks" value={String(data.totals.clicks)} />
              <StatCard label="Leads" value={String(data.totals.leads)} />
              <StatCard label="Meetings booked" value={String(data.totals.meetings)} />
              <StatCard label="Won deals" value={String(data.totals.won)} />
              <StatCard
                label="Conversion rate"
                value={data.conversionRate === null ? "–" : `${data.conversionRate}%`}
                note={copy.conversionHelp}
              />
            </dl>
            <ActivityChart series={data.series} />
          </>
        ) : (
          <p className="text-slate-600">Loading activity…</p>
        )}
      </section>

      {data ? (
        <section aria-labelledby="earnings-title">
          <h2 id="earnings-title" className="text-2xl font-bold tracking-tight">
            Earnings
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            All time. Pending commissions wait for our team's approval; approved ones are paid next.
          </p>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <StatCard label="Pending" value={formatCents(data.earnings.pendingCents)} />
            <StatCard label="Approved" value={formatCents(data.earnings.approvedCents)} />
            <StatCard label="Paid" value={formatCents(data.earnings.paidCents)} />
          </dl>
        </section>
      ) : null}

      {data ? (
        <section aria-labelledby="referrals-title" className="space-y-4">
          <div>
            <h2 id="referrals-title" className="text-2xl font-bold tracking-tight">
              Recent referrals
            </h2>
            <p className="mt-1 text-sm text-slate-600">Names stay masked until a referral becomes a lead.</p>
          </div>
          <DataTable
            label="Recent referrals"
            columns={referralColumns}
            rows={data.recentReferrals}
            rowKey={(r) => r.id}
            cardsBelow="md"
            empty={
              <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
                {profile.status === "approved" ? copy.noReferrals : copy.noReferralsYetNotTracking}
              </p>
            }
          />
        </section>
      ) : null}
    </div>
  );
}
