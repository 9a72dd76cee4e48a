import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PATH, publicPaths, SOLUTIONS_SEARCH_INDEX_PATH, UNKNOWN_SOLUTION_PATH } from "#common/route-table";
import { solutionSlugs } from "#content/solutions/slugs";
import { finishClientBuild } from "./scripts/prerendered/finish-build";

export default {
  ssr: false,
  // BUILD_DIR lets parallel checkouts or agents build side by side without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every public page becomes static HTML with its full text; private areas use the SPA fallback.
  // The catalog's search index is a resource route, written out as a static JSON file.
  prerender: () => [...publicPaths(solutionSlugs), NOT_FOUND_PATH, UNKNOWN_SOLUTION_PATH, SOLUTIONS_SEARCH_INDEX_PATH],
  // Runs once the pages are prerendered: each gets its share image, they start their scripts after
  // the first paint, and the text assets are precompressed (scripts/prerendered/finish-build.ts).
  buildEnd: async ({ reactRouterConfig }) => {
    console.log(await finishClientBuild(path.join(reactRouterConfig.buildDirectory, "client")));
  },
} satisfies Config;
