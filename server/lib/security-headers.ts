import type { FastifyInstance } from "fastify";

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

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    // Lets a caller (or the load balancer's logs) find this request in the server's JSON logs.
    reply.header("x-request-id", request.id);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
}
