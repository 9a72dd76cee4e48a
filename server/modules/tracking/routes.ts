import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { clientRecordSchema, funnelBodySchema, journeyEventsBodySchema } from "#common/tracking";
import { isAdminPath } from "#common/tracking-rules";
import { vitalsBodySchema } from "#common/web-vitals-schema";
import type { Database } from "#server/db/client";
import { HttpError, parseInput } from "#server/lib/http-errors";
import type { Metrics } from "#server/lib/metrics";
import type { VisitorBinding } from "#server/lib/visitor";
import { FloodGuard } from "./flood-guard";
import { TrackingService } from "./service";
import { VitalsRecorder } from "./vitals";

// isbot's pattern is long; a visitor's beacons repeat one user agent, so remember recent answers.
const botAnswers = new Map<string, boolean>();
function isBot(request: FastifyRequest): boolean {
  const userAgent = request.headers["user-agent"] ?? "";
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (botAnswers.size >= 1_000) botAnswers.clear();
    botAnswers.set(userAgent, answer);
  }
  return answer;
}

/**
 * Visitor tracking API: POST /api/client/sync, /api/journey/events, /api/journey/funnel,
 * /api/journey/vitals (real-user speed).
 * Every body is validated before anything is written; bots get 202 and nothing is stored;
 * an answer is sent only after the data is committed. Size (413) comes from the app-wide body
 * limit; floods (429, `rateLimitPerMinute` per address) from this module's FloodGuard, which
 * counts like the app-wide limiter but writes its counters with group commit.
 */
export async function trackingRoutes(
  app: FastifyInstance,
  {
    database,
    rateLimitPerMinute,
    visitors,
    clock,
    metrics,
  }: { database: Database; rateLimitPerMinute: number; visitors: VisitorBinding; clock: () => Date; metrics: Metrics },
) {
  const service = new TrackingService(database, metrics);
  // Bound once: a counter looked up by its labels on every beacon costs a hash of the labels each time.
  const journeyIngested = metrics.eventsIngested.labels({ kind: "journey" });
  const vitals = new VitalsRecorder(database);
  /** A body that fails validation is counted as refused before the 400 goes out. */
  const validated = <T>(parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      metrics.trackingRefused.inc({ reason: "invalid" });
      throw error;
    }
  };
  // Each beacon's address hash, worked out once by the flood guard's hook and used by the handler.
  const ipHashes = new WeakMap<FastifyRequest, string | null>();
  const origin = (request: FastifyRequest) =>
    service.origin(ipHashes.get(request) ?? null, request.ip, request.headers["user-agent"]);
  const guard = new FloodGuard(database, rateLimitPerMinute, (error) =>
    app.log.warn({ err: error }, "tracking rate-limit counters not written"),
  );
  /** Counts the beacon against its address's budget; a flood is answered 429 here, before its body is read. */
  const admit = (request: FastifyRequest, reply: FastifyReply, ipHash: string | null, done: () => void) => {
    ipHashes.set(request, ipHash);
    const retryAfter = guard.hit(ipHash ?? "unknown", clock().getTime());
    if (!retryAfter) return done();
    metrics.trackingRefused.inc({ reason: "rate_limited" });
    reply
      .code(429)
      .header("retry-after", String(retryAfter))
      .send({ error: `Too many requests. Try again in ${retryAfter} seconds.` });
  };
  const limit = {
    config: { rateLimit: false as const },
    // Beacons are not access-logged (two log lines per page event would drown the rest); failures still are.
    logLevel: "warn" as const,
    // The tracker never compresses what it sends, and the answers are a few bytes: no compression
    // hooks run on a beacon (three per request otherwise, at thousands of beacons a second).
    compress: false as const,
    decompress: false as const,
    // A callback hook: once the day's salt is loaded (nearly always) no promise is made per beacon.
    onRequest: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const known = service.ipHashNow(request.ip);
      if (known !== undefined) return admit(request, reply, known, done);
      service.ipHash(request.ip).then((hashed) => admit(request, reply, hashed, done), done);
    },
  };

  app.post("/api/journey/events", limit, async (request, reply) => {
    if (isBot(request)) return reply.code(202).send({ accepted: 0 });
    const { events } = validated(() => parseInput(journeyEventsBodySchema, request.body));
    // The admin console is not visitor traffic: nothing under /admin is stored or counted.
    const visitorEvents = events.filter((e) => !isAdminPath(e.page) && !(e.exitPage && isAdminPath(e.exitPage)));
    if (visitorEvents.length < events.length)
      metrics.eventsIgnored.inc({ reason: "admin_page" }, events.length - visitorEvents.length);
    if (visitorEvents.length) {
      await service.recordEvents(visitorEvents, origin(request), visitors.provenId(request));
      journeyIngested.inc(visitorEvents.length);
    }
    return reply.code(202).send({ accepted: visitorEvents.length });
  });

  app.post("/api/journey/funnel", limit, async (request, reply) => {
    if (isBot(request)) return reply.code(202).send({ accepted: 0 });
    const input = validated(() => parseInput(funnelBodySchema, request.body));
    if (input.page && isAdminPath(input.page)) {
      metrics.eventsIgnored.inc({ reason: "admin_page" });
      return reply.code(202).send({ accepted: 0 });
    }
    const clientId = input.clientId ? await visitors.accept(database.db, request, input.clientId) : null;
    const id = await service.recordFunnel(input, origin(request), clientId);
    metrics.eventsIngested.inc({ kind: "funnel" });
    return reply.code(202).send({ accepted: 1, id });
  });

  // A page load's Core Web Vitals, sent once final as the page is hidden. Like events, nothing
  // of the console's own pages is kept; no address and no user agent, only its device type.
  app.post("/api/journey/vitals", limit, async (request, reply) => {
    if (isBot(request)) return reply.code(202).send({ accepted: 0 });
    const body = validated(() => parseInput(vitalsBodySchema, request.body));
    if (isAdminPath(body.page)) {
      metrics.eventsIgnored.inc({ reason: "admin_page" }, body.vitals.length);
      return reply.code(202).send({ accepted: 0 });
    }
    await vitals.record(body, request.headers["user-agent"], clock());
    metrics.eventsIngested.inc({ kind: "vitals" }, body.vitals.length);
    return reply.code(202).send({ accepted: body.vitals.length });
  });

  app.post("/api/client/sync", limit, async (request, reply) => {
    if (isBot(request)) return reply.code(202).send({ accepted: 0 });
    const record = validated(() => parseInput(clientRecordSchema, request.body));
    record.pageViews = record.pageViews.filter((page) => !isAdminPath(page));
    const synced = await service.syncClient(record, origin(request), visitors.provenId(request));
    if (synced === "bound") {
      throw new HttpError(403, "id: this visitor record belongs to another browser and was not changed", "id");
    }
    const merged = synced.record;
    if (synced.holder) visitors.bind(request, reply, merged.id);
    return reply.code(200).send({
      id: merged.id,
      visitCount: merged.visitCount,
      leadScore: merged.leadScore,
      leadQuality: merged.leadQuality,
    });
  });

  // The retention purge runs as a background job (server/jobs.ts).
  app.addHook("onClose", async () => {
    await service.drain();
    await vitals.drain();
    await guard.close();
  });
}
