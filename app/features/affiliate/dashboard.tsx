import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, LogOut, MonitorX } from "lucide-react";
import { useId, useState } from "react";
import {
  type AffiliateProfile,
  type AffiliateStats,
  affiliateProfileUpdateSchema,
  formatCents,
} from "../../../common/affiliate";
import { affiliateAccount as accountCopy, affiliateDashboard as copy } from "../../../content/affiliate-program";
import { Button } from "../../components/ui/button";
import { PageSkeleton } from "../../components/ui/skeleton";
import { affiliateJson, clearAffiliateToken, errorMessage, useAffiliateQuery } from "./affiliate-api";
import { ActivityChart } from "./activity-chart";
import { inputClass } from "./form-field";

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const statusTone: Record<AffiliateProfile["status"], string> = {
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  approved: "border-emerald-300 bg-emerald-50 text-emerald-900",
  rejected: "border-red-300 bg-red-50 text-red-900",
  suspended: "border-red-300 bg-red-50 text-red-900",
};

function ReferralLink({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/?ref=${code}`;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Clipboard blocked: select the text so the partner can copy it by hand.
      (document.getElementById("referral-link") as HTMLInputElement | null)?.select();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2_500);
  };
  return (
    <section aria-labelledby="referral-link-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="referral-link-title" className="text-lg font-semibold">
        Your referral link
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Code <strong className="font-mono text-ink">{code}</strong>. Any page of the site works with <code>?ref={code}</code> added.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="referral-link" className="sr-only">
          Referral link
        </label>
        <input id="referral-link" readOnly value={link} className={`${inputClass} mt-0 font-mono text-sm`} onFocus={(e) => e.target.select()} />
        <Button onClick={copyLink} className="shrink-0">
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? "Copied" : "Copy link"}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? "Referral link copied to the clipboard" : ""}
      </p>
    </section>
  );
}

function Stat({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
      {help ? <dd className="mt-1 text-xs text-slate-600">{help}</dd> : null}
    </div>
  );
}

function PayoutEmail({ profile }: { profile: AffiliateProfile }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(profile.payoutEmail);
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: { payoutEmail: string; currentPassword: string }) => affiliateJson<AffiliateProfile>("PATCH", "/api/affiliate/me", body),
    onSuccess: (updated) => {
      queryClient.setQueryData(["affiliate", "/api/affiliate/me"], updated);
      setPassword("");
      setMessage({ ok: true, text: "Payout e-mail saved." });
    },
    onError: (error) => setMessage({ ok: false, text: errorMessage(error).replace(/^currentPassword: is not/, "The password is not") }),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = affiliateProfileUpdateSchema.safeParse({ payoutEmail: value, currentPassword: password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setMessage({ ok: false, text: `${issue.path[0] === "currentPassword" ? "Your password" : "Payout e-mail"} ${issue.message}` });
      return;
    }
    setMessage(null);
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="payout-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="payout-title" className="text-lg font-semibold">
        Payout e-mail
      </h2>
      <p className="mt-1 text-sm text-slate-600">Commissions are paid to this address. {accountCopy.payoutPasswordHelp}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="payout-email" className="block text-sm font-medium text-slate-800">
            Payout e-mail
          </label>
          <input
            id="payout-email"
            type="email"
            autoComplete="email"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={message && !message.ok ? true : undefined}
            aria-describedby="payout-message"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="payout-password" className="block text-sm font-medium text-slate-800">
            Your password
          </label>
          <input
            id="payout-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="payout-message"
            className={inputClass}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending} className="shrink-0">
          {save.isPending ? "Saving…" : "Save"}
        </Button>
      </div>
      <p id="payout-message" role="status" className={`mt-2 text-sm ${message?.ok ? "text-emerald-800" : "text-red-700"}`}>
        {message?.text ?? ""}
      </p>
    </form>
  );
}

const PRESETS = [7, 30, 90] as const;

/** The signed-in partner's dashboard: status, link, activity over a date range, earnings, referrals. */
export function AffiliateDashboard({ profile }: { profile: AffiliateProfile }) {
  const queryClient = useQueryClient();
  const rangeId = useId();
  const [range, setRange] = useState(() => ({ from: isoDay(Date.now() - 29 * DAY_MS), to: isoDay(Date.now()) }));
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
  const setPreset = (days: number) => setRange({ from: isoDay(Date.now() - (days - 1) * DAY_MS), to: isoDay(Date.now()) });
  const data = stats.data;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Partner dashboard</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Welcome, {profile.name}</h1>
          <p className="mt-1 text-slate-600">
            Commission {profile.commissionPercent}% of the confirmed deal value · {profile.attributionWindowDays}-day attribution
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
        <ReferralLink code={profile.code} />
        <PayoutEmail profile={profile} />
      </div>

      <section aria-labelledby="activity-title" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="activity-title" className="text-2xl font-bold tracking-tight">
            Activity
          </h2>
          <fieldset className="flex flex-wrap items-end gap-3">
            <legend className="sr-only">Date range</legend>
            <div className="flex gap-1" role="group" aria-label="Quick ranges">
              {PRESETS.map((days) => (
                <Button key={days} size="sm" variant="ghost" onClick={() => setPreset(days)}>
                  Last {days} days
                </Button>
              ))}
            </div>
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
          </fieldset>
        </div>
        {stats.error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {errorMessage(stats.error)}
          </p>
        ) : null}
        {data ? (
          <>
            <dl className="grid grid-cols-2 gap-4 md:grid-cols-5">
              <Stat label="Clicks" value={String(data.totals.clicks)} />
              <Stat label="Leads" value={String(data.totals.leads)} />
              <Stat label="Meetings booked" value={String(data.totals.meetings)} />
              <Stat label="Won deals" value={String(data.totals.won)} />
              <Stat
                label="Conversion rate"
                value={data.conversionRate === null ? "–" : `${data.conversionRate}%`}
                help={copy.conversionHelp}
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
          <p className="mt-1 text-sm text-slate-600">All time. Pending commissions wait for our team's approval; approved ones are paid next.</p>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <Stat label="Pending" value={formatCents(data.earnings.pendingCents)} />
            <Stat label="Approved" value={formatCents(data.earnings.approvedCents)} />
            <Stat label="Paid" value={formatCents(data.earnings.paidCents)} />
          </dl>
        </section>
      ) : null}

      {data ? (
        <section aria-labelledby="referrals-title">
          <h2 id="referrals-title" className="text-2xl font-bold tracking-tight">
            Recent referrals
          </h2>
          <p className="mt-1 text-sm text-slate-600">Names stay masked until a referral becomes a lead.</p>
          {data.recentReferrals.length === 0 ? (
            <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
              No referrals yet. Share your link to see them here.
            </p>
          ) : (
            <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="min-w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">Customer</th>
                    <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                    <th scope="col" className="px-4 py-3 font-semibold">First click</th>
                    <th scope="col" className="px-4 py-3 font-semibold">Commission</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.recentReferrals.map((r) => (
                    <tr key={r.id}>
                      <td className="px-4 py-3">{r.customer}</td>
                      <td className="px-4 py-3">{copy.referralStatus[r.status]}</td>
                      <td className="px-4 py-3">{new Date(r.clickedAt).toLocaleDateString()}</td>
                      <td className="px-4 py-3">
                        {r.commissionCents !== null && r.commissionStatus
                          ? `${formatCents(r.commissionCents)} (${copy.commissionStatus[r.commissionStatus]})`
                          : "–"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}

export function DashboardLoading() {
  return <PageSkeleton />;
}
