// The import rules `npm test` enforces with dependency-cruiser (see scripts/test-all.sh).
// scripts/quality/dependency-rules.test.ts writes a wrong import for each rule into a small copy
// of the tree and expects this config to catch it.

/** Tests may borrow fixtures across layers and features; the layer rules are about what ships. */
const TEST_CODE = "(\\.test\\.tsx?$)|(^|/)test-(support|fixtures)(\\.ts$|/)";
/** A feature: app/features/X or server/modules/X. */
const FEATURE_ROOTS = "(app/features|server/modules)";

/** The layers, as [rule, what it says, files it binds, what they may not import]. */
const LAYER_RULES = [
  ["common-stands-alone", "common/ imports nothing of ours", "^common/", "^(app|server|content|scripts|tests)/"],
  ["content-on-common-only", "content/ imports only common/", "^content/", "^(app|server|scripts|tests)/"],
  ["app-never-server", "app/ never imports server/", "^app/", "^server/"],
  ["server-never-app", "server/ never imports app/", "^server/", "^app/"],
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...LAYER_RULES.map(([name, comment, from, to]) => ({
      name,
      comment,
      severity: "error",
      from: { path: from, pathNot: TEST_CODE },
      to: { path: to },
    })),
    {
      name: "shipped-code-stays-in-its-layers",
      comment:
        "shipped code imports only app/, server/, common/ and content/ of ours (no scripts, tests or root files)",
      severity: "error",
      from: { path: "^(app|server|common|content)/", pathNot: TEST_CODE },
      to: { path: "^(scripts|tests)/|^[^/]+$", dependencyTypesNot: ["core", "npm", "npm-dev", "npm-optional"] },
    },
    {
      name: "feature-through-its-face",
      comment: "a feature uses another feature only through that feature's index.ts, its public face",
      severity: "error",
      from: { path: `^${FEATURE_ROOTS}/([^/]+)/`, pathNot: TEST_CODE },
      to: { path: "^$1/[^/]+/", pathNot: ["^$1/$2/", "^$1/[^/]+/index\\.tsx?$"] },
    },
    {
      name: "voice-engines-apart",
      comment: "a voice engine (server/modules/voice/engines/X) never imports another engine: each can go alone",
      severity: "error",
      from: { path: "^server/modules/voice/engines/([^/]+)/" },
      to: { path: "^server/modules/voice/engines/", pathNot: "^server/modules/voice/engines/$1/" },
    },
    {
      name: "voice-dialog-without-engines",
      comment: "the voice dialog is the same for every engine, so it imports none",
      severity: "error",
      from: { path: "^server/modules/voice/dialog/" },
      to: { path: "^server/modules/voice/engines/" },
    },
    {
      name: "no-cycles",
      comment: "no files import each other in a loop",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycles",
      comment:
        "no folders import each other in a loop (above all no two features: admin ⇄ leads, tracking ⇄ affiliates)",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Our code only: packages are leaves; the build, the tools' caches and the data folder are not code.
    // Test files are left out too: nothing imports them, so they close no loop, and the layer rules
    // let them borrow anywhere (counted, their imports would make folder loops that ship nowhere).
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: [
        "^(node_modules|build[^/]*|data|test-results|playwright-report|coverage|\\.react-router)/",
        "\\.test\\.tsx?$",
      ],
    },
    // The aliases #app/…, #server/…, #common/…, #content/… (package.json "imports", tsconfig "paths").
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json"],
    },
    // The folder-cycle rule needs the folder graph.
    metrics: true,
  },
};
