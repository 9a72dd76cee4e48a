/**
 * Lighthouse 12 (default mobile settings) over the built site, served by the real server.
 *
 *   node --import tsx scripts/quality/lighthouse.ts            # the landing page
 *   node --import tsx scripts/quality/lighthouse.ts --all      # every prerendered public page (≈ 10 min)
 *   node --import tsx scripts/quality/lighthouse.ts --sample   # every page but 3 of the 104 solution pages (CI gate)
 *   node --import tsx scripts/quality/lighthouse.ts /faq /about
 *
 * Thresholds (issue 3): Performance ≥ 95; Accessibility, Best Practices, SEO = 100; CLS < 0.05.
 * The Accessibility category is axe-core's rules as Lighthouse runs them.
 * Prints one line per page with the scores, CLS and the JavaScript transferred, and exits 1 if
 * a page misses a threshold.
 *
 * Two choices keep the full sweep inside CI's time:
 * - Only the audits that carry weight in a category score run (plus the resource summary that
 *   gives the JavaScript figure). The category scores are weighted means of exactly those, so
 *   they are the same as a full run's; the unscored diagnostics (screenshots, the bfcache
 *   round-trip, coverage…) took most of the time.
 * - A page whose Performance score misses is measured again, up to four more times, and its best
 *   run counts (Lighthouse CI's "optimistic" aggregation): the simulated score moves a few points
 *   with the machine's load, while a real regression misses every run. The other categories and
 *   CLS must hold in the same run. A run Lighthouse could not complete (an audit errored, so a
 *   category has no score) is measured again the same way.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, defaultConfig } from "lighthouse";
import { publicStaticPaths, solutionPath } from "../../common/route-table";
import { solutionSlugs } from "../../content/solution-slugs";
import { startServer } from "../reliability/harness";

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4320);
const args = process.argv.slice(2);
const named = args.filter((a) => a.startsWith("/"));
// The 104 solution pages share one template: --sample takes the first, middle and last (CI's gate).
const sampledSolutions = [0, Math.floor(solutionSlugs.length / 2), solutionSlugs.length - 1].map((i) => solutionPath(solutionSlugs[i]));
const routes = args.includes("--all")
  ? [...publicStaticPaths, ...solutionSlugs.map(solutionPath)]
  : args.includes("--sample")
    ? [...publicStaticPaths, ...sampledSolutions]
    : named.length
      ? named
      : ["/"];
const ATTEMPTS = 5;
const SETTLE_MS = 500;

const THRESHOLDS = { performance: 0.95, accessibility: 1, "best-practices": 1, seo: 1 } as const;
type Category = keyof typeof THRESHOLDS;
const MAX_CLS = 0.05;

const scoredAudits = Object.values(defaultConfig.categories ?? {}).flatMap((category) =>
  category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
);
const config: Config = {
  extends: "lighthouse:default",
  settings: {
    onlyAudits: [...new Set([...scoredAudits, "resource-summary"])],
    disableFullPageScreenshot: true,
    // The pages are prerendered and settle within a few hundred ms (the loading screen lasts 300 ms);
    // Lighthouse's default quiet windows of a second each made up most of a run.
    pauseAfterFcpMs: SETTLE_MS,
    pauseAfterLoadMs: SETTLE_MS,
    networkQuietThresholdMs: SETTLE_MS,
    cpuQuietThresholdMs: SETTLE_MS,
  },
};

const server = await startServer({ port: PORT, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-")) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

interface Measure {
  scores: Record<Category, number>;
  cls: number;
  scriptKb: number;
  misses: Category[];
  failedAudits: string[];
  /** Lighthouse could not compute a category (an audit errored, e.g. a lost trace): not a verdict on the page. */
  incomplete: string | null;
}

async function measure(route: string): Promise<Measure> {
  const result = await lighthouse(`http://127.0.0.1:${PORT}${route}`, { port: chrome.port, output: "json", logLevel: "error" }, config);
  if (!result) throw new Error(`no Lighthouse result for ${route}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.log(`      Lighthouse could not measure ${route}: ${runtimeError.code} ${runtimeError.message}`);
  const categoryIds = Object.keys(THRESHOLDS) as Category[];
  const scores = Object.fromEntries(categoryIds.map((id) => [id, categories[id]?.score ?? 0])) as Record<Category, number>;
  const errored = Object.values(audits).filter((audit) => audit.scoreDisplayMode === "error");
  const noScore = categoryIds.some((id) => categories[id]?.score == null) || audits["cumulative-layout-shift"]?.numericValue === undefined;
  const incomplete =
    runtimeError || noScore
      ? (runtimeError?.code ?? errored.map((audit) => `${audit.id}: ${audit.errorMessage ?? "error"}`).join("; ")) || "no score"
      : null;
  const cls = Number(audits["cumulative-layout-shift"]?.numericValue ?? 1);
  const items = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const scriptKb = (items.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024;
  const misses = categoryIds.filter((id) => scores[id] < THRESHOLDS[id]);
  if (cls >= MAX_CLS && !misses.includes("performance")) misses.push("performance");
  const failedAudits = misses
    .filter((id) => id !== "performance")
    .flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${id}: ${audit.id} - ${audit.title}`),
    );
  return { scores, cls, scriptKb, misses, failedAudits, incomplete };
}

const started = performance.now();
let failures = 0;
try {
  console.log("page                                                perf  a11y  bp   seo   CLS     JS KB (transferred)");
  for (const route of routes) {
    let best = await measure(route);
    const runs = [best];
    // Only a Performance miss alone, or a run Lighthouse could not complete, is measured again (see above).
    const onlyPerformanceMissed = (m: Measure) => m.misses.length === 1 && m.misses[0] === "performance" && m.cls < MAX_CLS;
    const measureAgain = (m: Measure) => m.incomplete !== null || onlyPerformanceMissed(m);
    while (runs.length < ATTEMPTS && measureAgain(best)) {
      const again = await measure(route);
      runs.push(again);
      if (best.incomplete !== null || (again.incomplete === null && (again.misses.length === 0 || again.scores.performance > best.scores.performance))) {
        best = again;
      }
    }
    for (const run of runs) if (run.incomplete) console.log(`      a run of ${route} was incomplete (measured again): ${run.incomplete}`);
    if (best.misses.length) failures++;
    const pct = (id: Category) => String(Math.round(best.scores[id] * 100)).padStart(4);
    const tries = runs.length > 1 ? `   (best of ${runs.length}: ${runs.map((r) => Math.round(r.scores.performance * 100)).join(", ")})` : "";
    console.log(
      `${route.padEnd(50)} ${pct("performance")}  ${pct("accessibility")}  ${pct("best-practices")} ${pct("seo")}  ${best.cls.toFixed(3)}  ${best.scriptKb.toFixed(1).padStart(6)}` +
        tries +
        (best.misses.length ? `   MISSES: ${best.misses.join(", ")}` : ""),
    );
    for (const line of best.failedAudits) console.log(`      ${line}`);
  }
  console.log(`${routes.length} pages in ${((performance.now() - started) / 1000).toFixed(0)} s; ${failures ? `${failures} missed a threshold` : "all met the thresholds"}`);
} finally {
  chrome.kill();
  await server.stop();
}
process.exit(failures ? 1 : 0);
