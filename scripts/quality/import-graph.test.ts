import { describe, expect, it } from "vitest";
import { parseModule, resolveImport, targetPath } from "./import-graph";

describe("the import graph", () => {
  it("reads static, dynamic, side-effect, namespace, type and re-export imports", () => {
    const source = [
      'import a from "./a";',
      'import {\n  b,\n  c as renamed,\n} from "../b";',
      'import type { T } from "./types";',
      'import * as ns from "./ns";',
      'import "./side-effect.css";',
      'export { d } from "./d";',
      'export * from "./star";',
      'const e = await import("./e");',
      'type F = typeof import("./f");',
      'const g = "import x from \\"./not-an-import\\"";',
    ].join("\n");
    expect(parseModule("x.ts", source).imports).toEqual([
      { specifier: "./a", names: ["default"] },
      { specifier: "../b", names: ["b", "c"] },
      { specifier: "./types", names: ["T"] },
      { specifier: "./ns", names: "all" },
      { specifier: "./side-effect.css", names: [] },
      { specifier: "./d", names: [] },
      { specifier: "./star", names: "all" },
      { specifier: "./e", names: "all" },
      { specifier: "./f", names: "all" },
    ]);
  });

  it("lists every exported name with its line, and where a re-export comes from", () => {
    const source = [
      "export const a = 1, b = 2;",
      "export function c() {}",
      "export interface D {}",
      "export type E = string;",
      "export default function () {}",
      "const f = 1;",
      "export { f as g };",
      'export { h as i } from "./h";',
      "function local() {}",
    ].join("\n");
    expect(parseModule("x.tsx", source).exports).toEqual([
      { name: "a", line: 1, from: undefined },
      { name: "b", line: 1, from: undefined },
      { name: "c", line: 2, from: undefined },
      { name: "D", line: 3, from: undefined },
      { name: "E", line: 4, from: undefined },
      { name: "default", line: 5, from: undefined },
      { name: "g", line: 7, from: undefined },
      { name: "i", line: 8, from: { specifier: "./h", name: "h" } },
    ]);
  });

  it("resolves relative paths, folder indexes and the #layer aliases, and leaves packages alone", () => {
    const files = new Set([
      "app/features/admin/index.ts",
      "app/features/admin/ui.tsx",
      "common/rules.ts",
      "app/features/voice/recorder-worklet.ts",
    ]);
    expect(resolveImport("app/features/tools/quiz.tsx", "../admin", files)).toBe("app/features/admin/index.ts");
    expect(resolveImport("app/features/tools/quiz.tsx", "../admin/ui", files)).toBe("app/features/admin/ui.tsx");
    expect(resolveImport("server/app.ts", "#common/rules", files)).toBe("common/rules.ts");
    expect(resolveImport("app/features/voice/a.ts", "./recorder-worklet.ts?url", files)).toBe(
      "app/features/voice/recorder-worklet.ts",
    );
    expect(resolveImport("server/app.ts", "fastify", files)).toBeUndefined();
    expect(targetPath("server/app.ts", "#app/lib/api")).toBe("app/lib/api");
    expect(targetPath("server/app.ts", "node:fs")).toBeUndefined();
  });
});
