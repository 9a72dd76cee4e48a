import { useSearchParams } from "react-router";
import { DASHBOARD_PERIODS, type DashboardPeriod } from "#common/admin";
import { Segmented } from "./segmented";

const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: "Today",
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
};

/** How a figure's change reads under it: "▲ 12% on the 7 days before". */
export const PREVIOUS_LABELS: Record<DashboardPeriod, string> = {
  today: "on yesterday",
  "7d": "on the 7 days before",
  "30d": "on the 30 days before",
  "90d": "on the 90 days before",
};

const isPeriod = (value: string | null): value is DashboardPeriod =>
  (DASHBOARD_PERIODS as readonly string[]).includes(value ?? "");

/** The change in percent, or null when the period before had nothing to compare with. */
export const changeOf = (value: number, previous: number) =>
  previous === 0 ? (value === 0 ? 0 : null) : ((value - previous) / previous) * 100;

/**
 * The console's period control (today, 7, 30 or 90 days), kept in the address so a reload or a
 * shared link keeps the period (beside the page's other parameters); `fallback` is the page's own
 * default, left out of the address.
 */
export function usePeriod(fallback: DashboardPeriod) {
  const [search, setSearch] = useSearchParams();
  const requested = search.get("period");
  const period: DashboardPeriod = isPeriod(requested) ? requested : fallback;
  const control = (
    <Segmented
      label="Period"
      options={DASHBOARD_PERIODS.map((p) => [p, PERIOD_LABELS[p]] as const)}
      value={period}
      onChange={(p) =>
        setSearch(
          (params) => {
            if (p === fallback) params.delete("period");
            else params.set("period", p);
            return params;
          },
          { preventScrollReset: true, replace: true },
        )
      }
    />
  );
  return { period, control };
}
