import { useEffect } from "react";

let hydrated = false;

/** True in the browser until the prerendered page has been hydrated once (then every render is a client render). */
export function isFirstHydration(): boolean {
  return typeof document !== "undefined" && !hydrated;
}

/**
 * Called once by the root component: its effect runs after the whole first hydration has committed.
 * `<html data-hydrated>` is the one signal that the page is interactive (the e2e tests wait for it).
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
    document.documentElement.dataset.hydrated = "";
  }, []);
}
