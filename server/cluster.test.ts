import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "./test-support";

const adminUrl = process.env.TEST_DATABASE_URL;

/** The server processes whose parent is `pid` (Linux /proc); other children, such as tsx's esbuild service, are left out. */
function workersOf(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const parent = Number(fs.readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1].split(" ")[1]);
        return parent === pid && fs.readFileSync(`/proc/${name}/cmdline`, "utf8").includes("server/main.ts");
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The supervisor with two workers on `databaseUrl`, listening on `port`; `env` adds to its settings. */
function startCluster(databaseUrl: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SERVER_PROCESSES: "2",
      HOST: "127.0.0.1",
      PORT: String(port),
      SERVE_STATIC: "false",
      LOG_LEVEL: "warn",
      JWT_SECRET: "cluster-test-secret-cluster-test-secret-0123",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!adminUrl)("SERVER_PROCESSES=2 on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ChildProcess;
  let port: number;
  const health = () =>
    fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (res) => res.status,
      () => 0,
    );

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!);
    port = await freePort();
    server = startCluster(scratch.url, port);
    await waitFor("the server to answer", async () => ((await health()) === 200 ? true : undefined), 60_000);
  }, 90_000);

  afterAll(async () => {
    if (server.exitCode === null) server.kill("SIGKILL");
    await scratch?.drop();
  });

  it("serves from two workers, replaces one that dies, and stops them all on SIGTERM", async () => {
    const workers = await waitFor("two workers", () => {
      const found = workersOf(server.pid!);
      return found.length === 2 ? found : undefined;
    });

    // A worker killed outright: the other keeps answering, and a new one takes its place.
    process.kill(workers[0], "SIGKILL");
    // Within 3 s: before a replacement (started after 1 s) could be up, so the survivor answered.
    await waitFor("the surviving worker to answer", async () => ((await health()) === 200 ? true : undefined), 3_000);
    const replaced = await waitFor("a replacement worker", () => {
      const now = workersOf(server.pid!);
      return now.length === 2 && !now.includes(workers[0]) ? now : undefined;
    });
    expect(replaced).toContain(workers[1]);
    await waitFor("the new worker to answer", async () => {
      const statuses = await Promise.all(Array.from({ length: 10 }, health));
      return statuses.every((status) => status === 200) ? true : undefined;
    });

    const exit = new Promise<number | null>((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    expect(await exit).toBe(0);
    for (const pid of replaced) expect(fs.existsSync(`/proc/${pid}`), `worker ${pid} still running`).toBe(false);
  }, 90_000);
});

describe.skipIf(!adminUrl)("/metrics with SERVER_PROCESSES=2", () => {
  const token = "cluster-metrics-token-cluster-metrics-0123";
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ChildProcess;
  let port: number;
  let metricsPort: number;

  /** One request on a connection of its own, so that the cluster's round robin spreads them over the workers. */
  const get = (path: string, headers: Record<string, string> = {}, onPort = port) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port: onPort, path, headers, agent: false, timeout: 10_000 }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
    });
  const healthCount = (text: string) =>
    Number(
      /^site_http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} (\d+)$/m.exec(text)?.[1] ?? 0,
    );

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!);
    port = await freePort();
    metricsPort = await freePort();
    server = startCluster(scratch.url, port, { METRICS_TOKEN: token, METRICS_PORT: String(metricsPort) });
    await waitFor("two workers", () => (workersOf(server.pid!).length === 2 ? true : undefined), 60_000);
    await waitFor(
      "both workers to answer",
      async () => {
        const statuses = await Promise.all(
          Array.from({ length: 4 }, () =>
            get("/api/health").then(
              (r) => r.status,
              () => 0,
            ),
          ),
        );
        return statuses.every((status) => status === 200) ? true : undefined;
      },
      60_000,
    );
  }, 90_000);

  afterAll(async () => {
    if (server.exitCode === null) {
      const exit = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exit;
    }
    await scratch?.drop();
  });

  it("serves the sum of both workers' figures from either worker's route and from the supervisor's port", async () => {
    // A worker counts a request once its answer is sent, which the client may see a moment earlier.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = healthCount((await get("/metrics", {}, metricsPort)).body);
    for (let i = 0; i < 20; i++) expect((await get("/api/health")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Each scrape lands on one worker or the other: every one must count all 20, not that worker's share.
    for (let i = 0; i < 6; i++) {
      const scrape = await get("/metrics", { authorization: `Bearer ${token}` });
      expect(scrape.status).toBe(200);
      expect(healthCount(scrape.body) - before).toBe(20);
      expect(scrape.body).toContain("process_cpu_user_seconds_total");
    }
    const local = await get("/metrics", {}, metricsPort);
    expect(local.status).toBe(200);
    expect(healthCount(local.body) - before).toBe(20);
    expect((await get("/metrics", { authorization: "Bearer wrong" })).status).toBe(401);
  }, 60_000);
});
