import { useSyncExternalStore } from "react";

/**
 * The console's one question before a sensitive action the server refused with
 * `403 {field: "sudo"}`: the admin API helper asks here and waits; the dialog in the console's
 * shell answers (confirmed, or cancelled). Calls that need it at the same moment share one question.
 */
let pending: { promise: Promise<boolean>; settle: (confirmed: boolean) => void } | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Resolves true once the admin confirmed it was them, false when they cancelled. */
export function askToConfirm(): Promise<boolean> {
  if (pending) return pending.promise;
  let settle: (confirmed: boolean) => void = () => {};
  const promise = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  pending = {
    promise,
    settle: (confirmed) => {
      pending = null;
      notify();
      settle(confirmed);
    },
  };
  notify();
  return promise;
}

/** Whether a question is open, and how the dialog answers it. */
export function useConfirmQuestion(): { open: boolean; answer: (confirmed: boolean) => void } {
  const open = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending !== null,
    () => false,
  );
  return { open, answer: (confirmed) => pending?.settle(confirmed) };
}
