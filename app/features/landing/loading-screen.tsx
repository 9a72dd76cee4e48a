import { useEffect, useRef, useState } from "react";
import { LOADING_SCREEN_MS } from "../../../common/constants";
import { loadingText } from "../../../content/landing";

/**
 * Holds the overlay's fade until the page has been painted once (two animation frames: the
 * second runs after the first frame was shown), so the 300 ms count from when a person can
 * see it, not from when the stylesheet applied, which on a slow machine can be long before.
 * Inline in the prerendered HTML, right after the overlay; without JavaScript the CSS delay
 * alone still hides it.
 */
const FADE_FROM_FIRST_PAINT = `(function(o){o.style.animationPlayState="paused";requestAnimationFrame(function(){requestAnimationFrame(function(){o.style.animationPlayState="running"})})})(document.currentScript.previousElementSibling)`;

/**
 * Spec §2: the landing page first shows a spinner with "Loading AI Solutions..." for 300 ms.
 * It is an overlay above the prerendered page, so the HTML keeps the whole text and the page
 * underneath paints at once; React removes the overlay when its fade has ended.
 */
export function LoadingScreen() {
  const [shown, setShown] = useState(true);
  const overlay = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = overlay.current;
    if (!element) return;
    const done = () => setShown(false);
    element.addEventListener("animationend", done);
    // Already faded before the app started (a slow start), or no animation at all (reduced support).
    if (getComputedStyle(element).visibility === "hidden" || !element.getAnimations?.().length) done();
    return () => element.removeEventListener("animationend", done);
  }, []);
  if (!shown) return null;
  return (
    <>
      <div
        ref={overlay}
        data-loading-screen=""
        role="status"
        className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 bg-white"
        style={{ animation: `fade-out 150ms ease-out ${LOADING_SCREEN_MS}ms forwards` }}
        suppressHydrationWarning
      >
        <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <p className="text-base font-medium text-slate-700">{loadingText}</p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: FADE_FROM_FIRST_PAINT }} suppressHydrationWarning />
    </>
  );
}
