import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "#server/test-support";

const INLINE = "window.__hydrate = 1;";
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script type="application/ld+json">{"@type":"FAQPage"}</script></head>` +
  `<body><h1>${title}</h1><script type="module">${INLINE}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

/** A miniature build: two pages, the SPA shell and one hashed asset. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-headers-"));
  fs.mkdirSync(path.join(dir, "404"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), page("Home"));
  fs.writeFileSync(path.join(dir, "404", "index.html"), page("404 Page Not Found"));
  fs.writeFileSync(path.join(dir, "__spa-fallback.html"), page("Loading"));
  fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log(1);");
  return dir;
}

const directives = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe("security headers", () => {
  let ctx: TestContext;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fakeBuild();
    ctx = await createTestApp("pglite", { SERVE_STATIC: "true", STATIC_DIR: staticDir, TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it("gives a page a CSP that allows its own inline script by hash and never 'unsafe-inline' scripts", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    const csp = directives(String(res.headers["content-security-policy"]));
    const scripts = csp.get("script-src") ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).toContain(`'sha256-${createHash("sha256").update(INLINE).digest("base64")}'`);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).toHaveLength(2); // the JSON-LD block is data, not a script to allow
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it.each(["/", "/api/health", "/assets/app-abc123.js", "/no-such-page"])(
    "sends the protective headers on %s",
    async (url) => {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.headers["permissions-policy"]).toMatch(/(^|, )microphone=\(self\)(,|$)/);
      expect(res.headers["permissions-policy"]).toContain("camera=()");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(res.headers["strict-transport-security"]).toBeUndefined();
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it("echoes the caller's request id so a request can be followed through the logs", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "lb-1234" } });
    expect(res.headers["x-request-id"]).toBe("lb-1234");
  });

  it("adds HSTS when the site is served over HTTPS behind the trusted proxy", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("answers an unknown page with status 404 and the 404 page, and caches hashed assets for a year", async () => {
    const missing = await ctx.app.inject({ method: "GET", url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("404 Page Not Found");
    const asset = await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  // robots.txt only asks crawlers not to fetch these; a link to them found elsewhere could still be
  // listed. The header keeps every page of the console, a shared view and the API out of an index.
  it.each([
    "/admin/dashboard",
    "/admin/journey-analytics?period=7d",
    "/admin/no-such-screen",
    "/admin",
    "/shared-analytics",
    "/shared-analytics/",
    "/affiliate-dashboard",
    "/api/admin/analytics",
    "/api/shared/analytics",
    "/api/health",
  ])("tells search engines not to index %s", async (url) => {
    const res = await ctx.app.inject({ method: "GET", url });
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it.each(["/", "/no-such-page", "/assets/app-abc123.js", "/administration"])(
    "leaves public pages and files indexable: %s",
    async (url) => {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.headers["x-robots-tag"]).toBeUndefined();
    },
  );
});
