// Probes of the import rules in .dependency-cruiser.cjs: each writes a deliberately wrong import
// into a small copy of the repository's layout in a temporary folder and expects dependency-cruiser,
// run with the committed config, to name the rule it breaks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const folders: string[] = [];

/** A tree in which every rule holds: each import here is one the rules allow. */
const ALLOWED_TREE: Record<string, string> = {
  "common/rules.ts": "export const RULE = 1;",
  "content/site.ts": 'import { RULE } from "#common/rules";\nexport const SITE = RULE;',
  "app/lib/api.ts": 'import { RULE } from "#common/rules";\nexport const api = RULE;',
  "server/lib/sql.ts":
    'import { RULE } from "#common/rules";\nimport { SITE } from "#content/site";\nexport const sql = RULE + SITE;',
  "app/features/admin/index.ts": 'export { AdminUi } from "./ui";',
  "app/features/admin/ui.tsx": "export const AdminUi = 1;",
  "app/features/tools/index.ts": 'export { Quiz } from "./quiz";',
  "app/features/tools/quiz.tsx":
    'import { AdminUi } from "../admin";\nimport { api } from "#app/lib/api";\nexport const Quiz = AdminUi + api;',
  "app/features/careers/review/list.tsx":
    'import { AdminUi } from "#app/features/admin";\nexport const List = AdminUi;',
  "server/modules/admin/index.ts": 'export { clients } from "./clients";',
  "server/modules/admin/clients.ts": 'import { sql } from "#server/lib/sql";\nexport const clients = sql;',
  "server/modules/leads/csv.ts": 'import { clients } from "../admin/index.ts";\nexport const csv = clients;',
  "server/modules/voice/dialog/plan.ts": "export const plan = 1;",
  "server/modules/voice/engines/offline/provider.ts":
    'import { plan } from "../../dialog/plan";\nexport const offline = plan;',
  "server/modules/voice/engines/openai/provider.ts":
    'import { plan } from "#server/modules/voice/dialog/plan";\nexport const openai = plan;',
  "server/modules/voice/routes.ts":
    'import { offline } from "./engines/offline/provider";\nimport { openai } from "./engines/openai/provider";\nexport const routes = offline + openai;',
  // Tests and their support may borrow across layers and features.
  "server/modules/leads/test-support.ts":
    'import { clients } from "../admin/clients";\nexport const fixture = clients;',
  "app/features/tools/quiz.test.ts":
    'import { AdminUi } from "../admin/ui";\nimport { sql } from "#server/lib/sql";\nexport const x = AdminUi + sql;',
  // The quality scripts may read anything.
  "scripts/quality/tool.ts":
    'import { api } from "#app/lib/api";\nimport { sql } from "#server/lib/sql";\nexport const tool = api + sql;',
};

/** The violations dependency-cruiser reports, as "rule: from -> to", over the allowed tree plus `probe`. */
async function violations(probe: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dependency-rules-"));
  folders.push(dir);
  for (const [file, source] of Object.entries({ ...ALLOWED_TREE, ...probe })) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `${source}\n`);
  }
  // The repository's tsconfig (its `paths` are the #aliases). The paths plugin reads them against the
  // working directory unless the file names a baseUrl, so the copy names its own folder.
  const tsconfig = JSON.parse(fs.readFileSync(path.join(root, "tsconfig.json"), "utf8"));
  tsconfig.compilerOptions.baseUrl = ".";
  const tsconfigFile = path.join(dir, "tsconfig.json");
  fs.writeFileSync(tsconfigFile, JSON.stringify(tsconfig));

  const options = await extractDepcruiseOptions(path.join(root, ".dependency-cruiser.cjs"));
  const result = await cruise(
    ["app", "server", "common", "content", "scripts"],
    { ...options, baseDir: dir, tsConfig: { fileName: tsconfigFile }, outputType: "json" },
    {},
    { tsConfig: extractTSConfig(tsconfigFile) },
  );
  const output: ICruiseResult =
    typeof result.output === "string" ? JSON.parse(result.output) : (result.output as ICruiseResult);
  return output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();
}

/** The violations of one rule. */
const ofRule = (found: string[], rule: string) => found.filter((entry) => entry.startsWith(`${rule}:`));

afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the import rules (.dependency-cruiser.cjs)", () => {
  it("accept the allowed tree: faces, aliases, a feature's nested files, tests and scripts", async () => {
    expect(await violations({})).toEqual([]);
  });

  it("report common/ importing anything of ours, type-only imports included", async () => {
    const found = await violations({
      "common/probe.ts": 'import type { api } from "#app/lib/api";\nexport type Probe = typeof api;',
      "common/probe-type.ts": 'export type Probe = typeof import("../content/site");',
    });
    expect(ofRule(found, "common-stands-alone")).toEqual([
      "common-stands-alone: common/probe-type.ts -> content/site.ts",
      "common-stands-alone: common/probe.ts -> app/lib/api.ts",
    ]);
  });

  it("report content/ importing anything but common/, through a dynamic import too", async () => {
    const found = await violations({
      "content/probe.ts": 'export const load = () => import("../app/lib/api");',
    });
    expect(ofRule(found, "content-on-common-only")).toEqual([
      "content-on-common-only: content/probe.ts -> app/lib/api.ts",
    ]);
  });

  it("report app/ importing server/, through a re-export too", async () => {
    const found = await violations({
      "app/lib/probe.ts": 'export { sql } from "#server/lib/sql";',
      "app/lib/probe-star.ts": 'export * from "../../server/modules/admin";',
    });
    expect(ofRule(found, "app-never-server")).toEqual([
      "app-never-server: app/lib/probe-star.ts -> server/modules/admin/index.ts",
      "app-never-server: app/lib/probe.ts -> server/lib/sql.ts",
    ]);
  });

  it("report server/ importing app/, a side-effect import too", async () => {
    const found = await violations({ "server/lib/probe.ts": 'import "#app/lib/api";' });
    expect(ofRule(found, "server-never-app")).toEqual(["server-never-app: server/lib/probe.ts -> app/lib/api.ts"]);
  });

  it("report shipped code importing the scripts", async () => {
    const found = await violations({
      "app/lib/probe.ts": 'import { tool } from "../../scripts/quality/tool";\nexport const probe = tool;',
    });
    expect(ofRule(found, "shipped-code-stays-in-its-layers")).toEqual([
      "shipped-code-stays-in-its-layers: app/lib/probe.ts -> scripts/quality/tool.ts",
    ]);
  });

  it("report a feature reaching past another feature's index.ts, in app/ and server/", async () => {
    const found = await violations({
      "app/features/tools/probe.tsx": 'import { AdminUi } from "../admin/ui";\nexport const probe = AdminUi;',
      "app/features/tools/probe-alias.tsx":
        'import { AdminUi } from "#app/features/admin/ui";\nexport const probe = AdminUi;',
      "app/features/careers/review/probe.tsx":
        'import { AdminUi } from "../../admin/ui";\nexport const probe = AdminUi;',
      "server/modules/leads/probe.ts": 'import { clients } from "../admin/clients";\nexport const probe = clients;',
    });
    expect(ofRule(found, "feature-through-its-face")).toEqual([
      "feature-through-its-face: app/features/careers/review/probe.tsx -> app/features/admin/ui.tsx",
      "feature-through-its-face: app/features/tools/probe-alias.tsx -> app/features/admin/ui.tsx",
      "feature-through-its-face: app/features/tools/probe.tsx -> app/features/admin/ui.tsx",
      "feature-through-its-face: server/modules/leads/probe.ts -> server/modules/admin/clients.ts",
    ]);
  });

  it("report a voice engine importing the other engine, and the dialog importing an engine", async () => {
    const found = await violations({
      "server/modules/voice/engines/openai/probe.ts":
        'import { offline } from "../offline/provider";\nexport const probe = offline;',
      "server/modules/voice/engines/offline/probe.ts":
        'import { openai } from "#server/modules/voice/engines/openai/provider";\nexport const probe = openai;',
      "server/modules/voice/dialog/probe.ts":
        'import { offline } from "../engines/offline/provider";\nexport const probe = offline;',
    });
    expect(ofRule(found, "voice-engines-apart")).toEqual([
      "voice-engines-apart: server/modules/voice/engines/offline/probe.ts -> server/modules/voice/engines/openai/provider.ts",
      "voice-engines-apart: server/modules/voice/engines/openai/probe.ts -> server/modules/voice/engines/offline/provider.ts",
    ]);
    expect(ofRule(found, "voice-dialog-without-engines")).toEqual([
      "voice-dialog-without-engines: server/modules/voice/dialog/probe.ts -> server/modules/voice/engines/offline/provider.ts",
    ]);
  });

  it("report files that import each other in a loop", async () => {
    const found = await violations({
      "server/lib/loop-a.ts": 'import { b } from "./loop-b";\nexport const a = () => b;',
      "server/lib/loop-b.ts": 'import { a } from "./loop-a";\nexport const b = () => a;',
    });
    // Both files sit in one folder: a loop of files, not of folders. The loop is named once.
    expect(found).toEqual(["no-cycles: server/lib/loop-a.ts -> server/lib/loop-b.ts"]);
  });

  it("report two features that use each other, each through the other's face", async () => {
    const found = await violations({
      "app/features/admin/probe.tsx": 'import { Quiz } from "../tools";\nexport const probe = Quiz;',
    });
    // No file loop and no face broken: only the folders go round.
    expect(found).toEqual([
      "no-folder-cycles: app/features/admin -> app/features/tools",
      "no-folder-cycles: app/features/tools -> app/features/admin",
    ]);
  });
});
