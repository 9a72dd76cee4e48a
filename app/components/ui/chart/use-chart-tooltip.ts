import { useEffect, useRef, useState } from "react";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "#common/constants";

/** When the last chart tooltip closed, shared by every chart: a pointer moving on opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * Which point's tooltip is open, with the site's tooltip timing: pointing opens after 700 ms,
 * or at once within 300 ms of another tooltip closing or while one is open; keyboard focus
 * opens at once. A few lines instead of Radix Tooltip, so public pages with charts stay light.
 */
export function useChartTooltip() {
  const [open, setOpen] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openRef = useRef<number | null>(null);
  openRef.current = open;

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (index: number) => {
    clearTimeout(timer.current);
    setOpen(index);
  };
  const close = () => {
    clearTimeout(timer.current);
    if (openRef.current !== null) lastClosedAt = Date.now();
    setOpen(null);
  };
  const point = (index: number) => {
    if (openRef.current !== null || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) return show(index);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(index), TOOLTIP_DELAY_MS);
  };
  return { open, show, point, close };
}
