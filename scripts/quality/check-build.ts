/**
 * Gate over the build output (run by `npm test` after the build):
 * 1. no secret and no server-only module reaches a browser bundle;
 * 2. every prerendered page starts its scripts after the first paint and stays within its
 *    JavaScript budget (gzip, loaded up front);
 * 3. no chunk loaded by import() brings a stylesheet along: the page has its one stylesheet from
 *    the start, and Vite's preloader would add it once more (a second parse and a restyle of the
 *    whole page, measured as 40 ms of main-thread work on the calculators);
 * 4. every prerendered page has its share image: named with an absolute URL, in the build,
 *    1200×630 and under 300 KB (share-image-check.ts).
 * Prints a line per failure and exits 1 if there is any.
 */
import fs from "node:fs";
import path from "node:path";
import { site } from "#content/site";
import { startsAfterPaint } from "../prerendered/start-after-paint";
import { pageJsGzipBytes, prerenderedPages } from "./js-weight";
import { shareImageProblems } from "./share-image-check";

const clientDir = path.resolve(process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`);

/** Text that only server code or a leaked secret would put into a browser file. */
const SERVER_ONLY = [
  /drizzle-orm|@electric-sql\/pglite|pg-protocol|pg-pool/,
  /fastify|@fastify\//,
  /\bscryptSync\b|\bnode:crypto\b|\bnode:fs\b|\bnode:child_process\b/,
  /JWT_SECRET|DATABASE_URL|OPENAI_API_KEY|ADMIN_PASSWORD|IP_HASH_SALT/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /\bsk-[A-Za-z0-9]{20,}/,
];

/** Values of secret environment variables present at build time must never be in a bundle. */
const secretValues = [
  "JWT_SECRET",
  "ADMIN_PASSWORD",
  "OPENAI_API_KEY",
  "DATABASE_URL",
  "SMTP_URL",
  "WEBHOOK_SECRET",
  "CALCOM_WEBHOOK_SECRET",
  "CALENDLY_WEBHOOK_SIGNING_KEY",
]
  .map((name) => process.env[name])
  .filter((value): value is string => typeof value === "string" && value.length >= 8);

/** Pages where a visitor works a tool (calculators, quizzes, forms with uploads): a larger budget. */
const TOOL_PAGES =
  /^\/(ai-opportunity-finder|ai-cost-calculator|roi-overview|ai-readiness-assessment|enterprise-dashboard|affiliate-register|sales-careers)$/;

/**
 * Up-front JavaScript budgets, gzip KB: one for every content page, one for every tool page.
 * Every page shares a floor of about 122 KB (React DOM 65, React Router and React about 40, the
 * route manifest 4, the site shell: navigation, footer, tracking); the content pages weighed
 * 122-132 KB when this was set, so their budget is that plus a small margin. A new route chunk adds
 * its name to the manifest every page loads.
 */
const JS_BUDGET_KB = { content: 135, tool: 150 } as const;

const failures: string[] = [];

/** A stylesheet in a chunk's list of what Vite preloads before an import() of it resolves. */
function cssLoadedByImport(chunk: string): string | undefined {
  const dependencies = /__vite__mapDeps=[^\n]*?\[([^\]]*)\]/.exec(chunk)?.[1] ?? "";
  return /"([^"]+\.css)"/.exec(dependencies)?.[1];
}

for (const entry of fs.readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
  if (!/\.(js|mjs|css|html|json|map)$/.test(entry)) continue;
  const text = fs.readFileSync(path.join(clientDir, entry), "utf8");
  for (const pattern of SERVER_ONLY) {
    const hit = pattern.exec(text);
    if (hit) failures.push(`${entry}: contains server-only text "${hit[0]}"`);
  }
  for (const secret of secretValues)
    if (text.includes(secret)) failures.push(`${entry}: contains the value of a secret variable`);
  if (entry.endsWith(".map")) failures.push(`${entry}: source map shipped to the browser`);
  const stylesheetDependency = cssLoadedByImport(text);
  if (stylesheetDependency) failures.push(`${entry}: import() would load the stylesheet ${stylesheetDependency} again`);
}

let pages = 0;
for (const page of prerenderedPages(clientDir)) {
  const html = fs.readFileSync(page.file, "utf8");
  // The page's module script and module preloads wait for its first paint (scripts/prerendered/start-after-paint.ts).
  const early = startsAfterPaint(html);
  if (early) failures.push(`${page.path}: its scripts do not wait for the first paint: ${early}`);
  const kb = pageJsGzipBytes(clientDir, html) / 1024;
  const budget = TOOL_PAGES.test(page.path) ? JS_BUDGET_KB.tool : JS_BUDGET_KB.content;
  if (kb > budget) failures.push(`${page.path}: ${kb.toFixed(1)} KB gzip of JavaScript up front, budget ${budget} KB`);
  for (const problem of shareImageProblems(clientDir, site.url, html)) failures.push(`${page.path}: ${problem}`);
  pages++;
}

if (failures.length) {
  console.error(failures.join("\n"));
  process.exit(1);
}
console.log(
  `build checks: no server-only code or secret in the browser files; ${pages} pages within their JavaScript budgets, each starting its scripts after the first paint and with its share image`,
);
