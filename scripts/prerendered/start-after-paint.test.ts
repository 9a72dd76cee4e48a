import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startScriptsAfterPaint } from "./start-after-paint";

const MODULE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;
const PAGE = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/><link rel="stylesheet" href="/assets/shell.css"/></head><body><h1>Hi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${MODULE}</script></body></html>`;
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
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('(["/assets/manifest-1.js","/assets/entry.client-3.js"], "app-start")');
    expect(out).toMatch(/getEntriesByType\("paint"\)/);
    // The stylesheet and the rest of the page are untouched.
    expect(out).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
    expect(out).toContain("<h1>Hi</h1>");
  });

  it("leaves a page without React Router's start (the SPA fallback after its own handling) as it is", () => {
    const spa = "<html><body><div id=root></div></body></html>";
    expect(startScriptsAfterPaint(spa)).toBe(spa);
  });
});
