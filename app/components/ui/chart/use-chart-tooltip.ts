import { useState } from "react";

interface ChartTooltipState {
  /** The point shown. */
  index: number;
  /** Where the pointer is across the plot, in percent; null when keyboard focus opened it. */
  pointerX: number | null;
}

/**
 * Which point's tooltip is open, and where the pointer is. A chart's tooltip opens at once and
 * follows the pointer (as in Plausible and Stripe): reading figures off a chart is what the
 * pointer is there for, unlike an icon's tooltip, which waits (the Radix provider's 700/300 ms)
 * so that it does not flash up as the pointer passes. Keyboard focus opens it at once too. A few
 * lines instead of Radix Tooltip, so public pages with charts stay light.
 */
export function useChartTooltip() {
  const [state, setState] = useState<ChartTooltipState | null>(null);
  const show = (index: number) => setState({ index, pointerX: null });
  const close = () => setState(null);
  /** The pointer is at `fraction` (0–1) across a plot of `count` points. */
  const pointAt = (fraction: number, count: number) => {
    const x = Math.min(1, Math.max(0, fraction));
    const index = Math.min(count - 1, Math.floor(x * count));
    setState((s) => (s && s.index === index && s.pointerX === x * 100 ? s : { index, pointerX: x * 100 }));
  };
  return { open: state?.index ?? null, pointerX: state?.pointerX ?? null, show, pointAt, close };
}
