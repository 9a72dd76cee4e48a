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

  it("requires a key for the openai voice provider", () => {
    expect(() => loadConfig({ VOICE_PROVIDER: "openai" })).toThrow(/OPENAI_API_KEY/);
  });
});
