import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startScriptsAfterPaint, startsAfterPaint } from "./start-after-paint";

const MODULE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;
const PRELOADS = ["manifest-1", "entry.client-3", "root-2"]
  .map((name) => `<link rel="modulepreload" href="/assets/${name}.js"/>`)
  .join("");
const page = (preloads: string, start: string) =>
  `<!DOCTYPE html><html><head>${preloads}<link rel="stylesheet" href="/assets/shell.css"/></head><body><h1>Hi</h1><script>window.__reactRouterContext = {};</script>${start}</body></html>`;
const PAGE = page(PRELOADS, `<script type="module" async="">${MODULE}</script>`);
const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("starting a prerendered page's scripts after the first paint", () => {
  const out = startScriptsAfterPaint(PAGE);

  it("keeps React Router's module script word for word, inert, so its CSP hash allows the live copy", () => {
    const inert = /<script type="text\/x-module-after-paint" id="app-start">([\s\S]*?)<\/script>/.exec(out);
    expect(inert?.[1]).toBe(MODULE);
    expect(sha(inert?.[1] ?? "")).toBe(sha(MODULE));
    expect(out).not.toContain('<script type="module"');
  });

  it("moves the module preloads into the start script, which runs after the paint", () => {
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    expect(out).toContain('(["/assets/manifest-1.js","/assets/entry.client-3.js","/assets/root-2.js"], "app-start")');
    expect(out).toMatch(/getEntriesByType\("paint"\)/);
    // The stylesheet and the rest of the page are untouched.
    expect(out).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
    expect(out).toContain("<h1>Hi</h1>");
    expect(startsAfterPaint(out)).toBeNull();
  });

  it("refuses a page whose start is in another shape, instead of shipping React Router's own start", () => {
    expect(() => startScriptsAfterPaint("<html><body><div id=root></div></body></html>")).toThrow(/module/);
    expect(() => startScriptsAfterPaint(page(PRELOADS, `<script type="module">${MODULE}</script>`))).toThrow(
      /exactly one/,
    );
    expect(() =>
      startScriptsAfterPaint(
        page(PRELOADS.replace('"/>', '" crossorigin=""/>'), `<script type="module" async="">${MODULE}</script>`),
      ),
    ).toThrow(/modulepreload/);
    expect(() =>
      startScriptsAfterPaint(
        page(PRELOADS.replace(/<link[^>]*root-2[^>]*>/, ""), `<script type="module" async="">${MODULE}</script>`),
      ),
    ).toThrow(/does not preload: \/assets\/root-2\.js/);
  });

  it("finds a built page that would start its modules before the paint", () => {
    expect(startsAfterPaint(PAGE)).toBe("no inert start script (#app-start)");
    expect(startsAfterPaint(out.replace("</head>", `${PRELOADS}</head>`))).toBe(
      "a module preload starts before the first paint",
    );
    expect(startsAfterPaint(out.replace(',"/assets/root-2.js"]', "]"))).toBe(
      "the loader does not preload /assets/root-2.js",
    );
  });
});
