import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { forgetOneTimeSecrets, loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";

describe("data at rest and secrets in the environment", () => {
  it("creates the PGlite data folder readable by its owner only, and tightens an existing one", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-mode-"));
    try {
      const fresh = path.join(parent, "fresh");
      const database = await openDatabase({ driver: "pglite", dataDir: fresh });
      await database.close();
      expect(fs.statSync(fresh).mode & 0o777).toBe(0o700);

      const existing = path.join(parent, "existing");
      fs.mkdirSync(existing, { mode: 0o755 });
      fs.chmodSync(existing, 0o755);
      const again = await openDatabase({ driver: "pglite", dataDir: existing });
      await again.close();
      expect(fs.statSync(existing).mode & 0o777).toBe(0o700);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  }, 60_000);

  it("removes ADMIN_PASSWORD from the environment once the config holds it", () => {
    const env: Record<string, string | undefined> = {
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "a long admin password",
      PORT: "3000",
    };
    const config = loadConfig(env);
    forgetOneTimeSecrets(env);
    expect(env).toEqual({ ADMIN_EMAIL: "owner@example.com", PORT: "3000" });
    expect(config.ADMIN_PASSWORD).toBe("a long admin password");
  });
});
