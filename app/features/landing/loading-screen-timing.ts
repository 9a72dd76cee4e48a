/**
 * When the landing page's loading screen fades. It must be seen for its full time, so the time
 * counts from the page's first paint (when a person can see it), not from when the stylesheet
 * applied or a script ran, which on a slow machine can come well before the paint.
 *
 * On a page load the timing runs as an inline script in the <head>, before any of the app's code
 * has loaded. It sits in the head on purpose: a script in the body would let the browser paint the
 * half-parsed page early (the screen alone) and paint the content later, moving the content's
 * Largest Contentful Paint back. Both functions are stringified for it, so they must not use
 * anything from outside their own bodies.
 */
import { LOADING_SCREEN_MS } from "#common/constants";

/** Fades the screen `ms` after `paintedAt` (a `performance.now()` time), once; then hides it and says so. */
export function fadeLoadingScreenFrom(screen: HTMLElement | null, ms: number, paintedAt: number): void {
  if (!screen || screen.dataset.timed !== undefined) return;
  screen.dataset.timed = "";
  screen.addEventListener("animationend", () => {
    screen.hidden = true;
    screen.dispatchEvent(new Event("loading-screen-done"));
  });
  // A CSS animation with the remaining time as its delay: it runs on the compositor, so a busy main
  // thread (the app starting) does not hold the fade back once it is scheduled.
  // The animation's start is the time of the frame it starts in, which is no earlier than the
  // timeline's time now (the current frame's, which may lag behind performance.now()).
  const now = Number(document.timeline?.currentTime ?? performance.now());
  const delay = Math.max(0, Math.ceil(paintedAt + ms - now));
  screen.style.animation = `fade-out 150ms ease-out ${delay}ms forwards`;
}

/** Waits for the page's first paint (as the browser reports it), then times the screen from it. */
export function fadeLoadingScreenAfterFirstPaint(fade: typeof fadeLoadingScreenFrom, ms: number): void {
  const start = (paintedAt: number) =>
    fade(document.querySelector<HTMLElement>("[data-loading-screen]"), ms, paintedAt);
  const paints = performance.getEntriesByType("paint");
  if (paints.length) {
    start(Math.min(...paints.map((entry) => entry.startTime)));
    return;
  }
  if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      start(Math.min(...list.getEntries().map((entry) => entry.startTime)));
    });
    observer.observe({ type: "paint", buffered: true });
    return;
  }
  // No paint timing (older browsers): once the frame after the first one runs, the first has been painted.
  requestAnimationFrame(() => requestAnimationFrame(() => start(performance.now())));
}

/** The landing page's head script: times the prerendered screen from the first paint (a function: see earlyExitScript). */
export const loadingScreenScript = (): string =>
  `(${fadeLoadingScreenAfterFirstPaint})(${fadeLoadingScreenFrom},${LOADING_SCREEN_MS})`;
