import cluster from "node:cluster";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { Jobs, type JobsOptions } from "./jobs";
import { clientKey } from "./lib/client-address";
import { limitConnectionsPerClient } from "./lib/connection-limit";
import { registerErrorHandler } from "./lib/error-handler";
import { FormLimit } from "./lib/form-limit";
import { Metrics } from "./lib/metrics";
import { clusterSource } from "./lib/metrics-cluster";
import { countRequests, listenForScrapes, localSource, metricsRoute } from "./lib/metrics-endpoint";
import { databaseRateLimitStore } from "./lib/rate-limit-store";
import { safeErrorSerializer } from "./lib/safe-log";
import { registerSecurityHeaders } from "./lib/security-headers";
import { registerStrictJsonParser } from "./lib/strict-json";
import { VisitorBinding } from "./lib/visitor";
import { adminRoutes } from "./modules/admin/routes";
import { affiliateRoutes } from "./modules/affiliates/routes";
import { analyticsRoutes, sharedLinkRoutes } from "./modules/analytics";
import { registerRoleGuards } from "./modules/auth/guards";
import { authRoutes } from "./modules/auth/routes";
import { bookingWebhookRoutes } from "./modules/bookings/routes";
import { salesApplicationRoutes } from "./modules/careers/routes";
import { contactRoutes } from "./modules/contact/routes";
import { healthRoutes } from "./modules/health/routes";
import { leadRoutes } from "./modules/leads/routes";
import { outboxQueueDepth } from "./modules/notifications";
import { notificationRoutes } from "./modules/notifications/routes";
import { applyRedirects, redirectRoutes } from "./modules/redirects/routes";
import { RedirectRules } from "./modules/redirects/rules";
import { seoRoutes } from "./modules/seo/routes";
import { teamRoutes } from "./modules/team/routes";
import { toolRoutes } from "./modules/tools/routes";
import { trackingRoutes } from "./modules/tracking/routes";
import type { VoiceProvider } from "./modules/voice/provider";
import { voiceRoutes } from "./modules/voice/routes";
import type { PrivacySignals } from "./web/privacy-signals";
import { registerStaticSite } from "./web/static-site";

