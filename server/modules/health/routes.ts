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

/** GET /api/health: 200 when the database answers, 503 with the reason when it does not. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get("/api/health", { config: { rateLimit: false } }, async (_request, reply) => {
    const started = performance.now();
    try {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
      return {
        status: "ok",
        database: { status: "up", driver: database.driver, latencyMs: Math.round(performance.now() - started) },
      };
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
