import { type ComponentProps, lazy, startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Chart as KitChart } from "#app/components/ui/chart/chart";
import { isFirstHydration } from "#app/lib/hydration";
import { whenIdle } from "./on-demand";

const Chart = lazy(() => import("./live-chart"));
const KEEP = { __html: "" };

type DeferredChartProps = ComponentProps<typeof KitChart> & { className: string };

/**
 * A chart under a tool's figures, kept out of hydration. On the first load the prerendered chart
 * stays as it is (hydration does not descend into an element with `dangerouslySetInnerHTML`), and
 * the live chart, the same markup, takes its place once the browser is idle or the figures change;
 * the swap is a transition, so the prerendered chart stays on screen until the code has arrived and
 * nothing moves. After a client-side navigation the chart renders at once.
 */
export function DeferredChart({ className, ...chart }: DeferredChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(() => !isFirstHydration());
  const figures = JSON.stringify(chart.points);
  const prerendered = useRef(figures);

  useLayoutEffect(() => {
    // React rendered the page afresh instead of hydrating it (after a hydration error): nothing to keep.
    if (!live && !ref.current?.firstChild) setLive(true);
  }, [live]);
  useEffect(() => {
    if (live) return;
    const goLive = () => startTransition(() => setLive(true));
    if (figures !== prerendered.current) return goLive();
    return whenIdle(goLive);
  }, [live, figures]);

  if (!live) return <div ref={ref} className={className} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  return (
    <div className={className}>
      <Chart {...chart} />
    </div>
  );
}
