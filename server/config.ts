import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** An optional integration setting: an empty value (a blank line in an .env file) counts as unset. */
const optionalSetting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** A URL with one of the given schemes and a host (credentials, if any, in the URL). */
const urlWithScheme = (schemes: string[]) =>
  z.string().refine(
    (value) => {
      try {
        const url = new URL(value);
        return schemes.includes(url.protocol.slice(0, -1)) && url.hostname !== "";
      } catch {
        return false;
      }
    },
    { message: `must be a ${schemes.map((s) => `${s}://`).join(" or ")} URL with a host` },
  );

/** An e-mail address, bare or as `Name <address>`. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => z.email().safeParse(value.match(/<([^<>]+)>\s*$/)?.[1] ?? value).success, {
    message: "must be an e-mail address or Name <address>",
  });

/** A Standard Webhooks signing secret: "whsec_" and a base64 key of 24 to 64 bytes. */
const webhookSecret = z.string().refine(
  (value) => {
    const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
    const size = match ? Buffer.from(match[1], "base64").length : 0;
    return size >= 24 && size <= 64;
  },
  { message: "must be whsec_ followed by a base64 key of 24 to 64 bytes" },
);

/** Every environment variable the server reads; the README's table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Where `npm run backup` writes; outside DATA_DIR, whose PGlite image would otherwise hold every earlier backup. */
  BACKUP_DIR: z.string().min(1).default("./backups"),
  SERVER_PROCESSES: positiveInt(1),
  /**
   * The site's public address (also baked into the browser build for canonical URLs). Passkeys are
   * bound to its host name; unset, they work at http://localhost:PORT only.
   */
  SITE_URL: optionalSetting(urlWithScheme(["http", "https"])),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_TOKEN_HOURS: positiveInt(8),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  TRUST_PROXY: z.string().default("false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_PER_MINUTE: positiveInt(600),
  BODY_LIMIT_BYTES: positiveInt(256 * 1024),
  /** Longest time a client may take to send a whole request, headers and body (a 5 MB résumé needs about 0.7 Mbit/s). */
  REQUEST_TIMEOUT_MS: positiveInt(60_000),
  /** Longest time a client may take to send a request's headers; at most REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  /** A connection with no traffic either way for this long is closed: above the longest wait for a voice answer (a full queue). */
  CONNECTION_TIMEOUT_MS: positiveInt(120_000),
  /** Open connections one client (IPv4 address, IPv6 /64) may hold; a trusted proxy is not counted. */
  MAX_CONNECTIONS_PER_CLIENT: positiveInt(100),
  /** Contact messages and quiz results one address may send per hour (beyond the global limit). */
  FORM_SUBMISSIONS_PER_HOUR: positiveInt(20),
  /** Days contact messages and quiz results are kept before the purge deletes them. */
  FORM_RETENTION_DAYS: positiveInt(730),
  /** Days a notification whose deliveries are over stays in the outbox before the purge deletes it. */
  NOTIFICATION_RETENTION_DAYS: positiveInt(30),
  VOICE_PROVIDER: z.enum(["offline", "openai"]).default("offline"),
  OPENAI_BASE_URL: z.url().default("https://api.openai.com/v1"),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_CHAT_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_TRANSCRIBE_MODEL: z.string().default("whisper-1"),
  OPENAI_TTS_MODEL: z.string().default("tts-1"),
  OPENAI_TTS_VOICE: z.string().default("alloy"),
  OPENAI_TIMEOUT_MS: positiveInt(20_000),
  VOICE_CONCURRENCY: positiveInt(2),
  VOICE_QUEUE_LIMIT: positiveInt(8),
  VOICE_JOB_TIMEOUT_MS: positiveInt(15_000),
  VOICE_RECOGNITION_SECONDS_PER_MINUTE: positiveInt(90),
  VOICE_SYNTHESIS_CHARS_PER_MINUTE: positiveInt(6_000),
  VOICE_ENGINE_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  STATIC_DIR: z.string().default(`${process.env.BUILD_DIR ?? "./build"}/client`),
  SERVE_STATIC: booleanFlag.default(true),
  SMTP_URL: optionalSetting(urlWithScheme(["smtp", "smtps"])),
  /** One address or several, separated by commas. */
  NOTIFY_EMAIL_TO: optionalSetting(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(mailbox).min(1, "must name at least one address")),
  ),
  NOTIFY_EMAIL_FROM: optionalSetting(mailbox),
  WEBHOOK_URL: optionalSetting(urlWithScheme(["http", "https"])),
  WEBHOOK_SECRET: optionalSetting(webhookSecret),
  CALCOM_WEBHOOK_SECRET: optionalSetting(z.string().min(16, "must be at least 16 characters")),
  CALENDLY_WEBHOOK_SIGNING_KEY: optionalSetting(z.string().min(16, "must be at least 16 characters")),
  /** Opens GET /metrics on the site's port to requests that carry it as a Bearer token. */
  METRICS_TOKEN: optionalSetting(z.string().min(32, "must be at least 32 characters")),
  /** Serves /metrics, without a token, on this port of 127.0.0.1 only. */
  METRICS_PORT: optionalSetting(z.coerce.number().int().min(1).max(65535)),
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  backupDir: string;
  staticDir: string;
  /** Fastify's trustProxy: a flag, proxy addresses, or a hop test for a hop count. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  isProduction: boolean;
}

export class ConfigError extends Error {}

/**
 * ADMIN_PASSWORD is needed once, to create the first admin, and the parsed config keeps it for
 * that: remove it from the environment, which every child process (the speech engines) inherits
 * and a crash report may print.
 */
export function forgetOneTimeSecrets(env: Record<string, string | undefined> = process.env): void {
  delete env.ADMIN_PASSWORD;
}

/** Parses the environment; a wrong value stops start-up with a message that names it. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && !env.JWT_SECRET) {
    throw new ConfigError("Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production");
  }
  if (env.SERVER_PROCESSES > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  SERVER_PROCESSES: more than 1 needs DATABASE_URL (the embedded PGlite allows one process)",
    );
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new ConfigError("Invalid configuration:\n  HEADERS_TIMEOUT_MS: must be at most REQUEST_TIMEOUT_MS");
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new ConfigError("Invalid configuration:\n  METRICS_PORT: must differ from PORT");
  }
  if (env.VOICE_PROVIDER === "openai" && !env.OPENAI_API_KEY) {
    throw new ConfigError("Invalid configuration:\n  OPENAI_API_KEY: required when VOICE_PROVIDER=openai");
  }
  requireTogether(env.SMTP_URL, "SMTP_URL", {
    NOTIFY_EMAIL_TO: env.NOTIFY_EMAIL_TO,
    NOTIFY_EMAIL_FROM: env.NOTIFY_EMAIL_FROM,
  });
  requireTogether(env.WEBHOOK_URL, "WEBHOOK_URL", { WEBHOOK_SECRET: env.WEBHOOK_SECRET });
  requireTogether(env.WEBHOOK_SECRET, "WEBHOOK_SECRET", { WEBHOOK_URL: env.WEBHOOK_URL });
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    backupDir: path.resolve(env.BACKUP_DIR),
    staticDir: path.resolve(env.STATIC_DIR),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    isProduction: env.NODE_ENV === "production",
  };
}

/** A half-configured integration is a mistake to stop on, not to discover when the first lead is lost. */
function requireTogether(value: unknown, name: string, needed: Record<string, unknown>) {
  if (value === undefined) return;
  for (const [other, otherValue] of Object.entries(needed)) {
    if (otherValue === undefined)
      throw new ConfigError(`Invalid configuration:\n  ${other}: required when ${name} is set`);
  }
}

function parseTrustProxy(value: string): Config["trustProxy"] {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
