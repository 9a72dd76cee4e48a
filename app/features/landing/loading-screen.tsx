import { useEffect, useRef, useState } from "react";
import { isFirstHydration } from "#app/lib/hydration";
import { LOADING_SCREEN_MS } from "#common/constants";
import { loadingText } from "#content/landing";
import { fadeLoadingScreenAfterFirstPaint, fadeLoadingScreenFrom } from "./loading-screen-timing";

/** Without JavaScript nothing times the screen: a plain CSS fade after the same time, then hidden. */
const noScriptFade = `[data-loading-screen]{animation:fade-out 150ms ease-out ${LOADING_SCREEN_MS}ms forwards,hide-after-fade 0s ${LOADING_SCREEN_MS + 150}ms forwards}`;

/**
 * The landing page first shows a spinner with "Loading AI Solutions..." for 300 ms from the page's
 * first paint. It is an overlay above the prerendered page, so the HTML keeps the whole text, which
 * paints underneath it (the content's Largest Contentful Paint is not held back). Once it has
 * faded, React removes it.
 */
export function LoadingScreen() {
  const [shown, setShown] = useState(true);
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = screen.current;
    if (!element) return;
    const done = () => setShown(false);
    if (element.hidden) {
      done();
      return;
    }
    element.addEventListener("loading-screen-done", done);
    // On a page load the head script times it (this only covers a script that did not run);
    // rendered by a client-side navigation, it appears with the next frame.
    if (isFirstHydration()) fadeLoadingScreenAfterFirstPaint(fadeLoadingScreenFrom, LOADING_SCREEN_MS);
    else requestAnimationFrame((frameTime) => fadeLoadingScreenFrom(element, LOADING_SCREEN_MS, frameTime));
    return () => element.removeEventListener("loading-screen-done", done);
  }, []);
  if (!shown) return null;
  return (
    <>
      <div
        ref={screen}
        data-loading-screen=""
        role="status"
        className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 bg-white"
        suppressHydrationWarning
      >
        <span
          aria-hidden="true"
          className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        />
        <p className="text-base font-medium text-slate-700">{loadingText}</p>
      </div>
      <noscript>
        <style>{noScriptFade}</style>
      </noscript>
    </>
  );
}
