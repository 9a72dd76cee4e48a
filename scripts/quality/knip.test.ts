// Probes of the unused-code gate (knip with the committed knip.jsonc): a small project in a temporary
// folder, laid out like this one, first clean, then with an unused export, an unused file, an unused
// dependency and an import of an undeclared package, each of which knip must name.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const knip = path.join(root, "node_modules/.bin/knip");
const folders: string[] = [];

interface KnipIssue {
  file: string;
  files: { name: string }[];
  exports: { name: string }[];
  types: { name: string }[];
  dependencies: { name: string }[];
  unlisted: { name: string }[];
}

const CLEAN: Record<string, string> = {
  "server/main.ts":
    'import { z } from "zod";\nimport { rule } from "#common/rules";\nconsole.log(z.string().parse(String(rule)));',
  "common/rules.ts": "export const rule = 1;",
};

/** knip's findings over a project of `files` whose package.json has `dependencies`, as "kind: name (file)". */
async function findings(files: Record<string, string>, dependencies: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "knip-probe-"));
  folders.push(dir);
  const ours = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const packageJson = {
    name: "knip-probe",
    private: true,
    type: "module",
    imports: ours.imports,
    scripts: { serve: ours.scripts.serve },
    dependencies: { tsx: ours.dependencies.tsx, zod: ours.dependencies.zod, ...dependencies },
  };
  for (const [file, source] of Object.entries({
    ...files,
    "package.json": JSON.stringify(packageJson),
    "knip.jsonc": fs.readFileSync(path.join(root, "knip.jsonc"), "utf8"),
    "tsconfig.json": fs.readFileSync(path.join(root, "tsconfig.json"), "utf8"),
  })) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `${source}\n`);
  }
  // knip exits 1 when it finds something; the report is on stdout either way.
  const stdout = await promisify(execFile)(knip, ["--directory", dir, "--reporter", "json", "--no-progress"]).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? "",
  );
  const { issues } = JSON.parse(stdout) as { issues: KnipIssue[] };
  return issues
    .flatMap((issue) => [
      ...issue.files.map(({ name }) => `unused file: ${name}`),
      ...issue.exports.map(({ name }) => `unused export: ${name} (${issue.file})`),
      ...issue.types.map(({ name }) => `unused type: ${name} (${issue.file})`),
      ...issue.dependencies.map(({ name }) => `unused dependency: ${name}`),
      ...issue.unlisted.map(({ name }) => `undeclared dependency: ${name} (${issue.file})`),
    ])
    .sort();
}

afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the unused-code gate (knip.jsonc)", () => {
  let probed: string[] = [];
  beforeAll(async () => {
    probed = await findings(
      {
        ...CLEAN,
        "common/rules.ts":
          "export const rule = 1;\nexport const unusedRule = 2;\nexport type UnusedShape = { a: number };",
        "common/orphan.ts": "export const orphan = 1;",
        "server/main.ts": `${CLEAN["server/main.ts"]}\nimport "undeclared-package";`,
      },
      { "left-pad": "^1.3.0" },
    );
  });

  it("finds nothing in a project where everything is used", async () => {
    expect(await findings(CLEAN, {})).toEqual([]);
  });

  it("reports an export nobody imports, and an exported type", () => {
    expect(probed).toContain("unused export: unusedRule (common/rules.ts)");
    expect(probed).toContain("unused type: UnusedShape (common/rules.ts)");
  });

  it("reports a file nothing imports", () => {
    expect(probed).toContain("unused file: common/orphan.ts");
  });

  it("reports a dependency nothing uses, and a package used but not declared", () => {
    expect(probed).toContain("unused dependency: left-pad");
    expect(probed).toContain("undeclared dependency: undeclared-package (server/main.ts)");
  });

  it("reports nothing else", () => {
    expect(probed).toHaveLength(5);
  });
});
