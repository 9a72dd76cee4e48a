import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/client";

/**
 * The database a benchmark seeds and times: a throw-away database on the PostgreSQL server of
 * BENCH_DATABASE_URL (dropped afterwards, unless BENCH_KEEP=1 keeps it to EXPLAIN a query in),
 * or PGlite in a temporary folder. `reused`: an earlier run's database (BENCH_REUSE_DATABASE).
 */
export async function openBenchDatabase(
  prefix: string,
): Promise<{ database: Database; label: string; reused: boolean; cleanup(): Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
    const database = await openDatabase({ driver: "pglite", dataDir });
    return {
      database,
      label: `PGlite (${dataDir})`,
      reused: false,
      cleanup: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // BENCH_REUSE_DATABASE: a database kept by an earlier run (BENCH_KEEP=1), seeded already, never dropped.
  const reused = process.env.BENCH_REUSE_DATABASE;
  const name = reused ?? `${prefix.replace(/-/g, "_")}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const server = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  if (!reused) await server(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 10 });
  return {
    database,
    label: `PostgreSQL (${url.host}, database ${name})`,
    reused: Boolean(reused),
    cleanup: async () => {
      await database.close();
      if (reused || process.env.BENCH_KEEP === "1") return console.log(`kept the database ${name}`);
      await server(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
