import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, publicPaths, SOLUTIONS_SEARCH_INDEX_PATH, UNKNOWN_SOLUTION_PATH } from "#common/route-table";
import { solutionSlugs } from "#content/solutions/slugs";

export default {
  ssr: false,
  // BUILD_DIR lets parallel checkouts or agents build side by side without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every public page becomes static HTML with its full text; private areas use the SPA fallback.
  // The catalog's search index is a resource route, written out as a static JSON file.
  prerender: () => [...publicPaths(solutionSlugs), NOT_FOUND_PATH, UNKNOWN_SOLUTION_PATH, SOLUTIONS_SEARCH_INDEX_PATH],
} satisfies Config;
