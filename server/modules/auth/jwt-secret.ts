import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "#server/config";

const JWT_SECRET_FILE = "jwt-secret";

/**
 * JWT_SECRET is required in production (server/config.ts). Elsewhere, when it is not set, a
 * random secret is generated once and kept in the data folder (mode 600), so sign-ins survive
 * restarts. Several processes must share it: set JWT_SECRET for them.
 */
export function ensureJwtSecret(config: Config): Config {
  if (config.JWT_SECRET) return config;
  if (config.isProduction) throw new Error("JWT_SECRET is required when NODE_ENV=production");
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  let secret = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : "";
  if (secret.length < 32) {
    secret = randomBytes(48).toString("base64url");
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  return { ...config, JWT_SECRET: secret };
}
