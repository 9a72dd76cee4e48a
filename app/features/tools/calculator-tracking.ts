import { useCallback, useEffect, useRef } from "react";
import { trackEvent, useFunnel } from "#app/features/tracking";

/**
 * What a calculator reports: its funnel from `awareness`; once, when the visitor has first changed
 * something and the result is valid, `demo_usage` and the `inputs_changed` stage; and, when the
 * visitor asks for a consultation from it (the returned callback), `purchase` with the result's
 * value and the inputs it came from, for the lead's story (the server computes the estimate again).
 */
export function useCalculatorTracking<Inputs>(
  tool: "cost-calculator" | "roi-calculator",
  changed: boolean,
): (value: number, inputs: Inputs) => void {
  const funnel = useFunnel(tool.replace("-", "_"));
  const reported = useRef(false);
  useEffect(() => {
    if (!changed || reported.current) return;
    reported.current = true;
    trackEvent("demo_usage", { element: tool, details: { tool } });
    funnel.stage("inputs_changed");
  }, [changed, tool, funnel]);
  return useCallback(
    (value: number, inputs: Inputs) => {
      funnel.complete(value);
      trackEvent("demo_usage", { element: tool, details: { tool, action: "consultation", inputs } });
    },
    [funnel, tool],
  );
}
