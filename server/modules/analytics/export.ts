import { z } from "zod";
import type { AnalyticsResponse, CountRow } from "#common/admin";
import { dateRangeSchema } from "#common/admin";
import {
  type AnalyticsFilter,
  FILTER_DIMENSIONS,
  type FilterDimension,
  filtersSchema,
} from "#common/analytics-filters";
import type { CustomFunnelReport, GoalsResponse } from "#common/analytics-goals";
import { type Comparison, comparisonRange, comparisonSchema } from "#common/analytics-period";
import { EXPORT_PANELS, type ExportPanel } from "#common/analytics-reports";
import { countryName } from "#common/format/country";
import { targetLabel } from "#content/site-events";
import type { Db } from "#server/db/client";
import { csvCell } from "#server/lib/csv";
import { badRequest } from "#server/lib/http-errors";
import { resolveRange } from "#server/lib/sql";
import { journeyAnalytics } from "./analytics";
import { funnelsReport } from "./funnels";
import { goalsReport } from "./goals";

/** Rows an export holds at most per list: every row a panel could page through, and then some. */
const EXPORT_ROWS = 5_000;

const panelNames = Object.keys(EXPORT_PANELS) as ExportPanel[];

export const exportQuerySchema = z
  .object({
    panel: z.enum(panelNames, `must be one of ${panelNames.join(", ")}`).default("visitors"),
    tab: z.string().max(20).optional(),
    compare: comparisonSchema,
    f: filtersSchema,
  })
  .and(dateRangeSchema);

/** Each tab's list of the analytics answer, and the filter dimension its rows stand for. */
const LISTS: Record<string, { list: keyof AnalyticsResponse; value: string }> = {
  top: { list: "topPages", value: "Visits" },
  entry: { list: "entryPages", value: "Visits" },
  exit: { list: "exitPages", value: "Visits" },
  referrer: { list: "referrers", value: "Visits" },
  source: { list: "utmSources", value: "Visits" },
  medium: { list: "utmMediums", value: "Visits" },
  campaign: { list: "utmCampaigns", value: "Visits" },
  content: { list: "utmContents", value: "Visits" },
  term: { list: "utmTerms", value: "Visits" },
  country: { list: "countries", value: "Visits" },
  device: { list: "devices", value: "Visits" },
  browser: { list: "browsers", value: "Visits" },
  os: { list: "operatingSystems", value: "Visits" },
  type: { list: "eventsByType", value: "Events" },
};

