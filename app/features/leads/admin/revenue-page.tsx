import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminPageHeader } from "#app/components/ui/admin-page-header";
import { DashboardSkeleton } from "#app/components/ui/admin-skeletons";
import { ClippedText } from "#app/components/ui/clipped-text";
import { DataTable } from "#app/components/ui/data-table";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { changeOf, PREVIOUS_LABELS, usePeriod } from "#app/components/ui/period-switch";
import { QueryView } from "#app/components/ui/query-view";
import { StatCard } from "#app/components/ui/stat-card";
import { useAdminQuery } from "#app/lib/admin-api";
import { formatMoney } from "#common/format/money";
import { formatInteger, formatPercent } from "#common/format/number";
import { formatDuration, funnelName } from "#common/journey-story";
import { LEAD_CHANNEL_LABELS, type LeadChannel } from "#common/leads";
import {
  REVENUE_DIMENSION_LABELS,
  REVENUE_DIMENSIONS,
  type RevenueBreakdownRow,
  type RevenueDimension,
  type RevenueResponse,
  type RevenueTotals,
} from "#common/revenue";
import { StatusBadge } from "./lead-ui";

const REVENUE_API = "/api/admin/revenue";

/** What a row of each breakdown is called when the visitor brought no such value. */
const NONE_LABELS: Record<RevenueDimension, string> = {
  channel: "Unknown",
  utmSource: "No UTM source",
  utmCampaign: "No campaign",
  referrer: "No referring site",
  landingPage: "Not known",
  firstTool: "No tool used",
  affiliate: "No partner",
};

/** The breakdown's figures, in the order of the funnel. */
const FIGURE_COLUMNS = [
  ["visitors", "Visitors", "count"],
  ["leads", "Leads", "count"],
  ["qualified", "Qualified", "count"],
  ["wonDeals", "Won", "count"],
  ["wonRevenue", "Revenue", "money"],
] as const satisfies readonly (readonly [Exclude<keyof RevenueBreakdownRow, "key">, string, "count" | "money"])[];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function keyLabel(dimension: RevenueDimension, key: string | null): string {
  if (key === null) return NONE_LABELS[dimension];
  if (dimension === "channel") return LEAD_CHANNEL_LABELS[key as LeadChannel] ?? key;
  if (dimension === "firstTool") return capitalised(funnelName(key).replace(/^the /, ""));
  if (dimension === "affiliate") return `Partner: ${key}`;
  return key;
}

const percentOf = (part: number, whole: number) => (whole > 0 ? formatPercent((part / whole) * 100) : "—");

function Totals({ data }: { data: RevenueResponse }) {
  const against = PREVIOUS_LABELS[data.period];
  const { current, previous, currency } = data;
  const change = (pick: (t: RevenueTotals) => number | null, upIsGood = true) => {
    const now = pick(current);
    const before = pick(previous);
    return {
      percent: now === null || before === null ? null : changeOf(now, before),
      against,
      upIsGood,
    };
  };
  const answered = current.leads - current.unanswered;
  return (
    <dl aria-label="Revenue figures" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <StatCard
        testId="revenue-won"
        label="Won revenue"
        value={formatMoney(current.wonRevenue, currency)}
        change={change((t) => t.wonRevenue)}
        note="Deals marked Won in the period"
      />
      <StatCard
        testId="revenue-won-deals"
        label="Won deals"
        value={formatInteger(current.wonDeals)}
        change={change((t) => t.wonDeals)}
        note={`${formatInteger(current.lostDeals)} lost in the period`}
      />
      <StatCard
        testId="revenue-win-rate"
        label="Win rate"
        value={current.winRate === null ? "—" : formatPercent(current.winRate * 100)}
        change={change((t) => t.winRate)}
        note="Won of the deals closed in the period"
      />
      <StatCard
        testId="revenue-first-answer"
        label="Median time to first answer"
        value={current.medianFirstResponseSeconds === null ? "—" : formatDuration(current.medianFirstResponseSeconds)}
        change={change((t) => t.medianFirstResponseSeconds, false)}
        note={`${formatInteger(answered)} of ${formatInteger(current.leads)} leads answered`}
      />
    </dl>
  );
}

