import { type ComponentProps, lazy, useEffect, useRef } from "react";
import type { Chart as KitChart } from "#app/components/ui/chart/chart";
import { useKeptMarkup } from "#app/lib/keep-prerendered";
import { whenIdle } from "./on-demand";

const Chart = lazy(() => import("./live-chart"));

type DeferredChartProps = ComponentProps<typeof KitChart> & { className: string };

/**
 * A chart under a tool's figures, kept out of hydration. On the first load the prerendered chart
 * stays as it is (useKeptMarkup), and the live chart, the same markup, takes its place once the
 * browser is idle or the figures change; the swap is a transition, so the prerendered chart stays
 * on screen until the code has arrived and nothing moves. After a client-side navigation the chart
 * renders at once.
 */
export function DeferredChart({ className, ...chart }: DeferredChartProps) {
  const { kept, contents, release } = useKeptMarkup();
  const figures = JSON.stringify(chart.points);
  const prerendered = useRef(figures);
  useEffect(() => {
    if (!kept) return;
    if (figures !== prerendered.current) return release();
    return whenIdle(release);
  }, [kept, figures, release]);
  return <div className={className} {...contents(<Chart {...chart} />)} />;
}
