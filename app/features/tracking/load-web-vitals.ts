import { isAdminPath } from "#common/tracking-rules";
import { trackingDisabled } from "./basics";

/**
 * Loads the real-user speed reporter (web-vitals.ts) once the page has loaded and the browser is
 * idle: its code is a chunk of its own, never part of what a page loads up front, and it starts
 * after the page's own work. The library reads the values the browser buffered meanwhile.
 */
export function loadWebVitalsWhenIdle(): void {
  // Not even downloaded for visitors who are not tracked, nor in the console.
  if (trackingDisabled() || isAdminPath(location.pathname)) return;
  const start = () =>
    import("./web-vitals")
      .then((m) => m.startWebVitals())
      .catch((error) => console.warn("[tracking] web vitals failed:", error));
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 5_000 }) : setTimeout(start, 1_000);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
