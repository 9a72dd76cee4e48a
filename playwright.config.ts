import { defineConfig, devices } from "@playwright/test";
import {
  E2E_ADMIN,
  E2E_CALCOM_SECRET,
  E2E_NOTIFY,
  E2E_PORT,
  E2E_RECEIVER_PORTS,
  E2E_SMTP_URL,
  E2E_WEBHOOK_SECRET,
} from "./tests/e2e/support/env";

// Serves the existing production build (`npm run build` first) through the real server,
// on a fresh PGlite data folder, so every run starts from an empty database.
const dataDir = `/tmp/site-e2e-${E2E_PORT}`;

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // One folder per run: parallel runs (other checkouts, agents) never delete each other's traces.
  outputDir: `test-results/run-${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A web-first assertion returns as soon as it holds: the bound matters only on a busy machine,
  // where a console's first view in a fresh browser (scripts, sign-in check, data) took over 7 s.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS },
  },
  projects: [
    // "On the site now" lists the ten pages with the most visitors in the last 5 minutes: its spec
    // runs first, alone, before the other specs' visitors fill that list (92 of them once did).
    {
      name: "live-view",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: "**/live-visitors.spec.ts",
    },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: ["**/admin-privacy-signals.spec.ts", "**/live-visitors.spec.ts"],
      dependencies: ["live-view"],
    },
    // Switches a site-wide setting (GPC/DNT) off for a moment: alone, after every other spec.
    {
      name: "site-settings",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: "**/admin-privacy-signals.spec.ts",
      dependencies: ["chromium"],
    },
  ],
  webServer: [
    // The test SMTP server and webhook receiver the site notifies (lead e-mails, signed webhooks).
    {
      command: "node --import tsx tests/e2e/support/notification-receivers.ts",
      url: `http://127.0.0.1:${E2E_RECEIVER_PORTS.inspect}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(E2E_PORT),
        DATA_DIR: dataDir,
        JWT_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        RATE_LIMIT_PER_MINUTE: "100000",
        FORM_SUBMISSIONS_PER_HOUR: "100000",
        // Every test browser is 127.0.0.1: the voice tests of both workers would share one
        // address's speech and recognition budget, and a spoken answer was refused 429 mid-test.
        VOICE_SYNTHESIS_CHARS_PER_MINUTE: "1000000",
        VOICE_RECOGNITION_SECONDS_PER_MINUTE: "100000",
        LOG_LEVEL: "warn",
        STATIC_DIR: `${process.env.BUILD_DIR ?? "build"}/client`,
        SMTP_URL: E2E_SMTP_URL,
        NOTIFY_EMAIL_TO: E2E_NOTIFY.to,
        NOTIFY_EMAIL_FROM: E2E_NOTIFY.from,
        WEBHOOK_URL: `http://127.0.0.1:${E2E_RECEIVER_PORTS.webhook}/hooks/leads`,
        WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
        CALCOM_WEBHOOK_SECRET: E2E_CALCOM_SECRET,
      },
    },
  ],
});
