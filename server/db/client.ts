import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { claimDataDir } from "./data-dir-lock";
import * as schema from "./schema";

/** The same promise on every call after the first. */
const once = (fn: () => Promise<void>) => {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
};

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type DriverName = "pglite" | "postgres";

export interface Database {
  db: Db;
  driver: DriverName;
  /** Runs `SELECT 1`; throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Runs a statement that is sent very often as a named prepared statement: PostgreSQL parses and
   * plans it once per connection instead of on every call. `name` must always go with the same text.
   */
  runPrepared(name: string, text: string, values: unknown[]): Promise<void>;
  /** Closes the connections; a second call waits for the first (tests close a database under a running app). */
  close(): Promise<void>;
  /** Runs fn while holding a cluster-wide lock (one migrator at a time across processes). */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  /** node-postgres only: the pool's connections now (the embedded PGlite has no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: an image of the whole data folder (backups; tests clone a migrated template from it). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Calls onNotify for each NOTIFY on `channel` committed by any process on this database, and
   * once after a lost connection is back (what happened meanwhile is unknown). Resolves to stop.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}

type DatabaseOptions =
  | { driver: "postgres"; url: string; poolSize?: number }
  | { driver: "pglite"; dataDir?: string /** A dumpDataDir() image to start from (tests). */; loadDataDir?: Blob };

const MIGRATION_LOCK_ID = 727_001;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RELISTEN_AFTER_MS = 1_000;

/**
 * LISTEN needs a session of its own for as long as it listens (a pooled connection would be
 * handed to other queries), so it gets a dedicated client, reconnected when it is lost.
 */
async function listenPostgres(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`listen: bad channel name ${channel}`);
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heardBefore = false;
  const again = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RELISTEN_AFTER_MS);
    retry.unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on("error", () => {});
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify();
    });
    client.on("end", () => {
      if (current !== client) return;
      current = undefined;
      if (stopped) return;
      onNotify();
      again();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      await client.end().catch(() => {});
      again();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    // Back after a loss: whatever was committed while nobody listened may have changed things.
    if (heardBefore) onNotify();
    heardBefore = true;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === "postgres") return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast during an outage so the API can answer 503 instead of hanging.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    driver: "postgres",
    runPrepared: async (name, text, values) => {
      await pool.query({ name, text, values });
    },
    ping: async () => {
      await pool.query("SELECT 1");
    },
    close: once(() => pool.end()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    withMigrationLock: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        return await fn();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
  };
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    // The folder holds every visitor's data and the password hashes: owner only, also when it existed before.
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dataDir, 0o700);
    release = claimDataDir(dataDir);
  }
  const client = new PGlite({ dataDir, loadDataDir });
  try {
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    // The embedded database has no connection to keep a plan on; it runs the text each time.
    runPrepared: async (_name, text, values) => {
      await client.query(text, values);
    },
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    close: once(() => client.close().finally(release)),
    // PGlite is embedded in this one process: nothing to coordinate with.
    withMigrationLock: (fn) => fn(),
    dumpDataDir: async () => (await client.dumpDataDir("gzip")) as Blob,
    // One process holds the database, so its own NOTIFYs are all there is to hear.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, () => onNotify());
      return () => stop();
    },
  };
}
