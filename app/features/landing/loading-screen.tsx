import { useEffect, useRef, useState } from "react";
import { LOADING_SCREEN_MS } from "../../../common/constants";
import { loadingText } from "../../../content/landing";

/**
 * Counts the overlay's 300 ms from the first paint, not from when its style applied: the first
 * frame of a big page can take long to reach the screen on a slow machine, and a fade that
 * started with the style could be over before anyone saw it. Once the browser reports the first
 * paint, the fade's delay is stretched by however much the animation started before it. The
 * fade stays a CSS animation that runs off the main thread (never paused: a paused one held
 * the page's Largest Contentful Paint back in measurements). Inline in the prerendered HTML,
 * right after the overlay; without JavaScript the CSS delay alone applies.
 */
const fadeFromFirstPaint = (overlay: HTMLElement, delayMs: number) => {
  try {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const paint = list.getEntries().find((entry) => entry.name === "first-paint") ?? list.getEntries()[0];
      const fade = overlay.getAnimations?.()[0];
      if (!paint || !fade || fade.startTime === null) return;
      const late = paint.startTime - Number(fade.startTime);
      if (late > 0 && performance.now() < Number(fade.startTime) + delayMs) overlay.style.animationDelay = `${delayMs + late}ms`;
    }).observe({ type: "paint", buffered: true });
  } catch {
    // No paint timing in this browser: the CSS delay alone applies.
  }
};

const FADE_FROM_FIRST_PAINT = `(${fadeFromFirstPaint})(document.currentScript.previousElementSibling,${LOADING_SCREEN_MS})`;

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
