import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "./client";
import { claimDataDir, DATA_DIR_LOCK_FILE } from "./data-dir-lock";
import { runMigrations } from "./migrate";
import { runPgTool } from "./pg-tools";

/** Where the database is (DATABASE_URL, or PGlite in dataDir) and where backups go. */
export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string;
  backupDir: string;
}

export interface TableFingerprint {
  table: string;
  rows: number;
  /** md5 of every row's text, in a fixed order: equal tables have equal checksums. */
  checksum: string;
}

export class BackupError extends Error {}

/** Every table of ours (every schema but PostgreSQL's own) with its row count and checksum. */
export async function tableFingerprints(database: Database): Promise<TableFingerprint[]> {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql`SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY table_schema, table_name`,
  );
  const fingerprints: TableFingerprint[] = [];
  for (const { name } of tables) {
    const [row] = await rowsOf<{ rows: number; checksum: string }>(
      database,
      sql.raw(`SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), ''))
               AS checksum FROM ${name} t`),
    );
    fingerprints.push({ table: name, rows: row.rows, checksum: row.checksum });
  }
  return fingerprints;
}

/** The default file of a backup taken now: PostgreSQL's custom format, or PGlite's data folder as a .tar.gz. */
function backupFileName(target: BackupTarget, now = new Date()): string {
  return path.join(target.backupDir, `site-${fileStamp(now)}${target.databaseUrl ? ".dump" : ".tar.gz"}`);
}

