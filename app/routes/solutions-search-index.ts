import { catalogSearchIndex } from "#content/solutions";

/** Runs at build time only (prerendered to a static file): the catalog's search text per idea slug. */
export const loader = () => Response.json(catalogSearchIndex());
