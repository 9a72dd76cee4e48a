import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses PGlite defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it("names the variable that has a wrong value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(ConfigError);
  });

  it("requires JWT_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32) }).isProduction).toBe(true);
  });

  it("runs several processes only on PostgreSQL", () => {
    expect(loadConfig({}).SERVER_PROCESSES).toBe(1);
    expect(() => loadConfig({ SERVER_PROCESSES: "2" })).toThrow(/SERVER_PROCESSES: more than 1 needs DATABASE_URL/);
    expect(() => loadConfig({ SERVER_PROCESSES: "0" })).toThrow(/SERVER_PROCESSES/);
    expect(loadConfig({ SERVER_PROCESSES: "2", DATABASE_URL: "postgres://u@127.0.0.1/db" }).SERVER_PROCESSES).toBe(2);
  });

  it("keeps the headers' time within the whole request's", () => {
    expect(loadConfig({}).REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "70000" })).toThrow(
      /HEADERS_TIMEOUT_MS: must be at most REQUEST_TIMEOUT_MS/,
    );
  });

  it("requires a key for the openai voice provider", () => {
    expect(() => loadConfig({ VOICE_PROVIDER: "openai" })).toThrow(/OPENAI_API_KEY/);
  });

  it("serves metrics only when asked: a long token, or a port of its own", () => {
    const off = loadConfig({ METRICS_TOKEN: "", METRICS_PORT: "" });
    expect(off.METRICS_TOKEN).toBeUndefined();
    expect(off.METRICS_PORT).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: "short-token" })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(loadConfig({ METRICS_TOKEN: "m".repeat(32) }).METRICS_TOKEN).toBe("m".repeat(32));
    expect(loadConfig({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    for (const port of ["0", "65536", "ninety", "94.5"]) {
      expect(() => loadConfig({ METRICS_PORT: port }), port).toThrow(/METRICS_PORT/);
    }
    expect(() => loadConfig({ PORT: "9464", METRICS_PORT: "9464" })).toThrow(/METRICS_PORT: must differ from PORT/);
  });
});

describe("loadConfig: notifications and incoming webhooks", () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
  const smtp = {
    SMTP_URL: "smtps://user:pass@mail.example.com:465",
    NOTIFY_EMAIL_TO: "sales@example.com",
    NOTIFY_EMAIL_FROM: "Site <site@example.com>",
  };

  it("accepts a complete set and lists the recipients", () => {
    const config = loadConfig({
      ...smtp,
      NOTIFY_EMAIL_TO: "a@example.com, Sales <b@example.com>",
      WEBHOOK_URL: "https://hooks.example.com/x",
      WEBHOOK_SECRET: secret,
    });
    expect(config.NOTIFY_EMAIL_TO).toEqual(["a@example.com", "Sales <b@example.com>"]);
    expect(config.WEBHOOK_SECRET).toBe(secret);
  });

  it("treats blank values as unset", () => {
    const config = loadConfig({ SMTP_URL: "", WEBHOOK_URL: "", WEBHOOK_SECRET: "", NOTIFY_EMAIL_TO: "" });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.WEBHOOK_URL).toBeUndefined();
  });

  it("refuses a malformed SMTP_URL, WEBHOOK_URL or WEBHOOK_SECRET, naming the variable", () => {
    expect(() => loadConfig({ ...smtp, SMTP_URL: "mail.example.com:25" })).toThrow(
      /SMTP_URL: must be a smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ ...smtp, SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ WEBHOOK_URL: "ftp://hooks.example.com", WEBHOOK_SECRET: secret })).toThrow(/WEBHOOK_URL/);
    expect(() => loadConfig({ WEBHOOK_URL: "https://hooks.example.com", WEBHOOK_SECRET: "s3cret" })).toThrow(
      /WEBHOOK_SECRET: must be whsec_/,
    );
    expect(() => loadConfig({ WEBHOOK_URL: "https://hooks.example.com", WEBHOOK_SECRET: "whsec_c2hvcnQ=" })).toThrow(
      /WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...smtp, NOTIFY_EMAIL_TO: "sales at example" })).toThrow(/NOTIFY_EMAIL_TO/);
  });

  it("refuses half a configuration, naming what is missing", () => {
    expect(() => loadConfig({ SMTP_URL: smtp.SMTP_URL, NOTIFY_EMAIL_FROM: smtp.NOTIFY_EMAIL_FROM })).toThrow(
      /NOTIFY_EMAIL_TO: required when SMTP_URL is set/,
    );
    expect(() => loadConfig({ SMTP_URL: smtp.SMTP_URL, NOTIFY_EMAIL_TO: smtp.NOTIFY_EMAIL_TO })).toThrow(
      /NOTIFY_EMAIL_FROM: required when SMTP_URL is set/,
    );
    expect(() => loadConfig({ WEBHOOK_URL: "https://hooks.example.com" })).toThrow(
      /WEBHOOK_SECRET: required when WEBHOOK_URL is set/,
    );
    expect(() => loadConfig({ WEBHOOK_SECRET: secret })).toThrow(/WEBHOOK_URL: required when WEBHOOK_SECRET is set/);
  });
});