/** One API route as the server registered it; the security tests walk this list. */
interface RouteSummary {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route of the app, collected as it is registered (see server/security). */
    routeCatalog: RouteSummary[];
    /** The process's background jobs (timers, the outbox worker); tests run them by hand. */
    jobs: Jobs;
    /** This app's reading of the GPC/DNT setting: the admin module and a job update it, pages read it. */
    privacySignals: PrivacySignals;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests: an injected clock, other intervals, or no timers. */
  jobs?: JobsOptions;
  /** The time request limits count in (tests fix it, so a burst never straddles a one-minute window). */
  clock?: () => Date;
  /** Where the log goes (standard output unless given; tests read it). */
  logStream?: { write(line: string): void };
  /** Tests: speech engines several apps share (otherwise VOICE_PROVIDER decides). */
  voiceProvider?: VoiceProvider;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole server: plugins, API modules and the static site. Tests import it. */
export async function buildApp({
  config,
  database,
  jobs: jobOptions,
  logStream,
  clock = () => new Date(),
  voiceProvider,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Node answers 408 and closes a connection whose request is not complete in time, so a
    // body (or headers) sent a byte at a time cannot hold a socket for ever.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks those two times on this interval (30 s by default), which would overshoot them.
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.HEADERS_TIMEOUT_MS / 4)),
    },
    routerOptions: { ignoreTrailingSlash: true },
    // The caller's X-Request-Id is kept only when it is short and plain; otherwise we make one.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            stream: logStream,
            redact: ["req.headers.authorization", "req.headers.cookie"],
            // No personal data in logs: no IP address, no query string, no SQL parameter values.
            serializers: {
              err: (error) => safeErrorSerializer(error),
              req: (req) => ({ id: req.id, method: req.method, path: String(req.url).split("?")[0] }),
            },
          },
  });

  limitConnectionsPerClient(app.server, config.MAX_CONNECTIONS_PER_CLIENT, config.trustProxy);
  registerErrorHandler(app, config.BODY_LIMIT_BYTES);
  registerStrictJsonParser(app);

  const routeCatalog: RouteSummary[] = [];
  app.decorate("routeCatalog", routeCatalog);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routeCatalog.push({ method, url: route.url });
  });

  const privacySignals: PrivacySignals = { honored: true };
  app.decorate("privacySignals", privacySignals);
  const metrics = new Metrics();
  serveMetrics(app, config, database, metrics);
  const jobs = new Jobs(database, config, app.log, privacySignals, jobOptions, metrics);
  app.decorate("jobs", jobs);
  app.addHook("onReady", () => jobs.start());
  app.addHook("onClose", () => jobs.stop());

  registerSecurityHeaders(app);
  // Before every route and file: a path a rule names is sent on before anything answers it.
  const redirects = new RedirectRules(database.db, app.log);
  applyRedirects(app, redirects);
  app.addHook("onReady", async () => {
    await redirects.refresh(true);
    redirects.start();
  });
  app.addHook("onClose", () => redirects.stop());
  // Before any module: every route of the admin and affiliate areas gets its role's guard.
  registerRoleGuards(app, database.db);
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  // Without a shared secret (development) a per-process key is enough: there is one process.
  const limiterKey = config.JWT_SECRET ?? randomBytes(32).toString("hex");
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    store: databaseRateLimitStore(database, limiterKey, clock),
    // Per client: an IPv4 address, an IPv6 /64 (this limit and the per-route ones alike).
    keyGenerator: (request) => clientKey(request.ip),
    // Hashed build assets are immutable and cached; counting them would only cost queries.
    allowList: (request) => request.url.startsWith("/assets/"),
    // During a database outage the API answers 503 by itself; pages keep being served.
    skipOnError: true,
    // Thrown as an error: the error handler turns it into {error} with status 429.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`), {
        statusCode: 429,
      }),
  });

  const visitors = new VisitorBinding(config.JWT_SECRET as string);
  await app.register(healthRoutes, { database });
  const formsPerHour = config.FORM_SUBMISSIONS_PER_HOUR;
  await app.register(contactRoutes, { database, visitors, formsPerHour });
  await app.register(authRoutes, { database, config });
  await app.register(adminRoutes, { database, secret: config.JWT_SECRET as string });
  await app.register(teamRoutes, { database, config });
  await app.register(analyticsRoutes, { database, clock });
  await app.register(sharedLinkRoutes, { database, config });
  await app.register(leadRoutes, { database, secret: config.JWT_SECRET as string });
  await app.register(notificationRoutes, { database });
  await app.register(seoRoutes, { redirects });
  await app.register(redirectRoutes, { database, rules: redirects });
  await app.register(trackingRoutes, {
    database,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    visitors,
    clock,
    metrics,
  });
  await app.register(salesApplicationRoutes, { database, visitors });
  await app.register(affiliateRoutes, { database, config, visitors });
  const formLimit = new FormLimit(database, limiterKey, formsPerHour, clock);
  await app.register(voiceRoutes, { config, database, formLimit, provider: voiceProvider, metrics });
  await app.register(toolRoutes, { database, visitors, formsPerHour });
  await app.register(bookingWebhookRoutes, { database, config });

  if (config.SERVE_STATIC && fs.existsSync(config.staticDir)) {
    await registerStaticSite(app, config.staticDir);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split("?")[0]}` }),
    );
  }
  return app;
}

/**
 * /metrics, when METRICS_TOKEN or METRICS_PORT asks for it: otherwise nothing is registered and
 * no request pays for counting. Under SERVER_PROCESSES the supervisor owns METRICS_PORT and
 * every worker's route serves the cluster's aggregate (server/lib/metrics-cluster.ts).
 */
function serveMetrics(app: FastifyInstance, config: Config, database: Database, metrics: Metrics): void {
  if (!config.METRICS_TOKEN && !config.METRICS_PORT) return;
  metrics.collectProcessMetrics();
  if (database.poolStats) metrics.watchPool(database.poolStats);
  metrics.watchOutboxQueue(() => outboxQueueDepth(database.db));
  countRequests(app, metrics);
  const source = cluster.isWorker ? clusterSource(metrics.registry) : localSource(metrics);
  if (config.METRICS_TOKEN) metricsRoute(app, config.METRICS_TOKEN, source);
  const port = config.METRICS_PORT;
  if (port && !cluster.isWorker) {
    let listener: Awaited<ReturnType<typeof listenForScrapes>> | undefined;
    app.addHook("onReady", async () => {
      listener = await listenForScrapes(port, source);
    });
    app.addHook("onClose", async () => {
      await new Promise((resolve) => (listener ? listener.close(resolve) : resolve(undefined)));
    });
  }
}
