import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, layerViolations } from "./layers";

const root = path.resolve(import.meta.dirname, "../..");

describe("layer rules over the import graph", () => {
  it("finds no import that runs against the layers", () => {
    expect(layerViolations(root)).toEqual([]);
  });

  it("reports an import from common/ into server/", () => {
    const file = path.join(root, "common/__layer-probe.ts");
    fs.writeFileSync(file, 'import { buildApp } from "../server/app";\nexport const probe = buildApp;\n');
    try {
      expect(layerViolations(root)).toEqual([
        "common/__layer-probe.ts imports ../server/app: common/ imports nothing of ours",
      ]);
    } finally {
      fs.rmSync(file);
    }
  });

  it("reads static, dynamic, side-effect and re-export imports", () => {
    const source = [
      'import a from "./a";',
      'import {\n  b,\n} from "../b";',
      'import "./side-effect.css";',
      'export { c } from "./c";',
      'const d = await import("./d");',
      'const e = "import x from \\"./not-an-import\\"";',
    ].join("\n");
    expect(importsOf(source)).toEqual(["./a", "../b", "./side-effect.css", "./c", "./d"]);
  });
});
