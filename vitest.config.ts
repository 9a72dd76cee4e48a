import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "common/**/*.test.ts",
      "content/**/*.test.ts",
      "server/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: keep PGlite instances (one per test file) from starving each other.
    maxWorkers: 2,
  },
});
