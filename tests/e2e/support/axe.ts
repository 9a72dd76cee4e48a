import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * axe-core for sweeps over many pages. `AxeBuilder.analyze()` injects axe's 500 KB source anew
 * on every call, about 0.8 s of the 1.1 s a solution page took; here the page loads it with
 * each document (an init script) and a check is one `axe.run` (≈ 0.3 s). Same rules and
 * defaults as AxeBuilder without options. Call before the first navigation.
 */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript({ path: axeSource });
}

/** The current document's violations, one line each: rule, impact and the offending elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

interface AxeResults {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}
