import { useEffect, useMemo, useRef } from "react";
import { trackFunnel } from "./events";

interface Funnel {
  /** A named intermediate stage; each is reported once per visit of the flow. */
  stage(name: string): void;
  /** The flow is done: `purchase` with its value. Nothing is reported after it. */
  complete(value: number): void;
}

/**
 * Awareness of a flow that has just appeared, reported in a task of its own: called from a mount
 * effect, the tracker's start and the request would lengthen hydration's effects task (Total
 * Blocking Time).
 */
export function trackFunnelAwareness(funnelType: string) {
  setTimeout(() => trackFunnel(funnelType, "awareness"), 0);
}

interface Progress {
  last: string;
  seen: Set<string>;
  done: boolean;
}

/**
 * A flow's funnel: `awareness` when it appears, named stages as the visitor goes on,
 * `purchase` with a value on completion, and `abandoned` with the last stage reached when the
 * visitor leaves (page hidden for good, or the flow closed or navigated away from) before that.
 */
export function useFunnel(funnelType: string): Funnel {
  // Set when the flow appears (the effect below); stages come from effects and handlers after that.
  const progress = useRef<Progress | null>(null);

  useEffect(() => {
    const state: Progress = { last: "awareness", seen: new Set(), done: false };
    progress.current = state;
    trackFunnelAwareness(funnelType);
    const abandon = () => {
      if (state.done) return;
      state.done = true;
      trackFunnel(funnelType, "abandoned", { dropoffReason: `Left after ${state.last.replace(/_/g, " ")}` });
    };
    window.addEventListener("pagehide", abandon);
    return () => {
      window.removeEventListener("pagehide", abandon);
      abandon();
    };
  }, [funnelType]);

  return useMemo(
    () => ({
      stage(name) {
        const state = progress.current;
        if (!state || state.done || state.seen.has(name)) return;
        state.seen.add(name);
        state.last = name;
        trackFunnel(funnelType, name);
      },
      complete(value) {
        const state = progress.current;
        if (!state || state.done) return;
        state.done = true;
        trackFunnel(funnelType, "purchase", { conversionValue: value });
      },
    }),
    [funnelType],
  );
}
