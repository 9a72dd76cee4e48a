/**
 * Cross-check of js-weight.ts in a real browser: loads each page, waits until the network is
 * idle and then a little longer (anything the page fetches by itself after hydration, without a
 * user action, counts), and sums the gzip size of every script it fetched. Prints it beside the
 * static count from the HTML, so a chunk that loads on its own but is missing from the HTML's
 * preloads shows up.
 *
 *   BUILD_DIR=build node --import tsx scripts/quality/js-loaded.ts [/path ...]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { publicStaticPaths, solutionPath } from "#common/route-table";
import { solutionSlugs } from "#content/solutions/slugs";
import { startServer } from "../reliability/harness";
import { pageJsGzipBytes } from "./js-weight";

const PORT = Number(process.env.JS_LOADED_PORT ?? 4330);
const clientDir = path.resolve(`${process.env.BUILD_DIR ?? "build"}/client`);
const args = process.argv.slice(2).filter((a) => a.startsWith("/"));
const routes = args.length ? args : [...publicStaticPaths, solutionPath(solutionSlugs[0])];

const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const htmlFile = (route: string) => path.join(clientDir, route === "/" ? "" : route, "index.html");

// BASE_URL: measure an already running server instead of starting one.
const server = process.env.BASE_URL
  ? undefined
  : await startServer({
      port: PORT,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "js-loaded-")),
      env: { STATIC_DIR: clientDir },
    });
const base = process.env.BASE_URL ?? `http://127.0.0.1:${PORT}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
let mismatches = 0;
try {
  console.log("  loaded   in HTML  page");
  for (const route of routes) {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const scripts = new Set<string>();
      page.on("response", (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
      });
      await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(1500);
      await page.close();
      const loaded = [...scripts].reduce((sum, url) => sum + gzip(path.join(clientDir, url)), 0) / 1024;
      const listed = pageJsGzipBytes(clientDir, fs.readFileSync(htmlFile(route), "utf8")) / 1024;
      const flag = Math.abs(loaded - listed) > 0.05 ? "   <- differs" : "";
      if (flag) mismatches++;
      console.log(`${loaded.toFixed(1).padStart(8)} ${listed.toFixed(1).padStart(9)}  ${route} @${width}${flag}`);
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}
process.exit(mismatches ? 1 : 0);
