// The layers: common/ stands alone, content/ stands on common/, and app/ and server/ stand on both
// but never on each other. Checked over every source file's imports by layers.test.ts.
import fs from "node:fs";
import path from "node:path";

type Layer = "app" | "server" | "common" | "content";

const ALLOWED: Record<Layer, { may: Layer[]; rule: string }> = {
  common: { may: ["common"], rule: "common/ imports nothing of ours" },
  content: { may: ["content", "common"], rule: "content/ imports only common/" },
  server: { may: ["server", "common", "content"], rule: "server/ never imports app/" },
  app: { may: ["app", "common", "content"], rule: "app/ never imports server/" },
};

const LAYERS = Object.keys(ALLOWED) as Layer[];
const SOURCE = /\.(ts|tsx|mts)$/;
// Tests may borrow fixtures across layers; the rules are about what ships.
const TEST_FILE = /(\.test\.tsx?$)|(^|\/)test-(support|fixtures)(\.ts|\/)/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)"([^"]+)"/gm;

/** The module specifiers a source file imports (static, dynamic, side-effect, re-export). */
export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1]);
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && SOURCE.test(entry.name) ? [file] : [];
  });
}

function layerOf(root: string, file: string): Layer | undefined {
  const top = path.relative(root, file).split(path.sep)[0];
  return LAYERS.find((layer) => layer === top);
}

/** Where a specifier points: a layer of ours, another folder of the repository, or a package (undefined). */
function targetLayer(root: string, file: string, specifier: string): Layer | "elsewhere" | undefined {
  const alias = /^#(app|server|common|content)\//.exec(specifier);
  if (alias) return alias[1] as Layer;
  if (!specifier.startsWith(".")) return undefined;
  return layerOf(root, path.resolve(path.dirname(file), specifier)) ?? "elsewhere";
}

/** Every import that breaks a layer rule, as "file imports specifier: rule". */
export function layerViolations(root: string): string[] {
  const violations: string[] = [];
  for (const layer of LAYERS) {
    for (const file of sourceFiles(path.join(root, layer))) {
      const relative = path.relative(root, file);
      if (TEST_FILE.test(relative)) continue;
      for (const specifier of importsOf(fs.readFileSync(file, "utf8"))) {
        const target = targetLayer(root, file, specifier);
        if (target && !(ALLOWED[layer].may as string[]).includes(target)) {
          violations.push(`${relative} imports ${specifier}: ${ALLOWED[layer].rule}`);
        }
      }
    }
  }
  return violations.sort();
}
