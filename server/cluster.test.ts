import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
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
    server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        SERVER_PROCESSES: "2",
        HOST: "127.0.0.1",
        PORT: String(port),
        SERVE_STATIC: "false",
        LOG_LEVEL: "warn",
        JWT_SECRET: "cluster-test-secret-cluster-test-secret-0123",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
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
