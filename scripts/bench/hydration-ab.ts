/**
 * Paired A/B measurement of a page's first load in two builds, in Chromium with the CPU four times
 * slower, each load in a fresh browser context (cold cache), A and B alternating (ABBA…) so a busy
 * moment of the machine hits both. Per load: the time to hydration, and, once the page has settled
 * (the network idle and the browser idle), the main thread's script and task time and its blocking
 * time (each long task's time beyond 50 ms, summed: what Lighthouse's TBT adds up, here measured
 * rather than simulated).
 *
 *   node --import tsx scripts/bench/hydration-ab.ts <A client dir> <B client dir> <path> [pairs=8]
 *
 * Starts the server twice (one per build, each on a fresh PGlite folder) and prints every load and
 * the medians; B − A per pair is what a change costs or saves. Run it with the machine as quiet as
 * you can, and print `uptime` beside it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../../playwright.config";

const [dirA, dirB, pagePath = "/", pairsArg = "8"] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error("usage: hydration-ab.ts <A client dir> <B client dir> <path> [pairs]");
const pairs = Number(pairsArg);

function startServer(staticDir: string, port: number): ChildProcess {
  const dataDir = `/tmp/hydration-ab-${port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      JWT_SECRET: "hydration-ab-hydration-ab-hydration-ab-0123",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function healthy(port: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on ${port} did not start`);
}

const base = 30_000 + (process.pid % 10_000);
const ports = { A: base, B: base + 1 };
const servers = [startServer(dirA, ports.A), startServer(dirB, ports.B)];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });

type Load = { script: number; task: number; blocking: number; hydrated: number };
async function load(variant: "A" | "B"): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The moment the root marks the page hydrated, from the navigation's start.
  await page.addInitScript(() => {
    const state = window as unknown as { __blocking: number };
    state.__blocking = 0;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) state.__blocking += Math.max(0, task.duration - 50);
    }).observe({ type: "longtask", buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute("data-hydrated")) return;
      (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`http://127.0.0.1:${ports[variant]}${pagePath}`);
  await page.waitForFunction(() => "__hydratedAt" in window, undefined, { timeout: 60_000 });
  // Settled: what the page does after hydration (idle-time loads, deferred swaps) counts too.
  await page.waitForLoadState("networkidle");
  // A string: tsx would wrap a named function in a helper the page does not have.
  await page.evaluate(`new Promise((resolve) => {
    const wait = () => requestIdleCallback((idle) => (idle.timeRemaining() > 45 ? resolve() : wait()));
    wait();
  })`);
  const blocking = await page.evaluate(() => (window as unknown as { __blocking: number }).__blocking);
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const hydrated = await page.evaluate(() => (window as unknown as { __hydratedAt: number }).__hydratedAt);
  await context.close();
  return { script: metric("ScriptDuration"), task: metric("TaskDuration"), blocking, hydrated };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);

try {
  await Promise.all([healthy(ports.A), healthy(ports.B)]);
  // One load each to warm the servers' file caches.
  await load("A");
  await load("B");
  const runs: { A: Load; B: Load }[] = [];
  for (let i = 0; i < pairs; i++) {
    const order: ("A" | "B")[] = i % 2 ? ["B", "A"] : ["A", "B"];
    const pair = {} as { A: Load; B: Load };
    for (const variant of order) pair[variant] = await load(variant);
    runs.push(pair);
    console.log(
      `pair ${i + 1} (${order.join("")}): script A${ms(pair.A.script)} B${ms(pair.B.script)} | task A${ms(pair.A.task)} B${ms(pair.B.task)} | blocking A${ms(pair.A.blocking)} B${ms(pair.B.blocking)} | hydrated A${ms(pair.A.hydrated)} B${ms(pair.B.hydrated)}`,
    );
  }
  for (const key of ["script", "task", "blocking", "hydrated"] as const) {
    const a = median(runs.map((r) => r.A[key]));
    const b = median(runs.map((r) => r.B[key]));
    const diff = median(runs.map((r) => r.B[key] - r.A[key]));
    console.log(`${key.padEnd(8)} median A${ms(a)}  B${ms(b)}  median of B−A per pair ${ms(diff)}`);
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
