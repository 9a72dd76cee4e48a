import { type ChildProcess, spawn } from "node:child_process";
import { BROWSER_UA } from "#server/modules/admin/test-fixtures";
import { createScratchDatabase } from "#server/test-support";
import { expect, test } from "./fixtures";
import { trackedBatch } from "./support/contact-form";
import { E2E_ADMIN, E2E_PORT } from "./support/env";

/**
 * Redirects as a marketer uses them: a missing page visitors hit becomes a redirect in two clicks;
 * a loop is refused; and a rule made in one server process is answered by another.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test("a 404 hit shows in Missing pages and becomes a redirect in two clicks; a loop is refused", async ({
  axe,
  browser,
  adminPage: page,
  hydrated,
}) => {
  const stamp = Date.now().toString(36);
  const missing = `/solutions/voice-receptionist-${stamp}`;

  // ------------------------------------------------ a visitor follows a dead link
  const visitorContext = await browser.newContext({ userAgent: BROWSER_UA });
  const visitor = await visitorContext.newPage();
  const counted = trackedBatch(visitor, "page_view");
  const answer = await visitor.goto(missing);
  expect(answer?.status()).toBe(404);
  await hydrated(visitor);
  expect((await counted).ok()).toBe(true);

  // ------------------------------------------------ the admin sees it and sends it on
  await page.goto("/admin/redirects");
  const row = page.getByRole("table", { name: "Missing pages" }).getByRole("row").filter({ hasText: missing });
  await expect(row).toContainText("Direct or unknown");
  await row.getByRole("button", { name: `Create redirect from ${missing}` }).click();
  const form = page.getByRole("form", { name: "Add a redirect" });
  await expect(form.getByRole("textbox", { name: "From" })).toHaveValue(missing);
  // The closest page of the site is offered: its parent, /solutions.
  await expect(form.getByRole("textbox", { name: "To" })).toHaveValue("/solutions");
  await expect(form.getByRole("textbox", { name: "To" })).toBeFocused();
  await form.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByText(`${missing} now leads to /solutions.`, { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Redirect rules" })).toContainText(missing);
  await expect(row).toContainText("Redirected");

  await visitor.goto(`${missing}?ref=partner-mail`);
  await expect(visitor).toHaveURL(/\/solutions\?ref=partner-mail$/);
  await visitorContext.close();

  // ------------------------------------------------ a loop is refused and nothing is saved
  await form.getByRole("textbox", { name: "From" }).fill(`/guides-${stamp}`);
  await form.getByLabel("Applies to").selectOption("prefix");
  await form.getByRole("textbox", { name: "To" }).fill(`/guides-${stamp}/start`);
  await form.getByRole("button", { name: "Add redirect" }).click();
  await expect(form).toContainText(`/guides-${stamp}/start would lead back to /guides-${stamp}: a loop`);
  await expect(page.getByRole("table", { name: "Redirect rules" })).not.toContainText(`/guides-${stamp}`);
  await axe.expectNoViolations(page);
});

/** One server process on `databaseUrl`, serving the built site on `port`. */
function serverProcess(port: number, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMIT_PER_MINUTE: "100000",
      LOG_LEVEL: "warn",
      STATIC_DIR: `${process.env.BUILD_DIR ?? "build"}/client`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

test.describe("two server processes on one PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs TEST_DATABASE_URL (a PostgreSQL server): PGlite serves one process");
  const ports = [E2E_PORT + 400, E2E_PORT + 401];
  const origin = (i: number) => `http://127.0.0.1:${ports[i]}`;
  let servers: ChildProcess[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, "e2e_redirects");
    // The first migrates the database; the second starts on it once it is ready.
    servers = [serverProcess(ports[0], scratch.url)];
    await expect
      .poll(async () => (await request.get(`${origin(0)}/api/health`).catch(() => null))?.status(), {
        timeout: 120_000,
      })
      .toBe(200);
    servers.push(serverProcess(ports[1], scratch.url));
    await expect
      .poll(async () => (await request.get(`${origin(1)}/api/health`).catch(() => null))?.status(), {
        timeout: 120_000,
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    const stopped = servers
      .filter((server) => server.exitCode === null)
      .map((server) => {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        return exited;
      });
    await Promise.all(stopped);
    await scratch?.drop();
  });

  test("a redirect created in the console of one answers 301 with its target from the other", async ({
    browser,
    request,
    hydrated,
  }) => {
    const stamp = Date.now().toString(36);
    const login = await request.post(`${origin(0)}/api/admin/login`, { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const context = await browser.newContext();
    await context.addInitScript((t) => window.localStorage.setItem("adminToken", t), token);
    const page = await context.newPage();
    await page.goto(`${origin(0)}/admin/redirects`);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Add a redirect" });
    await form.getByRole("textbox", { name: "From" }).fill(`/old-pricing-${stamp}`);
    await form.getByRole("textbox", { name: "To" }).fill("/roi-overview");
    await form.getByRole("button", { name: "Add redirect" }).click();
    await expect(page.getByText(`/old-pricing-${stamp} now leads to /roi-overview.`, { exact: true })).toBeVisible();
    await context.close();

    await expect
      .poll(
        async () => {
          const res = await request.get(`${origin(1)}/old-pricing-${stamp}?utm_campaign=q4`, { maxRedirects: 0 });
          return `${res.status()} ${res.headers().location ?? ""}`;
        },
        { timeout: 30_000 },
      )
      .toBe("301 /roi-overview?utm_campaign=q4");
  });
});
