// Module hook for the Lighthouse sweep (registered by lighthouse.ts before it loads Lighthouse).
// Lighthouse measures the machine with a one-second CPU benchmark at the start of every run
// (`BenchmarkIndex`). In a run the figure is informational, no score depends on it (the sweep
// takes its own before each page to set the CPU slowdown: benchmark-index.ts), and over 137
// pages it cost more than two minutes: here it is measured once per sweep and reused.
const TARGET = "/lighthouse/core/gather/driver/environment.js";
const ORIGINAL = "async function getBenchmarkIndex(executionContext) {";
const ONCE = `let benchmarkIndexOnce;
async function getBenchmarkIndex(executionContext) {
  benchmarkIndexOnce ??= measureBenchmarkIndex(executionContext);
  return benchmarkIndexOnce;
}
async function measureBenchmarkIndex(executionContext) {`;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.endsWith(TARGET)) return result;
  const source = String(result.source);
  // Fail loudly if a Lighthouse upgrade changed the function, rather than silently measuring each run.
  if (!source.includes(ORIGINAL)) throw new Error(`lighthouse-hooks: getBenchmarkIndex not found in ${url}`);
  return { ...result, source: source.replace(ORIGINAL, ONCE) };
}
