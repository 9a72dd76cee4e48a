import { lazy, Suspense, useEffect, useRef } from "react";
import { TOAST_HOTKEY } from "#common/constants";
import { useToasts } from "./toast-store";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

const REGION_LABEL = `Notifications (${TOAST_HOTKEY.join("+")})`;

/**
 * The notification area. Radix Toast loads only once there is something to show, keeping it
 * out of every page's first download; until then an empty region still answers F8.
 */
export function Notifications() {
  const hasToasts = useToasts().length > 0;
  if (hasToasts) {
    return (
      <Suspense fallback={<EmptyRegion />}>
        <Toaster />
      </Suspense>
    );
  }
  return <EmptyRegion />;
}

function EmptyRegion() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (TOAST_HOTKEY.every((key) => key === event.code || (event as unknown as Record<string, boolean>)[key])) {
        ref.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return <section ref={ref} aria-label={REGION_LABEL} tabIndex={-1} className="fixed right-0 bottom-0 outline-none" />;
}
