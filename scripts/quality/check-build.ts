/**
 * Gate over the build output (run by `npm test` after the build):
 * 1. no secret and no server-only module reaches a browser bundle;
 * 2. every prerendered page stays within its JavaScript budget (gzip, loaded up front).
 * Prints a line per failure and exits 1 if there is any.
 */
import fs from "node:fs";
import path from "node:path";
import { pageJsGzipBytes, prerenderedPages } from "./js-weight";

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
const secretValues = ["JWT_SECRET", "ADMIN_PASSWORD", "OPENAI_API_KEY", "DATABASE_URL", "SMTP_URL", "WEBHOOK_SECRET", "CALCOM_WEBHOOK_SECRET", "CALENDLY_WEBHOOK_SIGNING_KEY"]
  .map((name) => process.env[name])
  .filter((value): value is string => typeof value === "string" && value.length >= 8);

/**
 * Up-front JavaScript budgets, gzip KB, first match wins: the landing page and every public page
 * at most 131 KB (130 until the exit beacon, the consultation links' client id and the admin
 * routes added 0.8 KB to the heaviest pages; the target is 120). The tools, careers and affiliate
 * pages keep their earlier budgets (their weight then plus a small margin), so a change that adds
 * weight anywhere fails here instead of shipping unnoticed.
 */
export const JS_BUDGETS_KB: [RegExp, number][] = [
  [/^\/(ai-opportunity-finder|ai-cost-calculator|roi-overview)$/, 166],
  [/^\/affiliate-register$/, 183],
  [/^\/sales-careers$/, 148],
  [/./, 131],
];

const failures: string[] = [];

for (const entry of fs.readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
  if (!/\.(js|mjs|css|html|json|map)$/.test(entry)) continue;
  const text = fs.readFileSync(path.join(clientDir, entry), "utf8");
  for (const pattern of SERVER_ONLY) {
    const hit = pattern.exec(text);
    if (hit) failures.push(`${entry}: contains server-only text "${hit[0]}"`);
  }
  for (const secret of secretValues) if (text.includes(secret)) failures.push(`${entry}: contains the value of a secret variable`);
  if (entry.endsWith(".map")) failures.push(`${entry}: source map shipped to the browser`);
}

let pages = 0;
for (const page of prerenderedPages(clientDir)) {
  const kb = pageJsGzipBytes(clientDir, fs.readFileSync(page.file, "utf8")) / 1024;
  const budget = JS_BUDGETS_KB.find(([pattern]) => pattern.test(page.path))?.[1] ?? 0;
  if (kb > budget) failures.push(`${page.path}: ${kb.toFixed(1)} KB gzip of JavaScript up front, budget ${budget} KB`);
  pages++;
}

if (failures.length) {
  console.error(failures.join("\n"));
  process.exit(1);
}
console.log(`build checks: no server-only code or secret in the browser files; ${pages} pages within their JavaScript budgets`);
