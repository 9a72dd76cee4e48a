/**
 * The prerendered pages start their JavaScript after the first paint.
 *
 * A prerendered page holds its whole text, and the stylesheet is all its first paint needs; the
 * JavaScript only makes the page interactive. React Router starts fetching every module while the
 * HTML is parsed, where on a slow connection the modules share the bandwidth with the stylesheet,
 * the font and the images and hold the first paint back. So the build moves that start behind the
 * paint: the module script React Router writes stays in the page, word for word but inert (so the
 * Content-Security-Policy hash the server computes for it also allows the copy made later), and a
 * small script makes the live copy and the module preloads once the browser has painted the page
 * (or at once when the page is hidden: nothing is painted for nobody, and tracking must not wait).
 *
 * The SPA fallback (admin and partner areas) renders nothing without its code, so it keeps React
 * Router's own start.
 */

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const INERT_ID = "app-start";

/**
 * Runs in the browser, so it is plain JavaScript in a string (a stringified TypeScript function would
 * carry the transpiler's helpers). `urls` are the modules to preload, `inert` the inert script's id.
 */
const START_AFTER_PAINT = `(function (urls, inert) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    urls.forEach(function (url) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.textContent = document.getElementById(inert).textContent;
    document.body.appendChild(script);
  }
  function afterPaint() {
    if (document.visibilityState === "hidden" || performance.getEntriesByType("paint").length) return start();
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf("paint") >= 0) new PerformanceObserver(start).observe({ type: "paint", buffered: true });
    else requestAnimationFrame(function () { setTimeout(start); });
    document.addEventListener("visibilitychange", start, { once: true });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint, { once: true });
  else afterPaint();
})`;

/** The page with its JavaScript started after the first paint; unchanged if it has no React Router start. */
export function startScriptsAfterPaint(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const urls = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = `${START_AFTER_PAINT}(${JSON.stringify(urls)}, ${JSON.stringify(INERT_ID)})`;
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      () => `<script type="text/x-module-after-paint" id="${INERT_ID}">${module[1]}</script><script>${loader}</script>`,
    );
}