const lines = (table: unknown[][]) => `${table.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
const percentChange = (now: number, before: number) =>
  before === 0 ? "" : String(Math.round(((now - before) / before) * 1000) / 10);

/** "utmCampaign is not q4; device is Mobile": the filters a file was cut by, said in its first lines. */
const filtersText = (filters: readonly AnalyticsFilter[]) =>
  filters
    .map(
      (f) =>
        `${FILTER_DIMENSIONS[f.dimension as FilterDimension]} ${f.negated ? "is not" : "is"} ${f.value || "(none)"}`,
    )
    .join("; ");

/**
 * One panel of the journey analytics as CSV, with the page's period, comparison and filters: the
 * same figures the panel shows, with every row instead of the top ten. Aggregate counts only.
 */
export async function panelCsv(
  db: Db,
  query: z.infer<typeof exportQuerySchema>,
): Promise<{ fileName: string; csv: string }> {
  const { panel, tab: askedTab, compare, f, ...range } = query;
  const tabs = EXPORT_PANELS[panel].tabs as Record<string, string>;
  const tab = askedTab ?? Object.keys(tabs)[0];
  if (!Object.hasOwn(tabs, tab)) throw badRequest(`tab: must be one of ${Object.keys(tabs).join(", ")}`, "tab");
  const { table, span } = await panelTable(db, panel, tab, tabs[tab], compare, f, range);
  const heading: unknown[][] = [
    [
      `${EXPORT_PANELS[panel].title}${Object.keys(tabs).length > 1 ? ` by ${tabs[tab].toLowerCase()}` : ""}, ${span.from} to ${span.to} (UTC)`,
    ],
    ...(span.comparison ? [[`Compared with ${span.comparison.from} to ${span.comparison.to}`]] : []),
    ...(f.length ? [[`Filtered: ${filtersText(f)}`]] : []),
    ...(span.sample < 1
      ? [
          [
            `Estimated: these filters match many visits, so the counts are scaled up from a fixed sample of ${Math.max(1, Math.round(span.sample * 100))}% of them`,
          ],
        ]
      : []),
    [],
  ];
  const slug = Object.keys(tabs).length > 1 ? `${panel}-${tab}` : panel;
  return { fileName: `analytics-${slug}-${span.from}-to-${span.to}.csv`, csv: lines([...heading, ...table]) };
}

/** The period a file covers, the one compared with, and the share of visits its counts were scaled up from. */
interface Span {
  from: string;
  to: string;
  comparison: { from: string; to: string } | null;
  sample: number;
}

/** A panel's rows, each from the query behind that panel: the goals panel's own, or the analytics answer. */
async function panelTable(
  db: Db,
  panel: ExportPanel,
  tab: string,
  label: string,
  compare: Comparison,
  f: AnalyticsFilter[],
  range: { from?: string; to?: string },
): Promise<{ table: unknown[][]; span: Span }> {
  // Filters that match many visits are read from the same sample as the panels on the page.
  if (panel === "funnels") {
    // A funnel is shown for the period alone, with no period before: neither has the file.
    const { from, to } = resolveRange(range);
    const { items, estimatedFrom } = await funnelsReport(db, range, f);
    return { table: funnelsTable(items), span: { from, to, comparison: null, sample: estimatedFrom ?? 1 } };
  }
  if (panel === "goals") {
    const { from, to } = resolveRange(range);
    const comparison = compare === "none" ? null : comparisonRange({ from, to }, compare);
    const goals = await goalsReport(db, range, compare, f);
    return {
      table: goalsTable(goals, comparison !== null),
      span: { from, to, comparison, sample: goals.estimatedFrom ?? 1 },
    };
  }
  const d = await journeyAnalytics(db, range, compare, f, EXPORT_ROWS);
  const compared = compare !== "none" && d.comparison !== null;
  const table =
    panel === "visitors"
      ? dailyTable(d, compared)
      : panel === "landing"
        ? landingTable(d, compared)
        : listTable(d, tab, label, compared);
  // The same sample the page labels "Estimated figures": the file says so too.
  const sample = Math.min(d.estimatedFrom ?? 1, d.comparison?.estimatedFrom ?? 1);
  const comparison = compared && d.comparison ? { from: d.comparison.from, to: d.comparison.to } : null;
  return { table, span: { from: d.from, to: d.to, comparison, sample } };
}

function listTable(d: AnalyticsResponse, tab: string, label: string, compared: boolean): unknown[][] {
  const { list, value } = LISTS[tab];
  const rows = d[list] as CountRow[];
  const name = (r: CountRow) => (list === "countries" ? countryName(r.label) : r.label);
  return [
    [
      label,
      ...(list === "countries" ? ["Country code"] : []),
      value,
      ...(compared ? ["Period before", "Change (%)"] : []),
    ],
    ...rows.map((r) => [
      name(r),
      ...(list === "countries" ? [r.label] : []),
      r.count,
      ...(compared ? [r.previous ?? 0, percentChange(r.count, r.previous ?? 0)] : []),
    ]),
  ];
}

function dailyTable(d: AnalyticsResponse, compared: boolean): unknown[][] {
  const before = d.comparison?.daily ?? [];
  return [
    [
      "Day",
      "Visitors",
      "Visits",
      "Page views",
      ...(compared ? ["Day before", "Visitors before", "Visits before", "Page views before"] : []),
    ],
    ...d.daily.map((p, i) => [
      p.day,
      p.visitors,
      p.visits,
      p.pageViews,
      ...(compared
        ? [before[i]?.day ?? "", before[i]?.visitors ?? "", before[i]?.visits ?? "", before[i]?.pageViews ?? ""]
        : []),
    ]),
  ];
}

function landingTable(d: AnalyticsResponse, compared: boolean): unknown[][] {
  return [
    ["Landing page", "Visitors", "Leads", "Conversion (%)", ...(compared ? ["Visitors before"] : [])],
    ...d.landingPages.map((r) => [
      r.page,
      r.visitors,
      r.leads,
      r.visitors ? String(Math.round((r.leads / r.visitors) * 1000) / 10) : "",
      ...(compared ? [r.previousVisitors ?? 0] : []),
    ]),
  ];
}

/** The goals panel's figures, from its own query: what reaching each goal means, and its rate over the visits. */
function goalsTable({ goals }: GoalsResponse, compared: boolean): unknown[][] {
  return [
    [
      "Goal",
      "Reached by",
      "Conversions",
      "Conversion rate (%)",
      ...(compared ? ["Conversions before", "Change (%)"] : []),
    ],
    ...goals.map((g) => [
      g.name,
      targetLabel(g),
      g.conversions,
      g.rate ?? "",
      ...(compared ? [g.previous ?? 0, percentChange(g.conversions, g.previous ?? 0)] : []),
    ]),
  ];
}

/** The team's funnels, a row per step: the visits that did it after every step before, and those lost since. */
function funnelsTable(funnels: CustomFunnelReport[]): unknown[][] {
  return [
    ["Funnel", "Step", "Reached by", "Visits", "Conversion from the step before (%)", "Drop-off"],
    ...funnels.flatMap((funnel) =>
      funnel.steps.map((step, i) => [
        funnel.name,
        i + 1,
        targetLabel(step),
        step.sessions,
        i === 0 ? "" : (step.conversionFromPrevious ?? 0),
        i === 0 ? "" : step.dropOff,
      ]),
    ),
  ];
}
