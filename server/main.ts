import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { MigrationError, runMigrations } from "./db/migrate";
import { ensureJwtSecret } from "./modules/auth/jwt-secret";

async function main() {
  const config = ensureJwtSecret(loadConfig());
  const database = await openDatabase(
    config.DATABASE_URL ? { driver: "postgres", url: config.DATABASE_URL } : { driver: "pglite", dataDir: config.dataDir },
  );
  await runMigrations(database);
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`database: ${database.driver}${database.driver === "pglite" ? ` in ${config.dataDir}` : ""}`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof MigrationError) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
