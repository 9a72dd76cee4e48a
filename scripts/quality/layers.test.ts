import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cyclesIn, importCycles, layerViolations, violationsIn } from "./layers";

const root = path.resolve(import.meta.dirname, "../..");

describe("layer rules over the import graph", () => {
  it("finds no import that runs against the layers", () => {
    expect(layerViolations(root)).toEqual([]);
  });

  it("reports a deliberately wrong import in the real tree", () => {
    const file = path.join(root, "app/features/tools/__layer-probe.ts");
    fs.writeFileSync(file, 'import { InlineAlert } from "../admin/ui";\nexport const probe = InlineAlert;\n');
    try {
      expect(layerViolations(root)).toEqual([
        "app/features/tools/__layer-probe.ts imports ../admin/ui: a feature uses another only through its index.ts (app/features/admin/index.ts)",
      ]);
    } finally {
      fs.rmSync(file);
    }
  });

  it("names each broken rule in a fixture graph", () => {
    const graph = new Map<string, string[]>([
      ["common/rules.ts", ["../server/app", "zod", "./other"]],
      ["content/site.ts", ["../app/lib/api", "../common/rules"]],
      ["app/lib/api.ts", ["../../server/lib/sql", "#server/lib/sql", "../../scripts/quality/layers"]],
      ["server/lib/sql.ts", ["#app/lib/api", "#common/rules", "#content/site"]],
      [
        "app/features/tools/quiz.tsx",
        [
          "../admin/ui",
          "#app/features/admin/admin-api",
          "../admin",
          "../admin/index",
          "./ui",
          "../../components/ui/button",
        ],
      ],
      ["app/features/careers/review/list.tsx", ["../../admin/admin-api", "../../admin", "../application-form"]],
      [
        "server/modules/leads/csv.ts",
        ["../admin/clients", "../admin", "../admin/index.ts", "./journey", "../../lib/sql"],
      ],
      ["app/routes/quiz.tsx", ["../features/tools/quiz"]],
      ["app/features/tools/quiz.test.ts", ["../admin/ui", "../../../server/app"]],
    ]);
    expect(violationsIn(graph)).toEqual([
      "app/features/careers/review/list.tsx imports ../../admin/admin-api: a feature uses another only through its index.ts (app/features/admin/index.ts)",
      "app/features/tools/quiz.tsx imports #app/features/admin/admin-api: a feature uses another only through its index.ts (app/features/admin/index.ts)",
      "app/features/tools/quiz.tsx imports ../admin/ui: a feature uses another only through its index.ts (app/features/admin/index.ts)",
      "app/lib/api.ts imports #server/lib/sql: app/ never imports server/",
      "app/lib/api.ts imports ../../scripts/quality/layers: shipped code imports only app/, server/, common/ and content/",
      "app/lib/api.ts imports ../../server/lib/sql: app/ never imports server/",
      "common/rules.ts imports ../server/app: common/ imports nothing of ours",
      "content/site.ts imports ../app/lib/api: content/ imports only common/",
      "server/lib/sql.ts imports #app/lib/api: server/ never imports app/",
      "server/modules/leads/csv.ts imports ../admin/clients: a feature uses another only through its index.ts (server/modules/admin/index.ts)",
    ]);
  });

  it("finds no files that import each other in a loop", () => {
    expect(importCycles(root)).toEqual([]);
  });

  it("names a loop of imports in a fixture graph", () => {
    const edges = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "d.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", []],
    ]);
    expect(cyclesIn(edges)).toEqual(["a.ts -> b.ts -> c.ts -> a.ts"]);
    expect(
      cyclesIn(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", []],
        ]),
      ),
    ).toEqual([]);
  });
});
