import { useSyncExternalStore } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "#common/constants";

interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "success" | "error";
  open: boolean;
}

type Listener = () => void;

// The server's snapshot is the store's first value itself: equal snapshots spare every page a
// re-render of the toaster right after hydration.
const noToasts: ToastMessage[] = [];
let toasts = noToasts;
let nextId = 1;
const listeners = new Set<Listener>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a notification; allows at most one at a time, so a new one replaces the old. */
export function toast(message: Omit<ToastMessage, "id" | "open">): number {
  const id = nextId++;
  emit([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes a toast; it leaves the store after the removal delay. */
export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
