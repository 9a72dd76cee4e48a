import { describe, expect, it } from "vitest";
import { type ModuleInfo, parseModule } from "./import-graph";
import { staleAllowances, unusedExports } from "./unused-exports";

const graphOf = (files: Record<string, string>): Map<string, ModuleInfo> =>
  new Map(Object.entries(files).map(([file, source]) => [file, parseModule(file, source)]));

describe("unused exports", () => {
  const graph = graphOf({
    "common/rules.ts": [
      "export const USED = 1;",
      "export const UNUSED = 2;",
      "export const TESTED_ONLY = 3;",
      "export type Shape = { a: number };",
      "export const VIA_BARREL = 4;",
      "export const BARREL_UNUSED = 5;",
    ].join("\n"),
    "app/features/tools/index.ts": 'export { VIA_BARREL, BARREL_UNUSED as RENAMED } from "../../../common/rules";',
    "app/features/tools/quiz.tsx":
      'import { USED, type Shape } from "../../../common/rules";\nimport { VIA_BARREL } from ".";\nexport const Quiz = () => USED + VIA_BARREL;',
    "app/routes/quiz.tsx":
      'import { Quiz } from "../features/tools/quiz";\nexport const meta = () => [];\nexport default Quiz;\nexport const helper = 1;',
    "common/rules.test.ts": 'import { TESTED_ONLY } from "./rules";\nexport const fromATest = TESTED_ONLY;',
    "tests/e2e/support/env.ts": "export const PORT = 1;\nexport const NOBODY = 2;",
    "tests/e2e/home.spec.ts": 'import { PORT } from "./support/env";',
  });

  it("reports exports nobody imports, and those only tests import, but not what the framework reads", () => {
    expect(unusedExports(graph, {})).toEqual([
      "app/features/tools/index.ts:1 RENAMED",
      "app/routes/quiz.tsx:4 helper",
      "common/rules.ts:2 UNUSED",
      "common/rules.ts:3 TESTED_ONLY (only tests import it)",
      "common/rules.ts:6 BARREL_UNUSED",
      "tests/e2e/support/env.ts:2 NOBODY",
    ]);
  });

  it("accepts an export allowed with a reason, and reports allowances that no longer match", () => {
    const allowed = {
      "common/rules.ts#TESTED_ONLY": "the test derives its figures from it",
      "common/rules.ts#GONE": "renamed since",
    };
    expect(unusedExports(graph, allowed)).not.toContain("common/rules.ts:3 TESTED_ONLY (only tests import it)");
    expect(staleAllowances(graph, allowed)).toEqual(["common/rules.ts#GONE"]);
  });
});