/** Visit → lead → qualified → won, with the rate of each step. */
function Conversion({ totals }: { totals: RevenueTotals }) {
  const steps = [
    { label: "Visitors", value: totals.visitors },
    { label: "Leads", value: totals.leads },
    { label: "Qualified", value: totals.qualified },
    { label: "Won", value: totals.wonDeals },
  ];
  return (
    <Panel title="From visit to won">
      <ol aria-label="Conversion in the period" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.label} className="rounded-lg bg-slate-50 p-3">
            <span className="block text-sm font-medium text-slate-700">{step.label}</span>
            <span className="block text-xl font-bold text-ink tabular-nums" data-testid={`conversion-${step.label}`}>
              {formatInteger(step.value)}
            </span>
            {i > 0 ? (
              <span className="mt-1 flex items-center gap-1 text-xs text-slate-600">
                <ArrowRight aria-hidden="true" className="size-3 shrink-0" />
                <span>
                  {percentOf(step.value, steps[i - 1].value)}
                  <span className="sr-only"> of {steps[i - 1].label.toLowerCase()}</span>
                </span>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-slate-600">
        Each step counts what happened in the period: visitors who came, enquiries received, leads that reached
        Qualified, deals won.
      </p>
    </Panel>
  );
}

/** Open deals now: count and value per stage, each a link to those leads. */
function Pipeline({ data }: { data: RevenueResponse }) {
  const total = data.pipeline.reduce((sum, s) => sum + s.value, 0);
  const max = Math.max(1, ...data.pipeline.map((s) => s.value));
  const unvalued = data.pipeline.reduce((sum, s) => sum + s.withoutValue, 0);
  return (
    <Panel title="Pipeline now">
      <p className="mb-3 text-sm text-slate-700">
        <span className="text-2xl font-bold text-ink tabular-nums" data-testid="pipeline-total">
          {formatMoney(total, data.currency)}
        </span>{" "}
        in open deals
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Open deals by stage</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Stage
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right font-medium">
              Deals
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {data.pipeline.map((s) => (
            <tr key={s.stage} className="border-t border-slate-100">
              <td className="py-2 pr-3">
                <Link to={`/admin/leads?status=${s.stage}`} className="rounded-full">
                  <StatusBadge status={s.stage} />
                </Link>
                <span aria-hidden="true" className="mt-1.5 block h-1.5 rounded-full bg-slate-100">
                  <span
                    className="block h-1.5 rounded-full bg-brand-500"
                    style={{ width: `${(s.value / max) * 100}%` }}
                  />
                </span>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatInteger(s.deals)}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatMoney(s.value, data.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {unvalued ? (
        <p className="mt-3 text-xs text-slate-600">
          {formatInteger(unvalued)} open {unvalued === 1 ? "deal has" : "deals have"} no value yet and count as nothing.
        </p>
      ) : null}
    </Panel>
  );
}

function Breakdown({ data }: { data: RevenueResponse }) {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const requested = search.get("by") as RevenueDimension | null;
  const dimension: RevenueDimension = requested && REVENUE_DIMENSIONS.includes(requested) ? requested : "channel";
  const choose = (next: string) =>
    setSearch(
      (params) => {
        if (next === "channel") params.delete("by");
        else params.set("by", next);
        return params;
      },
      { preventScrollReset: true, replace: true },
    );
  const rows = data.breakdown[dimension];
  const money = (n: number) => formatMoney(n, data.currency);
  return (
    <Panel
      title="Where the revenue comes from"
      actions={
        <label htmlFor={`${id}-by`} className="flex items-center gap-2 text-sm font-medium whitespace-nowrap text-ink">
          Break down by
          <select
            id={`${id}-by`}
            value={dimension}
            onChange={(e) => choose(e.target.value)}
            className={`w-auto ${inputClassSm}`}
          >
            {REVENUE_DIMENSIONS.map((d) => (
              <option key={d} value={d}>
                {REVENUE_DIMENSION_LABELS[d]}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <DataTable<RevenueBreakdownRow>
        label={`The period by ${REVENUE_DIMENSION_LABELS[dimension].toLowerCase()}, most revenue first`}
        rows={rows}
        rowKey={(row) => row.key ?? "(none)"}
        cardsBelow="md"
        empty={<p className="py-3 text-sm text-slate-600">Nothing happened in this period yet.</p>}
        columns={[
          {
            key: "key",
            header: REVENUE_DIMENSION_LABELS[dimension],
            card: "title",
            cell: (row) => <ClippedText text={keyLabel(dimension, row.key)} className="max-w-72" />,
          },
          ...FIGURE_COLUMNS.map(([key, header, figure]) => ({
            key,
            header,
            align: "right" as const,
            className: "whitespace-nowrap tabular-nums",
            cell: (row: RevenueBreakdownRow) => {
              const value = row[key];
              if (value === null) return <span title="Not counted by this dimension">—</span>;
              return figure === "money" ? money(value) : formatInteger(value);
            },
          })),
        ]}
      />
      {dimension === "landingPage" || dimension === "firstTool" ? (
        <p className="mt-3 text-xs text-slate-600">
          Visitors are counted by where they came from, not by the page they landed on or the tool they tried first, so
          this view starts at leads.
        </p>
      ) : null}
    </Panel>
  );
}

/** /admin/revenue */
export function AdminRevenue() {
  const { period, control } = usePeriod("30d");
  const query = useAdminQuery<RevenueResponse>(REVENUE_API, { period }, { placeholderData: (previous) => previous });
  return (
    <>
      <AdminPageHeader
        title="Revenue"
        lead="What was won, what is in the pipeline and which channels bring the money, in whole UTC days."
        actions={control}
      />
      <QueryView query={query} loading={<DashboardSkeleton bare />}>
        {(data) => (
          <div className="space-y-6">
            <Totals data={data} />
            <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              <Conversion totals={data.current} />
              <Pipeline data={data} />
            </div>
            <Breakdown data={data} />
          </div>
        )}
      </QueryView>
    </>
  );
}
