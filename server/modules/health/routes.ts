import type { FastifyInstance } from "fastify";
import type { Database } from "#server/db/client";

const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * GET /api/health: 200 when the database answers, 503 with the reason when it does not. Checks
 * that arrive while a ping is under way share its answer: a load balancer's (or an attacker's)
 * many checks cost one database round trip at a time, not one each.
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  let inFlight: Promise<number> | null = null;
  const ping = () => {
    if (!inFlight) {
      const started = performance.now();
      inFlight = withTimeout(database.ping(), PING_TIMEOUT_MS)
        .then(() => Math.round(performance.now() - started))
        .finally(() => {
          inFlight = null;
        });
    }
    return inFlight;
  };
  app.get("/api/health", { config: { rateLimit: false } }, async (_request, reply) => {
    try {
      const latencyMs = await ping();
      return { status: "ok", database: { status: "up", driver: database.driver, latencyMs } };
    } catch (error) {
      return reply.code(503).send({
        status: "unavailable",
        database: {
          status: "down",
          driver: database.driver,
          error: error instanceof Error ? error.message : String(error),
        },
      });
    }
  });
}
