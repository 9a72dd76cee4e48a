/**
 * Lighthouse 12 (default mobile settings) over the built site, served by the real server.
 *
 *   node --import tsx scripts/quality/lighthouse.ts            # the landing page
 *   node --import tsx scripts/quality/lighthouse.ts --all      # every public page (solution pages sampled)
 *   node --import tsx scripts/quality/lighthouse.ts /faq /about
 *
 * Thresholds (issue 3): Performance ≥ 95; Accessibility, Best Practices, SEO = 100; CLS < 0.05.
 * Prints one line per page with the scores, CLS and the JavaScript transferred, and exits 1 if
 * a page misses a threshold.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicStaticPaths, solutionPath } from "../../common/route-table";
import { solutionSlugs } from "../../content/solution-slugs";
import { startServer } from "../reliability/harness";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4320);
const args = process.argv.slice(2);
const sampledSolutions = [0, Math.floor(solutionSlugs.length / 2), solutionSlugs.length - 1].map((i) => solutionPath(solutionSlugs[i]));
const routes = args.includes("--all") ? [...publicStaticPaths, ...sampledSolutions] : args.filter((a) => a.startsWith("/")).length ? args.filter((a) => a.startsWith("/")) : ["/"];

const THRESHOLDS = { performance: 0.95, accessibility: 1, "best-practices": 1, seo: 1 } as const;
const MAX_CLS = 0.05;

const server = await startServer({ port: PORT, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-")) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

let failures = 0;
try {
  console.log("page                                   perf  a11y  bp   seo   CLS     JS KB (transferred)");
  for (const route of routes) {
    const result = await lighthouse(`http://127.0.0.1:${PORT}${route}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`no Lighthouse result for ${route}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) console.log(`      Lighthouse could not measure ${route}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: keyof typeof THRESHOLDS) => categories[id]?.score ?? 0;
    const cls = Number(audits["cumulative-layout-shift"]?.numericValue ?? 1);
    const items = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const scriptBytes = items.find((item) => item.resourceType === "script")?.transferSize ?? 0;
    const misses = (Object.keys(THRESHOLDS) as (keyof typeof THRESHOLDS)[]).filter((id) => score(id) < THRESHOLDS[id]);
    if (cls >= MAX_CLS) misses.push("performance");
    if (misses.length) failures++;
    const pct = (id: keyof typeof THRESHOLDS) => String(Math.round(score(id) * 100)).padStart(4);
    console.log(
      `${route.padEnd(38)} ${pct("performance")}  ${pct("accessibility")}  ${pct("best-practices")} ${pct("seo")}  ${cls.toFixed(3)}  ${(scriptBytes / 1024).toFixed(1).padStart(6)}` +
        (misses.length ? `   MISSES: ${[...new Set(misses)].join(", ")}` : ""),
    );
    for (const id of misses) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && (audit?.score ?? 1) < 1 && id !== "performance") console.log(`      ${id}: ${audit.id} - ${audit.title}`);
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
process.exit(failures ? 1 : 0);