/** Writes a consistent copy of the database to `file` (owner-only), and what it holds. */
export async function backupDatabase(
  target: BackupTarget,
  file = backupFileName(target),
): Promise<{ file: string; bytes: number; tables: TableFingerprint[] }> {
  const out = path.resolve(file);
  if (!target.databaseUrl && isInside(out, target.dataDir)) {
    // PGlite's image holds the whole folder: each backup would carry all the earlier ones.
    throw new BackupError(`Write the backup outside the data folder ${target.dataDir} (BACKUP_DIR, --out).`);
  }
  if (!target.databaseUrl && !fs.existsSync(path.join(target.dataDir, "PG_VERSION"))) {
    throw new BackupError(`There is no PGlite database in ${target.dataDir} (DATA_DIR) to back up.`);
  }
  fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
  // Made owner-only before a byte is written; renamed into place only when complete.
  const partial = `${out}.partial`;
  fs.writeFileSync(partial, "", { mode: 0o600 });
  try {
    const database = await open(target);
    let tables: TableFingerprint[];
    try {
      tables = await tableFingerprints(database);
      if (database.driver === "postgres") {
        await runPgTool("pg_dump", target.databaseUrl!, ["--format=custom", `--file=${partial}`]);
      } else {
        // Flushes everything to the data files, so the image needs no WAL replay to be whole.
        await database.db.execute(sql`CHECKPOINT`);
        const image = await database.dumpDataDir!();
        fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      }
    } finally {
      await database.close();
    }
    fs.renameSync(partial, out);
    return { file: out, bytes: fs.statSync(out).size, tables };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Deletes all but the `keep` newest backups the backup command named itself in the backup
 * folder (`site-<time>.dump` / `.tar.gz`; the time sorts as text). Returns the files deleted.
 */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const ours = /^site-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.(dump|tar\.gz)$/;
  const files = fs.existsSync(backupDir) ? fs.readdirSync(backupDir).filter((name) => ours.test(name)) : [];
  const old = files.sort().reverse().slice(keep);
  for (const name of old) fs.rmSync(path.join(backupDir, name));
  return old.map((name) => path.join(backupDir, name));
}

/**
 * Replaces the configured database with the backup in `file`, then migrates it to the current
 * schema. A database that holds rows is replaced only with `force`, and is first kept aside:
 * PGlite's folder renamed to `<dir>.before-restore-<stamp>`, PostgreSQL's dumped to the backup folder.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  { force = false } = {},
): Promise<{ tables: TableFingerprint[]; keptAside?: string }> {
  const kind = backupKind(file);
  if (kind !== (target.databaseUrl ? "postgres" : "pglite")) {
    throw new BackupError(
      `${file} is a ${kind === "postgres" ? "PostgreSQL" : "PGlite"} backup, but the configured database is ` +
        `${target.databaseUrl ? "PostgreSQL (DATABASE_URL)" : "PGlite (DATA_DIR)"}; restore it where it was taken.`,
    );
  }
  const stamp = fileStamp(new Date());
  const current = await currentRows(target);
  if (current > 0 && !force) {
    throw new BackupError(
      `The configured database already holds ${current} rows; nothing was changed. ` +
        "Add --force to replace it (the current data is kept aside first).",
    );
  }
  return target.databaseUrl
    ? restorePostgres(target, file, current > 0 ? path.join(target.backupDir, `pre-restore-${stamp}.dump`) : undefined)
    : restorePglite(target.dataDir, file, stamp);
}

async function restorePostgres(target: BackupTarget, file: string, keepAside?: string) {
  if (keepAside) await backupDatabase(target, keepAside);
  const database = await open(target);
  try {
    // Tables of a newer schema than the backup's would block the migrations afterwards: start from nothing.
    await database.db.execute(
      sql`DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public`,
    );
    await runPgTool("pg_restore", target.databaseUrl!, [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      path.resolve(file),
    ]);
    await runMigrations(database);
    return { tables: await tableFingerprints(database), keptAside: keepAside };
  } catch (error) {
    const hint = keepAside ? ` The data from before is in ${keepAside}.` : "";
    throw new BackupError(`${error instanceof Error ? error.message : String(error)}${hint}`);
  } finally {
    await database.close();
  }
}

async function restorePglite(dataDir: string, file: string, stamp: string) {
  const folder = path.resolve(dataDir);
  const staging = `${folder}.restoring-${stamp}`;
  const hold = fs.existsSync(folder) ? claimDataDir(folder) : () => {};
  let tables: TableFingerprint[];
  try {
    const database = await openDatabase({
      driver: "pglite",
      dataDir: staging,
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    try {
      await runMigrations(database);
      tables = await tableFingerprints(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    hold();
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  // The image holds the lock file of the process that took it.
  fs.rmSync(path.join(staging, DATA_DIR_LOCK_FILE), { force: true });
  hold();
  let keptAside: string | undefined;
  if (fs.existsSync(folder)) {
    keptAside = `${folder}.before-restore-${stamp}`;
    fs.renameSync(folder, keptAside);
  }
  fs.renameSync(staging, folder);
  return { tables, keptAside };
}

/**
 * The app's bookkeeping, which a freshly migrated database already holds (a row of state, the
 * queue of people to re-sort): rows here alone are not data that a restore would lose.
 */
const BOOKKEEPING = new Set([
  "public.analytics_state",
  "public.analytics_goal_state",
  "public.redirects_version",
  "public.lead_people_changes",
]);

/** Rows in the tables of the app, beyond what the migrations put there themselves. */
async function currentRows(target: BackupTarget): Promise<number> {
  if (!target.databaseUrl && !fs.existsSync(path.join(target.dataDir, "PG_VERSION"))) return 0;
  const database = await open(target);
  try {
    const tables = await tableFingerprints(database);
    return tables
      .filter((t) => t.table.startsWith("public.") && !BOOKKEEPING.has(t.table))
      .reduce((sum, t) => sum + t.rows, 0);
  } finally {
    await database.close();
  }
}

function backupKind(file: string): "postgres" | "pglite" {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  throw new BackupError(`${file} is neither a pg_dump custom-format file nor a PGlite .tar.gz image.`);
}

function open(target: BackupTarget): Promise<Database> {
  return openDatabase(
    target.databaseUrl
      ? { driver: "postgres", url: target.databaseUrl, poolSize: 2 }
      : { driver: "pglite", dataDir: target.dataDir },
  );
}

/** The time in a file name: UTC to the second, no colons (not allowed in Windows file names). */
function fileStamp(time: Date): string {
  return time
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
}

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(path.resolve(folder), file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
