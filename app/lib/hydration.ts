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

/**
 * The radio buttons and checkboxes under `root` that are checked now, as name and value. Read in a
 * mount effect, before any re-render, these are the choices a visitor made on the prerendered page
 * before its scripts started: the inputs work natively, while the component's state starts empty.
 */
export function checkedInputs(root: ParentNode | null): { name: string; value: string }[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLInputElement>("input:checked")].map(({ name, value }) => ({ name, value }));
}
