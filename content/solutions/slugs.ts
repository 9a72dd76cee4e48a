import { solutions } from "#content/solutions";

/** Slugs of the catalog's solution ideas: the prerender list of /solution/:slug (react-router.config.ts). */
export const solutionSlugs: readonly string[] = solutions.map((s) => s.slug);
