// The repository's own import graph, read with the TypeScript parser: which files each source file
// imports (and which names), and what it exports. The layer rules and the unused-exports check stand on it.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** The folders of our own code; `#app/…` and friends are aliases for them. */
export const LAYERS = ["app", "server", "common", "content"] as const;
const SOURCE_ROOTS = [...LAYERS, "scripts", "tests"];
const SOURCE = /\.(ts|tsx|mts)$/;
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".mts", "/index.ts", "/index.tsx"];

/** One import of a module: the names it takes, or "all" (namespace, dynamic import, `export *`). */
interface ModuleImport {
  specifier: string;
  names: string[] | "all";
}

/** One exported name; `from` when it is re-exported from another module. */
interface ModuleExport {
  name: string;
  line: number;
  from?: { specifier: string; name: string };
}

export interface ModuleInfo {
  imports: ModuleImport[];
  exports: ModuleExport[];
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);

/** What a source file imports and exports: static, dynamic, side-effect, type-only and re-exports. */
export function parseModule(fileName: string, source: string): ModuleInfo {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const imports: ModuleImport[] = [];
  const exports: ModuleExport[] = [];
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const addExport = (name: string, node: ts.Node, from?: ModuleExport["from"]) =>
    exports.push({ name, line: lineOf(node), from });

  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        imports.push({ specifier: statement.moduleSpecifier.text, names: "all" });
        continue;
      }
      const names = [
        ...(clause?.name ? ["default"] : []),
        ...(bindings && ts.isNamedImports(bindings)
          ? bindings.elements.map((element) => (element.propertyName ?? element.name).text)
          : []),
      ];
      imports.push({ specifier: statement.moduleSpecifier.text, names });
    } else if (ts.isExportDeclaration(statement)) {
      const specifier =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      const clause = statement.exportClause;
      if (!clause) {
        if (specifier) imports.push({ specifier, names: "all" });
      } else if (ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          const original = (element.propertyName ?? element.name).text;
          addExport(element.name.text, element, specifier ? { specifier, name: original } : undefined);
        }
        if (specifier) imports.push({ specifier, names: [] });
      } else if (specifier) {
        addExport(clause.name.text, clause);
        imports.push({ specifier, names: "all" });
      }
    } else if (ts.isExportAssignment(statement)) {
      addExport("default", statement);
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) addExport("default", statement);
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) addExport(declaration.name.text, declaration);
        }
      } else {
        const name = (statement as ts.DeclarationStatement).name;
        if (name && ts.isIdentifier(name)) addExport(name.text, statement);
      }
    }
  }

  // Dynamic imports and `typeof import("…")` anywhere in the file take the whole module.
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      imports.push({ specifier: node.arguments[0].text, names: "all" });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      imports.push({ specifier: node.argument.literal.text, names: "all" });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { imports, exports };
}

/** Every source file of ours (TypeScript, with the tools' config files at the root), relative to the root, with forward slashes. */
function sourceFiles(root: string): string[] {
  const configs = fs.readdirSync(root).filter((name) => SOURCE.test(name));
  return [
    ...configs,
    ...SOURCE_ROOTS.flatMap((top) => {
      const dir = path.join(root, top);
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    }),
  ].sort();
}

/**
 * The repository path a specifier points to (relative, `#layer/…` alias), without resolving it to
 * a file: undefined for a package.
 */
export function targetPath(fromFile: string, specifier: string): string | undefined {
  const alias = /^#(app|server|common|content)\/(.*)$/.exec(specifier);
  if (alias) return `${alias[1]}/${alias[2]}`;
  if (!specifier.startsWith(".")) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier.replace(/\?.*$/, "")));
}

/** The source file a specifier resolves to, if it is one of `files`. */
export function resolveImport(fromFile: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const target = targetPath(fromFile, specifier);
  if (target === undefined) return undefined;
  return RESOLVE_SUFFIXES.map((suffix) => target + suffix).find((candidate) => files.has(candidate));
}

/** Reads and parses every source file under the root. */
export function readGraph(root: string): Map<string, ModuleInfo> {
  return new Map(
    sourceFiles(root).map((file) => [file, parseModule(file, fs.readFileSync(path.join(root, file), "utf8"))]),
  );
}
