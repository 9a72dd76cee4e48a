import { useQuery } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { BarList } from "#app/components/ui/chart/bar-list";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { changeOf } from "#app/components/ui/period-switch";
import { Segmented } from "#app/components/ui/segmented";
import { StatCard } from "#app/components/ui/stat-card";
import { TooltipProvider } from "#app/components/ui/tooltip";
import { ApiError, apiJson } from "#app/lib/api";
import { apiErrorMessage } from "#app/lib/api-error";
import { COMPARED_LABELS, PERIOD_NAMES, periodRange } from "#common/analytics-period";
import { SHARE_FRAGMENT, type SharedAnalytics } from "#common/analytics-reports";
import { countryName } from "#common/format/country";
import { formatInteger } from "#common/format/number";
import { site } from "#content/site";
import { GoalsTable } from "./goals-table";
import { TrendChart } from "./trend-chart";

const PERIODS = ["7d", "30d", "90d", "month", "lastMonth"] as const;
type SharedPeriod = (typeof PERIODS)[number];
const PERIOD_OPTIONS = PERIODS.map((p) => [p, PERIOD_NAMES[p]] as const);

/** The view's token lives for the browser tab only, beside the key it was opened with. */
const STORE = "sharedAnalyticsView";

function readKey(): string {
  if (typeof window === "undefined") return "";
  return new URLSearchParams(window.location.hash.slice(1)).get(SHARE_FRAGMENT) ?? "";
}

function storedToken(key: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORE) ?? "null") as { key: string; token: string } | null;
    return saved?.key === key ? saved.token : null;
  } catch {
    return null;
  }
}

function PasswordForm({
  linkKey,
  onOpen,
  onRevoked,
}: {
  linkKey: string;
  onOpen: (token: string) => void;
  onRevoked: (message: string) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const password = String(new FormData(event.currentTarget).get("password") ?? "");
      const opened = await apiJson<{ token: string }>("POST", "/api/shared/unlock", { token: linkKey, password });
      if (opened) onOpen(opened.token);
    } catch (problem) {
      if (problem instanceof ApiError && problem.status === 410) onRevoked(apiErrorMessage(problem));
      else setError(apiErrorMessage(problem));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} aria-label="Open the shared analytics" className="grid gap-3">
      <label htmlFor={`${id}-password`} className="text-sm font-medium text-ink">
        Password
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`mt-1 ${inputClassSm}`}
        />
      </label>
      <Alert inline id={`${id}-error`}>
        {error}
      </Alert>
      <Button type="submit" disabled={pending}>
        {pending ? "Opening…" : "Open the analytics"}
      </Button>
    </form>
  );
}

/** Why the view closed: its session ended (ask the password again), or the link was revoked (nothing to ask). */
type Closed = { message: string; revoked: boolean } | null;

function Gate({
  linkKey,
  onOpen,
  closed,
  onRevoked,
}: {
  linkKey: string;
  onOpen: (token: string) => void;
  closed: Closed;
  onRevoked: (message: string) => void;
}) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-slate-900 px-4 py-12">
      <p className="mb-6 text-sm font-semibold tracking-wide text-slate-200">{site.name} · shared analytics</p>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <Lock aria-hidden="true" className="size-6 text-brand-600" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight">Shared analytics</h1>
        {closed?.revoked ? (
          <Alert inline className="mt-4">
            {closed.message}
          </Alert>
        ) : linkKey ? (
          <>
            <p className="mt-2 text-sm text-slate-600">
              Enter the password you were given with this link to see the site's visitor figures.
            </p>
            {closed ? (
              <Alert inline className="mt-4">
                {closed.message}
              </Alert>
            ) : null}
            <div className="mt-6">
              <PasswordForm linkKey={linkKey} onOpen={onOpen} onRevoked={onRevoked} />
            </div>
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-700">
            This address is missing its key. Open the whole link you were sent, or ask for a new one.
          </p>
        )}
      </div>
    </main>
  );
}

