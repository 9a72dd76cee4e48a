/**
 * Restores a backup of `npm run backup` into the configured database, then migrates it to the
 * current schema: `npm run restore -- <file> [--force]`. A database that holds rows is replaced
 * only with --force, and kept aside first. With PGlite, stop the server first.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config";
import { restoreDatabase } from "#server/db/backup";
import { printTables, reportFailure } from "./backup-report";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help || positionals.length !== 1) {
    console.log("Usage: npm run restore -- <backup file> [--force]");
    return values.help ? 0 : 1;
  }
  const config = loadConfig();
  const started = performance.now();
  const target = { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, backupDir: config.backupDir };
  const result = await restoreDatabase(target, positionals[0], { force: values.force });
  console.log(
    `Restored ${positionals[0]} into ${config.DATABASE_URL ? "PostgreSQL" : `PGlite in ${config.dataDir}`} ` +
      `(${Math.round(performance.now() - started)} ms).`,
  );
  if (result.keptAside) console.log(`The data from before is kept in ${result.keptAside}.`);
  printTables(result.tables);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => process.exit(reportFailure(error)),
);
