import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { FastifyInstance, FastifyReply, onResponseHookHandler } from "fastify";
import type { Metrics } from "./metrics";

/** Where the text of a scrape comes from: this process's registry, or the cluster's aggregate. */
export interface MetricsSource {
  contentType: string;
  text(): Promise<string>;
}

export const localSource = (metrics: Metrics): MetricsSource => ({
  contentType: metrics.registry.contentType,
  text: () => metrics.registry.metrics(),
});

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Hashing first makes both sides the same length, so the comparison takes the same time whatever was sent. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const given = header?.startsWith("Bearer ") ? header.slice(7) : "";
  return timingSafeEqual(digest(given), expected);
}

/**
 * Counts every answer under its route pattern, never the raw URL (a label per URL would grow
 * without bound); what no route matched counts as "unmatched". Each route gets a hook of its own
 * that knows its pattern, and the label children are cached per method, route and status, so
 * the ingestion path pays a map lookup: no route options built, no labels hashed.
 */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  const children = new Map<string, { count: { inc(): void }; duration: { observe(value: number): void } }>();
  const record = (method: string, route: string, reply: FastifyReply) => {
    const status = reply.statusCode;
    const key = `${method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = {
        count: metrics.httpRequests.labels(method, route, String(status)),
        duration: metrics.httpDuration.labels(method, route),
      };
      children.set(key, child);
    }
    child.count.inc();
    child.duration.observe(reply.elapsedTime / 1000);
  };
  app.addHook("onRoute", (route) => {
    const pattern = route.url;
    const counted: onResponseHookHandler = (request, reply, done) => {
      record(request.method, pattern, reply);
      done();
    };
    route.onResponse = [...[route.onResponse ?? []].flat(), counted];
  });
  // The not-found handler is no route, so it has no route hooks of its own.
  app.addHook("onResponse", (request, reply, done) => {
    if (request.is404) record(request.method, "unmatched", reply);
    done();
  });
}

async function answer(source: MetricsSource, reply: FastifyReply) {
  try {
    const text = await source.text();
    return reply.code(200).header("content-type", source.contentType).send(text);
  } catch (error) {
    reply.log.warn({ err: error }, "metrics not gathered");
    return reply.code(503).send({ error: "The figures could not be gathered. Try again." });
  }
}

/** GET /metrics on the site's own port, for the holder of METRICS_TOKEN only; without a token the route does not exist (404). */
export function metricsRoute(app: FastifyInstance, token: string, source: MetricsSource): void {
  const expected = digest(token);
  app.get("/metrics", { logLevel: "warn" }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!bearerMatches(request.headers.authorization, expected)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ error: "authorization: a valid metrics token (Bearer) is required" });
    }
    return answer(source, reply);
  });
}

/**
 * METRICS_PORT: a second, minimal listener on the loopback address that serves only /metrics,
 * without a token: only software on this machine (a local agent, a scraper on the host) reaches it.
 */
export async function listenForScrapes(port: number, source: MetricsSource): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics") return response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
    if (request.method !== "GET" && request.method !== "HEAD") {
      return response.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" }).end("Method not allowed\n");
    }
    source.text().then(
      (text) => response.writeHead(200, { "content-type": source.contentType, "cache-control": "no-store" }).end(text),
      () => response.writeHead(503, { "content-type": "text/plain" }).end("The figures could not be gathered.\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server;
}
