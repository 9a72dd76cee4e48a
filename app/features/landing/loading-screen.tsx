import { useEffect, useState } from "react";
import { LOADING_SCREEN_MS } from "../../../common/constants";
import { loadingText } from "../../../content/landing";

/**
 * The landing page first shows a spinner with "Loading AI Solutions..." for 300 ms.
 * It is an overlay above the prerendered page, so the HTML keeps the whole text; a CSS
 * animation delayed by 300 ms hides it even without JavaScript, and React removes it after.
 */
export function LoadingScreen() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), LOADING_SCREEN_MS + 200);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div
      data-loading-screen=""
      role="status"
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 bg-white"
      style={{ animation: `fade-out 150ms ease-out ${LOADING_SCREEN_MS}ms forwards` }}
    >
      <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <p className="text-base font-medium text-slate-700">{loadingText}</p>
    </div>
  );
}
