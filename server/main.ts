import cluster from "node:cluster";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app";
import { superviseWorkers } from "./cluster";
import { ConfigError, forgetOneTimeSecrets, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { MigrationError, runMigrations } from "./db/migrate";
import { aggregateForWorkers } from "./lib/metrics-cluster";
import { listenForScrapes } from "./lib/metrics-endpoint";
import { ensureJwtSecret } from "./modules/auth/jwt-secret";
import { bootstrapFirstAdmin } from "./modules/auth/service";

async function main() {
  const config = ensureJwtSecret(loadConfig());
  forgetOneTimeSecrets();
  if (config.SERVER_PROCESSES > 1 && cluster.isPrimary) {
    // Migrate once, and create the first admin, before the workers start (they never see ADMIN_PASSWORD).
    const database = await openDatabase({ driver: "postgres", url: config.DATABASE_URL! });
    const log = {
      info: (m: string) => console.log(m),
      warn: (m: string) => console.warn(m),
    } as unknown as FastifyBaseLogger;
    await runMigrations(database)
      .then(() => bootstrapFirstAdmin(database.db, config, log))
      .finally(() => database.close());
    superviseWorkers(config.SERVER_PROCESSES);
    if (config.METRICS_TOKEN || config.METRICS_PORT) {
      const figures = aggregateForWorkers();
      if (config.METRICS_PORT) await listenForScrapes(config.METRICS_PORT, figures);
    }
    return;
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { driver: "postgres", url: config.DATABASE_URL }
      : { driver: "pglite", dataDir: config.dataDir },
  );
  await runMigrations(database);
  const app = await buildApp({ config, database });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    // A second signal (a terminal's Ctrl+C reaches a worker directly and through the supervisor) changes nothing.
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

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
