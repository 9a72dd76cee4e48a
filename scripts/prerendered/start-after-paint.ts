/**
 * The prerendered pages start their JavaScript after the first paint.
 *
 * A prerendered page holds its whole text, and the stylesheet is all its first paint needs; the
 * JavaScript only makes the page interactive. React Router starts fetching every module while the
 * HTML is parsed, where on a slow connection the modules share the bandwidth with the stylesheet,
 * the font and the images and hold the first paint back. So the build (its `buildEnd` hook) moves
 * that start behind the paint: the module script React Router writes stays in the page, word for
 * word but inert (so the Content-Security-Policy hash the server computes for it also allows the
 * copy made later), and a small script makes the live copy and the module preloads once the browser
 * has painted the page (or at once when the page is hidden: nothing is painted for nobody, and
 * tracking must not wait).
 *
 * The rewrite relies on the shape of React Router's output (one `<script type="module" async="">`
 * and `<link rel="modulepreload">` tags), which no API promises, so it refuses a page of any other
 * shape with an error instead of shipping it half-rewritten; `startsAfterPaint` checks the result.
 *
 * The SPA fallback (admin and partner areas) renders nothing without its code, so it keeps React
 * Router's own start.
 */

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const INERT_ID = "app-start";
const INERT_SCRIPT = new RegExp(`<script type="text/x-module-after-paint" id="${INERT_ID}">([\\s\\S]*?)</script>`);
/** The modules a script imports, statically or dynamically. */
const IMPORTED = /(?:from|import)\s*\(?\s*"(\/assets\/[^"]+\.js)"/g;
/** The loader's call: the modules it preloads, then the inert script's id. */
const LOADER_CALL = new RegExp(`\\}\\)\\((\\[[^\\]]*\\]), "${INERT_ID}"\\)</script>`);

/**
 * Runs in the browser, so it is plain JavaScript in a string (a stringified TypeScript function would
 * carry the transpiler's helpers). `urls` are the modules to preload, `inert` the inert script's id.
 */
const START_AFTER_PAINT = `(function (urls, inert) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    script.type = "module";
    script.textContent = document.getElementById(inert).textContent;
    document.body.appendChild(script);
    // A preload costs the main thread up to a millisecond: a few per task keeps each task short.
    (function preload(from) {
      urls.slice(from, from + 4).forEach(function (url) {
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = url;
        document.head.appendChild(link);
      });
      if (from + 4 < urls.length) setTimeout(preload, 0, from + 4);
    })(0);
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

const count = (html: string, text: string) => html.split(text).length - 1;
const importsOf = (script: string) => [...script.matchAll(IMPORTED)].map((match) => match[1]);

/**
 * The prerendered page with its JavaScript started after the first paint. Throws, naming what
 * differs, if React Router's start is not in the shape this rewrite knows.
 */
export function startScriptsAfterPaint(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module || count(html, '<script type="module"') !== 1)
    throw new Error('expected exactly one <script type="module" async=""> (React Router\'s start)');
  const urls = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (urls.length !== (html.match(/<link[^>]*modulepreload/g) ?? []).length)
    throw new Error('a modulepreload is not a plain <link rel="modulepreload" href="/assets/….js"/>');
  const imported = importsOf(module[1]);
  if (imported.length === 0) throw new Error("React Router's start imports no /assets/ module");
  const unpreloaded = imported.filter((url) => !urls.includes(url));
  if (unpreloaded.length) throw new Error(`React Router's start imports modules it does not preload: ${unpreloaded}`);
  const loader = `${START_AFTER_PAINT}(${JSON.stringify(urls)}, ${JSON.stringify(INERT_ID)})`;
  const out = html
    .replace(MODULE_PRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      () => `<script type="text/x-module-after-paint" id="${INERT_ID}">${module[1]}</script><script>${loader}</script>`,
    );
  const problem = startsAfterPaint(out);
  if (problem) throw new Error(problem);
  return out;
}

/**
 * Why a built page does not start its scripts after the first paint, or null when it does: the
 * inert copy of React Router's start is there, no module script or module preload starts before
 * the paint, and the loader preloads every module the start imports.
 */
export function startsAfterPaint(html: string): string | null {
  const inert = INERT_SCRIPT.exec(html);
  if (!inert) return `no inert start script (#${INERT_ID})`;
  if (html.includes('<script type="module"')) return "a module script starts before the first paint";
  if (/<link[^>]*modulepreload/.test(html)) return "a module preload starts before the first paint";
  const call = LOADER_CALL.exec(html);
  if (!call) return "no start-after-paint loader after the inert start script";
  const preloaded = JSON.parse(call[1]) as string[];
  const imported = importsOf(inert[1]);
  if (imported.length === 0) return "the inert start script imports no /assets/ module";
  const missing = imported.filter((url) => !preloaded.includes(url));
  if (missing.length) return `the loader does not preload ${missing.join(", ")}`;
  return null;
}
