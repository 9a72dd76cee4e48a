// No unused exports: every name a module exports is imported somewhere, or the `export` goes. An
// export that only tests import counts as unused (test through the public function instead), unless
// ALLOWED names it with a reason. Run by `npm test` (scripts/test-all.sh) and by its own unit test.
import path from "node:path";
import { type ModuleInfo, readGraph, resolveImport } from "./import-graph";

/** Names React Router reads from a route module (and from app/root.tsx). */
const ROUTE_EXPORTS = new Set([
  "default",
  "meta",
  "links",
  "loader",
  "clientLoader",
  "action",
  "clientAction",
  "ErrorBoundary",
  "HydrateFallback",
  "handle",
  "headers",
  "shouldRevalidate",
  "Layout",
]);
const ROUTE_MODULE = /^app\/(root\.tsx|routes\/.*\.tsx?|features\/[^/]+\/[^/]+-layout\.tsx)$/;
const TEST_FILE = /\.(test|spec)\.tsx?$/;
/** Helpers that exist for tests (fixtures, test servers) and the quality scripts their tests drive. */
const TEST_SUPPORT = /^(tests\/|scripts\/|[^/]+\.config\.ts$)|(^|\/)test-(support|fixtures|servers)(\.ts$|\/)/;

/** Exports kept on purpose although only tests import them: "file#name" → why. */
const ALLOWED: Record<string, string> = Object.fromEntries(
  (
    [
      [
        "the test derives its expected figures from the same constant",
        [
          "common/tools/calculators/dashboard.ts#DAYS_PER_MONTH",
          "common/tools/calculators/roi.ts#WEEKS_PER_MONTH",
          "server/modules/auth/throttle.ts#THROTTLE_RULES",
          "server/modules/voice/routes.ts#VOICE_RATE_LIMIT_PER_MINUTE",
          "server/modules/voice/offline/text-to-speech.ts#MAX_PART_CHARS",
          "server/lib/visitor.ts#VISITOR_PROOF_COOKIE",
        ],
      ],
      [
        "the test walks every option of the list",
        [
          "common/tools/calculators/roi.ts#roiSolutionIds",
          "common/tools/quiz/opportunity.ts#companySizes",
          "common/tools/quiz/opportunity.ts#channels",
          "common/tools/quiz/opportunity.ts#dataSources",
          "common/tools/quiz/opportunity.ts#budgets",
          "common/tools/quiz/opportunity.ts#timelines",
        ],
      ],
      [
        "the test builds typed fixtures of this shape",
        [
          "common/journey-story.ts#StoryEvent",
          "common/tools/quiz/opportunity.ts#RankableIdea",
          "common/tools/quiz/readiness.ts#ReadinessQuestionRef",
          "server/app.ts#RouteSummary",
          "server/app.ts#AppDeps",
        ],
      ],
      [
        "a pure step tested on its own: its edge cases are out of reach through the caller",
        [
          "common/tools/calculators/dashboard.ts#lastDays",
          "common/tools/calculators/dashboard.ts#bucketSeries",
          "common/journey-story.ts#describeOrigin",
          "common/route-table.ts#isPrivatePath",
          "server/modules/admin/analytics.ts#buildFunnels",
          "server/modules/auth/throttle.ts#waitMs",
          "server/modules/seo/routes.ts#buildRobotsTxt",
          "server/modules/seo/routes.ts#buildSitemapXml",
          "server/modules/voice/offline/language-model.ts#numberToWords",
          "server/modules/voice/offline/text-to-speech.ts#splitForSpeech",
          "server/modules/voice/offline/text-to-speech.ts#speechPieces",
          "server/modules/voice/offline/text-to-speech.ts#SpeechJobFailed",
        ],
      ],
      ["the end-to-end tests look up the title each page must show", ["content/pages.ts#pageMeta"]],
      [
        "a pure step tested on its own: the test names ids no funnel sends yet",
        ["content/admin-funnels.ts#humanizeId"],
      ],
      ["the test checks what each idea's search text holds", ["content/solutions/index.ts#searchTextOf"]],
      [
        "the UI kit's field parts for forms without a render prop; the kit documents them in the README",
        [
          "app/components/ui/field.tsx#Input",
          "app/components/ui/field.tsx#Select",
          "app/components/ui/field.tsx#Textarea",
        ],
      ],
      ["the test checks the summaries' backlog directly", ["server/modules/admin/summaries.ts#pending"]],
      [
        "the quality gates' own tests drive them",
        [
          "server/modules/voice/offline/eval/run-eval.ts#runEval",
          "server/modules/voice/offline/eval/run-eval.ts#summarise",
          "server/security/fuzz.ts#checkUnstorableText",
        ],
      ],
    ] as const
  ).flatMap(([why, keys]) => keys.map((key) => [key, why])),
);

