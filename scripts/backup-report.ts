import { ConfigError } from "#server/config";
import { BackupError, type TableFingerprint } from "#server/db/backup";
import { DataDirInUseError } from "#server/db/data-dir-lock";
import { PgToolError } from "#server/db/pg-tools";

export function printTables(tables: TableFingerprint[]): void {
  const width = Math.max(...tables.map((t) => t.table.length));
  for (const { table, rows } of tables) console.log(`  ${table.padEnd(width)}  ${rows}`);
}

/** Expected failures print their message alone; anything else with its stack. Returns the exit code. */
export function reportFailure(error: unknown): number {
  const known = [BackupError, ConfigError, DataDirInUseError, PgToolError];
  console.error(known.some((kind) => error instanceof kind) ? (error as Error).message : error);
  return 1;
}
