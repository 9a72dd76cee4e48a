/**
 * `npm audit` of the production dependencies: fails on any high or critical advisory.
 *
 *   node --import tsx scripts/quality/dependency-audit.ts
 *
 * When the registry cannot answer audit requests (the mirror of the build machines answers
 * 405 to the advisories endpoint) the check says so plainly and passes, because nothing was
 * learned either way; with AUDIT_REQUIRED=1 (release builds) that case fails too.
 */
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
let report: {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  statusCode?: number;
  message?: string;
  error?: { summary?: string };
};
try {
  report = JSON.parse(run.stdout || "{}");
} catch {
  report = { message: (run.stdout || run.stderr || "no output").slice(0, 300) };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const why = report.message ?? report.error?.summary ?? `npm audit exited with ${run.status}`;
  console.log(`dependency audit: the registry gave no audit report (${why}); production dependencies NOT checked`);
  process.exit(process.env.AUDIT_REQUIRED === "1" ? 1 : 0);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(
  ([, v]) => v.severity === "high" || v.severity === "critical",
);
console.log(
  `dependency audit (production): ${Object.entries(counts)
    .map(([severity, n]) => `${severity} ${n}`)
    .join(", ")}`,
);
for (const [name, v] of serious) console.log(`  ${v.severity}: ${name}`);
process.exit(serious.length ? 1 : 0);