function Dashboard({ token, onClosed }: { token: string; onClosed: (message: string, revoked: boolean) => void }) {
  const [period, setPeriod] = useState<SharedPeriod>("30d");
  const [compare, setCompare] = useState(true);
  const range = periodRange(period, new Date().toISOString().slice(0, 10));
  const query = useQuery({
    queryKey: ["shared-analytics", token, range.from, range.to, compare],
    queryFn: () =>
      apiJson<SharedAnalytics>(
        "GET",
        `/api/shared/analytics?from=${range.from}&to=${range.to}&compare=${compare ? "previous" : "none"}`,
        undefined,
        { headers: { Authorization: `Bearer ${token}` } },
      ),
    placeholderData: (previous) => previous,
    retry: false,
  });
  const refused = query.error instanceof ApiError && (query.error.status === 401 || query.error.status === 410);
  useEffect(() => {
    if (refused) onClosed(apiErrorMessage(query.error), query.error instanceof ApiError && query.error.status === 410);
  }, [refused, query.error, onClosed]);
  const d = query.data ?? null;
  const before = compare ? (d?.comparison ?? null) : null;
  const change = (value: number, earlier: number | undefined) =>
    before && earlier !== undefined
      ? { percent: changeOf(value, earlier), against: "on the period before" }
      : undefined;
  const visitors = d ? d.daily.reduce((sum, p) => sum + p.visitors, 0) : 0;
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 sm:px-6">
          <p className="text-sm font-semibold text-ink">{site.name}</p>
          <p className="text-sm text-slate-600">Read-only analytics{d ? `, shared with ${d.name}` : ""}</p>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink">Site analytics</h1>
            <p className="text-sm text-slate-600">
              {d ? `${d.from} to ${d.to}, by UTC day` : "Loading…"}
              {before ? ` · compared with ${before.from} to ${before.to}` : ""}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Segmented label="Period" options={PERIOD_OPTIONS} value={period} onChange={setPeriod} />
            <label className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={compare}
                onChange={(e) => setCompare(e.target.checked)}
                className="size-4 accent-brand-600"
              />
              Compare with the period before
            </label>
          </div>
        </div>
        {query.isError && !refused ? <Alert inline>{apiErrorMessage(query.error)}</Alert> : null}
        {d ? (
          <>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
              <StatCard
                label="Visitors"
                value={formatInteger(visitors)}
                note="Summed over the days"
                change={change(
                  visitors,
                  before?.daily.reduce((sum, p) => sum + p.visitors, 0),
                )}
              />
              <StatCard
                label="Visits"
                value={formatInteger(d.sessions)}
                change={change(d.sessions, before?.sessions)}
              />
              <StatCard
                label="Page views"
                value={formatInteger(d.pageViews)}
                change={change(d.pageViews, before?.pageViews)}
                className="col-span-2 lg:col-span-1"
              />
            </dl>
            <Panel>
              <TrendChart
                title="Visitors and page views"
                points={d.daily}
                previous={before ? { points: before.daily, label: COMPARED_LABELS.previous } : undefined}
              />
            </Panel>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <Panel title="Top pages">
                <BarList rows={d.topPages} labelHeader="Page" valueHeader="Views" />
              </Panel>
              <SourcesPanel d={d} />
              <DevicesPanel d={d} />
              <Panel title="Countries">
                <BarList
                  rows={d.countries.map((r) => ({ ...r, label: countryName(r.label) }))}
                  labelHeader="Country"
                  valueHeader="Visits"
                />
              </Panel>
              {d.goals.length ? (
                <Panel title="Goals" className="lg:col-span-2">
                  <GoalsTable goals={compare ? d.goals : d.goals.map(({ previous: _, ...g }) => g)} />
                </Panel>
              ) : null}
            </div>
            <p className="pb-6 text-xs text-slate-600">
              Aggregate figures only: no visitor is named or followed. Country lookup: IP Geolocation by DB-IP.
            </p>
          </>
        ) : null}
      </main>
    </div>
  );
}

const SOURCE_TABS = [
  ["referrers", "Referrer"],
  ["utmSources", "Source"],
  ["utmCampaigns", "Campaign"],
] as const;

function SourcesPanel({ d }: { d: SharedAnalytics }) {
  const [tab, setTab] = useState<(typeof SOURCE_TABS)[number][0]>("referrers");
  const label = SOURCE_TABS.find(([key]) => key === tab)?.[1] ?? "Source";
  return (
    <Panel
      title="Sources"
      actions={<Segmented label="Sources by" options={SOURCE_TABS} value={tab} onChange={setTab} />}
    >
      <BarList rows={d[tab]} labelHeader={label} valueHeader="Visits" />
    </Panel>
  );
}

const DEVICE_TABS = [
  ["devices", "Device"],
  ["browsers", "Browser"],
] as const;

function DevicesPanel({ d }: { d: SharedAnalytics }) {
  const [tab, setTab] = useState<(typeof DEVICE_TABS)[number][0]>("devices");
  const label = DEVICE_TABS.find(([key]) => key === tab)?.[1] ?? "Device";
  return (
    <Panel
      title="Devices"
      actions={<Segmented label="Devices by" options={DEVICE_TABS} value={tab} onChange={setTab} />}
    >
      <BarList rows={d[tab]} labelHeader={label} valueHeader="Visits" />
    </Panel>
  );
}

/**
 * A shared analytics link (/shared-analytics#key=…): asks for the link's password, then shows the
 * aggregate figures for a chosen period, read-only. Its key stays in the fragment, so it never
 * reaches a server log or a Referer.
 */
export function SharedAnalyticsView() {
  const [key, setKey] = useState("");
  const [token, setToken] = useState<string | null>(null);
  const [closedAs, setClosedAs] = useState<Closed>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const found = readKey();
    setKey(found);
    setToken(found ? storedToken(found) : null);
    setReady(true);
  }, []);
  const open = (next: string) => {
    sessionStorage.setItem(STORE, JSON.stringify({ key, token: next }));
    setClosedAs(null);
    setToken(next);
  };
  const close = (message: string, revoked: boolean) => {
    sessionStorage.removeItem(STORE);
    setToken(null);
    setClosedAs({ message, revoked });
  };
  if (!ready) return <main id="main" className="min-h-dvh bg-slate-900" />;
  // The charts' and tables' tooltips need their provider, as in the console.
  return token ? (
    <TooltipProvider>
      <Dashboard token={token} onClosed={close} />
    </TooltipProvider>
  ) : (
    <Gate linkKey={key} onOpen={open} closed={closedAs} onRevoked={(message) => close(message, true)} />
  );
}
