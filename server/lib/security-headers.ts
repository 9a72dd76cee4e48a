import type { FastifyInstance } from "fastify";
import { isPrivatePath, normalizePath } from "#common/route-table";
import { isAdminPath } from "#common/tracking-rules";

/**
 * The protective headers of every answer, as one constant set once per request. They are the
 * ones helmet sent (same values), written without helmet's per-request middleware chain: at
 * thousands of tracking beacons a second that chain cost more than validating the body.
 * Pages replace the Content-Security-Policy with their own, which allows their inline scripts
 * by hash (web/static-site.ts).
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none';frame-ancestors 'none'",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
  // The microphone is for the site's own voice demo only.
  "permissions-policy": "microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
};
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The console (known screens and unknown ones alike), a shared analytics view, the partner area
 * and every API answer must never appear in a search engine. robots.txt only asks crawlers not to
 * fetch them, and the pages' own robots meta tag is written by the browser app after it loads;
 * this header holds for any crawler that fetches the address, from its first byte.
 */
function keptOutOfSearch(url: string): boolean {
  if (url.startsWith("/api/")) return true;
  if (url.startsWith("/assets/")) return false;
  const path = normalizePath(url);
  return path === "/api" || isAdminPath(path) || isPrivatePath(path);
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    // Lets a caller (or the load balancer's logs) find this request in the server's JSON logs.
    reply.header("x-request-id", request.id);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    if (keptOutOfSearch(request.url)) reply.header("x-robots-tag", "noindex, nofollow");
    done();
  });
}
