// The layers: common/ stands alone, content/ stands on common/, and app/ and server/ stand on both
// but never on each other. Inside app/ and server/, a feature (app/features/X, server/modules/X)
// uses another feature only through that feature's index.ts, its public face, never its inner files.
// And no files import each other in a loop. Checked over every source file's imports by layers.test.ts.
import { LAYERS, readGraph, resolveImport, targetPath } from "./import-graph";

type Layer = (typeof LAYERS)[number];

const ALLOWED: Record<Layer, { may: Layer[]; rule: string }> = {
  common: { may: ["common"], rule: "common/ imports nothing of ours" },
  content: { may: ["content", "common"], rule: "content/ imports only common/" },
  server: { may: ["server", "common", "content"], rule: "server/ never imports app/" },
  app: { may: ["app", "common", "content"], rule: "app/ never imports server/" },
};

// Tests may borrow fixtures across layers and features; the rules are about what ships.
const TEST_FILE = /(\.test\.tsx?$)|(^|\/)test-(support|fixtures)(\.ts|\/)/;
const FEATURE = /^(app\/features|server\/modules)\/([^/]+)(?:\/(.*))?$/;
const PUBLIC_ENTRY = /^(index(\.tsx?)?)?$/;

const layerOf = (file: string): Layer | undefined => LAYERS.find((layer) => file.startsWith(`${layer}/`));

/** Every import that breaks a rule, as "file imports specifier: rule", given each file's specifiers. */
export function violationsIn(imports: ReadonlyMap<string, readonly string[]>): string[] {
  const violations: string[] = [];
  for (const [file, specifiers] of imports) {
    const layer = layerOf(file);
    if (!layer || TEST_FILE.test(file)) continue;
    const from = FEATURE.exec(file);
    for (const specifier of specifiers) {
      const target = targetPath(file, specifier);
      if (target === undefined) continue;
      const targetLayer = layerOf(target);
      if (!targetLayer) {
        violations.push(`${file} imports ${specifier}: shipped code imports only app/, server/, common/ and content/`);
        continue;
      }
      if (!ALLOWED[layer].may.includes(targetLayer)) {
        violations.push(`${file} imports ${specifier}: ${ALLOWED[layer].rule}`);
        continue;
      }
      const to = FEATURE.exec(target);
      if (from && to && from[1] === to[1] && from[2] !== to[2] && !PUBLIC_ENTRY.test(to[3] ?? "")) {
        violations.push(
          `${file} imports ${specifier}: a feature uses another only through its index.ts (${to[1]}/${to[2]}/index.ts)`,
        );
      }
    }
  }
  return violations.sort();
}

/** Every import in the repository that breaks a rule. */
export function layerViolations(root: string): string[] {
  const graph = readGraph(root);
  return violationsIn(new Map([...graph].map(([file, info]) => [file, info.imports.map((entry) => entry.specifier)])));
}

/** Every loop of imports among the given files (each as "a -> b -> a"), given each file's resolved imports. */
export function cyclesIn(edges: ReadonlyMap<string, readonly string[]>): string[] {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push([...path.slice(path.indexOf(next)), next].join(" -> "));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/** Every import loop in the repository. */
export function importCycles(root: string): string[] {
  const graph = readGraph(root);
  const files = new Set(graph.keys());
  return cyclesIn(
    new Map(
      [...graph].map(([file, info]) => [
        file,
        info.imports.flatMap(({ specifier }) => resolveImport(file, specifier, files) ?? []),
      ]),
    ),
  );
}
