import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export class MigrationError extends Error {}

/**
 * Applies the committed migrations (or those of `folder`: a test migrates an older version first).
 * Each runs in a transaction, so a failure changes nothing.
 */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  try {
    await database.withMigrationLock(async () => {
      if (database.driver === "postgres") {
        await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
      } else {
        await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
      }
    });
  } catch (error) {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new MigrationError(`Database migration failed; nothing was changed by the failing step. Reason: ${reason}`);
  }
}
