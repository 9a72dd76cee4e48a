import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "./app";
import { type Config, loadConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import type { JobsOptions } from "./jobs";
import type { VoiceProvider } from "./modules/voice/provider";

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** PostgreSQL only: the scratch database's address, for a second server process on it. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** The databases every server test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * A fresh, migrated, empty database: PGlite (in memory, or in `pgliteDataDir` for a test that
 * needs its files), or a new database on the PostgreSQL server.
 */
export async function openTestDatabase(
  driver: "pglite" | "postgres",
  pgliteDataDir?: string,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (driver === "pglite") {
    const image = await migratedPgliteImage();
    const database = await openDatabase({ driver: "pglite", dataDir: pgliteDataDir, loadDataDir: image });
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  const database = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 5 });
  await runMigrations(database);
  return {
    database,
    url: scratch.url,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl` (tests, benchmarks): its URL, and drop() to remove it. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = "test",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, "")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "db/migrations");

/** The migrations as they were before migration `idx`: the same files, the journal cut short (upgrade tests). */
export function migrationsBefore(idx: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < idx);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/**
 * A fresh PGlite plus migrations costs seconds; loading an image of an already migrated one
 * costs well under one. The image is cached in the temp folder, keyed by the migrations'
 * content, so every test file (each in its own worker) reuses it until a migration changes.
 */
async function migratedPgliteImage(): Promise<Blob> {
  const hash = createHash("sha256");
  for (const file of fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const cached = path.join(os.tmpdir(), `pglite-template-${hash.digest("hex").slice(0, 16)}.tar.gz`);
  if (fs.existsSync(cached)) return new Blob([fs.readFileSync(cached)]);

  const template = await openDatabase({ driver: "pglite" });
  await runMigrations(template);
  const image = await template.dumpDataDir!();
  await template.close();
  const partial = `${cached}.${process.pid}.${randomUUID()}`;
  fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  fs.renameSync(partial, cached); // atomic: parallel workers never read half a file
  return image;
}

/** A test server's configuration: no static site, no log, a fixed secret; `env` adds to it. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SERVE_STATIC: "false",
    JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
    DATA_DIR: `/tmp/site-test-${randomUUID()}`,
    ...env,
  });
}

/** Builds the real app (no static site) on a fresh test database. */
export async function createTestApp(
  driver: "pglite" | "postgres",
  env: Record<string, string> = {},
  options: {
    jobs?: JobsOptions;
    clock?: () => Date;
    voiceProvider?: VoiceProvider;
    /** PGlite keeps its files in the config's DATA_DIR rather than in memory. */
    pgliteOnDisk?: boolean;
  } = {},
): Promise<TestContext> {
  const config = testConfig(env);
  const { database, url, drop } = await openTestDatabase(driver, options.pgliteOnDisk ? config.dataDir : undefined);
  const app = await buildApp({
    config,
    database,
    jobs: options.jobs,
    clock: options.clock,
    voiceProvider: options.voiceProvider,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * The secret of the newest confirmation link mailed to a partner's e-mail, read from the outbox
 * as the partner would read it in the message.
 */
export async function partnerConfirmationSecret(database: Database, email: string): Promise<string> {
  const { rows } = (await database.db.execute(sql`
    SELECT data->'partnerEmail'->>'link' AS link FROM notifications
    WHERE type = 'affiliate.account' AND data->'partnerEmail'->>'kind' = 'confirm'
      AND lower(data->'person'->>'email') = ${email.toLowerCase()}
    ORDER BY created_at DESC LIMIT 1`)) as unknown as { rows: { link: string }[] };
  if (!rows[0]) throw new Error(`no confirmation link was mailed to ${email}`);
  return rows[0].link.split("#confirm=")[1];
}

/** Applies as a partner and confirms through the mailed link, as a new partner does: their token. */
export async function registerConfirmedPartner(
  ctx: TestContext,
  data: { email: string; password: string } & Record<string, unknown>,
  remoteAddress = "10.99.0.1",
): Promise<string> {
  const applied = await ctx.app.inject({
    method: "POST",
    url: "/api/affiliate/register",
    payload: data,
    remoteAddress,
  });
  if (applied.statusCode !== 202) throw new Error(`registration answered ${applied.statusCode}: ${applied.body}`);
  const token = await partnerConfirmationSecret(ctx.database, data.email);
  const confirmed = await ctx.app.inject({
    method: "POST",
    url: "/api/affiliate/confirm-email",
    payload: { token, password: data.password },
    remoteAddress,
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation answered ${confirmed.statusCode}: ${confirmed.body}`);
  return confirmed.json().token as string;
}

/**
 * Confirms an admin session with the password (POST /api/admin/me/confirm), as the console's
 * dialog does before a sensitive action: exports and erasure then pass for ten minutes.
 */
export async function confirmAdminSession(app: FastifyInstance, token: string, password: string): Promise<void> {
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/me/confirm",
    headers: { authorization: `Bearer ${token}` },
    payload: { currentPassword: password },
  });
  if (res.statusCode !== 204) throw new Error(`confirming the admin session failed: ${res.statusCode} ${res.body}`);
}
