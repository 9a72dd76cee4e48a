import { createHmac } from "node:crypto";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { rateLimitCounters } from "#server/db/schema/rate-limits";

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const CLEANUP_EVERY_MS = 60_000;

/** The namespace a route's own limit counts in (see `child`); others may count against it too. */
export const routeNamespace = (method: string, url: string) => `${method} ${url}`;

/**
 * Adds one hit for `key` in `namespace` to the fixed window of `timeWindow` ms that holds `now`;
 * answers the window's hits so far and the ms until it ends. The key is stored as an HMAC only.
 */
export async function countHit(
  database: Database,
  hmacKey: string,
  namespace: string,
  key: string,
  timeWindow: number,
  now: number,
): Promise<{ current: number; ttl: number }> {
  const windowStart = now - (now % timeWindow);
  const hashed = createHmac("sha256", hmacKey).update(`${namespace}\n${key}`).digest("base64url");
  const [row] = await database.db
    .insert(rateLimitCounters)
    .values({ key: hashed, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${rateLimitCounters.windowStart} = excluded.window_start THEN ${rateLimitCounters.hits} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ hits: rateLimitCounters.hits });
  return { current: row.hits, ttl: windowStart + timeWindow - now };
}

/**
 * A @fastify/rate-limit store that counts in the database, so every process behind a load
 * balancer shares one counter per client. Fixed windows aligned to the clock keep it to
 * one upsert per request. Keys are HMACs of the client address: no raw IP is stored.
 */
export function databaseRateLimitStore(
  database: Database,
  hmacKey: string,
  clock: () => Date = () => new Date(),
): FastifyRateLimitStoreCtor {
  let lastCleanup = 0;

  const cleanup = (now: number, timeWindow: number) => {
    if (now - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now;
    database.db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, now - 2 * Math.max(timeWindow, CLEANUP_EVERY_MS)))
      .catch(() => {});
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly namespace = "global",
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      const now = clock().getTime();
      countHit(database, hmacKey, this.namespace, key, timeWindow, now).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      cleanup(now, timeWindow);
    }

    /** A route with its own limit counts apart from every other route (the plugin passes the route as routeInfo). */
    child(params: { routeInfo?: RouteOptions } & RouteOptions): FastifyRateLimitStore {
      const route = params.routeInfo ?? params;
      const method = Array.isArray(route.method) ? route.method.join(",") : route.method;
      return new DatabaseRateLimitStore(undefined, routeNamespace(String(method), String(route.url ?? route.path)));
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

interface RouteOptions {
  method?: string | string[];
  url?: string;
  path?: string;
}
