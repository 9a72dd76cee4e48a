/**
 * Full fuzz run: `node --import tsx scripts/fuzz.ts [runs=5000] [seed=random]`.
 * Sends malformed bodies to every public write endpoint of a fresh in-memory server and prints,
 * per endpoint, the bodies sent, the answers that were not a 4xx with a message, and whether
 * any row was written; then, per JSON endpoint, the CPU each costly body shape (deep nesting, wide
 * objects, long strings, many keys, many small arrays) costs beyond a tiny body, in bare parses
 * of the hardest body on this machine, which must stay at most 12. Exits 1 on any failure. CI runs the same check with a fixed seed
 * (server/security/fuzz.test.ts).
 */
import { costOfBodies, FUZZ_TARGETS, fuzzEndpoint, parseYardstickMillis, rowCounts } from "#server/security/fuzz";
import { createTestApp } from "#server/test-support";

const runs = Number(process.argv[2] ?? 5000);
const seed = Number(process.argv[3] ?? Date.now() % 2 ** 31);
const ctx = await createTestApp("pglite", { RATE_LIMIT_PER_MINUTE: "100000000" });
let failed = false;
console.log(`seed ${seed}, ${runs} bodies per endpoint`);
for (const target of FUZZ_TARGETS) {
  const started = performance.now();
  const before = JSON.stringify(await rowCounts(ctx.database));
  const failures = await fuzzEndpoint(ctx.app, target, runs, seed);
  const wrote = JSON.stringify(await rowCounts(ctx.database)) !== before;
  failed ||= failures.length > 0 || wrote;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${target.url.padEnd(34)} ${runs} bodies in ${seconds.padStart(5)} s  not-4xx: ${failures.length}  rows written: ${wrote ? "YES" : "none"}`,
  );
  for (const failure of failures.slice(0, 3)) console.log(`    ${failure.status} (${failure.label}) ${failure.body}`);
}
const yardstick = await parseYardstickMillis(ctx.config.BODY_LIMIT_BYTES);
console.log(
  `CPU beyond a tiny body (least of 7), per body shape at the size limit, in bare parses of the hardest body (${yardstick.toFixed(2)} ms here):`,
);
for (const target of FUZZ_TARGETS.filter((t) => t.body === "json")) {
  const costs = await costOfBodies(ctx.app, target.url, ctx.config.BODY_LIMIT_BYTES, 7);
  failed ||= costs.some((cost) => cost.millis > 12 * yardstick || cost.status >= 500);
  const figures = costs.map((cost) => `${cost.label} ${(cost.millis / yardstick).toFixed(1)}`);
  console.log(`${target.url.padEnd(34)} ${figures.join(", ")}`);
}
await ctx.close();
process.exit(failed ? 1 : 0);
