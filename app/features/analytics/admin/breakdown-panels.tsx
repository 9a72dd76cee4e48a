import { useState } from "react";
import { BarList, LabelButton } from "#app/components/ui/chart/bar-list";
import { ChangeCell } from "#app/components/ui/chart/change-cell";
import { ExternalLink } from "#app/components/ui/external-link";
import { Panel } from "#app/components/ui/panel";
import { Segmented } from "#app/components/ui/segmented";
import type { AnalyticsResponse, CountRow } from "#common/admin";
import { type FilterDimension, NONE_LABEL, UNKNOWN_LABEL } from "#common/analytics-filters";
import { countryName } from "#common/format/country";
import { formatInteger, formatPercent } from "#common/format/number";
import { PanelExport } from "./export-button";

type Report = AnalyticsResponse;
/** Filters the whole view by one row of a panel. */
export type OnFilter = (dimension: FilterDimension, value: string) => void;

/** A row's value as a filter holds it: "(none)" and "Unknown" are the visits without one. */
export const rowValue = (row: { label: string; value?: string }) =>
  row.value ?? (row.label === NONE_LABEL || row.label === UNKNOWN_LABEL ? "" : row.label);

const SOURCE_TABS = [
  ["referrers", "Referrer"],
  ["utmSources", "Source"],
  ["utmMediums", "Medium"],
  ["utmCampaigns", "Campaign"],
  ["utmContents", "Content"],
  ["utmTerms", "Term"],
] as const satisfies readonly (readonly [keyof Report, string])[];
/** The export's name of each tab. */
const SOURCE_EXPORT_TABS: Record<(typeof SOURCE_TABS)[number][0], string> = {
  referrers: "referrer",
  utmSources: "source",
  utmMediums: "medium",
  utmCampaigns: "campaign",
  utmContents: "content",
  utmTerms: "term",
};
const SOURCE_DIMENSIONS: Record<(typeof SOURCE_TABS)[number][0], FilterDimension> = {
  referrers: "referrer",
  utmSources: "utmSource",
  utmMediums: "utmMedium",
  utmCampaigns: "utmCampaign",
  utmContents: "utmContent",
  utmTerms: "utmTerm",
};

/** Visits by where their visitor came from: the referring site or each UTM parameter. */
export function SourcesPanel({ d, onFilter }: { d: Report; onFilter: OnFilter }) {
  const [tab, setTab] = useState<(typeof SOURCE_TABS)[number][0]>("referrers");
  const label = SOURCE_TABS.find(([key]) => key === tab)?.[1] ?? "Source";
  return (
    <Panel
      title="Sources"
      className="lg:col-span-2"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <Segmented label="Sources by" options={SOURCE_TABS} value={tab} onChange={setTab} />
          <PanelExport panel="sources" tab={SOURCE_EXPORT_TABS[tab]} title={`Sources by ${label.toLowerCase()}`} />
        </div>
      }
    >
      <BarList
        rows={d[tab]}
        labelHeader={label}
        valueHeader="Visits"
        onSelect={(row) => onFilter(SOURCE_DIMENSIONS[tab], rowValue(row))}
      />
    </Panel>
  );
}

const DEVICE_TABS = [
  ["devices", "Device"],
  ["browsers", "Browser"],
  ["operatingSystems", "OS"],
] as const satisfies readonly (readonly [keyof Report, string])[];
const DEVICE_EXPORT_TABS: Record<(typeof DEVICE_TABS)[number][0], string> = {
  devices: "device",
  browsers: "browser",
  operatingSystems: "os",
};
const DEVICE_DIMENSIONS: Record<(typeof DEVICE_TABS)[number][0], FilterDimension> = {
  devices: "device",
  browsers: "browser",
  operatingSystems: "os",
};

/** Visits by device type, browser or operating system, as the server read them from the user agent. */
export function DevicesPanel({ d, onFilter }: { d: Report; onFilter: OnFilter }) {
  const [tab, setTab] = useState<(typeof DEVICE_TABS)[number][0]>("devices");
  const label = DEVICE_TABS.find(([key]) => key === tab)?.[1] ?? "Device";
  return (
    <Panel
      title="Devices"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <Segmented label="Devices by" options={DEVICE_TABS} value={tab} onChange={setTab} />
          <PanelExport
            panel="devices"
            tab={DEVICE_EXPORT_TABS[tab]}
            title={`Devices by ${label === "OS" ? "OS" : label.toLowerCase()}`}
          />
        </div>
      }
    >
      <BarList
        rows={d[tab]}
        labelHeader={label}
        valueHeader="Visits"
        onSelect={(row) => onFilter(DEVICE_DIMENSIONS[tab], rowValue(row))}
      />
    </Panel>
  );
}

/** Visits by the country of the visitor's address, looked up when the event arrived (the address is not kept). */
export function CountriesPanel({ countries, onFilter }: { countries: readonly CountRow[]; onFilter: OnFilter }) {
  return (
    <Panel title="Countries" actions={<PanelExport panel="countries" title="Countries" />}>
      <BarList
        rows={countries.map((r) => ({ ...r, label: countryName(r.label), value: rowValue(r) }))}
        labelHeader="Country"
        valueHeader="Visits"
        onSelect={(row) => onFilter("country", rowValue(row))}
      />
      <p className="mt-3 text-xs text-slate-600">
        {/* The attribution DB-IP's licence (CC BY 4.0) asks for where its results are shown. */}
        <ExternalLink className="underline hover:text-ink" href="https://db-ip.com">
          IP Geolocation by DB-IP
        </ExternalLink>
      </p>
    </Panel>
  );
}

/** The pages new visitors landed on, and the share of them who became leads. */
export function LandingPagesPanel({ rows, onFilter }: { rows: Report["landingPages"]; onFilter: OnFilter }) {
  const compared = rows.some((r) => r.previousVisitors !== undefined);
  return (
    <Panel
      title="Landing pages"
      className="lg:col-span-2"
      actions={<PanelExport panel="landing" title="Landing pages" />}
    >
      {rows.length ? (
        <table className="w-full table-fixed text-left text-sm">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Page
              </th>
              <th scope="col" className="w-16 py-1.5 text-right font-medium sm:w-20">
                Visitors
              </th>
              {/* The conversion says it on a phone; the count joins where there is room. */}
              <th scope="col" className="hidden w-16 py-1.5 text-right font-medium sm:table-cell">
                Leads
              </th>
              <th scope="col" className="w-24 py-1.5 text-right font-medium">
                Conversion
              </th>
              {compared ? (
                <th scope="col" className="w-20 py-1.5 text-right font-medium">
                  Change
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.page} className="border-t border-slate-100">
                <td className="py-1.5 pr-3">
                  <LabelButton label={r.page} hint="Filter by" onClick={() => onFilter("entryPage", r.page)} />
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatInteger(r.visitors)}</td>
                <td className="hidden py-1.5 text-right tabular-nums sm:table-cell">{formatInteger(r.leads)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatPercent((r.leads / r.visitors) * 100, 1)}</td>
                {compared ? (
                  <td className="py-1.5 text-right text-xs tabular-nums">
                    <ChangeCell count={r.visitors} previous={r.previousVisitors ?? 0} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="py-3 text-sm text-slate-600">No new visitors in this range.</p>
      )}
    </Panel>
  );
}
