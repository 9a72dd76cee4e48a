import { gzipSync } from "node:zlib";
import { build } from "rolldown";
import { describe, expect, it } from "vitest";

/**
 * The tracking module, with everything it imports, stays within 3.485 KB gzip (3 KB before it
 * took over exits from the early inline script, handled back/forward-cache restores and the
 * admin console; 3.25 KB before it waited for a page reached client-side to settle before
 * counting its scroll depth; 3.375 KB before its event batches waited for the sync whose answer
 * proves their visitor; 3.4 KB before each event's time came after the one before it; 3.45 KB before the face re-exported
 * the awareness helper; 3.46 KB before it read utm_content and utm_term; 3.47 KB before the shared analytics view, like the
 * console, stopped counting as traffic). The React side for flows (use-funnel.ts) is not counted: it loads with React.
 */
const BUDGET_BYTES = 3.485 * 1024;

describe("tracking module size", () => {
  it(`is at most ${BUDGET_BYTES} bytes gzip once minified`, async () => {
    // The public face and the page listeners that <PageTracker/> starts: the whole tracker.
    const entry = ["./index.ts", "./page-views.ts"]
      .map((file) => `export * from ${JSON.stringify(new URL(file, import.meta.url).pathname)};`)
      .join("\n");
    const result = await build({
      input: "tracker",
      plugins: [
        {
          name: "tracker-entry",
          resolveId: (id) => (id === "tracker" ? id : null),
          load: (id) => (id === "tracker" ? entry : null),
        },
      ],
      external: ["react", /\/use-funnel(\.ts)?$/],
      output: { format: "esm", minify: true },
      write: false,
      logLevel: "silent",
    });
    expect(result.output).toHaveLength(1);
    const code = result.output[0].type === "chunk" ? result.output[0].code : "";
    const gzip = gzipSync(code, { level: 9 }).length;
    console.info(`tracking module: ${code.length} bytes minified, ${gzip} bytes gzip`);
    // Nothing but the tracker and its small shared rules may be bundled (no app code, no zod).
    expect(code).not.toContain("zod");
    expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
