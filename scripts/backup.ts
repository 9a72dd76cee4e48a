/**
 * Backs up the configured database: `npm run backup [-- --out <file>]`. PostgreSQL (DATABASE_URL)
 * through pg_dump, while the site runs; PGlite (DATA_DIR) as an image of its folder, which needs
 * the server stopped (PGlite allows one process at a time). Writes to BACKUP_DIR by default;
 * `--keep <n>` then deletes all but the n newest backups there (for a cron job).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config";
import { backupDatabase, pruneBackups } from "#server/db/backup";
import { printTables, reportFailure } from "./backup-report";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { out: { type: "string" }, keep: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log("Usage: npm run backup [-- --out <file>] [--keep <n>]   (default: a timestamped file in BACKUP_DIR)");
    return 0;
  }
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
    console.error("--keep needs a whole number of backups to keep, at least 1.");
    return 1;
  }
  const config = loadConfig();
  const started = performance.now();
  const target = { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, backupDir: config.backupDir };
  const result = await backupDatabase(target, values.out);
  console.log(
    `Backed up ${config.DATABASE_URL ? "PostgreSQL" : `PGlite in ${config.dataDir}`} to ${result.file} ` +
      `(${result.bytes.toLocaleString("en")} bytes, ${Math.round(performance.now() - started)} ms).`,
  );
  printTables(result.tables);
  if (keep !== undefined) {
    for (const file of pruneBackups(config.backupDir, keep)) console.log(`Deleted the older backup ${file}.`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => process.exit(reportFailure(error)),
);