/** The route table and the tools' config files hand their default export to the framework. */
const DEFAULT_EXPORT_READ_BY_TOOLS = /^(app\/routes\.ts|[^/]+\.config\.ts)$/;

const isUsedByFramework = (file: string, name: string) =>
  (ROUTE_MODULE.test(file) && ROUTE_EXPORTS.has(name)) ||
  (name === "default" && DEFAULT_EXPORT_READ_BY_TOOLS.test(file));

type Uses = Map<string, Set<string> | "all">;

function markUsed(uses: Uses, file: string, names: string[] | "all"): boolean {
  const current = uses.get(file);
  if (current === "all") return false;
  if (names === "all") {
    uses.set(file, "all");
    return true;
  }
  const set = current ?? new Set<string>();
  uses.set(file, set);
  const before = set.size;
  for (const name of names) set.add(name);
  return set.size > before;
}

const isUsed = (uses: Uses, file: string, name: string) => {
  const entry = uses.get(file);
  return entry === "all" || (entry?.has(name) ?? false);
};

/** Which names of which files the given importers take, following re-exports to their source. */
function usesBy(graph: Map<string, ModuleInfo>, importers: (file: string) => boolean): Uses {
  const files = new Set(graph.keys());
  const uses: Uses = new Map();
  for (const [file, info] of graph) {
    if (!importers(file)) continue;
    for (const { specifier, names } of info.imports) {
      const target = resolveImport(file, specifier, files);
      if (target) markUsed(uses, target, names);
    }
  }
  // A used re-export uses its source; repeat until nothing new is marked.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [file, info] of graph) {
      for (const entry of info.exports) {
        if (!entry.from || !isUsed(uses, file, entry.name)) continue;
        const source = resolveImport(file, entry.from.specifier, files);
        if (source && markUsed(uses, source, [entry.name === entry.from.name ? entry.name : entry.from.name]))
          changed = true;
      }
    }
  }
  return uses;
}

/** Every unused export as "file:line name" (with "(only tests import it)" where that is so). */
export function unusedExports(graph: Map<string, ModuleInfo>, allowed: Record<string, string> = ALLOWED): string[] {
  const shipped = usesBy(graph, (file) => !TEST_FILE.test(file));
  const all = usesBy(graph, () => true);
  const findings: string[] = [];
  for (const [file, info] of graph) {
    if (TEST_FILE.test(file)) continue;
    const uses = TEST_SUPPORT.test(file) ? all : shipped;
    for (const { name, line } of info.exports) {
      if (isUsed(uses, file, name) || isUsedByFramework(file, name) || `${file}#${name}` in allowed) continue;
      findings.push(`${file}:${line} ${name}${isUsed(all, file, name) ? " (only tests import it)" : ""}`);
    }
  }
  return findings.sort();
}

/** Allow-list entries that no longer match an export (so the list cannot rot). */
export function staleAllowances(graph: Map<string, ModuleInfo>, allowed: Record<string, string> = ALLOWED): string[] {
  return Object.keys(allowed).filter((key) => {
    const [file, name] = key.split("#");
    return !graph.get(file)?.exports.some((entry) => entry.name === name);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = readGraph(path.resolve(import.meta.dirname, "../.."));
  const problems = [
    ...unusedExports(graph),
    ...staleAllowances(graph).map((key) => `${key}: allowed in unused-exports.ts but no longer exported`),
  ];
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? `No unused exports in ${graph.size} files.`
      : `${problems.length} unused exports: remove the export (or the code), or allow it with a reason.`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
