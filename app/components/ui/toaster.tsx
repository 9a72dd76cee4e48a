import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "#common/constants";
import { dismissToast, useToasts } from "./toast-store";

const tone = {
  default: "border-slate-200 bg-white",
  success: "border-emerald-300 bg-emerald-50",
  error: "border-red-300 bg-red-50",
};

/** One toast at a time, 5000 ms, swipe 50 px to dismiss, F8 focuses the area. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={`relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${tone[t.variant ?? "default"]}`}
        >
          <Toast.Title className="font-semibold text-ink">{t.title}</Toast.Title>
          {t.description ? (
            <Toast.Description className="text-sm text-slate-700">{t.description}</Toast.Description>
          ) : null}
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded p-1 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
