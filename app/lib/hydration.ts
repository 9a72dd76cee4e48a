import { useEffect } from "react";

let hydrated = false;

/** True in the browser until the prerendered page has been hydrated once (then every render is a client render). */
export function isFirstHydration(): boolean {
  return typeof document !== "undefined" && !hydrated;
}

/** Called once by the root component: its effect runs after the whole first hydration has committed. */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}
